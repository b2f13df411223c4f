import type { Availability, LettingType } from './types';

export const SORTS = ['newest', 'price-asc', 'price-desc', 'popular'] as const;
export type Sort = (typeof SORTS)[number];

/** The listing filters as the site thinks of them (SPEC §3 filter form, with clean names). */
export interface ListingFilters {
  availability?: Availability;
  lettingType: LettingType;
  propertyTypes: number[];
  reference?: string;
  minPrice?: number;
  maxPrice?: number;
  minSqm?: number;
  maxSqm?: number;
  /** 1, 2, 3 or 4, where 4 stands for "+4" (4 to 8) */
  bedrooms: number[];
  /** 1, 2, 3 or 4, where 4 stands for "+4" (4 to 8) */
  bathrooms: number[];
  areas: number[];
  locations: number[];
  features: number[];
  videoOnly: boolean;
  sort: Sort;
}

export const emptyFilters = (lettingType: LettingType): ListingFilters => ({
  lettingType,
  propertyTypes: [],
  bedrooms: [],
  bathrooms: [],
  areas: [],
  locations: [],
  features: [],
  videoOnly: false,
  sort: 'newest',
});

/** "+4" bedrooms or bathrooms stand for 4 to 8 (SPEC §4). */
export const PLUS_FOUR = [4, 5, 6, 7, 8] as const;

/** Expands 1, 2, 3, 4(+) into the counts the search call takes. */
export function expandRoomChoices(choices: readonly number[]): number[] {
  const out = new Set<number>();
  for (const c of choices) {
    if (c >= 4) PLUS_FOUR.forEach((n) => out.add(n));
    else if (c >= 1) out.add(c);
  }
  return [...out].sort((a, b) => a - b);
}
