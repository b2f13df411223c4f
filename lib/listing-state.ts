/**
 * What a listing address means and how it is presented to search engines (SPEC §2, ARCHITECTURE "URL
 * is the state"): the filters, page and view a query asks for on a sale listing or a landing page, the
 * canonical address a messy query is redirected to, titles, and which variants are indexed.
 */
import { emptyFilters, type ListingFilters, type RoomRange, type Sort } from './domain/filters';
import type { FilterOptions, LettingType, LettingTypeFilter } from './domain/types';
import {
  AVAILABILITY_PARAM,
  FILTER_PARAMS,
  encodeFilters,
  hrefWithQuery,
  listingHref,
  withPageAndView,
  type ListingView,
} from './filter-url';
import { decodeFilters, decodeNear, decodePage, decodeView, type QueryInput } from './filter-url-decode';
import type { SearchPoint } from './map';
import { REFERRAL_PARAM, withReferral } from './referral';
import { formatEuro } from './price';
import { listingPathFor } from './routes';
import type { Dictionary } from './i18n/dictionaries/en';
import { fill } from './i18n/format';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { localizePath } from './i18n/paths';

/**
 * The sale type: the filter form's select, and on a landing page that lets the visitor choose it
 * (`offeredSaleTypes`) a query parameter like any filter (0 both, 6 residential, 7 commercial). On a
 * sale listing the path says it, so choosing the other one moves to the other listing.
 */
export const SALE_TYPE_FIELD = 'saleType';
/**
 * The filter form sends every field it has, so a field it leaves out (a box unticked) is empty. A
 * landing page's own query only says what differs from the page's preset; this hidden field tells the
 * two apart.
 */
export const FILTER_FORM_FIELD = 'form';
export const FILTER_FORM_VALUE = 'filters';

/**
 * A listing: a sale listing or a landing page (its English path), in a language (English when not
 * given): every address of its state is in that language (lib/i18n/paths.ts).
 */
export type ListingSource = (
  | { kind: 'sale'; lettingType: LettingType }
  | { kind: 'landing'; path: string; preset: ListingFilters }
) & { locale?: Locale };

/** The path a listing lives on, in its language. */
export const listingSourcePath = (source: ListingSource): string =>
  localizePath(source.locale ?? DEFAULT_LOCALE, source.kind === 'sale' ? listingPathFor(source.lettingType) : source.path);

export interface ResolvedListing {
  filters: ListingFilters;
  page: number;
  view: ListingView;
  /** in the map view, the point a drag asked to search around */
  near?: SearchPoint;
  /** the path this listing lives on */
  path: string;
  /** the canonical address of this state (another listing's when another sale type was chosen) */
  href: string;
  /** set when the request should be answered with a redirect to `href` (with the referral kept) */
  redirect?: string;
  /** canonical (absolute path) and whether this variant is indexed */
  canonicalPath: string;
  indexable: boolean;
  /**
   * the search is the listing's own, the same for every visitor (in any of the four sorts, on any
   * page): its reads are cached and shared; a visitor's filters or refinements are not
   * (lib/api/properties.ts, VISITOR_SHAPED)
   */
  shared: boolean;
}

/** A query as URLSearchParams (Next's searchParams object included). */
export const toParams = (q: QueryInput): URLSearchParams => {
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

const saleTypeOf = (q: URLSearchParams): LettingTypeFilter | undefined => {
  const v = Number(q.get(SALE_TYPE_FIELD) ?? Number.NaN);
  return v === 0 || v === 6 || v === 7 ? v : undefined;
};

/**
 * The sale types a landing page lets its visitor choose: none but its own on a page of property types
 * (each belongs to one sale type); both on any other page (a place, a price range), starting from the
 * one it stores (SPEC §2's Sale Type select: Residential Sale, Commercial Sale); and "both" too on a
 * page stored with both (0, the reference backend's place pages outside its strict mode).
 */
function landingSaleTypes(preset: ListingFilters): LettingTypeFilter[] {
  if (preset.lettingType === 0) return [0, 6, 7];
  return preset.propertyTypes.length > 0 ? [preset.lettingType] : [6, 7];
}

/** The sale types the filter form offers: either one on a sale listing (the other moves to its own listing), a landing page's own. */
export const offeredSaleTypes = (source: ListingSource): LettingTypeFilter[] =>
  source.kind === 'sale' ? [6, 7] : landingSaleTypes(source.preset);

/**
 * What a landing page's visitor changed: each filter parameter whose value differs from the preset's,
 * empty when the visitor cleared it (`types=` drops the page's property type), and the sale type when
 * the page lets it change. The sort counts; page and view are added by the caller.
 */
function landingChanges(preset: ListingFilters, f: ListingFilters): URLSearchParams {
  const base = encodeFilters({ ...preset, sort: 'newest' });
  const now = encodeFilters(f);
  const out = new URLSearchParams();
  if (f.lettingType !== preset.lettingType) out.set(SALE_TYPE_FIELD, String(f.lettingType));
  for (const name of FILTER_PARAMS) {
    const value = now.get(name);
    if (value !== base.get(name)) out.set(name, value ?? '');
  }
  return out;
}

/** The filters of a landing page: its preset, with what its query changes (see landingChanges). */
function landingFilters(preset: ListingFilters, q: URLSearchParams): ListingFilters {
  const chosen = saleTypeOf(q);
  const lettingType = chosen !== undefined && landingSaleTypes(preset).includes(chosen) ? chosen : preset.lettingType;
  const asked = decodeFilters(q, lettingType);
  // the filter form sends everything it shows: what it leaves out is empty, not the preset's
  if (q.get(FILTER_FORM_FIELD) === FILTER_FORM_VALUE) return asked;
  const merged: ListingFilters = { ...preset, lettingType, sort: asked.sort };
  for (const key of FILTER_PARAMS) if (q.has(key)) Object.assign(merged, pick(asked, key));
  return merged;
}

/** The query of a listing's filters: a sale listing's canonical filters, or a landing page's changes. */
export const listingStateQuery = (source: ListingSource, filters: ListingFilters): URLSearchParams =>
  source.kind === 'sale' ? encodeFilters(filters) : landingChanges(source.preset, filters);

/** The address of a listing's state, on its own path. */
export function listingStateAddress(
  source: ListingSource,
  filters: ListingFilters,
  extra: Parameters<typeof withPageAndView>[1],
): string {
  return hrefWithQuery(listingSourcePath(source), withPageAndView(listingStateQuery(source, filters), extra));
}

/** Reads a query on a sale listing or a landing page. */
export function resolveListing(source: ListingSource, query: QueryInput): ResolvedListing {
  const q = toParams(query);
  const actual = new URLSearchParams(q);
  actual.delete(REFERRAL_PARAM);
  const page = decodePage(q);
  const view = decodeView(q);
  const near = view === 'map' ? decodeNear(q) : undefined;

  let filters: ListingFilters;
  if (source.kind === 'sale') {
    filters = decodeFilters(q, source.lettingType);
    const chosen = saleTypeOf(q);
    if ((chosen === 6 || chosen === 7) && chosen !== source.lettingType) {
      // another sale type chosen in the form: its own listing, without the other type's property types
      const href = localizePath(source.locale ?? DEFAULT_LOCALE, listingHref({ ...filters, lettingType: chosen, propertyTypes: [] }, { view }));
      return { ...resolveListing({ kind: 'sale', lettingType: chosen, locale: source.locale }, {}), href, redirect: withReferral(href, q) };
    }
  } else {
    // a landing page: its stored criteria with the visitor's changes on top, on its own path
    filters = landingFilters(source.preset, q);
  }
  const path = listingSourcePath(source);
  // a sale listing's filters and sort, or a landing page's changes to its preset
  const state = listingStateQuery(source, filters);
  const canonicalQuery = withPageAndView(state, { page, view, near });
  const narrowed = state.size > 0 || view === 'map';
  const href = hrefWithQuery(path, canonicalQuery);
  return {
    filters,
    page,
    view,
    near,
    path,
    href,
    redirect: sameQuery(actual, canonicalQuery) ? undefined : withReferral(href, q),
    // Google's pagination guidance: each further page of the plain listing is canonical to itself
    canonicalPath: narrowed || page === 1 ? path : hrefWithQuery(path, withPageAndView(new URLSearchParams(), { page })),
    indexable: !narrowed,
    shared: listingStateQuery(source, { ...filters, sort: 'newest' }).size === 0,
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
      return { bedrooms: f.bedrooms, bedroomRange: f.bedroomRange };
    case 'baths':
      return { bathrooms: f.bathrooms, bathroomRange: f.bathroomRange };
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

/**
 * What a landing page's visitor narrowed, as filters of their own (for the summary and the title):
 * the parameters they changed to a value, on an otherwise empty search.
 */
export function landingRefinements(preset: ListingFilters, f: ListingFilters): ListingFilters {
  const out = emptyFilters(f.lettingType);
  for (const [name, value] of landingChanges(preset, f)) {
    if (value !== '' && (FILTER_PARAMS as readonly string[]).includes(name)) {
      Object.assign(out, pick(f, name as (typeof FILTER_PARAMS)[number]));
    }
  }
  return out;
}

/**
 * Property types the search cannot match: ticked under another sale type than the one chosen now (a
 * location page's sale type changed in a form sent without JavaScript, or a hand-made address).
 */
export function typesOfAnotherSaleType(f: ListingFilters, options: FilterOptions): number[] {
  if (f.lettingType === 0) return [];
  return f.propertyTypes.filter((id) => options.propertyTypes.some((t) => t.id === id && t.lettingType !== f.lettingType));
}

/** The title of a sale listing (SPEC §2), in the page's language. */
export const saleListingTitle = (lettingType: number, words: Dictionary['listing']) =>
  lettingType === 7 ? words.commercialTitle : words.residentialTitle;

const SORT_KEY: Record<Sort, keyof Dictionary['sort']> = {
  newest: 'newest',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
  popular: 'popular',
};
/** A sort's name in the page's language. */
export const sortLabel = (s: Sort, words: Dictionary['sort']) => words[SORT_KEY[s]];

const names = (ids: readonly number[], all: readonly { id: number; name: string }[], max = 2): string | undefined => {
  const found = ids.map((id) => all.find((x) => x.id === id)?.name).filter((n): n is string => Boolean(n));
  if (found.length === 0) return undefined;
  const shown = found.slice(0, max).join(', ');
  return found.length > max ? `${shown} +${found.length - max}` : shown;
};

/** "2, 3 bedrooms", "1 bedroom": the rooms chosen, in the singular when that is one room. */
function rooms(choices: readonly number[], range: RoomRange | undefined, one: string, many: string): string | undefined {
  const count = choices.length ? choices.map((c) => (c >= 4 ? '4+' : String(c))).join(', ') : range ? roomRangeLabel(range) : undefined;
  return count === undefined ? undefined : fill(count === '1' ? one : many, { count });
}

/** "5–6", or "5" when the range is one count. */
export const roomRangeLabel = (r: RoomRange) => (r.min === r.max ? String(r.min) : `${r.min}–${r.max}`);

/**
 * A short human summary of what a search narrows, in the page's language ("Penthouses in Sliema · up
 * to € 500.000 · 2, 3 bedrooms"); the names of types, places and features are the backend's.
 */
export function filterSummary(f: ListingFilters, options: FilterOptions, words: Dictionary['summary']): string {
  const types = names(f.propertyTypes, options.propertyTypes);
  const where = names(f.locations, options.locations) ?? names(f.areas, options.areas);
  const head = [types, where ? fill(words.inPlace, { place: where }) : undefined].filter(Boolean).join(' ');
  const price =
    f.minPrice && f.maxPrice
      ? `${formatEuro(f.minPrice)} – ${formatEuro(f.maxPrice)}`
      : f.minPrice
        ? fill(words.from, { price: formatEuro(f.minPrice) })
        : f.maxPrice
          ? fill(words.upTo, { price: formatEuro(f.maxPrice) })
          : undefined;
  const sqm =
    f.minSqm || f.maxSqm ? `${f.minSqm ? `${f.minSqm}` : '0'}–${f.maxSqm ? `${f.maxSqm}` : '∞'} m²` : undefined;
  const availability =
    f.availability === undefined
      ? undefined
      : { now: words.availableNow, soon: words.availableSoon, later: words.availableLater }[
          AVAILABILITY_PARAM[f.availability] as 'now' | 'soon' | 'later'
        ];
  const parts = [
    head || undefined,
    price,
    sqm,
    rooms(f.bedrooms, f.bedroomRange, words.bedroomOne, words.bedroomMany),
    rooms(f.bathrooms, f.bathroomRange, words.bathroomOne, words.bathroomMany),
    names(f.features, options.features),
    availability,
    f.videoOnly ? words.withVideo : undefined,
    f.reference ? fill(words.reference, { reference: f.reference }) : undefined,
  ].filter((p): p is string => Boolean(p));
  return parts.join(' · ');
}

/** A page title: the base, what the search narrows, the sort when not the default, and the page. */
export function listingTitle(
  base: string,
  opts: { summary?: string; sort?: Sort; page?: number },
  words: Pick<Dictionary, 'listing' | 'sort'>,
): string {
  let title = opts.summary ? `${base}: ${opts.summary}` : base;
  if (opts.sort && opts.sort !== 'newest') title = fill(words.listing.titleSort, { title, sort: sortLabel(opts.sort, words.sort) });
  if (opts.page && opts.page > 1) title = fill(words.listing.titlePage, { title, page: opts.page });
  return title;
}

/**
 * The address of this listing with another page, view or sort (filters kept; a new sort goes back to
 * page 1; the map's search point kept while the map stays).
 */
export function listingStateHref(
  source: ListingSource,
  state: Pick<ResolvedListing, 'filters' | 'page' | 'view' | 'near'>,
  change: { page?: number; view?: ListingView; sort?: Sort },
): string {
  const sort = change.sort ?? state.filters.sort;
  const page = change.page ?? (change.sort !== undefined ? 1 : state.page);
  const view = change.view ?? state.view;
  return listingStateAddress(source, { ...state.filters, sort }, { page, view, near: state.near });
}

/** Reset All: the sale listing with no filter, or the landing page's own preset; the view is kept. */
export function listingResetHref(source: ListingSource, view: ListingView): string {
  return hrefWithQuery(listingSourcePath(source), withPageAndView(new URLSearchParams(), { view }));
}
