/**
 * The page cache of the site's server (server.ts): a page asked for again is served for a few
 * seconds without rendering it, each time with a fresh script nonce.
 *
 * Why: every page carries a per-response nonce in its Content-Security-Policy (README, Security),
 * so Next.js renders every page per request and cannot serve it from its own full-route cache;
 * rendered, two cores serve 40–73 pages a second (docs/performance.md). Pages do not depend on
 * who asks: their data comes from the shared data cache, the referral cookie is set by the
 * middleware from the address alone (and such responses are never stored), and nothing rendered
 * reads a cookie (ARCHITECTURE). What differs between two responses for one address is the
 * nonce, and this cache puts a new one in every place the old one was: in the HTML and in the
 * headers (the policy and the font preload's Link).
 *
 * The gzip is made once, when the page is stored, around holes where the nonces go. Each stretch
 * of HTML between two nonces is compressed on its own (raw deflate, ending on a sync flush, so it
 * ends on a byte boundary), with the 32 KB of text before it as its dictionary, the nonces in that
 * text written as NUL bytes. The HTML has no NUL byte (a page with one is not stored), so no stretch
 * can refer back into a hole: the compressed stretches stay valid whatever nonce fills the holes.
 * A response is then the gzip header, the stretches with each nonce between them as a stored block,
 * an empty final block and the CRC-32 of the whole: one valid gzip stream, built with no
 * compression work per request.
 *
 * What is stored: a page is kept the second time it is rendered within `freshMs + staleMs` (as
 * nginx's proxy_cache_min_uses 2), so an address asked for once, such as a one-off search, costs
 * no compression work beyond its render.
 *
 * Freshness: a page is fresh for `freshMs`; then for `staleMs` it is still served while the first
 * request to find it stale renders it anew (like nginx's proxy_cache_use_stale updating); after
 * that it is gone. A refresh that answers 404 or 410 drops the page; a server error keeps the old
 * one until it expires. `clear()` empties the cache (server.ts calls it when /api/revalidate
 * succeeds). At most `maxBytes` of pages are kept, the least recently served leaving first.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
import { NONCE_LENGTH, nonceOfPolicy } from '../security/nonce.ts';

/**
 * Request headers with which Next.js answers with something other than the page's HTML (the
 * router's RSC payloads, server actions); its Vary header names the same ones.
 */
const ROUTER_HEADERS = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action']);

/** The header that says how the page cache answered: hit (served from it) or miss (rendered). */
const PAGE_CACHE_HEADER = 'x-page-cache';

/** The same for the framework's files (lib/server/static-cache.ts). */
export const STATIC_CACHE_HEADER = 'x-static-cache';

/** Response headers that belong to one connection or one response, never to what is stored. */
export const PER_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  PAGE_CACHE_HEADER,
  STATIC_CACHE_HEADER,
]);

/** Deflate's window: a stretch can refer back this far. */
const WINDOW = 32 * 1024;

/** What the caches read of a request (node:http's IncomingMessage has it). */
export interface RequestHead {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/**
 * The cache key of a request, or undefined for requests the cache never answers: anything but a
 * page's GET or HEAD, the router's RSC requests, server actions. The key holds the Host header
 * and the kind of robot asking (Next.js renders metadata inline for the robots that read HTML
 * only) besides the address.
 */
export function pageCacheKey(req: RequestHead): string | undefined {
  const { method, url = '', headers } = req;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (!url.startsWith('/') || url.startsWith('/_next/') || url.startsWith('/api/')) return undefined;
  if (/[?&]_rsc=/.test(url)) return undefined;
  for (const name of Object.keys(headers)) if (ROUTER_HEADERS.has(name)) return undefined;
  return `${headers.host ?? ''} ${getBotType(headers['user-agent'] ?? '') ?? 'visitor'} ${url}`;
}

/** A stored page: its headers and its HTML, each cut where the nonce goes. */
export interface PageEntry {
  /** header values, each as the text around its nonces */
  headers: [name: string, values: string[][]][];
  /** the HTML between nonces (one piece more than there are nonces) */
  html: Buffer[];
  /** each piece of HTML compressed as above */
  deflated: Buffer[];
  /** bytes held, for the cache's size limit */
  size: number;
}

/** A response as the site's server sent it. */
export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  /** the body as Next.js wrote it: server.ts compresses below the copy (content-encoding says how) */
  body: Buffer;
}

function split(buffer: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [buffer];
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(nonce, 0, 'latin1'); at !== -1; at = buffer.indexOf(nonce, from, 'latin1')) {
    pieces.push(buffer.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(buffer.subarray(from));
  return pieces;
}

/** Each piece of HTML compressed with the text before it (holes as NUL bytes) as dictionary. */
function deflatePieces(pieces: Buffer[]): Buffer[] {
  const hole = Buffer.alloc(NONCE_LENGTH);
  let before = Buffer.alloc(0);
  return pieces.map((piece) => {
    const deflated = deflateRawSync(piece, {
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(before.length > 0 ? { dictionary: before } : {}),
    });
    // only the last window of text can be referred to: no need to copy the rest of a long piece
    before = Buffer.concat([before, piece.subarray(-WINDOW), hole]).subarray(-WINDOW);
    return deflated;
  });
}

/**
 * What to store of a rendered response, or undefined when it must not be stored: anything but a
 * complete 200 HTML page, a response that sets a cookie, one that varies on headers the key does
 * not hold, a nonce of another shape than the middleware's, a page with a NUL byte.
 */
export function pageEntry(res: CapturedResponse): PageEntry | undefined {
  const { status, headers } = res;
  if (status !== 200 || !String(headers['content-type'] ?? '').startsWith('text/html')) return undefined;
  if (headers['set-cookie'] !== undefined) return undefined;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v && v !== 'accept-encoding');
  if (vary.some((v) => !ROUTER_HEADERS.has(v))) return undefined;
  const html = res.body;
  if (html.includes(0)) return undefined;
  const nonce = nonceOfPolicy(String(headers['content-security-policy'] ?? ''));
  if (nonce !== undefined && nonce.length !== NONCE_LENGTH) return undefined;

  const pieces = split(html, nonce);
  const deflated = deflatePieces(pieces);
  const kept: PageEntry['headers'] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    kept.push([name, values.map((v) => (nonce ? v.split(nonce) : [v]))]);
  }
  const size = html.length + deflated.reduce((n, d) => n + d.length, 0) + 1024;
  return { headers: kept, html: pieces, deflated, size };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** an empty final block (fixed Huffman codes): what zlib writes to finish after a sync flush */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Bytes as one stored (uncompressed) deflate block, not the last; starts on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const n = bytes.length;
  return Buffer.concat([Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), bytes]);
}

/** The stored page as a response with `nonce` in every place the old one was. */
export function pageResponse(entry: PageEntry, opts: { nonce: string; gzip: boolean }): { headers: OutgoingHttpHeaders; body: Buffer } {
  if (opts.nonce.length !== NONCE_LENGTH) throw new Error('a nonce of another length would move the text the gzip refers to');
  const headers: OutgoingHttpHeaders = {};
  for (const [name, values] of entry.headers) {
    const joined = values.map((parts) => parts.join(opts.nonce));
    headers[name] = joined.length === 1 ? joined[0] : joined;
  }
  const nonce = Buffer.from(opts.nonce, 'latin1');
  let body: Buffer;
  if (opts.gzip) {
    const parts: Buffer[] = [GZIP_HEADER];
    const stored = storedBlock(nonce);
    let crc = 0;
    let length = 0;
    entry.deflated.forEach((deflated, i) => {
      const html = entry.html[i] as Buffer;
      if (i > 0) {
        parts.push(stored);
        crc = crc32(nonce, crc);
        length += nonce.length;
      }
      parts.push(deflated);
      crc = crc32(html, crc);
      length += html.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    parts.push(FINAL_BLOCK, trailer);
    body = Buffer.concat(parts);
    headers['content-encoding'] = 'gzip';
  } else {
    body = Buffer.concat(entry.html.flatMap((html, i) => (i > 0 ? [nonce, html] : [html])));
  }
  headers['content-length'] = body.length;
  headers[PAGE_CACHE_HEADER] = 'hit';
  return { headers, body };
}

/** Whether the request takes gzip (the same negotiation as Next.js's own compression). */
export function acceptsGzip(req: RequestHead): boolean {
  return new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
}

/**
 * Copies what the server writes to `res` and calls `done` with it once the response is finished,
 * or with undefined if it was cut off or grew beyond `maxBytes`. Marks the response as a miss in
 * `header` (the page cache's own by default). Call before anything writes.
 */
export function captureResponse(
  res: ServerResponse,
  maxBytes: number,
  done: (captured: CapturedResponse | undefined) => void,
  header = PAGE_CACHE_HEADER,
): void {
  // Also makes Node.js keep the headers a later writeHead(status, headers) passes, for getHeaders()
  res.setHeader(header, 'miss');
  const chunks: Buffer[] = [];
  let bytes = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (bytes > maxBytes || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  let settled = false;
  const settle = (captured: CapturedResponse | undefined) => {
    if (settled) return;
    settled = true;
    done(captured);
  };
  res.once('finish', () =>
    settle(bytes > maxBytes ? undefined : { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) }),
  );
  res.once('close', () => settle(undefined));
}

export interface PageCacheOptions {
  /** how long a stored page is served as it is */
  freshMs: number;
  /** how long after that it is still served while one request renders it anew */
  staleMs: number;
  /** the most bytes of pages kept */
  maxBytes: number;
  now?: () => number;
}

export interface PageCache {
  /**
   * The page to serve for `key`, or undefined: render it then, and `settle` the key with the
   * result if `canRefresh` (a GET; a HEAD renders no page to store). A stale page is served to
   * everyone but the first request that can refresh it.
   */
  lookup(key: string, canRefresh: boolean): PageEntry | undefined;
  /**
   * After rendering a page for `key`: stores the response if it may be stored and the address
   * was rendered before within freshMs + staleMs. A 404 or 410 drops the stored page; another
   * answer keeps it until it expires.
   */
  settle(key: string, res: CapturedResponse | undefined): void;
  clear(): void;
  readonly size: number;
}

export function createPageCache(o: PageCacheOptions): PageCache {
  const now = o.now ?? Date.now;
  const pages = new LRUCache<string, { entry: PageEntry; storedAt: number }>({
    maxSize: o.maxBytes,
    sizeCalculation: (p) => p.entry.size,
  });
  /** keys being rendered anew while their stale page is served */
  const refreshing = new Set<string>();
  /** when each address not stored was last rendered */
  const rendered = new LRUCache<string, number>({ max: 10_000 });

  return {
    lookup(key, canRefresh) {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = now() - page.storedAt;
      if (age < o.freshMs) return page.entry;
      if (age < o.freshMs + o.staleMs) {
        if (refreshing.has(key) || !canRefresh) return page.entry;
        refreshing.add(key);
        return undefined;
      }
      pages.delete(key);
      return undefined;
    },
    settle(key, res) {
      refreshing.delete(key);
      if (!res) return;
      if (res.status === 404 || res.status === 410) {
        pages.delete(key);
        return;
      }
      const before = rendered.get(key);
      rendered.set(key, now());
      const again = pages.has(key) || (before !== undefined && now() - before < o.freshMs + o.staleMs);
      if (!again) return;
      const entry = pageEntry(res);
      if (entry && entry.size <= o.maxBytes) pages.set(key, { entry, storedAt: now() });
    },
    clear() {
      pages.clear();
      refreshing.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
