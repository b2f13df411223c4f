import Link from 'next/link';
import { landingHeading } from '@/lib/landing-pages';
import { commercialsPath, residentialsPath } from '@/lib/routes';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import styles from './landing-unavailable.module.css';


/**
 * A landing page whose category could not be looked up because the backend failed: a clear,
 * reduced page in the site's frame (the lookup is retried on the next visit), never an error page.
 */
export function LandingUnavailable({ slug }: { slug: string }) {
  const heading = landingHeading(slug);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: heading }]} currentPath={`/${slug}`} />
      <h1 className={styles.title}>{heading}</h1>
      <div className={styles.notice} role="alert">
        <h2>Listings are unavailable right now</h2>
        <p>
          We could not load this page&apos;s properties. Please try again in a moment: <Link href={`/${slug}`}>reload this page</Link>, or browse{' '}
          <Link href={residentialsPath}>residential</Link> and <Link href={commercialsPath}>commercial</Link> properties.
        </p>
      </div>
    </div>
  );
}
