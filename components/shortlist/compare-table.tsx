import Link from '@/components/ui/link';
import { headers } from 'next/headers';
import { comparison, comparisonWordsOf, type ComparisonRow } from '@/lib/compare';
import type { PropertyDetail } from '@/lib/domain/types';
import { PROPERTY_PLACEHOLDER, propertyImageFallbacks } from '@/lib/image-fallbacks';
import { readLinkedProperties } from '@/lib/linked-properties';
import { propertyPath } from '@/lib/routes';
import { compareHref, type PropertyRef } from '@/lib/list-links';
import { FallbackImage } from '@/components/ui/fallback-image';
import { TemplateText } from '@/components/ui/template-text';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { fill } from '@/lib/i18n/format';
import { backendLang } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { PurchaseCostDisclaimer } from '@/components/property/detail/purchase-cost-disclaimer';
import styles from './compare-table.module.css';

function Rows({ rows, group, words, englishLang }: { rows: ComparisonRow[]; group: string; words: Dictionary['compareTable']; englishLang?: string }) {
  return (
    <tbody>
      <tr className={styles.group}>
        <th scope="rowgroup" colSpan={(rows[0]?.values.length ?? 0) + 1}>
          {group}
        </th>
      </tr>
      {rows.map((r) => (
        <tr key={r.label} className={r.differs ? styles.differs : undefined} data-differs={r.differs || undefined}>
          <th scope="row">
            {r.fromBackend ? <span lang={englishLang}>{r.label}</span> : r.label}
            {r.differs ? <span className="visually-hidden"> {words.differs}</span> : null}
          </th>
          {r.values.map((v, i) => (
            <td key={i}>{v}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * Up to four properties side by side, from the data cache or read with the detail call (four at a
 * time) on the server within the budgets for links (lib/linked-properties.ts). At phone widths the
 * table scrolls sideways, one property per screen, with the row names kept in view.
 */
export async function CompareTable({ refs }: { refs: PropertyRef[] }) {
  const { locale, t, href } = await pageLanguage();
  const w = t.compareTable;
  // the backend's texts (titles, features' names) are English: marked so on a page in another language
  const englishLang = backendLang(locale);
  if (refs.length === 0) {
    return (
      <div className={`container ${styles.page}`}>
        <p className={styles.empty}>
          <TemplateText template={w.empty} slots={{ shortlist: <Link href={href('/shortlist')}>{w.yourShortlist}</Link> }} />
        </p>
      </div>
    );
  }
  const { items: found } = await readLinkedProperties(refs, await headers(), 4);
  const shown = found.flatMap((f) => (f.status === 'found' ? [f.property] : []));
  const missing = found.filter((f) => f.status !== 'found');
  const { facts, features, costs } = comparison(shown, comparisonWordsOf(t));
  const without = (p: PropertyDetail) => href(compareHref(shown.filter((x) => x.id !== p.id)));
  const ids = missing.map((m) => m.id).join(', ');

  return (
    <div className={`container ${styles.page}`}>
      {missing.length > 0 ? (
        <p className={styles.notice} role="status">
          {missing.length === 1 ? fill(w.missingOne, { ids }) : fill(w.missingMany, { count: missing.length, ids })}
        </p>
      ) : null}
      {shown.length > 1 ? (
        <p className={styles.hint} aria-hidden="true">
          {fill(w.scroll, { count: shown.length })}
        </p>
      ) : null}
      {shown.length === 0 ? null : (
        <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
          <table className={styles.table} data-columns={shown.length}>
            <caption id="compare-caption" className="visually-hidden">
              {fill(w.caption, { count: shown.length })}
            </caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {shown.map((p, i) => (
                  <th key={p.id} scope="col" className={styles.head}>
                    <div className={styles.photo}>
                      <FallbackImage
                        src={p.imageUrl || PROPERTY_PLACEHOLDER}
                        fallbacks={propertyImageFallbacks(p.imageUrl)}
                        alt=""
                        fill
                        sizes="(min-width: 1024px) 260px, 70vw"
                        preload={i === 0}
                      />
                    </div>
                    <Link href={href(propertyPath(p))} className={styles.title} lang={englishLang}>
                      {p.title}
                    </Link>
                    {shown.length > 1 ? (
                      <Link href={without(p)} className={styles.remove}>
                        <TemplateText template={w.remove} slots={{ title: <span className="visually-hidden">{p.title}</span> }} />
                      </Link>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <Rows rows={facts} group={w.facts} words={w} />
            {features.length > 0 ? <Rows rows={features} group={w.features} words={w} englishLang={englishLang} /> : null}
            <Rows rows={costs} group={w.costs} words={w} />
          </table>
        </div>
      )}
      <div className={styles.after}>
        <PurchaseCostDisclaimer />
        <p>
          <Link href={href('/shortlist')}>{w.back}</Link>
        </p>
      </div>
    </div>
  );
}
