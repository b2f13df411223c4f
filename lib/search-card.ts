/**
 * The rules of the home page's search card (SPEC §2, §4, §5): a sale type is required, property
 * types are those of the chosen sale type, choosing areas narrows the locations (and drops chosen
 * ones that no longer belong), and a search opens the listing of its sale type with the choices as
 * URL filters.
 */
import type { FilterOptions, LettingType } from './domain/types';
import { listingHref } from './filter-url';
import { priceAmount } from './filter-url-decode';
import type { Dictionary } from './i18n/dictionaries/en';

export const SALE_TYPE_REQUIRED = 'Please Choose Sale Type';

/** The sale types in the order offered, each with its label's key in the dictionaries (saleTypes). */
export const SALE_TYPES: readonly { value: LettingType; key: keyof Dictionary['saleTypes'] }[] = [
  { value: 6, key: 'residential' },
  { value: 7, key: 'commercial' },
];

export interface SearchCardState {
  /** none until the visitor chooses (the old default of 1 is not a valid sale type) */
  lettingType: LettingType | null;
  propertyTypes: number[];
  reference: string;
  /** free text, as typed */
  minPrice: string;
  maxPrice: string;
  areas: number[];
  locations: number[];
}

export const emptySearchCard = (): SearchCardState => ({
  lettingType: null,
  propertyTypes: [],
  reference: '',
  minPrice: '',
  maxPrice: '',
  areas: [],
  locations: [],
});

/** What the search card chooses from: the types, areas and locations, each with the fields the card uses (no features, no popularity). */
export interface SearchCardOptions {
  propertyTypes: FilterOptions['propertyTypes'];
  areas: FilterOptions['areas'];
  locations: Pick<FilterOptions['locations'][number], 'id' | 'name' | 'areaId'>[];
}

/** The filter options as the search card, a client component, is given them. */
export function searchCardOptions(options: FilterOptions): SearchCardOptions {
  return {
    propertyTypes: options.propertyTypes.map(({ id, name, lettingType }) => ({ id, name, lettingType })),
    areas: options.areas.map(({ id, name }) => ({ id, name })),
    locations: options.locations.map(({ id, name, areaId }) => ({ id, name, areaId })),
  };
}

/** A sale type from a select's value; anything but 6 or 7 is "none chosen". */
export function parseSaleType(value: string): LettingType | null {
  return value === '6' ? 6 : value === '7' ? 7 : null;
}

/** The property types open to a sale type (none before one is chosen). */
export function propertyTypesFor(options: SearchCardOptions, lettingType: LettingType | null): SearchCardOptions['propertyTypes'] {
  if (lettingType === null) return [];
  const seen = new Set<number>();
  return options.propertyTypes.filter((t) => t.lettingType === lettingType && !seen.has(t.id) && seen.add(t.id));
}

/** The locations open to a set of areas: all of them when no area is chosen. */
export function locationsFor(options: SearchCardOptions, areas: readonly number[]): SearchCardOptions['locations'] {
  if (areas.length === 0) return options.locations;
  return options.locations.filter((l) => areas.includes(l.areaId));
}

/** Chooses a sale type, keeping only the chosen property types of that sale type. */
export function chooseSaleType(state: SearchCardState, lettingType: LettingType | null, options: SearchCardOptions): SearchCardState {
  const allowed = new Set(propertyTypesFor(options, lettingType).map((t) => t.id));
  return { ...state, lettingType, propertyTypes: state.propertyTypes.filter((id) => allowed.has(id)) };
}

/** Chooses areas, dropping chosen locations that are not in them. */
export function chooseAreas(state: SearchCardState, areas: number[], options: SearchCardOptions): SearchCardState {
  const allowed = new Set(locationsFor(options, areas).map((l) => l.id));
  return { ...state, areas, locations: state.locations.filter((id) => allowed.has(id)) };
}

export type SearchOutcome = { ok: true; href: string } | { ok: false; error: typeof SALE_TYPE_REQUIRED };

/** Where a search goes: the listing of the sale type with every choice as a URL filter. */
export function searchTarget(state: SearchCardState): SearchOutcome {
  if (state.lettingType === null) return { ok: false, error: SALE_TYPE_REQUIRED };
  const reference = state.reference.replace(/\D/g, '');
  return {
    ok: true,
    href: listingHref({
      lettingType: state.lettingType,
      propertyTypes: state.propertyTypes,
      reference: reference || undefined,
      minPrice: priceAmount(state.minPrice),
      maxPrice: priceAmount(state.maxPrice),
      areas: state.areas,
      locations: state.locations,
    }),
  };
}
