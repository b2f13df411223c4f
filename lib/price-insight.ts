/**
 * What a place costs: figures of asking prices per square metre from the listings a search finds
 * (docs/decisions/price-insight.md). Asking prices of properties listed with the agency, counted on
 * a day; never sale prices. A listing without a floor area (sent as 0) or without a price (on
 * request, or 0) is counted among the properties for sale and left out of every €/m² figure.
 *
 * The kinds are for prices only: apartments and penthouses, houses and maisonettes, commercial. The
 * foreign-buyer rules use the law's own categories (lib/foreign-buyers.ts).
 */
import { pricePerSquareMetre, type PriceFields } from './price';

const PRICE_KINDS = ['flats', 'houses', 'commercial'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** Fewer comparable properties than this give no median and no range: two or three prices are no figure for a place. */
export const MIN_COMPARABLE = 5;
/** The chart's most bars. */
const MAX_BINS = 8;
/** The bar widths in €/m² the chart may use, the narrowest that keeps within MAX_BINS chosen (past them, max / MAX_BINS). */
const BIN_WIDTHS = [100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000] as const;
/** Below this difference from the median (in per cent, rounded) a price is "at" the median. */
const AT_MEDIAN_PERCENT = 1;

export type PricedListing = PriceFields & { squareMetres: number; lettingType: number; typeName: string };

const FLAT = /apartment|penthouse|flat|studio|duplex/i;
const HOUSE = /house|maisonette|villa|bungalow|palazz/i;

/**
 * A listing's kind by its sale type and its type's name (the backend's English names): commercial
 * sale (7) is commercial whatever its type; a residential type that names neither a flat nor a
 * house (Seafront Property) has no kind and counts only in the place's range and chart.
 */
export function priceKindOf(p: { lettingType: number; typeName: string }): PriceKind | null {
  if (p.lettingType === 7) return 'commercial';
  if (FLAT.test(p.typeName)) return 'flats';
  if (HOUSE.test(p.typeName)) return 'houses';
  return null;
}

/** The median of some numbers (the mean of the middle two when their count is even); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of one group of listings: a kind, or a property type. */
interface GroupFigures {
  /** listings of the group with a floor area and a price */
  comparable: number;
  /** the median €/m², rounded to the euro; null with fewer than MIN_COMPARABLE */
  median: number | null;
}

interface KindFigures extends GroupFigures {
  kind: PriceKind;
  /** the property types counted in it (the backend's English names), most listings first: what a label names */
  types: string[];
}

interface TypeFigures extends GroupFigures {
  /** the backend's English name of the property type */
  typeName: string;
}

/** One bar of the chart: listings whose €/m² is at least `from` and below `to`. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** The 10th to the 90th percentile of €/m², rounded to the euro, and how many comparable listings lie outside it. */
interface PriceRange {
  min: number;
  max: number;
  /** comparable listings below `min` and above `max`, left out of the range and the chart */
  below: number;
  above: number;
}

export interface PriceFigures {
  /** properties for sale the search found */
  total: number;
  /** of them, read for the figures: all, unless there were more than the read budget allows */
  read: number;
  /** read listings with a floor area and a price: the base of every €/m² figure */
  comparable: number;
  /** each kind with at least one comparable listing, in PRICE_KINDS order */
  kinds: KindFigures[];
  /** each property type with at least one comparable listing, most listings first */
  types: TypeFigures[];
  /** the median €/m² of every comparable listing, rounded to the euro; null with fewer than MIN_COMPARABLE */
  median: number | null;
  /** the 10th to 90th percentile; null with fewer than MIN_COMPARABLE */
  range: PriceRange | null;
  /** the chart of the listings within the range; empty with fewer than MIN_COMPARABLE */
  bins: Bin[];
  /** the day of the oldest data counted, yyyy-mm-dd in Malta */
  countedOn: string;
}

/**
 * Bars of a "round" width (100, 250, 500, 1,000 … €/m²) from a multiple of it below the lowest
 * value, the narrowest width that shows every value in MAX_BINS bars at most.
 */
export function histogram(values: readonly number[]): Bin[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const width: number = BIN_WIDTHS.find((w) => Math.floor(max / w) - Math.floor(min / w) + 1 <= MAX_BINS) ?? Math.ceil((max + 1) / MAX_BINS);
  const start = Math.floor(min / width) * width;
  const count = Math.floor((max - start) / width) + 1;
  const bins: Bin[] = Array.from({ length: count }, (_, i) => ({ from: start + i * width, to: start + (i + 1) * width, count: 0 }));
  for (const v of values) bins[Math.min(count - 1, Math.floor((v - start) / width))]!.count++;
  return bins;
}

/** The p-th quantile (0 to 1) of sorted values, interpolated between the two nearest ranks. */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/** The range's percentiles: a listing with a floor area of 1 m² by mistake moves no figure shown. */
const RANGE_FROM = 0.1;
const RANGE_TO = 0.9;

/** A group's figures: its median only with at least MIN_COMPARABLE. */
function groupFigures(values: readonly number[]): GroupFigures {
  const m = values.length >= MIN_COMPARABLE ? median(values) : null;
  return { comparable: values.length, median: m === null ? null : Math.round(m) };
}

/** The type names of some listings, most listings first (then by name). */
function typesByCount(priced: readonly { typeName: string }[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of priced) counts.set(p.typeName, (counts.get(p.typeName) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The figures of the listings a search found (`read` of `total`), the oldest data counted on `countedOn`. */
export function priceFigures(listings: readonly PricedListing[], total: number, countedOn: string): PriceFigures {
  const priced = listings.flatMap((p) => {
    const perSqm = pricePerSquareMetre(p);
    return perSqm === null ? [] : [{ perSqm, kind: priceKindOf(p), typeName: p.typeName }];
  });
  const values = priced.map((p) => p.perSqm).sort((a, b) => a - b);
  const kinds = PRICE_KINDS.flatMap((kind): KindFigures[] => {
    const ofKind = priced.filter((p) => p.kind === kind);
    if (ofKind.length === 0) return [];
    return [{ kind, ...groupFigures(ofKind.map((p) => p.perSqm)), types: typesByCount(ofKind).map(([name]) => name) }];
  });
  const types = typesByCount(priced).map(([typeName]) => ({ typeName, ...groupFigures(priced.filter((p) => p.typeName === typeName).map((p) => p.perSqm)) }));
  let range: PriceRange | null = null;
  let bins: Bin[] = [];
  if (values.length >= MIN_COMPARABLE) {
    const from = quantile(values, RANGE_FROM);
    const to = quantile(values, RANGE_TO);
    const within = values.filter((v) => v >= from && v <= to);
    range = { min: Math.round(from), max: Math.round(to), below: values.filter((v) => v < from).length, above: values.filter((v) => v > to).length };
    bins = histogram(within);
  }
  const all = groupFigures(values);
  return { total: Math.max(total, listings.length), read: listings.length, comparable: values.length, kinds, types, median: all.median, range, bins, countedOn };
}

export interface MedianComparison {
  /** what the median is of: the listing's own property type, or its kind when its type has too few in the place */
  basis: { type: string } | { kind: PriceKind; tooFewOfType: string };
  /** how far from the median, in whole per cent (never negative) */
  percent: number;
  direction: 'below' | 'above' | 'at';
  median: number;
  /** the comparable listings the median is taken from */
  comparable: number;
}

/**
 * Where a listing's €/m² falls against the median of the like in `figures` (its locality's): its
 * own property type when at least MIN_COMPARABLE of it are there; else its kind, residential only
 * (an apartment and a penthouse are alike; a garage, an office and a shop are not). None when it has
 * no €/m² or no such median.
 */
export function compareToMedian(listing: PricedListing, figures: PriceFigures): MedianComparison | null {
  const perSqm = pricePerSquareMetre(listing);
  if (perSqm === null) return null;
  const ofType = figures.types.find((t) => t.typeName === listing.typeName);
  if (ofType && ofType.median !== null) return against(perSqm, { type: listing.typeName }, ofType.median, ofType.comparable);
  const kind = priceKindOf(listing);
  if (kind === null || kind === 'commercial') return null;
  const ofKind = figures.kinds.find((k) => k.kind === kind);
  if (!ofKind || ofKind.median === null) return null;
  return against(perSqm, { kind, tooFewOfType: listing.typeName }, ofKind.median, ofKind.comparable);
}

function against(perSqm: number, basis: MedianComparison['basis'], median: number, comparable: number): MedianComparison {
  const signed = Math.round(((perSqm - median) / median) * 100);
  const percent = Math.abs(signed);
  const direction = percent < AT_MEDIAN_PERCENT ? 'at' : signed < 0 ? 'below' : 'above';
  return { basis, percent, direction, median, comparable };
}
