/**
 * The server's cache of the framework's files (lib/server/static-cache.ts): which requests it
 * answers, what it keeps of Next.js's answer, the encoding it picks for each client (checked by
 * zlib's own decoders), ETags, and its size limit.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CapturedResponse } from '@/lib/server/page-cache';
import { createStaticCache, staticCacheKey, staticEncoding, staticEntry, staticResponse, type StaticEntry } from '@/lib/server/static-cache';

const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

/** A script like a framework chunk: long, repetitive, compressible. */
const script = Buffer.from(
  Array.from({ length: 2000 }, (_, i) => `function f${i}(a){return a.map(function(x){return x*${i}})}`).join(';'),
);
const ETAG = 'W/"38f7f-1a20f55bb2b"';

/** Next.js's answer for a framework file, as the server copied it (compressed after the copy when asked). */
function served(body: Buffer, extra: CapturedResponse['headers'] = {}, gzip = true): CapturedResponse {
  return {
    status: 200,
    headers: {
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: ETAG,
      'content-type': 'application/javascript; charset=UTF-8',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      date: 'Tue, 24 Nov 2026 21:37:10 GMT',
      'transfer-encoding': 'chunked',
      'x-static-cache': 'miss',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...extra,
    },
    // the copy is taken above the compression (server.ts): the body as Next.js wrote it
    body,
  };
}

async function kept(res: CapturedResponse): Promise<StaticEntry> {
  const entry = await staticEntry(res);
  if (!entry) throw new Error('not kept');
  return entry;
}

const get = (acceptEncoding?: string, extra: Record<string, string> = {}) => ({
  method: 'GET',
  url: '/_next/static/chunks/0abc.js',
  headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra },
});

describe('staticCacheKey', () => {
  it('takes the GET and HEAD of the framework’s files only, and no range request', () => {
    expect(staticCacheKey(get())).toBe('/_next/static/chunks/0abc.js');
    expect(staticCacheKey({ ...get(), method: 'HEAD' })).toBe('/_next/static/chunks/0abc.js');
    expect(staticCacheKey({ ...get(), method: 'POST' })).toBeUndefined();
    expect(staticCacheKey({ ...get(), url: '/residentials' })).toBeUndefined();
    expect(staticCacheKey({ ...get(), url: '/_next/image?url=x&w=640&q=75' })).toBeUndefined();
    expect(staticCacheKey(get(undefined, { range: 'bytes=0-99' }))).toBeUndefined();
  });

  it('is the path alone: a query string cannot make the same file be compressed again', () => {
    expect(staticCacheKey({ ...get(), url: '/_next/static/chunks/0abc.js?v=1' })).toBe('/_next/static/chunks/0abc.js');
    expect(staticCacheKey({ ...get(), url: '/_next/static/chunks/0abc.js?v=2' })).toBe('/_next/static/chunks/0abc.js');
  });
});

describe('staticEntry and staticResponse', () => {
  it('serves brotli to browsers that take it, gzip or plain bytes to the others, all the same file', async () => {
    const entry = await kept(served(script));
    const br = staticResponse(get(CHROME_ENCODINGS), entry);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body!).equals(script)).toBe(true);
    expect(br.headers['content-length']).toBe(br.body!.length);
    // smaller than the gzip Next.js sent
    expect(br.body!.length).toBeLessThan(gzipSync(script).length);

    const gz = staticResponse(get('gzip, deflate'), entry);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body!).equals(script)).toBe(true);

    for (const plain of [staticResponse(get(), entry), staticResponse(get('identity'), entry), staticResponse(get('br;q=0, gzip;q=0'), entry)]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body!.equals(script)).toBe(true);
    }
  });

  it('keeps Next.js’s headers but those of one response, and marks the answer as a hit', async () => {
    const { headers } = staticResponse(get(CHROME_ENCODINGS), await kept(served(script)));
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers.etag).toBe(ETAG);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['x-static-cache']).toBe('hit');
    expect(headers.date).toBeUndefined();
    expect(headers['transfer-encoding']).toBeUndefined();
  });

  it('takes a file Next.js sent without compression', async () => {
    const entry = await kept(served(script, {}, false));
    expect(gunzipSync(staticResponse(get('gzip'), entry).body!).equals(script)).toBe(true);
  });

  it('answers 304 to a client that names the ETag, and a HEAD without a body', async () => {
    const entry = await kept(served(script));
    const fresh = staticResponse(get(CHROME_ENCODINGS, { 'if-none-match': `"other", ${ETAG}` }), entry);
    expect(fresh.status).toBe(304);
    expect(fresh.body).toBeUndefined();
    expect(staticResponse(get(CHROME_ENCODINGS, { 'if-none-match': '"other"' }), entry).status).toBe(200);
    const head = staticResponse({ ...get(CHROME_ENCODINGS), method: 'HEAD' }, entry);
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers['content-length']).toBeGreaterThan(0);
  });

  it('keeps a font as it is: it does not compress', async () => {
    const font = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256));
    const entry = await kept(served(font, { 'content-type': 'font/woff2' }, false));
    expect(Object.keys(entry.bodies)).toEqual(['identity']);
    expect(staticEncoding(get(CHROME_ENCODINGS), entry)).toBe('identity');
    const res = staticResponse(get(CHROME_ENCODINGS), entry);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body!.equals(font)).toBe(true);
  });

  it('keeps nothing but a whole 200 answer for an immutable file', async () => {
    expect(await staticEntry({ ...served(script), status: 404 })).toBeUndefined();
    expect(await staticEntry({ ...served(script), status: 304, body: Buffer.alloc(0) })).toBeUndefined();
    expect(await staticEntry(served(script, { 'cache-control': 'public, max-age=0' }))).toBeUndefined();
  });
});

describe('createStaticCache', () => {
  it('keeps a file once compressed and asks for each file once', async () => {
    const cache = createStaticCache({ maxBytes: 1024 * 1024 });
    const key = '/_next/static/chunks/0abc.js';
    expect(cache.wants(key)).toBe(true);
    const settling = cache.settle(key, served(script));
    // while it is being compressed, other requests are not captured
    expect(cache.wants(key)).toBe(false);
    expect(cache.get(key)).toBeUndefined();
    await settling;
    expect(cache.wants(key)).toBe(false);
    expect(cache.get(key)?.bodies.br).toBeDefined();

    // a cut-off answer is not kept and leaves the file wanted
    await cache.settle('/_next/static/chunks/1def.js', undefined);
    expect(cache.wants('/_next/static/chunks/1def.js')).toBe(true);

  });

  it('keeps within its size, the least recently served leaving first', async () => {
    const cache = createStaticCache({ maxBytes: 100_000 });
    const font = Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 7919) % 256));
    const keep = (name: string) => cache.settle(`/_next/static/media/${name}.woff2`, served(font, { 'content-type': 'font/woff2' }, false));
    await keep('a');
    await keep('b');
    expect(cache.get('/_next/static/media/a.woff2')).toBeDefined();
    await keep('c');
    expect(cache.size).toBe(2);
    expect(cache.get('/_next/static/media/b.woff2')).toBeUndefined();
    expect(cache.get('/_next/static/media/a.woff2')).toBeDefined();
    expect(cache.get('/_next/static/media/c.woff2')).toBeDefined();
  });
});
