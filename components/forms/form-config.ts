import { DEV_CAPTCHA_PREFIX } from '@/lib/api/wire';
import { env } from '@/lib/env';
import { phoneCountryOptions, type PhoneCountryOption } from '@/lib/forms/phone';
import type { HumanCheckConfig } from './human-check';

export interface FormConfig {
  humanCheck: HumanCheckConfig;
  countries: PhoneCountryOption[];
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
 * components never read lib/env): the human check's keys and the phone fields' country list.
 */
export function formConfig(): FormConfig {
  countries ??= phoneCountryOptions();
  return { humanCheck: humanCheckConfig(), countries };
}

/** The human check's configuration alone (the footer's newsletter box). */
export const humanCheckConfig = (): HumanCheckConfig => ({ siteKey: env().TURNSTILE_SITE_KEY, devPrefix: DEV_CAPTCHA_PREFIX });
