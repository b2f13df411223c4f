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

interface KindFigures {
  kind: PriceKind;
  /** listings of this kind with a floor area and a price */
  comparable: number;
  /** the median €/m², rounded to the euro; null with fewer than MIN_COMPARABLE */
  median: number | null;
}

/** One bar of the chart: listings whose €/m² is at least `from` and below `to`. */
export interface Bin {
  from: number;
  to: number;
  count: number;
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
  /** the lowest and highest €/m²; null with fewer than MIN_COMPARABLE */
  range: { min: number; max: number } | null;
  /** the chart; empty with fewer than MIN_COMPARABLE */
  bins: Bin[];
  /** the day the listings were read, yyyy-mm-dd in Malta */
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

/** The figures of the listings a search found (`read` of `total`), counted on `countedOn`. */
export function priceFigures(listings: readonly PricedListing[], total: number, countedOn: string): PriceFigures {
  const priced = listings.flatMap((p) => {
    const perSqm = pricePerSquareMetre(p);
    return perSqm === null ? [] : [{ perSqm, kind: priceKindOf(p) }];
  });
  const values = priced.map((p) => p.perSqm);
  const enough = values.length >= MIN_COMPARABLE;
  const kinds = PRICE_KINDS.flatMap((kind): KindFigures[] => {
    const ofKind = priced.filter((p) => p.kind === kind).map((p) => p.perSqm);
    if (ofKind.length === 0) return [];
    const m = ofKind.length >= MIN_COMPARABLE ? median(ofKind) : null;
    return [{ kind, comparable: ofKind.length, median: m === null ? null : Math.round(m) }];
  });
  return {
    total: Math.max(total, listings.length),
    read: listings.length,
    comparable: values.length,
    kinds,
    range: enough ? { min: Math.min(...values), max: Math.max(...values) } : null,
    bins: enough ? histogram(values) : [],
    countedOn,
  };
}

export interface MedianComparison {
  kind: PriceKind;
  /** how far from the median, in whole per cent (never negative) */
  percent: number;
  direction: 'below' | 'above' | 'at';
  median: number;
  /** the comparable listings of the kind the median is taken from */
  comparable: number;
}

/**
 * Where a listing's €/m² falls against the median of its kind in `figures` (its locality's): none
 * when it has no €/m², no kind, or its kind has no median (fewer than MIN_COMPARABLE).
 */
export function compareToMedian(listing: PricedListing, figures: PriceFigures): MedianComparison | null {
  const perSqm = pricePerSquareMetre(listing);
  const kind = priceKindOf(listing);
  if (perSqm === null || kind === null) return null;
  const ofKind = figures.kinds.find((k) => k.kind === kind);
  if (!ofKind || ofKind.median === null) return null;
  const signed = Math.round(((perSqm - ofKind.median) / ofKind.median) * 100);
  const percent = Math.abs(signed);
  const direction = percent < AT_MEDIAN_PERCENT ? 'at' : signed < 0 ? 'below' : 'above';
  return { kind, percent, direction, median: ofKind.median, comparable: ofKind.comparable };
}
