import { env } from '@/lib/env';
import { maltaDay } from '@/lib/forms/malta-time';
import { interactiveMaps } from '@/lib/maps-config';
import type { SubmissionChoices } from '@/lib/forms/submission-options';
import { backendLang } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { formConfig } from '../form-config';
import { PropertySubmissionFormClient } from './property-submission-form-client';

/** The Add My Property form (SPEC §2, §3); success goes to /thankyou-myproperty. */
export async function PropertySubmissionForm({ choices }: { choices: SubmissionChoices }) {
  const { locale, t } = await pageLanguage();
  return (
    <PropertySubmissionFormClient
      config={await formConfig()}
      choices={choices}
      maps={interactiveMaps(env())}
      today={maltaDay(new Date())}
      words={t.submission}
      featuresLang={backendLang(locale)}
    />
  );
}
