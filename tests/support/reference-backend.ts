/**
 * A reference backend of a test's own with fresh demo data, on a free loopback port, its test-only
 * inspect routes on (BACKEND_INSPECT=1): for tests that change the listings, so that no other test
 * ever reads their copies and withdrawals, and for tests that need it in another mode. Strict, as
 * the suites' own, unless `settings` say otherwise. Started as the benchmarks start theirs
 * (scripts/support/servers.ts); stop it in afterAll, and its data folder goes with it.
 */
import { startBackend as startReferenceBackend, type Backend } from '../../scripts/support/servers';

export type ReferenceBackend = Backend;

export function startBackend(settings: Record<string, string> = {}): Promise<ReferenceBackend> {
  return startReferenceBackend({ settings: { BACKEND_INSPECT: '1', BACKEND_STRICT: '1', LOG_LEVEL: 'warn', ...settings } });
}
