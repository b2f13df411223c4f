import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageIntro } from '@/components/content/page-intro';
import { PropertySubmissionForm } from '@/components/forms/property-submission/property-submission-form';
import { getFilterOptions } from '@/lib/api/properties';
import type { FilterOptions } from '@/lib/domain/types';
import { submissionChoices } from '@/lib/forms/submission-options';
import styles from './page.module.css';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await pageLanguage();
  return sitePageMetadata(locale, t.pages.addProperty, '/my-properties');
}

const STEPS = [
  { title: 'Tell us about it', text: 'Your name and number are all we need; every other detail helps us value it.' },
  { title: 'We call you', text: 'An agent calls you, usually within one working day, to arrange a visit.' },
  { title: 'We list it', text: 'Photos, description and price agreed with you, your property goes live.' },
];

/** Add My Property (SPEC §2): the owner's submission form. */
export default async function MyPropertiesPage() {
  await connection();
  let options: FilterOptions | null = null;
  try {
    options = await getFilterOptions();
  } catch {
    options = null;
  }
  return (
    <>
      <PageIntro
        crumbs={[{ label: 'Add My Property' }]}
        path="/my-properties"
        title="Add My Property"
        lead="Selling in Malta or Gozo? Tell us about your property and one of our agents will be in touch to value it and list it for sale."
      />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {options ? null : (
            <p className={styles.notice} role="status">
              The lists of property types, locations and features could not be loaded just now. You can still send your
              details and describe the property in your own words.
            </p>
          )}
          <PropertySubmissionForm choices={submissionChoices(options)} />
        </div>
        <aside className={styles.aside} aria-labelledby="how-it-works">
          <h2 id="how-it-works" className={styles.asideTitle}>
            How it works
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((s) => (
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
