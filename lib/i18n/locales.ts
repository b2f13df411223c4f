/**
 * The site's languages (docs/decisions/languages.md). English is the default and lives at the root,
 * its addresses unchanged; every other language lives under /{code}/. The language of a page comes
 * from its address only. Adding a language: its dictionary (lib/i18n/dictionaries/), its landing slug
 * table (lib/i18n/slugs/) and its line here.
 */
import type { LandingSlugTable } from './slugs/types.ts';
import { IT_LANDING_SLUGS } from './slugs/it.ts';

export interface LocaleInfo {
  /** <html lang> */
  htmlLang: string;
  /** og:locale */
  ogLocale: string;
  /** the language's name in itself, for the language switch */
  name: string;
  /** its name in English, for the agency's staff (a message's note of the language it was written in) */
  englishName: string;
  /** how its landing addresses are spelt; English has none, its slugs are the backend's */
  landingSlugs: LandingSlugTable | null;
}

export const LOCALES = {
  en: { htmlLang: 'en-MT', ogLocale: 'en_MT', name: 'English', englishName: 'English', landingSlugs: null },
  it: { htmlLang: 'it', ogLocale: 'it_IT', name: 'Italiano', englishName: 'Italian', landingSlugs: IT_LANDING_SLUGS },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES[locale];
}

/**
 * The `lang` attribute of the backend's texts (titles, descriptions, posts, agents' words, feature
 * names), which are in English, on a page in `locale`: none on English pages.
 */
export function backendLang(locale: Locale): 'en' | undefined {
  return locale === DEFAULT_LOCALE ? undefined : 'en';
}
