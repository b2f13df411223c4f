import Link from './link';
import { pageItems } from '@/lib/pagination';
import { fill } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/server';
import { ChevronLeftIcon } from './icons/chevron-left';
import { ChevronRightIcon } from './icons/chevron-right';
import styles from './pagination.module.css';

/** Real links to each page, so crawlers and visitors without JavaScript can page through. */
export async function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  const { t } = await pageLanguage();
  return (
    <nav aria-label={label ?? t.pagination.label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">
              <ChevronLeftIcon size={18} /> <span>{t.pagination.previous}</span>
            </Link>
          ) : null}
        </li>
        {items.map((it) =>
          it.type === 'gap' ? (
            <li key={it.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={it.page}>
              <Link
                href={hrefFor(it.page)}
                className={`${styles.page} ${it.current ? styles.current : ''}`}
                aria-current={it.current ? 'page' : undefined}
                aria-label={fill(t.pagination.page, { page: it.page })}
              >
                {it.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
              <span>{t.pagination.next}</span> <ChevronRightIcon size={18} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
