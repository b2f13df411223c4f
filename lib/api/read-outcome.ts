/**
 * Whether a page request's own backend reads failed: what decides its outage status
 * (lib/server/outage.ts, docs/decisions/outage-status.md). The site's server (server.ts) runs each
 * request inside `withReadOutcome`, and every read that ends without a usable answer marks it
 * (lib/api/http.ts). A page served whole from the data cache, while the backend fails for others,
 * keeps its 200; a page whose reads failed answers 503, whatever other requests did.
 *
 * The production server loads this module from source while the render loads it from the build, so
 * the store lives under a process-wide symbol (`Symbol.for`), as the circuit breaker does
 * (lib/api/backend-circuit.ts). Outside such a request (tests, `next start`, the build) nothing is
 * marked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ReadOutcome {
  /** a read of this request ended without a usable answer (timeout, network, 5xx, circuit open and not cached) */
  failed: boolean;
}

const KEY = Symbol.for('malta-property-sales.read-outcome');
type Holder = { [KEY]?: AsyncLocalStorage<ReadOutcome> };

function storage(): AsyncLocalStorage<ReadOutcome> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<ReadOutcome>();
  return holder[KEY];
}

/** Runs `handle` (a request's handling) so that the reads it makes mark `outcome`. */
export function withReadOutcome<T>(outcome: ReadOutcome, handle: () => T): T {
  return storage().run(outcome, handle);
}

/** Marks the current request's reads as failed (a no-op outside a request of the site's server). */
export function markReadFailed(): void {
  const outcome = storage().getStore();
  if (outcome) outcome.failed = true;
}

/** Whether the current request's reads have failed so far (false outside a request of the site's server). */
export function readsFailed(): boolean {
  return storage().getStore()?.failed ?? false;
}
