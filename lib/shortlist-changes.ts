/**
 * What changed since a property was saved (lib/shortlist.ts keeps the list): the rules of the
 * shortlist's checks, in a module of their own so that the heart on every page does not carry them.
 * Only /shortlist and the header's mark of a visitor who saved something load them.
 */
import { availabilityOf } from './availability';
import { maltaDay } from './forms/malta-time';
import { isSaved, type LatestCheck, type SavedProperty, type ShortlistState } from './shortlist';

/** the header checks the saved properties again after this long (or when /shortlist opens) */
export const CHECK_EVERY_MS = 60 * 60_000;

export type SavedChange =
  | { kind: 'reduced'; by: number }
  | { kind: 'raised'; by: number }
  /** the price is no longer shown (now on request) */
  | { kind: 'on-request' }
  /** a price is shown where it was on request */
  | { kind: 'priced'; price: number }
  | { kind: 'now-available' }
  /** sold or withdrawn */
  | { kind: 'gone' };

const priced = (p: { price: number; priceOnRequest: boolean }) => !p.priceOnRequest && p.price > 0;

/**
 * What the last check found changed since the property was saved: its price reduced or raised (by
 * how much), gone to "on request" or back from it, available now where it was not yet when saved,
 * or sold or withdrawn. Always against the card as saved: a price that goes down and back up again
 * is no change, and a property withdrawn and listed again is compared as before.
 */
export function changesSinceSaved(p: SavedProperty): SavedChange[] {
  const now = p.latest;
  if (!now) return [];
  if (now.gone) return [{ kind: 'gone' }];
  const changes: SavedChange[] = [];
  if (priced(p) && priced(now) && now.price < p.price) changes.push({ kind: 'reduced', by: p.price - now.price });
  else if (priced(p) && priced(now) && now.price > p.price) changes.push({ kind: 'raised', by: now.price - p.price });
  else if (priced(p) && !priced(now)) changes.push({ kind: 'on-request' });
  else if (!priced(p) && priced(now)) changes.push({ kind: 'priced', price: now.price });
  if (availabilityOf(p.availableDate, maltaDay(new Date(p.savedAt))) !== 0 && availabilityOf(now.availableDate, now.today) === 0) {
    changes.push({ kind: 'now-available' });
  }
  return changes;
}

/** How much the asking price came down since saved (negative when raised, 0 without two prices to compare). */
export function reductionOf(p: SavedProperty): number {
  return p.latest && !p.latest.gone && priced(p) && priced(p.latest) ? p.price - p.latest.price : 0;
}

/** The saved properties, the biggest reduction first, then the others in their order. */
export const byReduction = (saved: readonly SavedProperty[]): SavedProperty[] =>
  saved.map((p, i) => ({ p, i, r: reductionOf(p) })).sort((a, b) => b.r - a.r || a.i - b.i).map((x) => x.p);

/**
 * Whether the saved properties are due a check: one was last checked (or saved) more than
 * CHECK_EVERY_MS ago, and no check failed within it (a refused or failed check counts, so that a
 * server that answers 429 or 5xx is not asked again on every page view).
 */
export const checkDue = (state: Pick<ShortlistState, 'saved' | 'checkFailedAt'>, now: number) =>
  !(state.checkFailedAt !== undefined && now - state.checkFailedAt < CHECK_EVERY_MS) && state.saved.some((p) => now - (p.latest?.at ?? p.savedAt) >= CHECK_EVERY_MS);

/** Whether a check the server answered with `status` counts against the hourly budget: refused (429) or failed there (5xx). */
export const failedCheckCounts = (status: number) => status === 429 || status >= 500;

/** A check that failed at `at`, kept with the list (checkDue). */
export const withFailedCheck = (state: ShortlistState, at: number): ShortlistState => ({ ...state, checkFailedAt: at });

/** A check's findings kept with the saved properties: `found` by id (a property not answered keeps its last check). */
export function withLatest(state: ShortlistState, found: ReadonlyMap<number, Omit<LatestCheck, 'at' | 'today'>>, at: number, today: string): ShortlistState {
  if (![...found.keys()].some((id) => isSaved(state, id))) return state;
  return { ...state, saved: state.saved.map((p) => (found.has(p.id) ? { ...p, latest: { ...found.get(p.id)!, at, today } } : p)) };
}
