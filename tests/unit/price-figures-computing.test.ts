/**
 * lib/api/price-figures.ts computing a place's figures: one computation per place at a time, however
 * many requests find the cached figures stale meanwhile, and the figures dated the day of the oldest
 * data they count, not the day they were computed.
 */
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// unstable_cache as Next.js serves an entry past its revalidate time: each call answers the value
// it holds at once and starts a refresh in the background (one per request in Next.js)
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => {
    const held = new Map<string, R>();
    return (...args: A): Promise<R> => {
      const key = JSON.stringify(args);
      const refresh = fn(...args).then((value) => {
        held.set(key, value);
        return value;
      });
      if (!held.has(key)) return refresh;
      refresh.catch(() => undefined);
      return Promise.resolve(held.get(key)!);
    };
  },
}));

// each computation reads the search through this, called as it starts
vi.mock('@/lib/api/properties', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api/properties')>();
  return { ...original, searchAllPages: vi.fn(original.searchAllPages) };
});

/** a wait for a state that a loaded machine reaches late */
const PATIENT = { timeout: 20_000, interval: 20 };
/** the backend's Date header: 23:30 UTC on 1 December is 00:30 on 2 December in Malta */
const ANSWERED = 'Tue, 01 Dec 2026 23:30:00 GMT';
/** searches the backend holds until the test lets them answer */
const held: ServerResponse[] = [];
let holding = false;
let server: Server;

const answer = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json', date: ANSWERED });
  res.end('{"statusCode":200,"result":{"data":[],"total":0}}');
};

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    if (holding) held.push(res);
    else answer(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_TIMEOUT_MS = '10000';
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const { localityPriceFigures } = await import('@/lib/api/price-figures');
const { searchAllPages } = await import('@/lib/api/properties');
const computations = () => vi.mocked(searchAllPages).mock.calls.length;

describe('the figures of a place', () => {
  it('are dated the Malta day the backend answered, not the day they are shown', async () => {
    await vi.waitFor(async () => expect(await localityPriceFigures(6, 7)).toMatchObject({ countedOn: '2026-12-02' }), PATIENT);
  });

  it('are computed once at a time, whichever request finds them stale', async () => {
    // cached once
    await vi.waitFor(async () => expect(await localityPriceFigures(6, 8)).not.toBeNull(), PATIENT);
    holding = true;
    const before = computations();
    // a visitor finds them stale: a refresh starts and waits on the backend
    expect(await localityPriceFigures(6, 8)).not.toBeNull();
    await vi.waitFor(() => expect(held.length).toBe(1), PATIENT);
    expect(computations()).toBe(before + 1);
    // ten more visitors meanwhile: each is answered at once, none starts another computation
    for (let i = 0; i < 10; i++) expect(await localityPriceFigures(6, 8)).not.toBeNull();
    expect(computations()).toBe(before + 1);
    expect(held.length).toBe(1);
    holding = false;
    for (const res of held.splice(0)) answer(res);
    // once it ended, the next stale view refreshes again
    await vi.waitFor(async () => {
      await localityPriceFigures(6, 8);
      expect(computations()).toBe(before + 2);
    }, PATIENT);
  });
});
