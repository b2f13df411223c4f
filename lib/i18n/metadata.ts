/** A page's canonical and language alternates for its metadata (docs/decisions/languages.md). */
import type { Metadata } from 'next';
import type { Locale } from './locales';
import { languageAlternates, localizePath } from './paths';

/**
 * The page's own address in its language as canonical, and its address in every language as
 * hreflang alternates with x-default (relative: metadataBase makes them absolute).
 */
export function pageAlternates(locale: Locale, englishAddress: string): NonNullable<Metadata['alternates']> {
  return { canonical: localizePath(locale, englishAddress), languages: languageAlternates(englishAddress) };
}
