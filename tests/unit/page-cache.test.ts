/**
 * The server's page cache (lib/server/page-cache.ts): which requests and responses it takes, the
 * gzip it builds around the nonces (checked by zlib's own decoder, CRC and length included), its
 * freshness rules and size limit, and capturing a response from a real HTTP server.
 */
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNonce } from '@/lib/security/nonce';
import {
  acceptsGzip,
  captureResponse,
  createPageCache,
  pageCacheKey,
  pageEntry,
  pageResponse,
  type CapturedResponse,
  type PageEntry,
} from '@/lib/server/page-cache';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`;

/**
 * A page like the site's: repeated card markup (so the compressor refers back across the nonces),
 * a nonce on every script, one at the very start and one at the very end.
 */
function pageWith(nonce: string, cards = 300): string {
  const card = (i: number) =>
    `<li><article class="card"><a href="/2-bedroom-apartment-in-sliema-${i}-6"><h3>2 Bedroom Apartment in Sliema</h3><p>€${(250_000 + i * 1000).toLocaleString('en')}</p></a></article></li>`;
  const scripts = Array.from({ length: 40 }, (_, i) => `<script nonce="${nonce}">self.__next_f.push([1,"${card(i).replace(/"/g, '\\"')}"])</script>`);
  return `${nonce}<!DOCTYPE html><html><head><link rel="preload" as="script" nonce="${nonce}" href="/_next/static/chunks/a.js"/></head><body><ul>${Array.from({ length: cards }, (_, i) => card(i)).join('')}</ul>${scripts.join('')}<p>${nonce.slice(0, 5)}</p></body></html>${nonce}`;
}

function rendered(html: string, nonce: string, extra: OutgoingHttpHeaders = {}): CapturedResponse {
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-security-policy': policy(nonce),
      link: `</_next/static/media/inter.woff2>; rel=preload; as="font"; nonce="${nonce}"`,
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      date: 'Tue, 24 Nov 2026 07:13:36 GMT',
      'transfer-encoding': 'chunked',
      ...extra,
    },
    // the copy is taken above the compression (server.ts): the body as Next.js wrote it
    body: Buffer.from(html),
  };
}

function stored(html: string, nonce: string, extra: OutgoingHttpHeaders = {}): PageEntry {
  const entry = pageEntry(rendered(html, nonce, extra));
  if (!entry) throw new Error('not stored');
  return entry;
}

describe('pageCacheKey', () => {
  const get = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') =>
    pageCacheKey({ method, url, headers: { host: 'www.example.mt', 'user-agent': CHROME, ...headers } });

  it('takes the GET and HEAD of pages, keyed by host, kind of robot and address', () => {
    expect(get('/residentials?beds=2')).toBe(`www.example.mt visitor /residentials?beds=2`);
    expect(get('/residentials?beds=2', {}, 'HEAD')).toBe(get('/residentials?beds=2'));
    expect(get('/', { host: 'other.example' })).not.toBe(get('/'));
    expect(get('/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' })).toBe(get('/'));
  });

  it('keeps apart the robots for which Next.js renders metadata differently', () => {
    const twitter = get('/', { 'user-agent': 'Twitterbot/1.0' });
    const google = get('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(new Set([twitter, google, get('/')]).size).toBe(3);
  });

  it('never takes posts, the router’s payload requests, API routes or the framework’s files', () => {
    expect(get('/contact', {}, 'POST')).toBeUndefined();
    expect(get('/', { rsc: '1' })).toBeUndefined();
    expect(get('/', { 'next-router-prefetch': '1' })).toBeUndefined();
    expect(get('/', { 'next-action': 'abc' })).toBeUndefined();
    expect(get('/residentials?_rsc=1x2y')).toBeUndefined();
    expect(get('/api/map-search?x=1')).toBeUndefined();
    expect(get('/_next/static/chunks/a.js')).toBeUndefined();
    expect(get('http://evil.example/')).toBeUndefined();
  });
});

describe('pageEntry and pageResponse', () => {
  it('serves the page with a new nonce everywhere the old one was, in valid gzip', () => {
    const old = createNonce();
    const html = pageWith(old);
    const entry = stored(html, old);
    const fresh = createNonce();
    const { headers, body } = pageResponse(entry, { nonce: fresh, gzip: true });
    // gunzipSync checks the CRC-32 and the length in the trailer
    expect(gunzipSync(body).toString()).toBe(html.split(old).join(fresh));
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBe(body.length);
    expect(headers['content-security-policy']).toBe(policy(fresh));
    expect(headers.link).toContain(`nonce="${fresh}"`);
    expect(headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(headers['x-page-cache']).toBe('hit');
    for (const gone of ['date', 'transfer-encoding']) expect(headers[gone]).toBeUndefined();
  });

  it('compresses as well as gzip does the whole page at once, but for a few bytes a nonce', () => {
    const nonce = createNonce();
    const html = pageWith(nonce, 1000);
    const nonces = html.split(nonce).length - 1;
    const { body } = pageResponse(stored(html, nonce), { nonce: createNonce(), gzip: true });
    expect(html.length).toBeGreaterThan(150_000);
    expect(body.length).toBeLessThan(gzipSync(html).length + 64 * nonces);
  });

  it('serves plain bytes to clients that do not take gzip', () => {
    const old = createNonce();
    const fresh = createNonce();
    const html = pageWith(old);
    const { headers, body } = pageResponse(stored(html, old), { nonce: fresh, gzip: false });
    expect(body.toString()).toBe(html.split(old).join(fresh));
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-length']).toBe(body.length);
  });

  it('stays valid over many nonces, whatever text stands next to them', () => {
    for (let round = 0; round < 20; round++) {
      const old = createNonce();
      // text that shares characters with the nonce on either side of each hole
      const html = Array.from({ length: 30 }, (_, i) => `${old.slice(i % 20)}<p>${'x'.repeat(i * 50)}</p>${old}${old.slice(0, i % 24)}`).join('');
      const fresh = createNonce();
      const { body } = pageResponse(stored(html, old), { nonce: fresh, gzip: true });
      expect(gunzipSync(body).toString()).toBe(html.split(old).join(fresh));
    }
  });

  it('stores a page without a nonce (the static policy) as it is', () => {
    const html = '<!DOCTYPE html><html><body><script>1</script></body></html>';
    const res = rendered(html, 'x', { 'content-security-policy': "script-src 'self' 'unsafe-inline'" });
    const entry = pageEntry(res);
    expect(entry).toBeDefined();
    expect(gunzipSync(pageResponse(entry!, { nonce: createNonce(), gzip: true }).body).toString()).toBe(html);
  });

  it('takes the page whatever encoding it was sent in, and keeps none of it', () => {
    const nonce = createNonce();
    const html = pageWith(nonce, 5);
    for (const encoding of [undefined, 'gzip', 'br']) {
      const entry = pageEntry(rendered(html, nonce, { 'content-encoding': encoding }));
      expect(entry).toBeDefined();
      const { headers, body } = pageResponse(entry!, { nonce, gzip: false });
      expect(headers['content-encoding']).toBeUndefined();
      expect(body.toString()).toBe(html);
    }
  });

  it('stores nothing but a whole 200 HTML page the same for everyone', () => {
    const nonce = createNonce();
    const html = pageWith(nonce, 5);
    expect(pageEntry(rendered(html, nonce))).toBeDefined();
    expect(pageEntry({ ...rendered(html, nonce), status: 404 })).toBeUndefined();
    expect(pageEntry({ ...rendered(html, nonce), status: 500 })).toBeUndefined();
    expect(pageEntry(rendered(html, nonce, { 'set-cookie': ['refId=123; Path=/'] }))).toBeUndefined();
    expect(pageEntry(rendered(html, nonce, { 'content-type': 'application/json' }))).toBeUndefined();
    expect(pageEntry(rendered(html, nonce, { vary: 'Cookie, Accept-Encoding' }))).toBeUndefined();
    expect(pageEntry(rendered(`${html}\0`, nonce))).toBeUndefined();
    expect(pageEntry(rendered(html, nonce, { 'content-security-policy': policy('c2hvcnQ=') }))).toBeUndefined();
  });

  it('refuses a nonce of another length', () => {
    const nonce = createNonce();
    expect(() => pageResponse(stored(pageWith(nonce, 2), nonce), { nonce: 'c2hvcnQ=', gzip: true })).toThrow();
  });
});

describe('acceptsGzip', () => {
  it('follows Accept-Encoding as Next.js’s compression does', () => {
    const takes = (ae?: string) => acceptsGzip({ headers: ae === undefined ? {} : { 'accept-encoding': ae } });
    expect(takes('gzip, deflate, br, zstd')).toBe(true);
    expect(takes('br;q=1, gzip;q=0.5')).toBe(true);
    expect(takes('gzip;q=0')).toBe(false);
    expect(takes('br')).toBe(false);
    expect(takes(undefined)).toBe(false);
  });
});

describe('createPageCache', () => {
  function cache(maxBytes = 10 * 1024 * 1024) {
    let clock = 1_000_000;
    const pages = createPageCache({ freshMs: 10_000, staleMs: 60_000, maxBytes, now: () => clock });
    /** an address rendered twice, so its page is stored */
    const store = (key: string, res: CapturedResponse) => {
      pages.settle(key, res);
      pages.settle(key, res);
    };
    return { pages, store, tick: (ms: number) => (clock += ms) };
  }
  const nonce = createNonce();
  const page = (text = 'a') => rendered(pageWith(nonce, 3).replace('<ul>', `<ul>${text}`), nonce);

  it('stores a page the second time its address is rendered, and serves it while it is fresh', () => {
    const { pages, tick } = cache();
    expect(pages.lookup('k', true)).toBeUndefined();
    pages.settle('k', page());
    expect(pages.lookup('k', true), 'an address asked for once is not stored').toBeUndefined();
    tick(5_000);
    pages.settle('k', page());
    expect(pages.lookup('k', true)).toBeDefined();
    tick(9_999);
    expect(pages.lookup('k', true)).toBeDefined();
  });

  it('lets the first GET after that render it anew while the others get the stale page', () => {
    const { pages, store, tick } = cache();
    store('k', page('old'));
    tick(10_000);
    expect(pages.lookup('k', false), 'a HEAD is served the stale page').toBeDefined();
    expect(pages.lookup('k', true), 'the first GET renders').toBeUndefined();
    expect(pages.lookup('k', true), 'the next is served the stale page').toBeDefined();
    pages.settle('k', page('new'));
    const entry = pages.lookup('k', true);
    expect(gunzipSync(pageResponse(entry!, { nonce, gzip: true }).body).toString()).toContain('<ul>new');
  });

  it('lets another request refresh when the first was cut off', () => {
    const { pages, store, tick } = cache();
    store('k', page());
    tick(10_000);
    expect(pages.lookup('k', true)).toBeUndefined();
    pages.settle('k', undefined);
    expect(pages.lookup('k', true)).toBeUndefined();
  });

  it('forgets a page past its stale time, and one whose address is gone', () => {
    const { pages, store, tick } = cache();
    store('k', page());
    tick(70_000);
    expect(pages.lookup('k', false)).toBeUndefined();
    expect(pages.size).toBe(0);

    store('gone', page());
    tick(10_000);
    expect(pages.lookup('gone', true)).toBeUndefined();
    pages.settle('gone', { ...page(), status: 404 });
    expect(pages.lookup('gone', false)).toBeUndefined();
  });

  it('keeps the stale page when its refresh fails on the server', () => {
    const { pages, store, tick } = cache();
    store('k', page());
    tick(10_000);
    expect(pages.lookup('k', true)).toBeUndefined();
    pages.settle('k', { ...page(), status: 503 });
    expect(pages.lookup('k', false)).toBeDefined();
  });

  it('empties on clear, and keeps within its size, the least recently served leaving first', () => {
    const one = pageEntry(page())!.size;
    const { pages, store } = cache(one * 2 + 10);
    store('a', page());
    store('b', page());
    pages.lookup('a', true);
    store('c', page());
    expect(pages.lookup('a', false)).toBeDefined();
    expect(pages.lookup('b', false)).toBeUndefined();
    expect(pages.lookup('c', false)).toBeDefined();
    pages.clear();
    expect(pages.size).toBe(0);
  });

  it('does not count a render from longer ago than a page is kept', () => {
    const { pages, tick } = cache();
    pages.settle('k', page());
    tick(70_000);
    pages.settle('k', page());
    expect(pages.lookup('k', true)).toBeUndefined();
    pages.settle('k', page());
    expect(pages.lookup('k', true)).toBeDefined();
  });
});

describe('captureResponse', () => {
  /** A real server whose handler writes the response; returns what was captured and what the client read. */
  async function serve(write: (res: ServerResponse) => void, maxBytes = 1024 * 1024) {
    let captured: Promise<CapturedResponse | undefined> = Promise.resolve(undefined);
    const server = createServer((_req, res) => {
      captured = new Promise((resolve) => captureResponse(res, maxBytes, resolve));
      write(res);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const read = await new Promise<string | undefined>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(text));
        res.on('error', () => resolve(undefined));
      });
      req.on('error', () => resolve(undefined));
      req.end();
    });
    const result = await captured;
    server.close();
    return { captured: result, read };
  }

  it('copies status, headers and every byte written, strings and buffers alike', async () => {
    const { captured, read } = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<p>Ħaż-');
      res.write(Buffer.from('Żebbuġ'));
      res.write('3c2f703e', 'hex');
      res.end('!', () => {});
    });
    expect(read).toBe('<p>Ħaż-Żebbuġ</p>!');
    expect(captured?.status).toBe(200);
    expect(captured?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(captured?.headers['x-page-cache']).toBe('miss');
    expect(captured?.body.toString()).toBe('<p>Ħaż-Żebbuġ</p>!');
  });

  it('gives nothing for a response cut off, or one beyond the limit', async () => {
    const cut = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>half');
      setTimeout(() => res.destroy(), 20);
    });
    expect(cut.captured).toBeUndefined();
    const big = await serve((res) => res.end('x'.repeat(2000)), 1000);
    expect(big.read).toHaveLength(2000);
    expect(big.captured).toBeUndefined();
  });
});
