/**
 * Properties refreshed from the backend through app/api/shortlist, for the browser: the visitor's
 * own list (`own`, checkSaved) or a shared list's properties the page could not show (`shared`).
 */
import { type LatestCheck, type ShortlistCard } from '@/lib/shortlist';
import { encodeIds, type PropertyRef } from '@/lib/list-links';
import { failedCheckCounts, withFailedCheck, withLatest } from '@/lib/shortlist-changes';
import { updateShortlist } from './shortlist-store';

export type Refreshed =
  | { id: number; status: 'found'; property: ShortlistCard }
  | { id: number; status: 'gone' }
  | { id: number; status: 'unavailable' };

/** The route answered with an error status (a 429 past the budget included). */
class RefreshFailed extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`shortlist refresh: HTTP ${status}`);
    this.status = status;
  }
}

/** Each property's answer by id, and the server's day in Malta; rejects when the route answers otherwise (RefreshFailed). */
export async function refreshProperties(
  items: readonly PropertyRef[],
  list: 'own' | 'shared',
  signal?: AbortSignal,
): Promise<{ found: Map<number, Refreshed>; today: string }> {
  const res = await fetch('/api/shortlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: items.map(({ id, lettingType }) => ({ id, lettingType })), list }),
    signal,
  });
  if (!res.ok) throw new RefreshFailed(res.status);
  const body = (await res.json()) as { items: Refreshed[]; today: string };
  return { found: new Map(body.items.map((i) => [i.id, i])), today: body.today };
}

/** Checks under way, by the list's ids: the header and /shortlist share one. */
const underWay = new Map<string, Promise<Map<number, Refreshed>>>();

/**
 * Checks the visitor's own saved properties with the backend and keeps what it found with them
 * (lib/shortlist-changes.ts, withLatest): the changes since each was saved, on /shortlist and on the
 * header's count. Answers each property's card as it is now. A check the server refused or failed
 * is kept too, and counts as the hour's check (lib/shortlist-changes.ts, checkDue).
 */
export function checkSaved(items: readonly PropertyRef[]): Promise<Map<number, Refreshed>> {
  const key = encodeIds(items);
  let check = underWay.get(key);
  if (!check) {
    check = refreshProperties(items, 'own')
      .then(({ found, today }) => {
        const checks = new Map<number, Omit<LatestCheck, 'at' | 'today'>>();
        for (const [id, r] of found) {
          if (r.status === 'found') checks.set(id, { price: r.property.price, priceOnRequest: r.property.priceOnRequest, availableDate: r.property.availableDate });
          else if (r.status === 'gone') checks.set(id, { gone: true, price: 0, priceOnRequest: false, availableDate: '' });
        }
        updateShortlist((s) => withLatest(s, checks, Date.now(), today));
        return found;
      })
      .catch((e: unknown) => {
        if (e instanceof RefreshFailed && failedCheckCounts(e.status)) updateShortlist((s) => withFailedCheck(s, Date.now()));
        throw e;
      })
      .finally(() => underWay.delete(key));
    underWay.set(key, check);
  }
  return check;
}
