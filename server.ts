/**
 * The site's production server: `npm start` (`node server.ts [-H host] [-p port]`, defaults
 * 127.0.0.1 and $PORT or 3000) serves the build of `next build` as `next start` would, with two
 * additions:
 * - the page cache (lib/server/page-cache.ts): a page rendered once is served again for
 *   PAGE_CACHE_SECONDS without rendering, with a fresh script nonce each time;
 * - fair admission (lib/server/admission.ts): at most RENDER_CONCURRENCY requests are rendered at
 *   once, the others wait in arrival order, so that under load new connections are accepted at once
 *   and no visitor waits behind those who came later.
 * - the static cache (lib/server/static-cache.ts): the framework's files (/_next/static/) are
 *   compressed once, with brotli and gzip, instead of with gzip for every request;
 * - late scripts (lib/server/late-scripts.ts): every HTML page loads the framework's scripts once
 *   its largest paint is on screen. Next.js's own compression is off (next.config.ts) so that the
 *   page can be rewritten: this server compresses what Next.js answers, as Next.js did, with the
 *   `compression` middleware Next.js itself uses.
 * Pages from the cache and the framework's own files are sent without waiting: they are bytes at
 * hand, not renders.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { env } from './lib/env.ts';
import { createAdmission } from './lib/server/admission.ts';
import { acceptsGzip, captureResponse, createPageCache, pageCacheKey, pageResponse, STATIC_CACHE_HEADER, type PageEntry } from './lib/server/page-cache.ts';
import { lateScripts } from './lib/server/late-scripts.ts';
import { createStaticCache, staticCacheKey, staticResponse } from './lib/server/static-cache.ts';
import { createNonce } from './lib/security/nonce.ts';

// before Next.js loads: this server only ever serves a production build
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H', default: '127.0.0.1' },
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
  },
});
const hostname = values.hostname;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`not a port: ${values.port}`);

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** after this long a request stops counting against the limit (a slow backend, a slow reader) */
const MAX_HOLD_MS = 1000;
const { RENDER_CONCURRENCY: limit, PAGE_CACHE_SECONDS, PAGE_CACHE_MB } = env();
const admission = createAdmission({ limit, maxHoldMs: MAX_HOLD_MS });

/** a stale page is served this long past its time while one request renders it anew */
const PAGE_STALE_MS = 60_000;
/** a page bigger than this is not kept */
const PAGE_MAX_BYTES = 4 * 1024 * 1024;
const pages =
  PAGE_CACHE_SECONDS > 0
    ? createPageCache({ freshMs: PAGE_CACHE_SECONDS * 1000, staleMs: PAGE_STALE_MS, maxBytes: PAGE_CACHE_MB * 1024 * 1024 })
    : undefined;

/** the framework's files of one build: a few megabytes */
const files = createStaticCache({ maxBytes: 64 * 1024 * 1024 });

function sendStored(req: IncomingMessage, res: ServerResponse, entry: PageEntry) {
  const { headers, body } = pageResponse(entry, { nonce: createNonce(), gzip: acceptsGzip(req) });
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Next.js's own compression, which next.config.ts turns off: the same middleware, the same defaults */
const compress = compression();

const server = createServer((req, res) => {
  const fileKey = staticCacheKey(req);
  const file = fileKey && files.get(fileKey);
  if (file) {
    const { status, headers, body } = staticResponse(req, file);
    res.writeHead(status, headers);
    res.end(body);
    return;
  }
  const key = pages && pageCacheKey(req);
  const entry = key && pages.lookup(key, req.method === 'GET');
  if (entry) {
    sendStored(req, res, entry);
    return;
  }
  // Next.js answers from here. The layers put on the response run in the opposite order: Next.js
  // writes to lateScripts, which passes the rewritten page to the caches' copy and then to
  // compression, so that both caches keep the answer uncompressed.
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
  if (fileKey && req.method === 'GET' && files.wants(fileKey)) {
    captureResponse(res, PAGE_MAX_BYTES, (captured) => void files.settle(fileKey, captured), STATIC_CACHE_HEADER);
  }
  if (key && req.method === 'GET') captureResponse(res, PAGE_MAX_BYTES, (captured) => pages.settle(key, captured));
  lateScripts(res);
  if (req.url?.startsWith('/_next/static/')) {
    void handle(req, res);
    return;
  }
  // a revalidation drops the pages made from the old data; the data cache refreshes in the
  // background, and the pages rendered from then on follow within PAGE_CACHE_SECONDS
  if (pages && req.method === 'POST' && req.url?.split('?')[0] === '/api/revalidate') {
    res.once('finish', () => res.statusCode === 200 && pages.clear());
  }
  admission.enter(
    (leave) => {
      res.once('finish', leave);
      res.once('close', leave);
      void handle(req, res);
    },
    () => req.socket.destroyed,
  );
});

server.listen(port, hostname, () => {
  const cache = pages ? `pages kept ${PAGE_CACHE_SECONDS} s` : 'page cache off';
  console.log(`▲ Ready on http://${hostname}:${port} (rendering ${limit} requests at a time, ${cache})`);
});

// stop taking connections, let the requests in progress finish, then exit
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
