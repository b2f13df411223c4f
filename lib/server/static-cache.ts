/**
 * The framework's files kept compressed (server.ts): the scripts, styles and fonts under
 * /_next/static/ have names that change with their content and are sent as immutable, yet Next.js
 * compresses each one again for every request (gzip, level 6): about 4 ms of CPU for React DOM
 * alone, some 10 ms for the scripts of one page, more than serving the page itself from the page
 * cache; and browsers that take brotli still get gzip.
 *
 * This cache keeps such a file as Next.js answered it the first time (its headers unchanged),
 * compresses it once, off the main thread, with brotli (quality 11, the scripts 13 % smaller than
 * gzip) and gzip (level 9), and answers every later request from memory in the best encoding the
 * client takes, or 304 when the client names its ETag. Range requests are left to Next.js. Files
 * that do not compress (fonts, images) are kept as they are. At most `maxBytes` are kept, the least
 * recently served leaving first.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { PER_RESPONSE_HEADERS, STATIC_CACHE_HEADER, type CapturedResponse, type RequestHead } from './page-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const PREFIX = '/_next/static/';
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip' | 'identity';

/** A file as it is kept: Next.js's headers and the body in each encoding it is served in. */
export interface StaticEntry {
  headers: OutgoingHttpHeaders;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  etag?: string;
  size: number;
}

/**
 * The cache key of a request the cache may answer: a GET or HEAD of a framework file, no range.
 * The key is the path alone: Next.js serves the same file whatever the query string, and a key per
 * query would let anyone make the server compress one file over and over.
 */
export function staticCacheKey(req: RequestHead): string | undefined {
  const { method, url = '', headers } = req;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (!url.startsWith(PREFIX) || headers.range !== undefined) return undefined;
  return url.split('?', 1)[0];
}

/** What to keep of Next.js's answer, compressed, or undefined if it is not an immutable file. */
export async function staticEntry(res: CapturedResponse): Promise<StaticEntry | undefined> {
  if (res.status !== 200 || !/\bimmutable\b/.test(String(res.headers['cache-control'] ?? ''))) return undefined;
  const identity = res.body;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  const bodies: StaticEntry['bodies'] = { identity };
  if (COMPRESSIBLE.test(String(res.headers['content-type'] ?? ''))) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    // a tiny file can grow when compressed
    if (br.length < identity.length) bodies.br = br;
    if (gz.length < identity.length) bodies.gzip = gz;
    headers.vary = 'Accept-Encoding';
  }
  const etag = typeof res.headers.etag === 'string' ? res.headers.etag : undefined;
  const size = Object.values(bodies).reduce((n, b) => n + b.length, 0) + 1024;
  return { headers, bodies, etag, size };
}

/** negotiator 1.x breaks ties by the server's preference; its types (@types/negotiator 0.6) predate that */
type ServerPreference = { encoding(available: readonly string[], opts: { preferred: readonly string[] }): string | undefined };

/** The encoding to send: the best the client takes of those kept, brotli before gzip. */
export function staticEncoding(req: RequestHead, entry: StaticEntry): Encoding {
  const kept = (['br', 'gzip', 'identity'] as const).filter((e) => entry.bodies[e]);
  const chosen = (new Negotiator(req) as unknown as ServerPreference).encoding(kept, { preferred: ['br', 'gzip'] });
  return (chosen as Encoding | undefined) ?? 'identity';
}

/** The answer to `req` from the kept file: 304 when the client names its ETag, else 200. */
export function staticResponse(req: RequestHead, entry: StaticEntry): { status: number; headers: OutgoingHttpHeaders; body?: Buffer } {
  const headers: OutgoingHttpHeaders = { ...entry.headers, [STATIC_CACHE_HEADER]: 'hit' };
  const asked = req.headers['if-none-match'];
  if (entry.etag && asked && asked.split(',').some((t) => t.trim() === entry.etag || t.trim() === '*')) {
    return { status: 304, headers };
  }
  const encoding = staticEncoding(req, entry);
  const body = entry.bodies[encoding] ?? entry.bodies.identity;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  return { status: 200, headers, body: req.method === 'HEAD' ? undefined : body };
}

export interface StaticCache {
  get(key: string): StaticEntry | undefined;
  /** Whether the answer for `key` should be captured: not kept and not being compressed. */
  wants(key: string): boolean;
  /** Keeps Next.js's answer for `key` once it is compressed (in the background); never rejects. */
  settle(key: string, res: CapturedResponse | undefined): Promise<void>;
  readonly size: number;
}

export function createStaticCache(o: { maxBytes: number }): StaticCache {
  const files = new LRUCache<string, StaticEntry>({ maxSize: o.maxBytes, sizeCalculation: (e) => e.size });
  const compressing = new Set<string>();
  return {
    get: (key) => files.get(key),
    wants: (key) => !files.has(key) && !compressing.has(key),
    async settle(key, res) {
      if (!res || compressing.has(key)) return;
      compressing.add(key);
      try {
        const entry = await staticEntry(res);
        if (entry && entry.size <= o.maxBytes) files.set(key, entry);
      } catch {
        // not kept: Next.js goes on answering for the file as it did
      } finally {
        compressing.delete(key);
      }
    },
    get size() {
      return files.size;
    },
  };
}
