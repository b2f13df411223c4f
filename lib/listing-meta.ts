/**
 * What a listing address means and how it is presented to search engines (SPEC §2, ARCHITECTURE "URL
 * is the state"): the filters, page and view a query asks for on a sale listing or a landing page, the
 * canonical address a messy query is redirected to, titles, and which variants are indexed.
 */
import { SORTS, type ListingFilters, type Sort } from './domain/filters';
import type { FilterOptions, LettingType } from './domain/types';
import {
  AVAILABILITY_PARAM,
  FILTER_PARAMS,
  decodeFilters,
  decodePage,
  decodeView,
  encodeFilters,
  hasFilters,
  hrefWithQuery,
  listingHref,
  withPageAndView,
  type ListingView,
  type QueryInput,
} from './filter-url';
import { REFERRAL_PARAM, parseReferral } from './referral';
import { formatEuro } from './price';
import { listingPathFor } from './routes';

/** The form field of the sale type select; the path says the sale type, so it only ever redirects. */
export const SALE_TYPE_FIELD = 'saleType';

export type ListingSource =
  | { kind: 'sale'; lettingType: LettingType }
  | { kind: 'landing'; path: string; preset: ListingFilters };

export interface ResolvedListing {
  filters: ListingFilters;
  page: number;
  view: ListingView;
  /** the path this listing lives on */
  path: string;
  /** set when the request should be answered with a redirect to this canonical address */
  redirect?: string;
  /** canonical (absolute path) and whether this variant is indexed */
  canonicalPath: string;
  indexable: boolean;
}

const asParams = (q: QueryInput): URLSearchParams => {
  if (q instanceof URLSearchParams) return new URLSearchParams(q);
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) out.append(k, one);
  }
  return out;
};

const sameQuery = (a: URLSearchParams, b: URLSearchParams) => {
  const x = new URLSearchParams(a);
  const y = new URLSearchParams(b);
  x.sort();
  y.sort();
  return x.toString() === y.toString();
};

/** A valid referral in the query, kept on redirects (never in canonicals). */
const withReferral = (href: string, q: URLSearchParams) => {
  const ref = parseReferral(q.get(REFERRAL_PARAM));
  if (ref === null) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${REFERRAL_PARAM}=${ref}`;
};

/** Reads a query on a sale listing or a landing page. */
export function resolveListing(source: ListingSource, query: QueryInput): ResolvedListing {
  const q = asParams(query);
  const actual = new URLSearchParams(q);
  actual.delete(REFERRAL_PARAM);
  const page = decodePage(q);
  const view = decodeView(q);

  if (source.kind === 'sale') {
    const path = listingPathFor(source.lettingType);
    const decoded = decodeFilters(q, source.lettingType);
    const chosen = Number(q.get(SALE_TYPE_FIELD));
    if ((chosen === 6 || chosen === 7) && chosen !== source.lettingType) {
      // another sale type chosen in a plain form: its own listing, without the other type's property types
      const moved = { ...decoded, lettingType: chosen as LettingType, propertyTypes: [] };
      return {
        ...resolveListing({ kind: 'sale', lettingType: moved.lettingType }, new URLSearchParams()),
        redirect: withReferral(listingHref(moved, { view }), q),
      };
    }
    const canonicalQuery = withPageAndView(encodeFilters(decoded), { page, view });
    const narrowed = hasFilters(decoded) || decoded.sort !== 'newest' || view === 'map';
    return {
      filters: decoded,
      page,
      view,
      path,
      redirect: sameQuery(actual, canonicalQuery) ? undefined : withReferral(hrefWithQuery(path, canonicalQuery), q),
      canonicalPath: narrowed || page === 1 ? path : hrefWithQuery(path, withPageAndView(new URLSearchParams(), { page })),
      indexable: !narrowed,
    };
  }

  // a landing page: its stored criteria, with only sort, page and view taken from the query
  const { path, preset } = source;
  const filterKeys = FILTER_PARAMS.filter((k) => k !== 'sort' && q.has(k));
  const sortParam = q.get('sort');
  const sort: Sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : 'newest';
  if (filterKeys.length > 0 || q.has(SALE_TYPE_FIELD)) {
    // filters asked of a landing page: the preset overridden by them, on the sale listing
    const asked = decodeFilters(q, preset.lettingType);
    const merged: ListingFilters = { ...preset, sort };
    for (const key of filterKeys) Object.assign(merged, pick(asked, key));
    const chosen = Number(q.get(SALE_TYPE_FIELD));
    const target =
      (chosen === 6 || chosen === 7) && chosen !== merged.lettingType
        ? { ...merged, lettingType: chosen as LettingType, propertyTypes: [] }
        : merged;
    return {
      filters: merged,
      page: 1,
      view,
      path,
      redirect: withReferral(listingHref(target, { view }), q),
      canonicalPath: path,
      indexable: false,
    };
  }
  const filters: ListingFilters = { ...preset, sort };
  const canonicalQuery = withPageAndView(sort === 'newest' ? new URLSearchParams() : new URLSearchParams({ sort }), {
    page,
    view,
  });
  const narrowed = sort !== 'newest' || view === 'map';
  return {
    filters,
    page,
    view,
    path,
    redirect: sameQuery(actual, canonicalQuery) ? undefined : withReferral(hrefWithQuery(path, canonicalQuery), q),
    canonicalPath: narrowed || page === 1 ? path : hrefWithQuery(path, withPageAndView(new URLSearchParams(), { page })),
    indexable: !narrowed,
  };
}

/** The filter fields a query parameter sets. */
function pick(f: ListingFilters, param: (typeof FILTER_PARAMS)[number]): Partial<ListingFilters> {
  switch (param) {
    case 'availability':
      return { availability: f.availability };
    case 'types':
      return { propertyTypes: f.propertyTypes };
    case 'reference':
      return { reference: f.reference };
    case 'minPrice':
      return { minPrice: f.minPrice };
    case 'maxPrice':
      return { maxPrice: f.maxPrice };
    case 'minSqm':
      return { minSqm: f.minSqm };
    case 'maxSqm':
      return { maxSqm: f.maxSqm };
    case 'video':
      return { videoOnly: f.videoOnly };
    case 'beds':
      return { bedrooms: f.bedrooms };
    case 'baths':
      return { bathrooms: f.bathrooms };
    case 'areas':
      return { areas: f.areas };
    case 'locations':
      return { locations: f.locations };
    case 'features':
      return { features: f.features };
    case 'sort':
      return { sort: f.sort };
  }
}

/** The title of a sale listing (SPEC §2). */
export const saleListingTitle = (lettingType: number) =>
  lettingType === 7 ? 'Commercial Properties in Malta' : 'Residential Properties';

const SORT_LABEL: Record<Sort, string> = {
  newest: 'Newest',
  'price-asc': 'Price Low to High',
  'price-desc': 'Price High to Low',
  popular: 'Popular',
};
export const sortLabel = (s: Sort) => SORT_LABEL[s];

const names = (ids: readonly number[], all: readonly { id: number; name: string }[], max = 2): string | undefined => {
  const found = ids.map((id) => all.find((x) => x.id === id)?.name).filter((n): n is string => Boolean(n));
  if (found.length === 0) return undefined;
  const shown = found.slice(0, max).join(', ');
  return found.length > max ? `${shown} +${found.length - max}` : shown;
};

const rooms = (choices: readonly number[], noun: string) =>
  choices.length ? `${choices.map((c) => (c >= 4 ? '4+' : String(c))).join(', ')} ${noun}` : undefined;

/** A short human summary of what a search narrows ("Penthouses in Sliema · up to € 500.000 · 2, 3 bedrooms"). */
export function filterSummary(f: ListingFilters, options: FilterOptions): string {
  const types = names(f.propertyTypes, options.propertyTypes);
  const where = names(f.locations, options.locations) ?? names(f.areas, options.areas);
  const head = [types, where ? `in ${where}` : undefined].filter(Boolean).join(' ');
  const price =
    f.minPrice && f.maxPrice
      ? `${formatEuro(f.minPrice)} – ${formatEuro(f.maxPrice)}`
      : f.minPrice
        ? `from ${formatEuro(f.minPrice)}`
        : f.maxPrice
          ? `up to ${formatEuro(f.maxPrice)}`
          : undefined;
  const sqm =
    f.minSqm || f.maxSqm ? `${f.minSqm ? `${f.minSqm}` : '0'}–${f.maxSqm ? `${f.maxSqm}` : '∞'} m²` : undefined;
  const availability =
    f.availability === undefined
      ? undefined
      : { now: 'available now', soon: 'available soon', later: 'available in a few months' }[
          AVAILABILITY_PARAM[f.availability] as 'now' | 'soon' | 'later'
        ];
  const parts = [
    head || undefined,
    price,
    sqm,
    rooms(f.bedrooms, 'bedrooms'),
    rooms(f.bathrooms, 'bathrooms'),
    names(f.features, options.features),
    availability,
    f.videoOnly ? 'with video' : undefined,
    f.reference ? `reference ${f.reference}` : undefined,
  ].filter((p): p is string => Boolean(p));
  return parts.join(' · ');
}

/** A page title: the base, what the search narrows, the sort when not the default, and the page. */
export function listingTitle(base: string, opts: { summary?: string; sort?: Sort; page?: number }): string {
  let title = opts.summary ? `${base}: ${opts.summary}` : base;
  if (opts.sort && opts.sort !== 'newest') title += ` (${SORT_LABEL[opts.sort]})`;
  if (opts.page && opts.page > 1) title += ` – Page ${opts.page}`;
  return title;
}

/** The address of this listing with another page, view or sort (filters kept; a new sort goes back to page 1). */
export function listingStateHref(
  source: ListingSource,
  state: Pick<ResolvedListing, 'filters' | 'page' | 'view' | 'path'>,
  change: { page?: number; view?: ListingView; sort?: Sort },
): string {
  const sort = change.sort ?? state.filters.sort;
  const page = change.page ?? (change.sort !== undefined ? 1 : state.page);
  const view = change.view ?? state.view;
  if (source.kind === 'sale') return listingHref({ ...state.filters, sort }, { page, view });
  const params = sort === 'newest' ? new URLSearchParams() : new URLSearchParams({ sort });
  return hrefWithQuery(state.path, withPageAndView(params, { page, view }));
}
