/**
 * What a place costs (lib/price-insight.ts), from the search call, computed at most once an hour for
 * each set of filters, whoever asks: the figures of a landing page (its own preset, never a
 * visitor's refinements) and of a property's locality (its sale type and locality). Each
 * computation reads at most FIGURES_MAX_PAGES pages of the search, and one process runs one at a
 * time for the same filters, however many requests ask meanwhile (docs/decisions/price-insight.md).
 */
import { unstable_cache } from 'next/cache';
import { emptyFilters, type ListingFilters } from '../domain/filters';
import type { LettingType } from '../domain/types';
import { maltaDay } from '../forms/malta-time';
import { priceFigures, type PriceFigures } from '../price-insight';
import { searchAllPages } from './properties';
import { withReadOutcome } from './read-outcome';

/** The search pages one computation may read: 500 listings, more than any place of the agency holds. */
const FIGURES_MAX_PAGES = 25;
/** How long a place's figures stand before they are computed again. */
const FIGURES_REVALIDATE_SECONDS = 3600;

/**
 * Computations under way in this process, by filters: one per place at a time, whichever request
 * asks, the cache's refresh of a stale entry included (unstable_cache refreshes in the background
 * for each request that finds the entry stale; each such refresh joins the one under way).
 */
const underWay = new Map<string, Promise<PriceFigures>>();

/** The figures of `filters`, dated the Malta day of the oldest search page counted (a page may come from the data cache). */
function compute(filters: ListingFilters): Promise<PriceFigures> {
  const key = JSON.stringify(filters);
  let computing = underWay.get(key);
  if (!computing) {
    computing = searchAllPages({ ...filters, sort: 'newest' }, FIGURES_MAX_PAGES)
      .then(({ items, total, oldestAnswer }) => priceFigures(items, total, maltaDay(new Date(oldestAnswer ?? Date.now()))))
      .finally(() => underWay.delete(key));
    underWay.set(key, computing);
  }
  return computing;
}

const figuresOf = unstable_cache(
  compute,
  ['price-figures'],
  // the listings' own tag: the backend's on-demand refresh (app/api/revalidate) renews them too
  { revalidate: FIGURES_REVALIDATE_SECONDS, tags: ['properties'] },
);

/** How long a page waits for figures not yet cached; past it the page goes without them. */
const FIGURES_WAIT_MS = 500;

/** How long a computation that failed is not tried again: the pages of a place go without figures meanwhile. */
const FAILED_PAUSE_MS = 60_000;

/** When the last computation of each set of filters failed, for as long as it is paused (bounded: the site's places). */
const failedAt = new Map<string, number>();

/**
 * The figures of `filters`, or null when the backend cannot give them now or they are not ready
 * within FIGURES_WAIT_MS: a page never waits long for them, and a computation it left goes on, so
 * that the next visitor finds them in the cache. One that failed is not started again for
 * FAILED_PAUSE_MS, so views of a place while the backend fails cost it nothing. The figures are no
 * page's main content: their reads never make a page answer as an outage (lib/api/read-outcome.ts).
 */
function figures(filters: ListingFilters): Promise<PriceFigures | null> {
  const key = JSON.stringify(filters);
  const failed = failedAt.get(key);
  if (failed !== undefined && Date.now() - failed < FAILED_PAUSE_MS) return Promise.resolve(null);
  const computing = withReadOutcome({ failed: false }, () => figuresOf(filters)).then(
    (found) => {
      failedAt.delete(key);
      return found;
    },
    () => {
      failedAt.set(key, Date.now());
      return null;
    },
  );
  return Promise.race([computing, new Promise<null>((resolve) => setTimeout(resolve, FIGURES_WAIT_MS, null).unref())]);
}

/** The figures of a landing page's own listings (its preset, never a visitor's refinements). */
export function landingPriceFigures(preset: ListingFilters): Promise<PriceFigures | null> {
  return figures({ ...preset, sort: 'newest' });
}

/** The figures of a locality for one sale type. */
export function localityPriceFigures(lettingType: LettingType, locationId: number): Promise<PriceFigures | null> {
  if (!(locationId > 0)) return Promise.resolve(null);
  return figures({ ...emptyFilters(lettingType), locations: [locationId] });
}
