/**
 * lib/api/price-figures.ts against a backend that fails: a place whose figures could not be computed
 * costs the backend nothing for a minute, and its reads never make the page an outage.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// the data cache is Next.js's, present only while it serves a request: here each call computes
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn }));

/** a wait for a state that a loaded machine reaches late */
const PATIENT = { timeout: 20_000, interval: 20 };
let served = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((_req, res) => {
    served += 1;
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"statusCode":503,"result":null}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_TIMEOUT_MS = '10000';
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const { localityPriceFigures } = await import('@/lib/api/price-figures');
const { withReadOutcome } = await import('@/lib/api/read-outcome');

describe('the figures of a place while the backend fails', () => {
  it('are not asked for again for a minute after a computation failed, and never mark the page’s reads', async () => {
    const reads = { failed: false };
    expect(await withReadOutcome(reads, () => localityPriceFigures(6, 41))).toBeNull();
    // the page did not wait for the computation: it ends, and fails, a moment later
    await vi.waitFor(() => expect(served).toBe(1), PATIENT);
    await vi.waitFor(async () => expect(await localityPriceFigures(6, 41)).toBeNull(), PATIENT);
    const after = served;
    for (let i = 0; i < 10; i++) expect(await localityPriceFigures(6, 41)).toBeNull();
    expect(served, 'ten views within the minute ask nothing').toBe(after);
    expect(reads.failed, 'the figures are no page’s main content').toBe(false);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    await localityPriceFigures(6, 41);
    await vi.waitFor(() => expect(served).toBe(after + 1), PATIENT);
  });
});
