/**
 * International phone numbers, read with libphonenumber-js as a person types them: spaces, dashes,
 * dots, brackets, a leading "+" or "00", an extension ("ext. 12", "x12", "#12"). A number typed
 * without its "+code" is read in the chosen country (Malta by default, SPEC §3); one typed with it
 * wins over the chosen country. A number is taken when it is *possible* (its length fits its
 * country), not only when the metadata knows its range as valid: new ranges and numbers the
 * metadata has not caught up with still reach the agency.
 */
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'MT';
/** The longest phone text a form takes (a number with an extension fits easily). */
export const PHONE_MAX_LENGTH = 40;

export function isPhoneCountry(code: string): code is CountryCode {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** Why a typed phone number is not taken. */
export type PhoneProblem = 'not-a-number' | 'too-short' | 'too-long' | 'wrong-length' | 'unknown-country';

export type PhoneReading =
  | {
      ok: true;
      /** E.164, e.g. "+35621334455" */
      number: string;
      /** the extension's digits, when one was typed */
      ext?: string;
      /** the country the number belongs to, when its calling code tells */
      country?: CountryCode;
    }
  | { ok: false; problem: PhoneProblem };

const LENGTH_PROBLEMS: Record<string, PhoneProblem> = {
  TOO_SHORT: 'too-short',
  TOO_LONG: 'too-long',
  INVALID_LENGTH: 'wrong-length',
  INVALID_COUNTRY: 'unknown-country',
};

/**
 * Reads a typed phone number. The whole text must be the number (a sentence around it is not
 * taken apart); "00" in front is the international prefix of most of the world, read as "+".
 */
export function readPhone(value: string, country: string): PhoneReading {
  const typed = value.trim().replace(/^00/, '+');
  if (typed === '') return { ok: false, problem: 'not-a-number' };
  const defaultCountry = isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry, extract: false });
  if (parsed?.isPossible()) return { ok: true, number: parsed.number, ext: parsed.ext, country: parsed.country };
  const length = validatePhoneNumberLength(typed, defaultCountry);
  return { ok: false, problem: (length && LENGTH_PROBLEMS[length]) || 'not-a-number' };
}

/**
 * The number as the API receives it: E.164 ("+35621334455"), with an extension after it in the
 * form people dial it ("+12025550143 ext. 12"); "" when none was given. Forms only send numbers
 * their schema took; anything else is passed on trimmed, as typed.
 */
export function wirePhone(value: string, country: string): string {
  if (value.trim() === '') return '';
  const reading = readPhone(value, country);
  if (!reading.ok) return value.trim();
  return reading.ext ? `${reading.number} ext. ${reading.ext}` : reading.number;
}

export interface PhoneCountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** the lists made so far, by language: the same for every form of a language */
const countryLists = new Map<string, PhoneCountryOption[]>();

/**
 * Every country libphonenumber knows, by its name in `language` (a BCP 47 tag), Malta first; made
 * once per language (on the server, or in the browser for a form that renders only there).
 */
export function phoneCountryOptions(language = 'en'): PhoneCountryOption[] {
  let list = countryLists.get(language);
  if (!list) countryLists.set(language, (list = countryOptions(language)));
  return list;
}

function countryOptions(language: string): PhoneCountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const all = getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  all.sort((a, b) => a.name.localeCompare(b.name, language));
  const malta = all.filter((c) => c.code === DEFAULT_PHONE_COUNTRY);
  return [...malta, ...all.filter((c) => c.code !== DEFAULT_PHONE_COUNTRY)];
}
