/**
 * The sitemap's shape: an index at /sitemap.xml with parts under /sitemaps/, so a new listing, post
 * or agent is listed without a rebuild. Pure helpers; the route handlers fetch the data.
 */
import pLimit from 'p-limit';
import { LETTING_TYPE } from './api/wire-constants';
import { LOCALE_CODES } from './i18n/locales';
import { languageAlternates, localizePath } from './i18n/paths';

/** Indexable pages that are not landing pages, listings, agents or posts. */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/residentials',
  '/commercials',
  '/agents',
  '/blog',
  '/company',
  '/career',
  '/contact',
  '/my-properties',
];

/** Listings per properties part: 100 search pages of 20 (sitemaps allow up to 50,000 URLs). */
export const LISTINGS_PER_PART = 2000;

const LETTING_SLUG = { residential: LETTING_TYPE.residential, commercial: LETTING_TYPE.commercial } as const;
type LettingSlug = keyof typeof LETTING_SLUG;

export type SitemapPart =
  | { kind: 'pages' }
  | { kind: 'landing-pages' }
  | { kind: 'agents' }
  | { kind: 'blog' }
  | { kind: 'properties'; lettingType: 6 | 7; part: number };

/** The file name of a part, e.g. "properties-residential-1.xml". */
export function sitemapPartName(p: SitemapPart): string {
  if (p.kind !== 'properties') return `${p.kind}.xml`;
  const slug = p.lettingType === LETTING_TYPE.commercial ? 'commercial' : 'residential';
  return `${p.kind}-${slug}-${p.part}.xml`;
}

/** A part from its file name; null for anything else (a 404). */
export function parseSitemapPart(name: string): SitemapPart | null {
  if (name === 'pages.xml' || name === 'landing-pages.xml' || name === 'agents.xml' || name === 'blog.xml') {
    return { kind: name.slice(0, -4) as 'pages' | 'landing-pages' | 'agents' | 'blog' };
  }
  const m = /^properties-(residential|commercial)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m) return null;
  return { kind: 'properties', lettingType: LETTING_SLUG[m[1] as LettingSlug], part: Number(m[2]) };
}

/** How many properties parts a letting type needs (at least one, so the part always exists). */
export const propertyPartCount = (total: number) => Math.max(1, Math.ceil(Math.max(0, total) / LISTINGS_PER_PART));

/** The 1-based search pages (of pageSize) that make up a properties part. */
export function searchPagesOfPart(part: number, total: number, pageSize: number): number[] {
  const perPart = LISTINGS_PER_PART / pageSize;
  const lastPage = Math.ceil(Math.max(0, total) / pageSize);
  const first = (part - 1) * perPart + 1;
  const last = Math.min(lastPage, part * perPart);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** The parts of the index, given the number of listings of each letting type. */
export function sitemapParts(totals: { residential: number; commercial: number }): SitemapPart[] {
  const properties = (lettingType: 6 | 7, total: number): SitemapPart[] =>
    Array.from({ length: propertyPartCount(total) }, (_, i) => ({ kind: 'properties', lettingType, part: i + 1 }));
  return [
    { kind: 'pages' },
    { kind: 'landing-pages' },
    ...properties(LETTING_TYPE.residential, totals.residential),
    ...properties(LETTING_TYPE.commercial, totals.commercial),
    { kind: 'agents' },
    { kind: 'blog' },
  ];
}

/** The most landing slugs one build of the landing-pages part asks the category call about. */
export const LANDING_CHECKS_MAX = 300;
/** How many of those calls run at once. */
export const LANDING_CHECKS_CONCURRENCY = 4;

/**
 * The landing slugs the backend confirms, in the order given: the candidates (the slugs the site
 * derives from property types and places, without duplicates, at most `max`) are each asked of
 * `exists` (the category call), `concurrency` at a time. A slug the backend does not know is left out,
 * and so is one whose check failed, so that a sitemap never lists a page that ends in /404.html. When
 * every check failed the backend is down: that is an error, not an empty list.
 */
export async function confirmedLandingSlugs(
  candidates: readonly string[],
  exists: (slug: string) => Promise<boolean>,
  { max = LANDING_CHECKS_MAX, concurrency = LANDING_CHECKS_CONCURRENCY }: { max?: number; concurrency?: number } = {},
): Promise<string[]> {
  const slugs = [...new Set(candidates)].slice(0, max);
  const limit = pLimit(concurrency);
  const checks = await Promise.all(slugs.map((slug) => limit(() => exists(slug).then((found) => ({ found }), () => null))));
  if (slugs.length > 0 && checks.every((c) => c === null)) throw new Error('no landing slug could be checked');
  return slugs.filter((_, i) => checks[i]?.found === true);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** every version of the page, itself included, and x-default (absolute addresses) */
  alternateRefs?: { hreflang: string; href: string }[];
}

/**
 * A part's addresses from its pages' English paths: each page once in every language, each naming
 * all the page's versions (hreflang, x-default) as Google asks of a sitemap, so that every pair is
 * confirmed from both ends. Pages that exist in English only (the blog's posts, which the Italian
 * blog lists without copying them) are listed once, without alternates.
 */
export function sitemapUrls(
  pages: readonly { path: string; lastmod?: string }[],
  siteUrl: string,
  { translated }: { translated: boolean },
): SitemapUrl[] {
  return pages.flatMap(({ path, lastmod }) => {
    if (!translated) return [{ loc: `${siteUrl}${path}`, lastmod }];
    const alternateRefs = Object.entries(languageAlternates(path)).map(([hreflang, p]) => ({ hreflang, href: `${siteUrl}${p}` }));
    return LOCALE_CODES.map((locale) => ({ loc: `${siteUrl}${localizePath(locale, path)}`, lastmod, alternateRefs }));
  });
}

/** robots.txt: everything may be crawled except the API routes; the sitemap index is named. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
