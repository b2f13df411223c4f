/**
 * International phone numbers with Malta as the default country (SPEC §3), validated and formatted
 * with libphonenumber-js. A number typed with its own "+code" wins over the chosen country.
 */
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'MT';

export function isPhoneCountry(code: string): code is CountryCode {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

function parse(value: string, country: string) {
  const c = isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
  return parsePhoneNumberFromString(value.trim(), c);
}

export function isValidPhone(value: string, country: string): boolean {
  if (value.trim() === '' || value.length > 40) return false;
  return parse(value, country)?.isValid() ?? false;
}

/** The number in international format ("+356 2133 4455"); the trimmed text when it cannot be read. */
export function formatPhone(value: string, country: string): string {
  const p = parse(value, country);
  return p?.isValid() ? p.formatInternational() : value.trim();
}

export interface PhoneCountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country libphonenumber knows, by English name, Malta first. */
export function phoneCountryOptions(): PhoneCountryOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const all = getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  all.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const malta = all.filter((c) => c.code === DEFAULT_PHONE_COUNTRY);
  return [...malta, ...all.filter((c) => c.code !== DEFAULT_PHONE_COUNTRY)];
}
