/**
 * The page's language for code that cannot read the route's root parameter (server actions, Next.js's
 * restriction): middleware.ts, which reads the language from the address, passes it on with the
 * request in a header of its own, set on every request it forwards, so a visitor cannot choose it.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export const LOCALE_HEADER = 'x-site-locale';

/** The language middleware.ts read from the request's address. */
export function localeOfRequest(headers: { get(name: string): string | null }): Locale {
  const value = headers.get(LOCALE_HEADER);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
