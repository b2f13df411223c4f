import { DEV_CAPTCHA_PREFIX } from '@/lib/api/wire';
import { env } from '@/lib/env';
import { phoneCountryOptions, type PhoneCountryOption } from '@/lib/forms/phone';
import type { HumanCheckConfig } from './human-check';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { pageLanguage } from '@/lib/i18n/server';

export interface FormConfig {
  humanCheck: HumanCheckConfig;
  countries: PhoneCountryOption[];
  /** the forms' labels, placeholders and buttons in the page's language */
  texts: Dictionary['forms'];
}

/** The two forms about one property (Contact Agent, Request a Viewing), in their dialogs. */
export interface PropertyFormProps {
  config: FormConfig;
  propertyId: number;
  propertyTitle: string;
}

let countries: PhoneCountryOption[] | undefined;

/**
 * Server side: what the client forms need from configuration and the server's data (client
 * components never read lib/env): the human check's keys, the phone fields' country list and the
 * forms' texts in the page's language.
 */
export async function formConfig(): Promise<FormConfig> {
  countries ??= phoneCountryOptions();
  const { t } = await pageLanguage();
  return { humanCheck: humanCheckConfig(t), countries, texts: t.forms };
}

/** The human check's configuration alone (the footer's newsletter box), in the page's language `t`. */
export const humanCheckConfig = (t: Dictionary): HumanCheckConfig => ({
  siteKey: env().TURNSTILE_SITE_KEY,
  devPrefix: DEV_CAPTCHA_PREFIX,
  words: t.humanCheck,
});
