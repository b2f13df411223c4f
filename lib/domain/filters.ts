import type { Availability, LettingTypeFilter } from './types';

export const SORTS = ['newest', 'price-asc', 'price-desc', 'popular'] as const;
export type Sort = (typeof SORTS)[number];

/** An exact range of bedrooms or bathrooms, min..max inclusive (a landing page's stored criteria). */
export interface RoomRange {
  min: number;
  max: number;
}

/** The listing filters as the site thinks of them (SPEC §3 filter form, with clean names). */
export interface ListingFilters {
  availability?: Availability;
  lettingType: LettingTypeFilter;
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
  /** a range the choices cannot say (5–6 bedrooms, say); only when no bedroom choice is made */
  bedroomRange?: RoomRange;
  /** a range the choices cannot say; only when no bathroom choice is made */
  bathroomRange?: RoomRange;
  areas: number[];
  locations: number[];
  features: number[];
  videoOnly: boolean;
  sort: Sort;
}

export const emptyFilters = (lettingType: LettingTypeFilter): ListingFilters => ({
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

/** "+4" bedrooms or bathrooms stand for 4 to 8 (SPEC §4); no count above 8 is searched for. */
const PLUS_FOUR = [4, 5, 6, 7, 8] as const;
export const MAX_ROOMS = 8;

const countsBetween = (min: number, max: number) => Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);

/** The counts the search call takes: the choices 1, 2, 3, 4(+) expanded, else the exact range, else none. */
export function roomCounts(choices: readonly number[], range?: RoomRange): number[] {
  const out = new Set<number>();
  for (const c of choices) {
    if (c >= 4) PLUS_FOUR.forEach((n) => out.add(n));
    else if (c >= 1) out.add(c);
  }
  if (out.size === 0 && range) return countsBetween(range.min, range.max);
  return [...out].sort((a, b) => a - b);
}

/**
 * A stored min..max range (either end may be missing) as the panel shows it: the choices when they
 * say exactly that range (2–3 → 2, 3; 3–8 → 3, +4), else the range itself (5–6). A missing max runs
 * to 8, as +4 does; no bounds, or bounds that cross, narrow nothing.
 */
export function roomsFromRange(
  min: number | undefined,
  max: number | undefined,
): { choices: number[]; range?: RoomRange } {
  if (!min && !max) return { choices: [] };
  const lo = Math.max(1, Math.floor(min ?? 1));
  const hi = Math.min(MAX_ROOMS, Math.floor(max ?? MAX_ROOMS));
  if (lo > hi) return { choices: [] };
  const choices = [...new Set(countsBetween(lo, hi).map((n) => Math.min(n, 4)))];
  const same = roomCounts(choices).join() === countsBetween(lo, hi).join();
  return same ? { choices } : { choices: [], range: { min: lo, max: hi } };
}
