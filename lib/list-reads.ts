/**
 * What the list routes read for a visitor (app/api/shortlist, app/api/saved-searches), and what each
 * costs in backend reads, so a budget is charged what a request will cost (lib/security/rate-limit.ts).
 * Pure.
 */
import { parseCatchAllPath } from './catch-all';
import { resolveLocalePath } from './i18n/paths';
import { SHORTLIST_MAX } from './shortlist';
import { SAVED_SEARCH_MAX, SAVED_SEARCH_URL_MAX, savedSearchUrl } from './saved-searches';

/** The listing a saved address shows: a sale listing, or a landing page (its slug looked up first). */
export type SavedListing = { kind: 'sale'; lettingType: 6 | 7 } | { kind: 'landing'; slug: string };

export interface SavedSearchTarget {
  /** the saved address as stored (lib/saved-searches.ts, savedSearchUrl) */
  url: string;
  listing: SavedListing;
  query: URLSearchParams;
}

/** The listing a saved search counts (in whichever language it was saved), or null for an address that is none. */
export function savedSearchTarget(saved: string): SavedSearchTarget | null {
  const url = savedSearchUrl(saved);
  if (!url) return null;
  const address = new URL(url, 'http://site.invalid');
  const query = address.searchParams;
  // the same listing in every language: read by its English path (lib/i18n/paths.ts)
  const path = resolveLocalePath(address.pathname)?.path;
  if (path === undefined) return null;
  if (path === '/residentials') return { url, listing: { kind: 'sale', lettingType: 6 }, query };
  if (path === '/commercials') return { url, listing: { kind: 'sale', lettingType: 7 }, query };
  const route = parseCatchAllPath(path);
  return route.kind === 'category' ? { url, listing: { kind: 'landing', slug: route.slug }, query } : null;
}

/**
 * Backend reads a saved search's count costs: the search itself, and for a landing page the look-up
 * of its category before it; nothing for an address that is no listing (it is not read).
 */
export function savedSearchReads(saved: string): number {
  const target = savedSearchTarget(saved);
  return target === null ? 0 : target.listing.kind === 'landing' ? 2 : 1;
}

/**
 * The largest body each list route reads, from its cap: twice the longest list its browser code
 * sends (`{"id":2147483647,"lettingType":99}` is 36 bytes; a saved address at most
 * SAVED_SEARCH_URL_MAX ASCII characters, quoted), so that spaces and escapes still fit.
 */
export const LIST_BODY_MAX = {
  shortlist: 2 * (64 + SHORTLIST_MAX * 37),
  savedSearches: 2 * (64 + SAVED_SEARCH_MAX * (SAVED_SEARCH_URL_MAX + 3)),
} as const;
