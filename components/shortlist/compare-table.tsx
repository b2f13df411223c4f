import Link from 'next/link';
import { headers } from 'next/headers';
import { comparison, type ComparisonRow } from '@/lib/compare';
import type { PropertyDetail } from '@/lib/domain/types';
import { PROPERTY_PLACEHOLDER, propertyImageFallbacks } from '@/lib/image-fallbacks';
import { readLinkedProperties } from '@/lib/linked-properties';
import { propertyPath } from '@/lib/routes';
import { compareHref, type PropertyRef } from '@/lib/shortlist';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PurchaseCostDisclaimer } from '@/components/property/detail/purchase-cost-disclaimer';
import styles from './compare-table.module.css';

function Rows({ rows, group }: { rows: ComparisonRow[]; group: string }) {
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
            {r.label}
            {r.differs ? <span className="visually-hidden"> (differs)</span> : null}
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
  if (refs.length === 0) {
    return (
      <div className={`container ${styles.page}`}>
        <p className={styles.empty}>
          Nothing to compare yet. Choose two to four properties on <Link href="/shortlist">your shortlist</Link>.
        </p>
      </div>
    );
  }
  const { items: found } = await readLinkedProperties(refs, await headers(), 4);
  const shown = found.flatMap((f) => (f.status === 'found' ? [f.property] : []));
  const missing = found.filter((f) => f.status !== 'found');
  const { facts, features, costs } = comparison(shown);
  const without = (p: PropertyDetail) => compareHref(shown.filter((x) => x.id !== p.id));

  return (
    <div className={`container ${styles.page}`}>
      {missing.length > 0 ? (
        <p className={styles.notice} role="status">
          {missing.length === 1 ? 'One property is' : `${missing.length} properties are`} no longer available or cannot be shown
          right now (reference {missing.map((m) => m.id).join(', ')}).
        </p>
      ) : null}
      {shown.length > 1 ? (
        <p className={styles.hint} aria-hidden="true">
          Scroll sideways to see all {shown.length} properties.
        </p>
      ) : null}
      {shown.length === 0 ? null : (
        <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
          <table className={styles.table} data-columns={shown.length}>
            <caption id="compare-caption" className="visually-hidden">
              {shown.length} properties compared
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
                    <Link href={propertyPath(p)} className={styles.title}>
                      {p.title}
                    </Link>
                    {shown.length > 1 ? (
                      <Link href={without(p)} className={styles.remove}>
                        Remove <span className="visually-hidden">{p.title}</span> from comparison
                      </Link>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <Rows rows={facts} group="Key facts" />
            {features.length > 0 ? <Rows rows={features} group="Features" /> : null}
            <Rows rows={costs} group="Estimated purchase costs" />
          </table>
        </div>
      )}
      <div className={styles.after}>
        <PurchaseCostDisclaimer />
        <p>
          <Link href="/shortlist">Back to your shortlist</Link>
        </p>
      </div>
    </div>
  );
}
