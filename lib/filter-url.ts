/**
 * The query parameters of a listing, and how a search is written into them: the URL is the state of a
 * listing. What a query asks for is read by lib/filter-url-decode.ts; this side alone is what a page
 * that only links to searches (the home page's search card) loads.
 *
 *   availability=now|soon|later   types=12,15   reference=1234   minPrice  maxPrice  minSqm  maxSqm
 *   video=1   beds=1,2,4 (4 = +4) or an exact range beds=5-6   baths=…   areas=…   locations=…   features=…
 *   sort=price-asc|price-desc|popular (omitted for newest)   page=N (omitted for 1)   view=map (omitted for list)
 *   near=35.9122,14.5042 (the map view's search around a point, after a drag; only with view=map)
 *
 * Encoding is canonical: fixed order, sorted de-duplicated lists, defaults omitted, so equal searches
 * have one URL and share one cache entry. `ref` is the referral, never a filter, and is left alone.
 */
import type { ListingFilters, RoomRange } from './domain/filters';
import type { Availability } from './domain/types';
import type { SearchPoint } from './map';
import { listingPathFor } from './routes';

export const AVAILABILITY_PARAM: Record<Availability, string> = { 0: 'now', 1: 'soon', 2: 'later' };
export type ListingView = 'list' | 'map';

/** The query parameter names, in canonical order. */
export const FILTER_PARAMS = [
  'availability',
  'types',
  'reference',
  'minPrice',
  'maxPrice',
  'minSqm',
  'maxSqm',
  'video',
  'beds',
  'baths',
  'areas',
  'locations',
  'features',
  'sort',
] as const;
/** The largest price or size a search is made with: a figure beyond it is searched as it (lib/filter-url-decode.ts). */
export const MAX_AMOUNT = 1_000_000_000_000;
export const PAGE_PARAM = 'page';
export const VIEW_PARAM = 'view';
export const NEAR_PARAM = 'near';

/** The map search's point as the URL carries it: `near=35.9122,14.5042`. */
export const formatNear = (p: SearchPoint) => `${p.latitude},${p.longitude}`;

const list = (ids: readonly number[] | undefined) =>
  ids && ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b).join(',') : undefined;
const roomsParam = (choices: readonly number[] | undefined, range: RoomRange | undefined) =>
  list(choices) ?? (range ? `${range.min}-${range.max}` : undefined);
const positive = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) && n >= 1 ? String(Math.floor(n)) : undefined;

/** Canonical query parameters for a set of filters (no sale type: the path says it). Defaults are omitted. */
export function encodeFilters(f: Partial<ListingFilters>): URLSearchParams {
  const values: Record<(typeof FILTER_PARAMS)[number], string | undefined> = {
    availability: f.availability !== undefined ? AVAILABILITY_PARAM[f.availability] : undefined,
    types: list(f.propertyTypes),
    reference: f.reference?.trim() || undefined,
    minPrice: positive(f.minPrice),
    maxPrice: positive(f.maxPrice),
    minSqm: positive(f.minSqm),
    maxSqm: positive(f.maxSqm),
    video: f.videoOnly ? '1' : undefined,
    beds: roomsParam(f.bedrooms, f.bedroomRange),
    baths: roomsParam(f.bathrooms, f.bathroomRange),
    areas: list(f.areas),
    locations: list(f.locations),
    features: list(f.features),
    sort: f.sort && f.sort !== 'newest' ? f.sort : undefined,
  };
  const out = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const v = values[name];
    if (v !== undefined) out.set(name, v);
  }
  return out;
}

/** Whether a set of filters narrows anything beyond the sale type (the sort does not count). */
export function hasFilters(f: Partial<ListingFilters>): boolean {
  const params = encodeFilters({ ...f, sort: 'newest' });
  return [...params.keys()].length > 0;
}

/** Appends page (when > 1), view (when map) and the map's search point (in the map view) to a query. */
export function withPageAndView(
  params: URLSearchParams,
  extra?: { page?: number; view?: ListingView; near?: SearchPoint },
) {
  const out = new URLSearchParams(params);
  if (extra?.page && Number.isInteger(extra.page) && extra.page > 1) out.set(PAGE_PARAM, String(extra.page));
  if (extra?.view === 'map') out.set(VIEW_PARAM, 'map');
  if (extra?.view === 'map' && extra.near) out.set(NEAR_PARAM, formatNear(extra.near));
  return out;
}

const withQuery = (path: string, params: URLSearchParams) => {
  // commas stay readable: types=12,15 rather than types=12%2C15
  const qs = params.toString().replace(/%2C/g, ',');
  return qs ? `${path}?${qs}` : path;
};

/** The listing address for a search: `/residentials?...` or `/commercials?...`, canonical. */
export function listingHref(
  filters: Partial<ListingFilters> & { lettingType: number },
  extra?: Parameters<typeof withPageAndView>[1],
): string {
  return withQuery(listingPathFor(filters.lettingType), withPageAndView(encodeFilters(filters), extra));
}

/** A path (a landing page, say) with the given query parameters, canonical. */
export function hrefWithQuery(path: string, params: URLSearchParams): string {
  return withQuery(path, params);
}

