import Link from './link';
import { env } from '@/lib/env';
import { pageLanguage } from '@/lib/i18n/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Island } from './island';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** omitted on the current page */
  href?: string;
}

/**
 * A breadcrumb trail with its BreadcrumbList JSON-LD. The last crumb is the current page. An island
 * (./island.tsx): its links hydrate after the page's shell.
 */
export async function Breadcrumbs({ items, currentPath }: { items: Crumb[]; currentPath: string }) {
  const site = env().SITE_URL;
  const { t } = await pageLanguage();
  return (
    <Island>
      <nav aria-label={t.breadcrumb} className={styles.nav}>
        <ol className={styles.list}>
          {items.map((c, i) => (
            <li key={`${c.label}-${i}`}>
              {c.href && i < items.length - 1 ? <Link href={c.href}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
            </li>
          ))}
        </ol>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: items.map((c, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: c.label,
              item: `${site}${c.href ?? currentPath}`,
            })),
          }}
        />
      </nav>
    </Island>
  );
}
