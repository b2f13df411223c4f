/**
 * What a listing's query asks for (lib/filter-url.ts says the parameters and writes them), and what a
 * landing page's stored criteria preset. Decoding accepts both comma lists and repeated parameters (a
 * plain GET form sends `types=1&types=2`), and turns anything hostile (junk, negatives, NaN, huge
 * lists, repeated scalars) into safe values.
 */
import { MAX_ROOMS, SORTS, emptyFilters, roomsFromRange, type ListingFilters, type RoomRange, type Sort } from './domain/filters';
import type { Availability, CategoryCriteria, LettingTypeFilter } from './domain/types';
import { AVAILABILITY_PARAM, MAX_AMOUNT, NEAR_PARAM, PAGE_PARAM, VIEW_PARAM, type ListingView } from './filter-url';
import { searchPoint, type SearchPoint } from './map';
import { readPrice } from './typed-price';

/** At most this many ids in one list; more is not a real search. */
export const MAX_LIST = 60;
const MAX_ID = 2_147_483_647;
const MAX_PAGE = 10_000;
const ROOM_CHOICES = [1, 2, 3, 4] as const;

/** Next's searchParams object, a URLSearchParams, or anything that reads like one. */
export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function all(q: QueryInput, name: string): string[] {
  if (q instanceof URLSearchParams) return q.getAll(name);
  const v = q[name];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/**
 * Bedroom or bathroom choices (1, 2, 3, 4 = +4) and an exact range (`5-6`): a choice made wins over a
 * range, as ticking a count in the panel replaces the range the page started with.
 */
function rooms(q: QueryInput, name: string): { choices: number[]; range?: RoomRange } {
  const choices = idList(q, name, ROOM_CHOICES);
  if (choices.length > 0) return { choices };
  for (const v of all(q, name).slice(0, MAX_LIST)) {
    const m = /^\s*(\d)\s*-\s*(\d)\s*$/.exec(v);
    const [min, max] = [Number(m?.[1]), Number(m?.[2])];
    if (m && min >= 1 && min <= max && max <= MAX_ROOMS) return { choices: [], range: { min, max } };
  }
  return { choices: [] };
}

/** The first non-empty value of a parameter (a repeated scalar keeps its first real value). */
function first(q: QueryInput, name: string): string | undefined {
  for (const v of all(q, name)) {
    const t = v.trim();
    if (t !== '') return t;
  }
  return undefined;
}

/** Whole ids from comma lists and repeated values; junk dropped, de-duplicated, sorted, capped. */
function idList(q: QueryInput, name: string, allowed?: readonly number[]): number[] {
  const out = new Set<number>();
  for (const v of all(q, name).slice(0, MAX_LIST)) {
    for (const part of v.split(',', MAX_LIST + 1)) {
      const t = part.trim();
      if (!/^\d{1,10}$/.test(t)) continue;
      const n = Number(t);
      if (n < 1 || n > MAX_ID) continue;
      if (allowed && !allowed.includes(n)) continue;
      out.add(n);
      if (out.size >= MAX_LIST) break;
    }
    if (out.size >= MAX_LIST) break;
  }
  return [...out].sort((a, b) => a - b);
}

/** A positive size in m²: digits only, spaces allowed; 0 or junk is "no limit", a figure beyond MAX_AMOUNT is MAX_AMOUNT. */
function squareMetres(q: QueryInput, name: string): number | undefined {
  const raw = first(q, name)?.replace(/\s+/g, '');
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  // a figure beyond any price or size is searched as the largest, not dropped without a word
  return n >= 1 ? Math.min(n, MAX_AMOUNT) : undefined;
}

/**
 * A price filter as typed: in the listing's boxes, in the home search card's, or sent by either as a
 * plain GET form before its script ran. Read as the site reads every typed price (lib/typed-price.ts:
 * "€ 250,000", "250000.50"), or as a run of digits beyond any price that rule reads, in whole euros
 * and at most MAX_AMOUNT; none when it is no amount.
 */
export function priceAmount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const digits = text.replace(/[\s€]/g, '');
  const n = readPrice(text) ?? (/^\d+$/.test(digits) ? Number(digits) : null);
  return n !== null && n >= 1 ? Math.round(Math.min(n, MAX_AMOUNT)) : undefined;
}

/** Orders a min/max pair so min ≤ max (a swapped range is the same search). */
function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

function availabilityOf(q: QueryInput): Availability | undefined {
  const v = first(q, 'availability');
  for (const [key, name] of Object.entries(AVAILABILITY_PARAM)) if (name === v) return Number(key) as Availability;
  return undefined;
}

function sortOf(q: QueryInput): Sort {
  const v = first(q, 'sort');
  return (SORTS as readonly string[]).includes(v ?? '') ? (v as Sort) : 'newest';
}

/** A reference number: digits only (SPEC §5), at most 12. */
function referenceOf(q: QueryInput): string | undefined {
  const v = first(q, 'reference')?.replace(/\s+/g, '');
  return v && /^\d{1,12}$/.test(v) ? v : undefined;
}

/** The filters a query string asks for, with the sale type given (the path or the page says it). */
export function decodeFilters(q: QueryInput, lettingType: LettingTypeFilter): ListingFilters {
  const [minPrice, maxPrice] = ordered(priceAmount(first(q, 'minPrice')), priceAmount(first(q, 'maxPrice')));
  const [minSqm, maxSqm] = ordered(squareMetres(q, 'minSqm'), squareMetres(q, 'maxSqm'));
  const beds = rooms(q, 'beds');
  const baths = rooms(q, 'baths');
  const f: ListingFilters = {
    ...emptyFilters(lettingType),
    propertyTypes: idList(q, 'types'),
    bedrooms: beds.choices,
    bathrooms: baths.choices,
    areas: idList(q, 'areas'),
    locations: idList(q, 'locations'),
    features: idList(q, 'features'),
    videoOnly: all(q, 'video').some((v) => v === '1' || v === 'true' || v === 'on'),
    sort: sortOf(q),
  };
  const availability = availabilityOf(q);
  const reference = referenceOf(q);
  if (availability !== undefined) f.availability = availability;
  if (reference !== undefined) f.reference = reference;
  if (minPrice !== undefined) f.minPrice = minPrice;
  if (maxPrice !== undefined) f.maxPrice = maxPrice;
  if (minSqm !== undefined) f.minSqm = minSqm;
  if (maxSqm !== undefined) f.maxSqm = maxSqm;
  if (beds.range) f.bedroomRange = beds.range;
  if (baths.range) f.bathroomRange = baths.range;
  return f;
}

/** The page a query string asks for: a whole number ≥ 1, else 1 (0 or less is ignored). */
export function decodePage(q: QueryInput): number {
  const v = first(q, PAGE_PARAM);
  if (!v || !/^\d{1,6}$/.test(v)) return 1;
  const n = Number(v);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

export function decodeView(q: QueryInput): ListingView {
  return first(q, VIEW_PARAM) === 'map' ? 'map' : 'list';
}

/** A `near` value read back: two decimal degrees, made a search point; anything else is none. */
export function parseNear(value: string | undefined): SearchPoint | null {
  const m = /^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(value?.trim() ?? '');
  return m ? searchPoint({ lat: Number(m[1]), lng: Number(m[2]) }) : null;
}

/** The point the map view searches around, if the query has a valid one. */
export const decodeNear = (q: QueryInput): SearchPoint | undefined => parseNear(first(q, NEAR_PARAM)) ?? undefined;

/**
 * The filters a category or location landing page presets from its stored criteria (SPEC §4): a stored
 * letting type other than 6 or 7 means both sale types (0), and bedroom and bathroom ranges apply exactly.
 */
export function categoryFilters(criteria: CategoryCriteria): ListingFilters {
  const lettingType: LettingTypeFilter = criteria.lettingType === 6 || criteria.lettingType === 7 ? criteria.lettingType : 0;
  const [minPrice, maxPrice] = ordered(criteria.priceMin, criteria.priceMax);
  const [minSqm, maxSqm] = ordered(criteria.squareMetresMin, criteria.squareMetresMax);
  const ids = (xs: readonly number[]) => [...new Set(xs.filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b);
  const beds = roomsFromRange(criteria.bedroomsMin, criteria.bedroomsMax);
  const baths = roomsFromRange(criteria.bathroomsMin, criteria.bathroomsMax);
  const f: ListingFilters = {
    ...emptyFilters(lettingType),
    propertyTypes: ids(criteria.propertyTypes),
    bedrooms: beds.choices,
    bathrooms: baths.choices,
    areas: ids(criteria.areas),
    locations: ids(criteria.locations),
    features: ids(criteria.features),
  };
  if (beds.range) f.bedroomRange = beds.range;
  if (baths.range) f.bathroomRange = baths.range;
  if (minPrice) f.minPrice = minPrice;
  if (maxPrice) f.maxPrice = maxPrice;
  if (minSqm) f.minSqm = minSqm;
  if (maxSqm) f.maxSqm = maxSqm;
  return f;
}
