/** A page's canonical and language alternates for its metadata (docs/decisions/languages.md). */
import type { Metadata } from 'next';
import { env } from '../env';
import type { Dictionary } from './dictionaries/en';
import { commaList } from './format';
import { LOCALE_CODES, localeInfo, type Locale } from './locales';
import { languageAlternates, localizePath } from './paths';

/** The site's picture for a shared page without one of its own: the home page's harbour, 1200 × 630. */
const SHARE_PICTURE = { url: '/images/og-default.jpg', width: 1200, height: 630 };

/**
 * What every page's Open Graph says of the site, in the page's language, and the site's picture: a
 * page's own fields (its type, title, address, a photo of its own as `images`) come after it. A page
 * that names its own openGraph replaces the layout's whole, so each one starts from this.
 */
export function siteOpenGraph(locale: Locale, t: Dictionary) {
  return {
    siteName: env().BUSINESS_NAME,
    locale: localeInfo(locale).ogLocale,
    alternateLocale: LOCALE_CODES.filter((l) => l !== locale).map((l) => localeInfo(l).ogLocale),
    images: [{ ...SHARE_PICTURE, alt: t.meta.shareImageAlt }],
  };
}

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
