import { DEV_CAPTCHA_PREFIX } from '@/lib/api/wire-constants';
import { env } from '@/lib/env';
import type { MessageSet } from '@/lib/forms/messages';
import { phoneCountryOptions, type PhoneCountryOption } from '@/lib/forms/phone';
import type { HumanCheckConfig } from './human-check';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { LOCALES } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';

export interface FormConfig {
  humanCheck: HumanCheckConfig;
  countries: PhoneCountryOption[];
  /** the forms' labels, placeholders and buttons in the page's language */
  texts: Dictionary['forms'];
  /** the forms' messages in the page's language, which render the codes the rules and the action give (lib/forms/messages.ts) */
  messages: MessageSet;
}

/** The two forms about one property (Contact Agent, Request a Viewing), in their dialogs. */
export interface PropertyFormProps {
  config: FormConfig;
  propertyId: number;
  propertyTitle: string;
}

/** the country lists made so far, by language: the same for every page of a language */
const countries = new Map<string, PhoneCountryOption[]>();

/**
 * Server side: what the client forms need from configuration and the server's data (client
 * components never read lib/env): the human check's keys, the phone fields' country list and the
 * forms' texts and messages in the page's language.
 */
export async function formConfig(): Promise<FormConfig> {
  const { t, locale } = await pageLanguage();
  const language = LOCALES[locale].htmlLang;
  if (!countries.has(language)) countries.set(language, phoneCountryOptions(language));
  return { humanCheck: humanCheckConfig(t), countries: countries.get(language)!, texts: t.forms, messages: t.formMessages };
}

/** The human check's configuration alone (the footer's newsletter box), in the page's language `t`. */
export const humanCheckConfig = (t: Dictionary): HumanCheckConfig => ({
  siteKey: env().TURNSTILE_SITE_KEY,
  devPrefix: DEV_CAPTCHA_PREFIX,
  words: t.humanCheck,
});
