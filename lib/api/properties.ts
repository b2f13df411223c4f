import pLimit from 'p-limit';
import { cache } from 'react';
import { env } from '../env';
import { roomCounts, type ListingFilters, type Sort } from '../domain/filters';
import type { FilterOptions, Page, PropertyDetail, PropertySummary } from '../domain/types';
import { answeredAt, ApiError, read } from './http';
import { propertyImageUrl, agentImageUrl } from './image-urls';
import {
  SORTING_TYPE,
  apiPaths,
  wireCoordinateSearchResponse,
  wireFilterOptionsResponse,
  wireHomeResponse,
  wirePropertyDetailResponse,
  wireSearchResponse,
  type WireCoordinateSearchRequest,
  type WireFilterForm,
  type WirePropertyItem,
} from './wire';
import { LIMITS } from './wire-constants';

const paths = () => apiPaths(env().API_PRODUCT);

/** Cache tags of the public reads, for on-demand revalidation. */
const TAGS = { properties: 'properties', filterOptions: 'filter-options' } as const;

const SORT_TO_WIRE: Record<Sort, number> = {
  newest: SORTING_TYPE.newest,
  'price-asc': SORTING_TYPE.priceAsc,
  'price-desc': SORTING_TYPE.priceDesc,
  popular: SORTING_TYPE.popular,
};

/** The filter form of SPEC §3 for a set of listing filters (empty square metres are sent as 0). */
function toWireFilterForm(f: ListingFilters): WireFilterForm {
  return {
    availability: f.availability ?? null,
    lettingType: f.lettingType,
    propertyTypes: f.propertyTypes,
    referanceNumber: f.reference ?? null,
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
    squareOfMetersMin: f.minSqm ?? 0,
    squareOfMetersMax: f.maxSqm ?? 0,
    rooms: [],
    bedrooms: roomCounts(f.bedrooms, f.bedroomRange),
    bathrooms: roomCounts(f.bathrooms, f.bathroomRange),
    areas: f.areas,
    locations: f.locations,
    features: f.features,
    sortingType: SORT_TO_WIRE[f.sort],
    isVideoExist: f.videoOnly,
  };
}

function toPropertySummary(w: WirePropertyItem): PropertySummary {
  return {
    id: w.id,
    title: w.title,
    urlSlug: w.urlSlug,
    lettingType: w.lettingType,
    typeId: w.typeId,
    typeName: w.typeName || w.type?.name || '',
    locationId: w.locationId,
    locationName: w.locationName,
    latitude: w.latitude,
    longitude: w.longitude,
    bedrooms: w.bedrooms,
    bathrooms: w.bathrooms,
    squareMetres: w.squareOfMeters,
    price: w.price,
    priceDaily: w.priceDaily,
    priceYearly: w.priceYearly,
    priceOnRequest: w.isPriceOnRequest === 1,
    availableDate: w.availableDate.slice(0, 10),
    imageUrl: propertyImageUrl(w.thumbnailImageUrl),
  };
}

/**
 * How a read may be answered: `fresh` asks the backend itself, past the data cache (a visitor's own
 * lists); `cacheOnly` answers from the data cache alone; `visitorChosen` marks a read whose target a
 * visitor chose, outside the circuit breaker (lib/api/http.ts).
 */
interface ReadOptions {
  fresh?: boolean;
  cacheOnly?: boolean;
  visitorChosen?: boolean;
}

const readMode = (opts: ReadOptions) => ({ cacheOnly: opts.cacheOnly, visitorChosen: opts.visitorChosen });

/**
 * A search a visitor shaped (filters, a map point, a refinement of a landing page): every value of
 * every filter would be an entry of its own in the shared data cache, which nothing removes, so it is
 * never written there; it is outside the circuit breaker, and a page asks it once however many of
 * its parts read it.
 */
export const VISITOR_SHAPED: ReadOptions = { fresh: true, visitorChosen: true };

/**
 * One search call. Reads past the data cache are asked once per page request (React's `cache`,
 * keyed on the body as sent): the page and its metadata read the same search.
 */
const searchOnce = cache(
  (body: string, fresh: boolean, visitorChosen: boolean, cacheOnly: boolean) =>
    read({
      method: 'POST',
      path: paths().search,
      json: JSON.parse(body) as unknown,
      schema: wireSearchResponse,
      cache: fresh ? false : { tags: [TAGS.properties] },
      visitorChosen,
      cacheOnly,
    }),
);

/** A page of the search, and when the backend answered it (lib/api/http.ts, answeredAt); none for a page past the last, not asked. */
type SearchPage = Page<PropertySummary> & { answeredAt?: number };

/**
 * One page (1-based) of listings; pages of 0 or less are read as the first (SPEC §4). A shared
 * search (the same for every visitor) asks for no page past its last: such a page is answered from
 * the first page's count, so the data cache holds at most the pages there are.
 */
export async function searchProperties(filters: ListingFilters, page: number, opts: ReadOptions = {}): Promise<SearchPage> {
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  if (current > 1 && !opts.fresh) {
    const first = await searchProperties(filters, 1, opts);
    if (current > first.pageCount) return { items: [], total: first.total, page: current, pageCount: first.pageCount };
  }
  const body = await searchOnce(
    JSON.stringify({ ...toWireFilterForm(filters), page: current }),
    Boolean(opts.fresh),
    Boolean(opts.visitorChosen),
    Boolean(opts.cacheOnly),
  );
  const total = Math.max(0, Math.floor(body.result.total));
  return {
    items: body.result.data.map(toPropertySummary),
    total,
    page: current,
    pageCount: Math.ceil(total / LIMITS.pageSize),
    answeredAt: answeredAt(body),
  };
}

/**
 * Every listing a search finds, page after page (the search call's pages of 20), reading at most
 * `maxPages` pages, at most four at a time: the figures of what a place costs
 * (lib/api/price-figures.ts). `total` is what the search counts, `items` what was read, and
 * `oldestAnswer` when the backend answered the oldest page read (a page may come from the data
 * cache), undefined when no page says.
 */
export async function searchAllPages(filters: ListingFilters, maxPages: number): Promise<{ items: PropertySummary[]; total: number; oldestAnswer?: number }> {
  const first = await searchProperties(filters, 1);
  const limit = pLimit(4);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, Math.min(first.pageCount, maxPages) - 1) }, (_, i) => limit(() => searchProperties(filters, i + 2))),
  );
  const pages = [first, ...rest];
  const answers = pages.flatMap((p) => (p.answeredAt === undefined ? [] : [p.answeredAt]));
  return { items: pages.flatMap((p) => p.items), total: first.total, oldestAnswer: answers.length > 0 ? Math.min(...answers) : undefined };
}

/** The listings around a point, with the same filters (map view): a point is a visitor's, never cached (VISITOR_SHAPED). */
export async function searchByCoordinate(
  filters: ListingFilters,
  point: { latitude: number; longitude: number },
): Promise<PropertySummary[]> {
  const body = await read({
    method: 'POST',
    path: paths().searchByCoordinate,
    json: { ...toWireFilterForm(filters), ...point } satisfies WireCoordinateSearchRequest,
    schema: wireCoordinateSearchResponse,
    cache: false,
    ...readMode(VISITOR_SHAPED),
  });
  return body.result.map(toPropertySummary);
}

export async function getFilterOptions(): Promise<FilterOptions> {
  const { result } = await read({
    path: paths().filterOptions,
    schema: wireFilterOptionsResponse,
    cache: { tags: [TAGS.filterOptions] },
  });
  return {
    propertyTypes: result.propertyTypes.map((t) => ({ id: t.id, name: t.name, lettingType: t.lettingType })),
    areas: result.areas.map((a) => ({ id: a.id, name: a.name })),
    locations: result.locations.map((l) => ({
      id: l.id,
      name: l.name,
      areaId: l.groupId || l.group?.id || 0,
      popular: Boolean(l.isPopular),
    })),
    features: result.features.map((f) => ({ id: f.id, name: f.name })),
  };
}

/** A property's detail; an unknown id rejects with an ApiError whose isNotFound is true. */
export async function getPropertyDetail(id: number, lettingType: number, opts: ReadOptions = {}): Promise<PropertyDetail> {
  const { result } = await read({
    path: paths().propertyDetail(id),
    query: { lettingType },
    schema: wirePropertyDetailResponse,
    cache: opts.fresh ? false : { tags: [TAGS.properties, `property-${id}`] },
    ...readMode(opts),
  });
  if (!result) throw new ApiError('status', paths().propertyDetail(id), 'no property', 404);
  const p = result.property;
  const agent = p.homeShowUser;
  return {
    ...toPropertySummary(p),
    photos: p.photos
      .map((ph) => ({ id: ph.id, url: propertyImageUrl(ph.imageCompressSource) }))
      .filter((ph) => ph.url !== ''),
    features: p.features.map((f) => ({ id: f.id, name: f.name })),
    descriptionHtml: p.description,
    videoUrl: p.videoURL.trim(),
    agent: agent
      ? {
          id: agent.id || undefined,
          name: `${agent.firstName} ${agent.lastName}`.trim(),
          phone: agent.mobilePhone,
          email: agent.email || undefined,
          photoUrl: agentImageUrl(agent.profilePicture),
        }
      : undefined,
    categories: result.categories.filter((c) => c.urlSlug).map((c) => ({ name: c.name, urlSlug: c.urlSlug })),
    related: result.recommendations.map(toPropertySummary),
  };
}

/** The featured properties of the home carousel. */
export async function getFeaturedProperties(): Promise<PropertySummary[]> {
  const { result } = await read({ path: paths().home, schema: wireHomeResponse, cache: { tags: [TAGS.properties] } });
  return result.map(toPropertySummary);
}

/** A property asked for by id: found, gone from the backend (404), or not known right now (the backend failed). */
export type PropertyLookup =
  | { id: number; status: 'found'; property: PropertyDetail }
  | { id: number; status: 'gone' }
  | { id: number; status: 'unavailable' };

/**
 * Several properties by id with the detail call, in parallel but at most `concurrency` at a time, in
 * the order asked (the shortlist and the comparison). `fresh` reads past the data cache: prices and
 * availability change, and a sold property must show as gone.
 */
export async function getPropertiesByIds(
  refs: readonly { id: number; lettingType: number }[],
  opts: ReadOptions & { concurrency: number },
): Promise<PropertyLookup[]> {
  const limit = pLimit(Math.max(1, opts.concurrency));
  return Promise.all(
    refs.map((r) =>
      limit(async (): Promise<PropertyLookup> => {
        try {
          // a property saved without a sale type (an agent's, listed without prices) is asked as residential
          const property = await getPropertyDetail(r.id, r.lettingType === 7 ? 7 : 6, opts);
          return { id: r.id, status: 'found', property };
        } catch (e) {
          return e instanceof ApiError && e.isNotFound ? { id: r.id, status: 'gone' } : { id: r.id, status: 'unavailable' };
        }
      }),
    ),
  );
}
