import type { Metadata } from 'next';
import { PageIntro } from '@/components/content/page-intro';
import { PropertySubmissionForm } from '@/components/forms/property-submission/property-submission-form';
import { getFilterOptions } from '@/lib/api/properties';
import type { FilterOptions } from '@/lib/domain/types';
import { submissionChoices } from '@/lib/forms/submission-options';
import styles from './page.module.css';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await pageLanguage();
  return sitePageMetadata(locale, t.pages.addProperty, '/my-properties');
}


/** Add My Property (SPEC §2): the owner's submission form. */
export default async function MyPropertiesPage() {
  const { t } = await pageLanguage();
  const a = t.intro.addProperty;
  let options: FilterOptions | null = null;
  try {
    options = await getFilterOptions();
  } catch {
    options = null;
  }
  return (
    <>
      <PageIntro crumbs={[{ label: a.title }]} path="/my-properties" title={a.title} lead={a.lead} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {options ? null : (
            <p className={styles.notice} role="status">
              {a.optionsUnavailable}
            </p>
          )}
          <PropertySubmissionForm choices={submissionChoices(options, t)} />
        </div>
        <aside className={styles.aside} aria-labelledby="how-it-works">
          <h2 id="how-it-works" className={styles.asideTitle}>
            {a.howItWorks}
          </h2>
          <ol className={styles.steps}>
            {[
              { title: a.step1, text: a.step1Text },
              { title: a.step2, text: a.step2Text },
              { title: a.step3, text: a.step3Text },
            ].map((s) => (
              <li key={s.title}>
                <strong>{s.title}</strong>
                <span>{s.text}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </>
  );
}
