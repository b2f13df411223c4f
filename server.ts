/**
 * The site's production server: `npm start` (`node server.ts [-H host] [-p port]`, defaults
 * 127.0.0.1 and $PORT or 3000) serves the build of `next build` as `next start` would, through
 * Next.js's own request handler, with fair admission (lib/server/admission.ts): at most
 * RENDER_CONCURRENCY requests are handled at once and the others wait in arrival order, so that
 * under load new connections are accepted at once and nobody waits behind those who came later.
 *
 * Before a request reaches Next.js, and before its body is read: its declared body length is judged
 * by its path (lib/server/body-limits.ts: 413 above the limit, 411 without a length), uploads are
 * admitted UPLOAD_CONCURRENCY at a time so that a flood of them cannot fill the memory, and the
 * visitor's address is worked out once (lib/security/client-address.ts) and handed on as the
 * request's only X-Forwarded-For. A production start with a public SITE_URL refuses to run without
 * the human check's key (lib/env.ts). Nothing here reads or changes a response of Next.js; TLS and
 * long-cached static files are deploy/nginx's, which sets the same body limits.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { env, productionProblems } from './lib/env.ts';
import { clientAddress } from './lib/security/client-address.ts';
import { securityHeaders } from './lib/security/headers.ts';
import { createAdmission, type Admission } from './lib/server/admission.ts';
import { judgeBody } from './lib/server/body-limits.ts';

const config = env();
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(`Refusing to start:\n${problems.join('\n')}`);
  process.exit(1);
}

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

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const { RENDER_CONCURRENCY: limit, TRUSTED_PROXY_HOPS: trustedHops } = config;
/** after this long a request stops counting against the limit (a slow backend, a slow reader) */
const admission = createAdmission({ limit, maxHoldMs: 1000 });
/**
 * Uploads handled at once: each is held in memory whole by Next.js, then its photos are checked
 * and re-encoded. A waiting upload's body is not read (the socket waits), so it costs next to
 * nothing; one held longer than a minute (a client sending slowly) no longer counts. Behind nginx,
 * which buffers a body before passing it on, an upload arrives at loopback speed. One at a time:
 * twenty 20 MB uploads at once peak +248 MB over idle instead of +361 MB with two, and a page
 * answers in 74 ms at the median meanwhile instead of 118 (bench:abuse).
 */
const UPLOAD_CONCURRENCY = 1;
const uploads = createAdmission({ limit: UPLOAD_CONCURRENCY, maxHoldMs: 60_000 });
const plainHeaders = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));

function refuse(res: ServerResponse, status: number, message: string): void {
  // the body that was not read is not waited for: the connection closes after the answer
  res.writeHead(status, { ...plainHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end(`${message}\n`);
}

/** Runs `then` once `lane` admits the request; it leaves the lane when its response is done. */
function admitted(lane: Admission, req: IncomingMessage, res: ServerResponse, then: () => void): void {
  lane.enter(
    (leave) => {
      res.once('finish', leave);
      res.once('close', leave);
      then();
    },
    () => req.socket.destroyed,
  );
}

const server = createServer((req, res) => {
  const verdict = judgeBody((req.url ?? '/').split('?')[0] ?? '/', req.headers);
  if (!verdict.ok) return refuse(res, verdict.status, verdict.message);
  const claimed = req.headers['x-forwarded-for'];
  const visitor = clientAddress(req.socket.remoteAddress, Array.isArray(claimed) ? claimed.join(',') : claimed, trustedHops);
  if (!visitor) return void req.socket.destroy();
  req.headers['x-forwarded-for'] = visitor;
  delete req.headers['x-real-ip'];
  const render = () => admitted(admission, req, res, () => void handle(req, res));
  if (verdict.large) admitted(uploads, req, res, render);
  else render();
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
