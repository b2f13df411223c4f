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

/**
 * The configuration of a form that renders in the browser only (the detail page's dialog forms): the
 * page's language in place of the country list, which the form makes where it renders
 * (`phoneCountryOptions`), instead of every detail page carrying it in its HTML.
 */
export interface DialogFormConfig extends Omit<FormConfig, 'countries'> {
  /** the page's language as a BCP 47 tag, which names and sorts the countries */
  language: string;
}

/** The two forms about one property (Contact Agent, Request a Viewing), in their dialogs. */
export interface PropertyFormProps {
  config: DialogFormConfig;
  propertyId: number;
  propertyTitle: string;
}

/**
 * Server side: what the client forms need from configuration and the server's data (client
 * components never read lib/env): the human check's keys, the forms' texts and messages in the
 * page's language, and for a form the server renders, the phone fields' country list.
 */
export async function formConfig(): Promise<FormConfig> {
  const { language, ...config } = await dialogFormConfig();
  return { ...config, countries: phoneCountryOptions(language) };
}

/** The same for a form that renders in the browser only (DialogFormConfig). */
export async function dialogFormConfig(): Promise<DialogFormConfig> {
  const { t, locale } = await pageLanguage();
  return { humanCheck: humanCheckConfig(t), language: LOCALES[locale].htmlLang, texts: t.forms, messages: t.formMessages };
}

/** The human check's configuration alone (the footer's newsletter box), in the page's language `t`. */
export const humanCheckConfig = (t: Dictionary): HumanCheckConfig => ({
  siteKey: env().TURNSTILE_SITE_KEY,
  devPrefix: DEV_CAPTCHA_PREFIX,
  words: t.humanCheck,
});
