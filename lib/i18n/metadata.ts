/** A page's canonical and language alternates for its metadata (docs/decisions/languages.md). */
import type { Metadata } from 'next';
import { commaList } from './format';
import type { Locale } from './locales';
import { languageAlternates, localizePath } from './paths';

/**
 * The page's own address in its language as canonical, and its address in every language as
 * hreflang alternates with x-default (relative: metadataBase makes them absolute).
 */
export function pageAlternates(locale: Locale, englishAddress: string): NonNullable<Metadata['alternates']> {
  return { canonical: localizePath(locale, englishAddress), languages: languageAlternates(englishAddress) };
}

/** A page of the site's own (company, contact …): its texts from the dictionary, its canonical and alternates. */
export function sitePageMetadata(
  locale: Locale,
  texts: { title: string; description: string; keywords?: string },
  englishAddress: string,
): Metadata {
  return {
    title: texts.title,
    description: texts.description,
    ...(texts.keywords ? { keywords: commaList(texts.keywords) } : {}),
    alternates: pageAlternates(locale, englishAddress),
  };
}
