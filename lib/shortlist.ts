/**
 * The visitor's shortlist, saved searches and recently viewed properties, kept in the browser only
 * (local storage, one versioned key, and beside it the views waiting to be moved into it): the pure
 * rules. Nothing here is sent to the server except the ids and saved addresses a page asks to
 * refresh, and clearing the site's data clears it all.
 *
 * - The stored format is read with zod, entry by entry, in lib/shortlist-storage.ts: one bad entry
 *   is dropped without losing the rest, and an unknown future version reads as empty. It is a module
 *   of its own so that a browser with nothing stored never downloads zod (the heart is on every page).
 * - A saved property keeps the few fields its card needs and when it was saved; the shortlist holds at
 *   most SHORTLIST_MAX (a full list refuses more rather than forgetting old ones).
 * - A saved search keeps its address and a readable name made from its filters, and what it matched,
 *   for "new since your last visit" (newSinceLastVisit).
 * - Recently viewed keeps the last RECENT_MAX detail pages, newest first.
 * - A saved property keeps what the last check of the list found (`latest`), so that a change since it
 *   was saved shows on /shortlist and marks the header's count (lib/shortlist-changes.ts).
 */
import { MAX_ROOMS, type ListingFilters, type RoomRange } from './domain/filters';
import type { FilterOptions } from './domain/types';
import { groupThousands } from './price';
import { REFERRAL_PARAM } from './referral';

export const SHORTLIST_STORAGE_KEY = 'shortlist';
export const SHORTLIST_VERSION = 1;
/** properties on the shortlist: each is refreshed from the backend when /shortlist opens */
export const SHORTLIST_MAX = 50;
/** properties side by side on /compare */
export const COMPARE_MAX = 4;
export const RECENT_MAX = 12;
export const SAVED_SEARCH_MAX = 20;
/** a saved search's address, path and query */
export const SAVED_SEARCH_URL_MAX = 2000;
/** views of /shortlist closer together than this are one visit (see newSinceLastVisit) */
export const VISIT_GAP_MS = 30 * 60_000;
/** ids kept per saved search: one page of results, newest first */
export const SEEN_IDS_MAX = 20;

/** The fields a property card needs (components/property/property-card.tsx), and all the shortlist keeps of a property. */
export interface ShortlistCard {
  id: number;
  title: string;
  urlSlug: string;
  lettingType: number;
  typeName: string;
  locationName: string;
  bedrooms: number;
  bathrooms: number;
  squareMetres?: number;
  price: number;
  priceDaily: number;
  priceYearly: number;
  priceOnRequest: boolean;
  availableDate: string;
  imageUrl: string;
}
/** What the backend said of a saved property at the last check of the visitor's own list. */
export interface LatestCheck {
  /** when it was checked */
  at: number;
  /** that day in Malta (the server's), against which its availability is read */
  today: string;
  /** sold or withdrawn */
  gone?: boolean;
  price: number;
  priceOnRequest: boolean;
  availableDate: string;
}
/** A saved property: its card as it was when saved, and what the last check found (lib/shortlist-changes.ts). */
export type SavedProperty = ShortlistCard & { savedAt: number; latest?: LatestCheck };
export type RecentView = ShortlistCard & { viewedAt: number };
export interface SavedSearch {
  url: string;
  name: string;
  savedAt: number;
  /** the ids the comparison is made against (see newSinceLastVisit) */
  seenIds?: number[];
  /** the ids shown at the latest view, and when */
  latestIds?: number[];
  latestAt?: number;
}

export interface ShortlistState {
  version: typeof SHORTLIST_VERSION;
  saved: SavedProperty[];
  searches: SavedSearch[];
  recent: RecentView[];
}

export const EMPTY_SHORTLIST: ShortlistState = Object.freeze({ version: SHORTLIST_VERSION, saved: [], searches: [], recent: [] });

export const serializeShortlist = (state: ShortlistState): string => JSON.stringify(state);

/** Only the card's own fields (a summary or detail carries many more). */
export function toShortlistCard(p: ShortlistCard): ShortlistCard {
  return {
    id: p.id,
    title: p.title,
    urlSlug: p.urlSlug,
    lettingType: p.lettingType,
    typeName: p.typeName,
    locationName: p.locationName,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    ...(p.squareMetres !== undefined ? { squareMetres: p.squareMetres } : {}),
    price: p.price,
    priceDaily: p.priceDaily,
    priceYearly: p.priceYearly,
    priceOnRequest: p.priceOnRequest,
    availableDate: p.availableDate,
    imageUrl: p.imageUrl,
  };
}

export const isSaved = (state: ShortlistState, propertyId: number) => state.saved.some((p) => p.id === propertyId);
export const isShortlistFull = (state: ShortlistState) => state.saved.length >= SHORTLIST_MAX;

/** Saves a property first in the list; a saved one stays where it is; a full list is left as it is. */
export function addProperty(state: ShortlistState, card: ShortlistCard, now: number): ShortlistState {
  if (isSaved(state, card.id) || isShortlistFull(state)) return state;
  return { ...state, saved: [{ ...toShortlistCard(card), savedAt: now }, ...state.saved] };
}

export function removeProperty(state: ShortlistState, propertyId: number): ShortlistState {
  if (!isSaved(state, propertyId)) return state;
  return { ...state, saved: state.saved.filter((p) => p.id !== propertyId) };
}

/** A shared list added to one's own: those not saved yet, in their order, as far as the cap allows. */
export function addAll(state: ShortlistState, cards: readonly ShortlistCard[], now: number): ShortlistState {
  let next = state;
  for (const card of [...cards].reverse()) next = addProperty(next, card, now);
  return next;
}

/**
 * A detail page seen at `at`: in the recently viewed once, newest first, at most RECENT_MAX. A view
 * recorded late (one that waited in PENDING_VIEWS_KEY) takes its place by its time, and never replaces
 * a later view of the same property.
 */
export function recordView(state: ShortlistState, card: ShortlistCard, at: number): ShortlistState {
  const known = state.recent.find((p) => p.id === card.id);
  if (known && known.viewedAt > at) return state;
  const recent = [{ ...toShortlistCard(card), viewedAt: at }, ...state.recent.filter((p) => p.id !== card.id)];
  // stable: views of the same moment keep their order
  recent.sort((a, b) => b.viewedAt - a.viewedAt);
  return { ...state, recent: recent.slice(0, RECENT_MAX) };
}

/**
 * Where a page keeps the views it has recorded while it could not yet read the stored shortlist (its
 * reader, lib/shortlist-storage.ts, was still loading): a list written at once, so that a visitor who
 * leaves the page first loses nothing; the next page that can read the shortlist moves them into it.
 */
export const PENDING_VIEWS_KEY = 'shortlist-views';

/**
 * The pending views (PENDING_VIEWS_KEY) with one more: written without their reader, so an unreadable
 * value starts a new list; read back entry by entry when they are moved (lib/shortlist-storage.ts).
 */
export function appendPendingView(raw: string | null, card: ShortlistCard, at: number): string {
  let views: unknown[] = [];
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(value)) views = value.slice(-(RECENT_MAX - 1));
  } catch {
    // not JSON: started again
  }
  return JSON.stringify([...views, { ...toShortlistCard(card), viewedAt: at }]);
}

/**
 * A listing address as a saved search: a same-site path with its filters, without the page, the view,
 * the map's point or the referral; null for anything else.
 */
export function savedSearchUrl(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(href, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
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

/* ---------- addresses: /shortlist?ids=…, /compare?ids=… ---------- */

export interface PropertyRef {
  id: number;
  lettingType: number;
}

export const IDS_PARAM = 'ids';

/** "12-6,15-7": each property's id and sale type, which the detail call needs. */
export const encodeIds = (items: readonly PropertyRef[]) => items.map((p) => `${p.id}-${p.lettingType}`).join(',');

/** The properties of an `ids` parameter, in order, once each, at most `max`; junk is skipped. */
export function decodeIds(value: string | string[] | null | undefined, max: number): PropertyRef[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const out: PropertyRef[] = [];
  for (const part of raw.slice(0, 2000).split(',')) {
    const m = /^(\d{1,9})-(\d{1,2})$/.exec(part.trim());
    if (!m) continue;
    const ref = { id: Number(m[1]), lettingType: Number(m[2]) };
    if (ref.id < 1 || out.some((p) => p.id === ref.id)) continue;
    out.push(ref);
    if (out.length === max) break;
  }
  return out;
}

/** The address of a shared shortlist, with the visitor's referral kept (lib/referral.ts). */
export function shareShortlistHref(items: readonly PropertyRef[], ref: number | null): string {
  const params = new URLSearchParams({ [IDS_PARAM]: encodeIds(items.slice(0, SHORTLIST_MAX)) });
  if (ref) params.set(REFERRAL_PARAM, String(ref));
  return `/shortlist?${params.toString().replace(/%2C/g, ',')}`;
}

export const compareHref = (items: readonly PropertyRef[]) =>
  `/compare?${IDS_PARAM}=${encodeIds(items.slice(0, COMPARE_MAX))}`;

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
