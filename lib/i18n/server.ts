/**
 * The page's language and texts for server components (docs/decisions/languages.md). The language is
 * the root segment of the route (app/[lang]), which middleware.ts fills from the address alone; a
 * server component anywhere below reads it without props (pageLanguage). The dictionaries stay on the server: only
 * the HTML they become, and the few texts a client component is given as props, reach the browser.
 */
import { lang } from 'next/root-params';
import { redirect } from 'next/navigation';
import { NOT_FOUND_PATH } from '@/lib/catch-all';
import type { Dictionary } from './dictionaries/en';
import { isLocale, type Locale } from './locales';
import { localizePath } from './paths';

const DICTIONARIES: Record<Locale, () => Promise<Dictionary>> = {
  en: () => import('./dictionaries/en').then((m) => m.en),
  it: () => import('./dictionaries/it').then((m) => m.it),
};

/** The dictionary of a language. */
function dictionaryOf(locale: Locale): Promise<Dictionary> {
  return DICTIONARIES[locale]();
}

/**
 * The language of the page being rendered. Every address middleware.ts sees names one; another value
 * comes only from an address it does not see (a missing file's name), which goes where unknown
 * addresses go.
 */
async function currentLocale(): Promise<Locale> {
  const value: unknown = await lang();
  if (!isLocale(value)) redirect(NOT_FOUND_PATH);
  return value;
}

export interface PageLanguage {
  locale: Locale;
  t: Dictionary;
  /** a page's address in this language, from its English address (lib/i18n/paths.ts) */
  href: (englishAddress: string) => string;
}

/** The page's language, its texts and its addresses. */
export async function pageLanguage(): Promise<PageLanguage> {
  const locale = await currentLocale();
  return { locale, t: await dictionaryOf(locale), href: (address) => localizePath(locale, address) };
}
