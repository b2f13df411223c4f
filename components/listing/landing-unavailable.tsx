import Link from '@/components/ui/link';
import { landingHeading } from '@/lib/landing-pages';
import { landingPageTitle } from '@/lib/i18n/labels';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { commercialsPath, residentialsPath } from '@/lib/routes';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { TemplateText } from '@/components/ui/template-text';
import styles from './landing-unavailable.module.css';

/**
 * A landing page whose category could not be looked up because the backend failed: a clear,
 * reduced page in the site's frame (the lookup is retried on the next visit), never an error page.
 */
export async function LandingUnavailable({ slug }: { slug: string }) {
  const { locale, t, href } = await pageLanguage();
  const heading = (locale === DEFAULT_LOCALE ? null : landingPageTitle(t, slug, [])) ?? landingHeading(slug);
  const path = href(`/${slug}`);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t.nav.home, href: href('/') }, { label: heading }]} currentPath={path} />
      <h1 className={styles.title}>{heading}</h1>
      <div className={styles.notice} role="alert">
        <h2>{t.listing.unavailable}</h2>
        <p>
          <TemplateText
            template={t.listing.landingUnavailableText}
            slots={{
              reload: <Link href={path}>{t.listing.reloadPage}</Link>,
              residential: <Link href={href(residentialsPath)}>{t.home.residential}</Link>,
              commercial: <Link href={href(commercialsPath)}>{t.home.commercial}</Link>,
            }}
          />
        </p>
      </div>
    </div>
  );
}
