/**
 * The site's production server: `npm start` (`node server.ts [-H host] [-p port]`, defaults
 * 127.0.0.1 and $PORT or 3000) serves the build of `next build` in the current directory, with the
 * settings of its `.env*` files, as `next start` would, through Next.js's own request handler, with
 * fair admission (lib/server/admission.ts): at most RENDER_CONCURRENCY requests are handled at once
 * and the others wait in arrival order, so that under load new connections are accepted at once and
 * nobody waits behind those who came later; what is made already (pages made once, the framework's
 * files) has a lane of its own.
 *
 * Before a request reaches Next.js, and before its body is read: an address over 8 KB is refused
 * (414), its declared body length is judged by its path (lib/server/body-limits.ts: 413 above the
 * limit, 411 without a length), uploads are admitted UPLOAD_CONCURRENCY at a time so that a flood
 * of them cannot fill the memory (two per visitor's network at most, and each must keep arriving:
 * lib/server/body-arrival.ts), and the visitor's address is worked out once
 * (lib/security/client-address.ts) and handed on as the request's only X-Forwarded-For. Headers,
 * whole requests and idle connections have deadlines of their own (SERVER_TIMEOUTS). Each request
 * is handled in a scope that tells a server action whether its visitor has hung up
 * (lib/server/visitor-presence.ts). A production start refuses to run without a public SITE_URL,
 * the human check's key and the agency's own contact details (lib/env.ts). Nothing here reads a response of Next.js or changes
 * its body; the one status it changes is a 200 into 503 with Retry-After, for a page made of the
 * backend's data while the backend is failing (lib/server/outage.ts). TLS and long-cached static
 * files are deploy/nginx's, which sets the same body limits.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { backendCircuitOfProcess } from './lib/api/backend-circuit.ts';
import { withReadOutcome, type ReadOutcome } from './lib/api/read-outcome.ts';
import { env } from './lib/env.ts';
import { asksForReadyMade } from './lib/page-route.ts';
import { clientAddress, parseProxyRanges, visitorNetwork } from './lib/security/client-address.ts';
import { securityHeaders } from './lib/security/headers.ts';
import { createAdmission, type Admission } from './lib/server/admission.ts';
import { UPLOADS_WAITING, bodyDeadlineMs, fellBehindWhileWaiting, uploadWaitLimitMs, watchBodyArrival } from './lib/server/body-arrival.ts';
import { judgeBody, MAX_BODY_LIMIT } from './lib/server/body-limits.ts';
import { answerOutages } from './lib/server/outage.ts';
import { keepVisitTagsOnRedirects } from './lib/server/redirect-tags.ts';
import { withVisitor } from './lib/server/visitor-presence.ts';
import { refuseUnsafeProductionStart } from './lib/server/production-start.ts';

// the settings of the .env files of the served directory, loaded as `next start` loads them, before
// anything reads one
const dir = process.cwd();
nextEnv.loadEnvConfig(dir, false);
const config = env();
refuseUnsafeProductionStart(config);

// before Next.js loads: this server only ever serves a production build
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H', default: '127.0.0.1' },
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
  },
});
const { hostname } = values;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`not a port: ${values.port}`);

const app = next({ dev: false, dir, hostname, port });
const nextHandler = app.getRequestHandler();
await app.prepare();

/**
 * Next.js's handling of a request, within which a server action can tell whether its visitor has
 * gone (lib/server/visitor-presence.ts): the connection closed before the answer was finished.
 */
function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return withVisitor(() => req.socket.destroyed && !res.writableFinished, () => nextHandler(req, res));
}

const { RENDER_CONCURRENCY: limit, TRUSTED_PROXY_HOPS: trustedHops } = config;
const trustedProxies = parseProxyRanges(config.TRUSTED_PROXY_ADDRESSES);
/** after this long a request stops counting against the limit (a slow backend, a slow reader) */
const admission = createAdmission({ limit, maxHoldMs: 1000 });
/**
 * What is made already, pages made once (lib/cached-routes.ts) and the framework's files, waits in a
 * lane of its own (READY_MADE_CONCURRENCY at once): each answer costs a few milliseconds of copying
 * and compressing, and a visitor asking for one does not queue behind renders of pages made per
 * request. A page made once is rendered in this lane only when its cache entry is missing: once per
 * page and language at most (a stale one is sent while it is made again).
 */
const READY_MADE_CONCURRENCY = 4;
const readyMade = createAdmission({ limit: READY_MADE_CONCURRENCY, maxHoldMs: 1000 });

/**
 * Uploads handled at once: each is held in memory whole by Next.js, then its photos are checked,
 * stripped of their metadata and forwarded (never decoded). A waiting upload's body is not read
 * (the socket waits), so it costs next to nothing. Behind nginx, which buffers a body before
 * passing it on, an upload arrives at loopback speed. One at a time, so that a flood of uploads
 * peaks at what one body at a time leaves for the garbage collector while pages keep answering;
 * `npm run bench:abuse` prints both (docs/security.md).
 *
 * So that slow senders cannot hold that one place: each visitor's network (an IPv4 address, an
 * IPv6 /48) has at most UPLOADS_PER_VISITOR uploads being read or waiting, and a further one is
 * answered 429 before its body is read; an upload must keep arriving (lib/server/body-arrival.ts:
 * 16 KB every 1.5 s, and from 10 s on 1 Mbit/s on average since it was admitted), or its connection
 * is closed and the next one goes on: one being read as soon as it falls behind, one waiting at its
 * turn if it has not sent its first 16 KB. So the place is held at most the body's deadline from its
 * admission (186 s for the largest, 22 MB), and only by a sender that sends the whole body at 1 Mbit/s;
 * it stops counting at the latest that deadline plus half a minute of checks after it.
 *
 * The line is bounded too: UPLOADS_WAITING uploads at most wait, each only as long as it could still
 * arrive whole before the server's request timeout (`uploadWaitLimitMs`: a minute for 22 MB, more for
 * less); past either, it is answered 503 with Retry-After before its body is read.
 */
const UPLOAD_CONCURRENCY = 1;
const UPLOADS_PER_VISITOR = 2;
const UPLOAD_RETRY_AFTER_SECONDS = 10;
const UPLOAD_BUSY_RETRY_AFTER_SECONDS = 60;
const UPLOAD_BUSY_MESSAGE = 'The site is receiving other uploads right now: please try again in a minute.';
const uploads = createAdmission({
  limit: UPLOAD_CONCURRENCY,
  maxHoldMs: bodyDeadlineMs(MAX_BODY_LIMIT) + 30_000,
  perVisitor: UPLOADS_PER_VISITOR,
  maxWaiting: UPLOADS_WAITING,
});
/**
 * The server's deadlines for what a visitor sends, enforced within a second
 * (connectionsCheckingInterval): the headers within 10 s (a browser sends them in one packet; Node's
 * default is a minute); the whole request within an upload's deadline plus a minute in line
 * (4 min; default 5), after which Node answers 408; an idle kept-alive connection closed after 5 s,
 * longer than nginx keeps its idle connections to the site (deploy/nginx.conf, 4 s), so nginx never
 * sends on a connection the site is closing.
 */
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: bodyDeadlineMs(MAX_BODY_LIMIT) + 60_000,
  keepAliveTimeout: 5000,
  connectionsCheckingInterval: 1000,
};
const plainHeaders = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));
/**
 * The longest address (path and query) the site reads, as nginx reads it (its request line fits
 * large_client_header_buffers, 8 KB by default): no page has a longer one, and Next.js repeats the
 * address a page is rewritten to (every English page is, to its /en segment) in a response header,
 * which a longer one would push past what HTTP clients read (16 KB in Node.js). Longer: 414.
 */
const MAX_ADDRESS_LENGTH = 8 * 1024;

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  // the body that was not read is not waited for: the connection closes after the answer
  res.writeHead(status, { ...plainHeaders, ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end(`${message}\n`);
}

/**
 * Runs `then` once `lane` admits the request; it leaves the lane when its response is done. It is
 * dropped if `gone()` by its turn (default: the visitor closed the connection). false when the lane
 * refuses it (its visitor has their share).
 */
function admitted(
  lane: Admission,
  req: IncomingMessage,
  res: ServerResponse,
  then: () => void,
  { visitor, gone = () => req.socket.destroyed }: { visitor?: string; gone?: () => boolean } = {},
): boolean {
  return lane.enter(
    (leave) => {
      res.once('finish', leave);
      res.once('close', leave);
      then();
    },
    gone,
    visitor,
  );
}

/** Whether a waiting upload is gone: its connection closed, or closed now because its body fell behind while it waited. */
function uploadGone(req: IncomingMessage, arrivedAt: number): boolean {
  if (!req.socket.destroyed && fellBehindWhileWaiting(Date.now() - arrivedAt, req.readableLength)) req.socket.destroy();
  return req.socket.destroyed;
}

/** Hands an upload to Next.js, closing its connection if its body falls behind (lib/server/body-arrival.ts). */
function handleUpload(req: IncomingMessage, res: ServerResponse): void {
  const { socket } = req;
  const before = socket.bytesRead;
  const stop = watchBodyArrival({
    declared: Number(req.headers['content-length']),
    received: () => socket.bytesRead - before,
    complete: () => req.complete,
    drop: () => socket.destroy(),
  });
  res.once('close', stop);
  void handle(req, res);
}

const backend = backendCircuitOfProcess();

const server = createServer(SERVER_TIMEOUTS, (req, res) => {
  if ((req.url ?? '').length > MAX_ADDRESS_LENGTH) return refuse(res, 414, 'The address is too long.');
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const verdict = judgeBody(pathname, req.headers);
  if (!verdict.ok) return refuse(res, verdict.status, verdict.message);
  const claimed = req.headers['x-forwarded-for'];
  const visitor = clientAddress(req.socket.remoteAddress, Array.isArray(claimed) ? claimed.join(',') : claimed, trustedHops, trustedProxies);
  if (!visitor) return void req.socket.destroy();
  req.headers['x-forwarded-for'] = visitor;
  delete req.headers['x-real-ip'];
  // a page made of the backend's data whose own reads failed answers 503 (docs/decisions/outage-status.md)
  const reads: ReadOutcome = { failed: false };
  answerOutages(res, { method: req.method ?? 'GET', pathname, rsc: req.headers.rsc !== undefined }, reads, backend);
  // a page's redirect keeps the visit's referral and campaign tags, which a page made once cannot read
  keepVisitTagsOnRedirects(res, { method: req.method ?? 'GET', url: req.url ?? '/', rsc: req.headers.rsc !== undefined });
  if (!verdict.large) return void admitted(asksForReadyMade(req.method, req.url ?? '/') ? readyMade : admission, req, res, () => withReadOutcome(reads, () => void handle(req, res)));
  const arrivedAt = Date.now();
  // a waiting upload is told the site is busy once it could no longer arrive whole before the request times out
  let waitedTooLong = false;
  const waitLimit = setTimeout(() => {
    waitedTooLong = true;
    refuse(res, 503, UPLOAD_BUSY_MESSAGE, { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) });
  }, uploadWaitLimitMs(Number(req.headers['content-length']), SERVER_TIMEOUTS.requestTimeout));
  waitLimit.unref();
  res.once('close', () => clearTimeout(waitLimit));
  const upload = () => {
    clearTimeout(waitLimit);
    admitted(admission, req, res, () => withReadOutcome(reads, () => handleUpload(req, res)));
  };
  const gone = () => waitedTooLong || uploadGone(req, arrivedAt);
  if (!admitted(uploads, req, res, upload, { visitor: visitorNetwork(visitor), gone })) {
    clearTimeout(waitLimit);
    // refused either because the line is full, or because this network has its share
    if (uploads.waiting >= UPLOADS_WAITING) refuse(res, 503, UPLOAD_BUSY_MESSAGE, { 'retry-after': String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) });
    else {
      refuse(res, 429, 'Another upload from your network is still being received: please try again in a moment.', {
        'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS),
      });
    }
  }
});

server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname}:${port} (handling ${limit} requests at a time)`));

// stop taking connections, let the requests in progress finish, then exit
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
