import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { pageLanguage } from '@/lib/i18n/server';
import styles from './page-intro.module.css';

/**
 * The top of a content page: breadcrumbs from Home (the crumbs' addresses and the page's path are
 * English, written here in the page's language), the page's one h1 and an optional lead.
 */
export async function PageIntro({
  crumbs,
  path,
  title,
  lead,
}: {
  crumbs: Crumb[];
  path: string;
  title: string;
  lead?: React.ReactNode;
}) {
  const { t, href } = await pageLanguage();
  const trail = [{ label: t.nav.home, href: '/' }, ...crumbs].map((c) => (c.href ? { ...c, href: href(c.href) } : c));
  return (
    <div className={styles.intro}>
      <div className="container">
        <Breadcrumbs items={trail} currentPath={href(path)} />
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </div>
  );
}
