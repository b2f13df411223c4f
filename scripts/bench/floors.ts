/**
 * The goals bench:taps judges against the floor, the baseline app's readings of the same run (its
 * loads taken in turns with the site's), and the check of its instruments. Pure.
 */

/** A reading that never came counts as worse than any. */
export const MISSING = Number.POSITIVE_INFINITY;

/** The worst tap a page may have: 500 ms, or the baseline's worst + 100 ms where that floor is above 500. */
export function worstTapGoal(baselineWorst: number): number {
  return baselineWorst > 500 ? baselineWorst + 100 : 500;
}

/** The longest task a page's load may have, as the median of its traced loads: the baseline's median + 50 ms. */
export function longestTaskGoal(baselineMedianLongest: number): number {
  return baselineMedianLongest + 50;
}

/**
 * Whether an instrument read a task the benchmark put in the page (`injectedMs` of busy main thread)
 * in full: a reading below it (or none) means the instrument misses work, and its other readings
 * cannot be trusted.
 */
export function instrumentSees(reading: number | undefined, injectedMs: number): boolean {
  return reading !== undefined && Number.isFinite(reading) && reading >= injectedMs;
}

/** The median and the worst of some readings, a missing one (undefined or NaN) counted as MISSING. */
export function medianAndWorst(readings: readonly (number | undefined)[]): { median: number; worst: number } {
  if (readings.length === 0) return { median: MISSING, worst: MISSING };
  const s = readings.map((r) => (r === undefined || Number.isNaN(r) ? MISSING : r)).sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return { median: s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2, worst: s.at(-1)! };
}
