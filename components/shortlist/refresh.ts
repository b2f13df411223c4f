/**
 * Properties refreshed from the backend through app/api/shortlist, for the browser: the visitor's
 * own list (`own`) or a shared list's properties the page could not show (`shared`).
 */
import type { PropertyRef, ShortlistCard } from '@/lib/shortlist';

export type Refreshed =
  | { id: number; status: 'found'; property: ShortlistCard }
  | { id: number; status: 'gone' }
  | { id: number; status: 'unavailable' };

/** Each property's answer by id; rejects when the route answers otherwise (a 429 past the budget included). */
export async function refreshProperties(items: readonly PropertyRef[], list: 'own' | 'shared', signal: AbortSignal): Promise<Map<number, Refreshed>> {
  const res = await fetch('/api/shortlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: items.map(({ id, lettingType }) => ({ id, lettingType })), list }),
    signal,
  });
  if (!res.ok) throw new Error(`shortlist refresh: HTTP ${res.status}`);
  const body = (await res.json()) as { items: Refreshed[] };
  return new Map(body.items.map((i) => [i.id, i]));
}
