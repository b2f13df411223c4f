/**
 * The site's production server: `npm start` (`node server.ts [-H host] [-p port]`, defaults
 * 127.0.0.1 and $PORT or 3000) serves the build of `next build` as `next start` would, through
 * Next.js's own request handler, with fair admission (lib/server/admission.ts): at most
 * RENDER_CONCURRENCY requests are handled at once and the others wait in arrival order, so that
 * under load new connections are accepted at once and nobody waits behind those who came later.
 * Nothing here reads or changes a response. What a proxy does (TLS, long-cached static files, body
 * limits per path, the client's address) is deploy/nginx's.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { env } from './lib/env.ts';
import { createAdmission } from './lib/server/admission.ts';

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

const { RENDER_CONCURRENCY: limit } = env();
/** after this long a request stops counting against the limit (a slow backend, a slow reader) */
const admission = createAdmission({ limit, maxHoldMs: 1000 });

const server = createServer((req, res) =>
  admission.enter(
    (leave) => {
      res.once('finish', leave);
      res.once('close', leave);
      void handle(req, res);
    },
    () => req.socket.destroyed,
  ),
);

server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname}:${port} (handling ${limit} requests at a time)`));

// stop taking connections, let the requests in progress finish, then exit
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
