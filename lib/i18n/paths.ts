/**
 * Addresses per language (docs/decisions/languages.md). A page's English address is the one the
 * site has always had; in another language it is the same address under /{code}/, except that a
 * landing page's slug is spelt in that language (lib/i18n/slugs/): "/penthouses-for-sale-in-malta"
 * is "/it/attici-in-vendita-a-malta". Pure, and bijective: every address reads back to one page.
 */
import { parseCatchAll } from '../catch-all.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, isLocale, localeInfo, type Locale } from './locales.ts';

const WORDS = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ENGLISH_LANDING = new RegExp(`^(${WORDS})-for-sale-in-(${WORDS})$`);

/** A place's words with the word "and" replaced ("sliema-and-st-julians" → "sliema-e-st-julians"). */
const withAnd = (placeWords: string, from: string, to: string) => placeWords.replace(new RegExp(`(^|-)${from}(?=-|$)`, 'g'), `$1${to}`);

const own = (table: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);
const keyOf = (table: Readonly<Record<string, string>>, value: string) => Object.keys(table).find((k) => table[k] === value);

/** Whether one path segment is a landing page's slug (not a property's address, not anything else). */
const isLandingSegment = (segment: string) => parseCatchAll([segment]).kind === 'category';

/** The type and place words of an English landing slug ("penthouses", "malta"); null for another slug. */
export function landingSlugParts(slug: string): { type: string; place: string } | null {
  const parts = ENGLISH_LANDING.exec(slug);
  return parts ? { type: parts[1] ?? '', place: parts[2] ?? '' } : null;
}

/**
 * A landing slug as a language spells it: translated when the language has words for its type,
 * otherwise as the backend spells it (a category the table does not know keeps its slug everywhere).
 */
export function localizeLandingSlug(locale: Locale, slug: string): string {
  const table = localeInfo(locale).landingSlugs;
  const parts = table ? landingSlugParts(slug) : null;
  const type = table && parts ? own(table.types, parts.type) : undefined;
  if (!table || !parts || type === undefined) return slug;
  const place = own(table.places, parts.place) ?? `${table.placePreposition}-${withAnd(parts.place, 'and', table.and)}`;
  return `${type}-${table.forSale}-${place}`;
}

/**
 * The backend's (English) slug of a landing slug spelt in a language; null when that language
 * spells the page otherwise (an English landing slug under /it/ is no page).
 */
export function delocalizeLandingSlug(locale: Locale, slug: string): string | null {
  const table = localeInfo(locale).landingSlugs;
  if (!table) return slug;
  const marker = `-${table.forSale}-`;
  const at = slug.indexOf(marker);
  const type = at > 0 ? keyOf(table.types, slug.slice(0, at)) : undefined;
  if (type !== undefined) {
    // the language's own landing words: the page they spell, if they spell it as this table does
    const placeWords = slug.slice(at + marker.length);
    const prefix = `${table.placePreposition}-`;
    const place = keyOf(table.places, placeWords) ?? (placeWords.startsWith(prefix) ? withAnd(placeWords.slice(prefix.length), table.and, 'and') : '');
    const english = `${type}-for-sale-in-${place}`;
    return place && localizeLandingSlug(locale, english) === slug ? english : null;
  }
  return localizeLandingSlug(locale, slug) === slug ? slug : null;
}

/**
 * Pages the site has in English only: the blog's posts, the backend's English articles, which the
 * blog index of every language lists and links as they are rather than copying them under /it/.
 */
const ENGLISH_ONLY = /^\/blog\/[^/]/;

/** Whether a page exists in English only (its English path). */
const isEnglishOnly = (englishPath: string) => ENGLISH_ONLY.test(englishPath);

/**
 * Where the language switch leads from a page: the same page, or for a page in English only the
 * section that lists it ("/blog/a-post" → "/blog"), which every language has.
 */
export const switchTarget = (englishPath: string) => (isEnglishOnly(englishPath) ? englishPath.replace(/\/[^/]+$/, '') : englishPath);

/** Splits "/a/b?x=1#y" into its path and the rest ("?x=1#y"). */
function splitPath(address: string): [string, string] {
  const cut = address.search(/[?#]/);
  return cut < 0 ? [address, ''] : [address.slice(0, cut), address.slice(cut)];
}

/**
 * A page's address in a language, from its English address, query and fragment kept:
 * ("/penthouses-for-sale-in-malta?ref=3", "it") → "/it/attici-in-vendita-a-malta?ref=3".
 */
export function localizePath(locale: Locale, englishAddress: string): string {
  if (locale === DEFAULT_LOCALE) return englishAddress;
  const [path, rest] = splitPath(englishAddress);
  // a page in English only is linked as it is from every language
  if (isEnglishOnly(path)) return englishAddress;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return `/${locale}${rest}`;
  const only = segments.length === 1 ? (segments[0] ?? '') : null;
  const localized = only !== null && isLandingSegment(only) ? `/${localizeLandingSlug(locale, only)}` : path;
  return `/${locale}${localized}${rest}`;
}

/** What an address names: the page's language and its English address (the path the routes know). */
export interface LocalizedAddress {
  locale: Locale;
  path: string;
}

/**
 * The language and English path of a request's path. Null for an address no page has in any
 * language: the default language's prefix (/en/…: English lives at the root) and a landing slug
 * spelt in English under another language's prefix.
 */
export function resolveLocalePath(pathname: string): LocalizedAddress | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLocale(first)) return { locale: DEFAULT_LOCALE, path: pathname };
  if (first === DEFAULT_LOCALE) return null;
  const segments = rest.filter(Boolean);
  if (segments.length === 0) return { locale: first, path: '/' };
  const only = segments.length === 1 ? (segments[0] ?? '') : null;
  if (only === null || !isLandingSegment(only)) {
    const path = `/${rest.join('/')}`;
    // an English-only page has no address under another language
    return isEnglishOnly(path) ? null : { locale: first, path };
  }
  const english = delocalizeLandingSlug(first, only);
  return english === null ? null : { locale: first, path: `/${english}` };
}

/**
 * Where a landing address a language spelt otherwise before is now, for a permanent redirect: a
 * place's "&" written with the English "and" ("/it/immobili-in-vendita-a-sliema-and-st-julians" →
 * "/it/immobili-in-vendita-a-sliema-e-st-julians"); null for every other address.
 */
export function movedLandingPath(pathname: string): string | null {
  const [, first = '', slug = '', ...rest] = pathname.split('/');
  if (!isLocale(first) || rest.length > 0 || resolveLocalePath(pathname) !== null) return null;
  const table = localeInfo(first).landingSlugs;
  if (!table) return null;
  const spelt = withAnd(slug, 'and', table.and);
  return spelt !== slug && delocalizeLandingSlug(first, spelt) !== null ? `/${first}/${spelt}` : null;
}

/**
 * The language of the not-found page for an address `resolveLocalePath` finds no page at: its
 * prefix's, so that a visitor under /it/ who asked for a landing slug spelt in English, or for a blog
 * post (English only), reads Italian; English for everything else.
 */
export function prefixLocale(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * A page's address in every language, keyed by hreflang, with x-default the English one (the
 * language of a visitor we know nothing of): for metadata's alternates and the sitemaps.
 */
export function languageAlternates(englishAddress: string): Record<string, string> {
  const [path] = splitPath(englishAddress);
  const locales = isEnglishOnly(path) ? [DEFAULT_LOCALE] : LOCALE_CODES;
  const byLocale = Object.fromEntries(locales.map((l) => [l, localizePath(l, englishAddress)]));
  return { ...byLocale, 'x-default': englishAddress };
}

/**
 * The route a page is rendered by: its English path under its language's segment (app/[lang]).
 * Internal, like the detail and not-found routes: middleware.ts rewrites to it.
 */
export function internalLocalePath(locale: Locale, englishPath: string): string {
  return englishPath === '/' ? `/${locale}` : `/${locale}${englishPath}`;
}
