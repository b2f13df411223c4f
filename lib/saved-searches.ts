/**
 * Saved searches, kept in the stored shortlist (lib/shortlist.ts): a listing address with its
 * filters, a readable name made from them, and what it matched, for "new since your last visit".
 * The listing's Save search button, the shortlist page and the server's refresh of them use these
 * rules; a page without them loads none of it.
 */
import { MAX_ROOMS, type ListingFilters, type RoomRange } from './domain/filters';
import type { FilterOptions } from './domain/types';
import { groupThousands } from './price';
import { REFERRAL_PARAM } from './referral';
import type { SavedSearch, ShortlistState } from './shortlist';

export const SAVED_SEARCH_MAX = 20;
/** a saved search's address, path and query */
export const SAVED_SEARCH_URL_MAX = 2000;
/** views of /shortlist closer together than this are one visit (see newSinceLastVisit) */
export const VISIT_GAP_MS = 30 * 60_000;
/** ids kept per saved search: one page of results, newest first */
export const SEEN_IDS_MAX = 20;

/**
 * What may follow a saved path's first slash: never a second one, a backslash or either encoded,
 * which would make the address protocol-relative (`//evil.com`) once written or decoded.
 */
const LEAVES_THE_SITE = /^\/(?:[/\\]|%2f|%5c)/i;

/**
 * A listing address as a saved search: a same-site path with its filters, without the page, the view,
 * the map's point or the referral; null for anything else. The path is judged as the browser will
 * read it (dot segments and tabs gone: `/.//evil.com` is `//evil.com`).
 */
export function savedSearchUrl(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(href, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid' || LEAVES_THE_SITE.test(url.pathname)) return null;
  for (const name of ['page', 'view', 'near', REFERRAL_PARAM]) url.searchParams.delete(name);
  const query = url.searchParams.toString().replace(/%2C/g, ',');
  const out = query ? `${url.pathname}?${query}` : url.pathname;
  return out.length <= SAVED_SEARCH_URL_MAX ? out : null;
}

export const isSearchSaved = (state: ShortlistState, url: string) => state.searches.some((s) => s.url === url);

/** Saves a search first in the list (the oldest goes when there are SAVED_SEARCH_MAX). */
export function saveSearch(state: ShortlistState, search: { url: string; name: string }, now: number): ShortlistState {
  const url = savedSearchUrl(search.url);
  if (!url || isSearchSaved(state, url)) return state;
  const entry: SavedSearch = { url, name: search.name.slice(0, 300), savedAt: now };
  return { ...state, searches: [entry, ...state.searches].slice(0, SAVED_SEARCH_MAX) };
}

export function removeSearch(state: ShortlistState, url: string): ShortlistState {
  return { ...state, searches: state.searches.filter((s) => s.url !== url) };
}

/** A saved search replaced by its updated self (see newSinceLastVisit). */
export function updateSearch(state: ShortlistState, search: SavedSearch): ShortlistState {
  return { ...state, searches: state.searches.map((s) => (s.url === search.url ? search : s)) };
}

/**
 * How many properties are new since the visitor's last visit, from the ids a search matches now
 * (newest first, one page), and the search to store.
 *
 * A visit is a run of /shortlist views less than VISIT_GAP_MS apart, so the count stays put while the
 * visitor looks at it and reloads. The ids shown at the latest view become the baseline once a new
 * visit starts; the first check only sets the baseline (nothing is new). A property counts as new when
 * it is ranked above every property of the baseline that still matches (newest first): one that moved
 * up because others were sold is not new. When none of the baseline matches any more, every id not in
 * it counts.
 */
export function newSinceLastVisit(
  search: SavedSearch,
  currentIds: readonly number[],
  now: number,
): { newCount: number; search: SavedSearch } {
  const current = currentIds.slice(0, SEEN_IDS_MAX);
  if (!search.seenIds) {
    return { newCount: 0, search: { ...search, seenIds: current, latestIds: current, latestAt: now } };
  }
  const newVisit = search.latestAt === undefined || now - search.latestAt >= VISIT_GAP_MS;
  const baseline = newVisit && search.latestIds ? search.latestIds : search.seenIds;
  const seen = new Set(baseline);
  const firstKnown = current.findIndex((i) => seen.has(i));
  const newCount = firstKnown === -1 ? current.filter((i) => !seen.has(i)).length : firstKnown;
  return { newCount, search: { ...search, seenIds: baseline, latestIds: current, latestAt: now } };
}

/* ---------- a saved search's name ---------- */

/** "Apartment" → "apartments", "House of Character" → "houses of character", "Penthouse" → "penthouses". */
export function pluralType(name: string): string {
  const words = name.trim().toLowerCase().split(/\s+/);
  if (words.length === 0 || words[0] === '') return '';
  // the head noun is the last word, or the one before "of"
  const at = words.indexOf('of') > 0 ? words.indexOf('of') - 1 : words.length - 1;
  const w = words[at]!;
  words[at] = /(s|x|z|ch|sh)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`;
  return words.join(' ');
}

const euro = (n: number) => `€${groupThousands(n, ',')}`;

/** "2 bedroom", "3+ bedroom", "2–3 bedroom" from the choices (4 = +4) or a range. */
function roomsText(choices: readonly number[], range: RoomRange | undefined, noun: string): string | undefined {
  if (choices.length > 0) {
    const sorted = [...choices].sort((a, b) => a - b);
    const min = sorted[0]!;
    const contiguous = sorted.every((c, i) => c === min + i);
    if (sorted.includes(4) && contiguous) return `${min}+ ${noun}`;
    if (sorted.length === 1) return `${min} ${noun}`;
    if (contiguous) return `${min}–${sorted[sorted.length - 1]} ${noun}`;
    return `${sorted.map((c) => (c >= 4 ? '4+' : String(c))).join(', ')} ${noun}`;
  }
  if (range) {
    if (range.max >= MAX_ROOMS) return `${range.min}+ ${noun}`;
    return range.min === range.max ? `${range.min} ${noun}` : `${range.min}–${range.max} ${noun}`;
  }
  return undefined;
}

const listOf = (names: string[], joiner: 'and' | 'or') =>
  names.length <= 2 ? names.join(` ${joiner} `) : `${names.slice(0, 2).join(', ')} +${names.length - 2}`;

const namesOf = (ids: readonly number[], all: readonly { id: number; name: string }[]) =>
  ids.map((i) => all.find((x) => x.id === i)?.name).filter((n): n is string => Boolean(n));

/**
 * A readable name for a search: "3+ bedroom apartments in Sliema under €450,000", then what else it
 * narrows ("…, 2+ bathroom, with video").
 */
export function searchName(f: ListingFilters, options: FilterOptions): string {
  const types = namesOf(f.propertyTypes, options.propertyTypes).map(pluralType);
  const noun = types.length > 0 ? listOf(types, 'and') : f.lettingType === 7 ? 'commercial properties' : f.lettingType === 6 ? 'homes' : 'properties';
  const beds = roomsText(f.bedrooms, f.bedroomRange, 'bedroom');
  const places = namesOf(f.locations, options.locations);
  const where = places.length > 0 ? places : namesOf(f.areas, options.areas);
  const price =
    f.minPrice && f.maxPrice
      ? `${euro(f.minPrice)}–${euro(f.maxPrice)}`
      : f.maxPrice
        ? `under ${euro(f.maxPrice)}`
        : f.minPrice
          ? `over ${euro(f.minPrice)}`
          : undefined;
  const head = [beds, noun, where.length > 0 ? `in ${listOf(where, 'or')}` : undefined, price].filter(Boolean).join(' ');
  const sqm =
    f.minSqm && f.maxSqm ? `${f.minSqm}–${f.maxSqm} m²` : f.minSqm ? `from ${f.minSqm} m²` : f.maxSqm ? `up to ${f.maxSqm} m²` : undefined;
  const features = namesOf(f.features, options.features).map((n) => n.toLowerCase());
  const extras = [
    roomsText(f.bathrooms, f.bathroomRange, 'bathroom'),
    sqm,
    features.length > 0 ? `with ${listOf(features, 'and')}` : undefined,
    f.availability === 0 ? 'available now' : f.availability === 1 ? 'available soon' : f.availability === 2 ? 'available in a few months' : undefined,
    f.videoOnly ? 'with video' : undefined,
    f.reference ? `reference ${f.reference}` : undefined,
  ].filter((p): p is string => Boolean(p));
  const name = [head, ...extras].join(', ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
