/**
 * Which backend reads may enter the shared data cache (lib/api/properties.ts, lib/api/categories.ts):
 * only those whose key the site itself bounds. A search a visitor shaped, a map point or a slug
 * nobody derives is asked past the cache; a page past a shared search's last is not asked at all.
 * Against a local backend on loopback; what Next.js would cache is read from what each call hands
 * to fetch (`cache: 'no-store'` or a `next` revalidation).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNKEPT_READ_TAG } from '@/lib/api/unkept-reads';

let server: Server;
/** the search calls' pages, as the backend received them */
const pagesAsked: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.startsWith('/Saleproperties')) {
        pagesAsked.push((JSON.parse(body) as { page: number }).page);
        return res.end(JSON.stringify({ statusCode: 200, result: { data: [], total: 45 } }));
      }
      if (req.url?.startsWith('/Properties/SearchByCoordinate')) return res.end(JSON.stringify({ statusCode: 200, result: [] }));
      res.end(JSON.stringify({ statusCode: 200, result: { category: [] } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_TIMEOUT_MS = '10000';
});
afterEach(() => {
  vi.restoreAllMocks();
  pagesAsked.length = 0;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const { VISITOR_SHAPED, searchByCoordinate, searchProperties } = await import('@/lib/api/properties');
const { getCategoryBySlug } = await import('@/lib/api/categories');
const { emptyFilters } = await import('@/lib/domain/filters');

type Init = RequestInit & { next?: { revalidate?: number; tags?: string[] } };
/** How each backend call of `run` asked to be cached. */
async function cachingOf(run: () => Promise<unknown>): Promise<('shared' | 'not cached' | 'never stored')[]> {
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockClear();
  await run();
  return spy.mock.calls.map(([, init]) => {
    const { next, cache } = init as Init;
    if (!next || cache === 'no-store') return 'not cached';
    // a cached read as far as Next.js knows, which the site's cache handler never stores (cache-handler.mjs)
    return next.tags?.includes(UNKEPT_READ_TAG) ? 'never stored' : 'shared';
  });
}

describe('the shared data cache', () => {
  it('holds a listing’s own search, and not a search a visitor shaped or a map point', async () => {
    const own = emptyFilters(6);
    const shaped = { ...emptyFilters(6), minPrice: 123_457 };
    expect(await cachingOf(() => searchProperties(own, 1))).toEqual(['shared']);
    expect(await cachingOf(() => searchProperties(shaped, 1, VISITOR_SHAPED))).toEqual(['not cached']);
    expect(await cachingOf(() => searchByCoordinate(own, { latitude: 35.9, longitude: 14.5 }))).toEqual(['not cached']);
  });

  it('holds the category of a slug the site derives, and not one a visitor made up', async () => {
    expect(await cachingOf(() => getCategoryBySlug('penthouses-for-sale-in-malta', { shared: true }))).toEqual(['shared']);
    // a read a page made once may make (a no-store read would fail it), which the cache never keeps
    expect(await cachingOf(() => getCategoryBySlug('made-up-slug-31337', { shared: false }))).toEqual(['never stored']);
  });

  it('is never asked for a page past a shared search’s last: 45 listings are three pages', async () => {
    const page = await searchProperties(emptyFilters(6), 9_999);
    expect(page).toEqual({ items: [], total: 45, page: 9_999, pageCount: 3 });
    expect(pagesAsked).toEqual([1]);
    await searchProperties(emptyFilters(6), 3);
    expect(pagesAsked).toEqual([1, 1, 3]);
  });
});
