import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import styles from './page-intro.module.css';

/** The top of a content page: breadcrumbs, the page's one h1 and an optional lead. */
export function PageIntro({
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
  return (
    <div className={styles.intro}>
      <div className="container">
        <Breadcrumbs items={crumbs} currentPath={path} />
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </div>
  );
}
