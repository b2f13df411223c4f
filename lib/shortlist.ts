/**
 * The visitor's shortlist, saved searches and recently viewed properties, kept in the browser only
 * (local storage, one versioned key, and beside it the views waiting to be moved into it): the stored
 * shape and the rules for saved properties and recent views, which every page's heart and header count
 * use. Nothing here is sent to the server except the ids and saved addresses a page asks to refresh,
 * and clearing the site's data clears it all.
 *
 * - The stored format is read with zod, entry by entry, in lib/shortlist-storage.ts: one bad entry
 *   is dropped without losing the rest, and an unknown future version reads as empty. It is a module
 *   of its own so that a browser with nothing stored never downloads zod (the heart is on every page).
 * - A saved property keeps the few fields its card needs and when it was saved; the shortlist holds at
 *   most SHORTLIST_MAX (a full list refuses more rather than forgetting old ones).
 * - Recently viewed keeps the last RECENT_MAX detail pages, newest first.
 * - A saved property keeps what the last check of the list found (`latest`), so that a change since it
 *   was saved shows on /shortlist and marks the header's count (lib/shortlist-changes.ts).
 * - Saved searches' rules are lib/saved-searches.ts's, and the addresses of shared lists and of
 *   /compare lib/list-links.ts's: modules of their own, so that the pages that never use them do not
 *   load them (a browser script carries every function of a module that any page's script uses).
 */

export const SHORTLIST_STORAGE_KEY = 'shortlist';
export const SHORTLIST_VERSION = 1;
/** properties on the shortlist: each is refreshed from the backend when /shortlist opens */
export const SHORTLIST_MAX = 50;
export const RECENT_MAX = 12;

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
  /** the ids the comparison is made against (lib/saved-searches.ts, newSinceLastVisit) */
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
  /** when the last check of the saved properties was refused (429) or failed on the server (5xx): it counts as a check (lib/shortlist-changes.ts, checkDue) */
  checkFailedAt?: number;
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
