/**
 * Properties named by an address that anyone can make a visitor's browser open (a shared list, a
 * comparison), read within the budgets for links (lib/security/rate-limit.ts). Those in the data
 * cache cost nothing and are answered from it. The others are read from the backend, outside its
 * circuit breaker, when the client's and all visitors' budgets for links allow it, and kept in the
 * data cache for the next visitor with the same link. Server only.
 */
import { getPropertiesByIds, type PropertyLookup } from './api/properties';
import { checkListReads } from './security/rate-limit';
import type { PropertyRef } from './list-links';

export interface LinkedProperties {
  /** in the order asked; a property the budget did not allow reading is `unavailable` */
  items: PropertyLookup[];
  /** the budget allowed no reading: seconds until it may */
  retryAfterSeconds?: number;
}

/** From the data cache alone: no backend read at all (a property not cached is `unavailable`). */
export const cachedProperties = (refs: readonly PropertyRef[]): Promise<PropertyLookup[]> =>
  getPropertiesByIds(refs, { cacheOnly: true, concurrency: refs.length });

export async function readLinkedProperties(
  refs: readonly PropertyRef[],
  headers: Pick<Headers, 'get'>,
  concurrency: number,
): Promise<LinkedProperties> {
  const cached = await cachedProperties(refs);
  const missing = refs.filter((r) => cached.find((c) => c.id === r.id)?.status !== 'found');
  if (missing.length === 0) return { items: cached };
  const verdict = await checkListReads(headers, 'link', missing.length);
  if (!verdict.allowed) return { items: cached, retryAfterSeconds: verdict.retryAfterSeconds };
  const read = await getPropertiesByIds(missing, { visitorChosen: true, concurrency });
  return { items: cached.map((c) => read.find((r) => r.id === c.id) ?? c) };
}
