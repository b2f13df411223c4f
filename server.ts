/**
 * The site's production server: `npm start` (`node server.ts [-H host] [-p port]`, defaults
 * 127.0.0.1 and $PORT or 3000) serves the build of `next build` exactly as `next start` would, with
 * one addition: fair admission (lib/server/admission.ts). At most RENDER_CONCURRENCY requests are
 * served at once, the others wait in arrival order, so that under load new connections are accepted
 * at once and no visitor waits behind those who came later. The framework's own files
 * (/_next/static/) are sent without waiting: they are files, not renders.
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
const hostname = values.hostname;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`not a port: ${values.port}`);

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** after this long a request stops counting against the limit (a slow backend, a slow reader) */
const MAX_HOLD_MS = 1000;
const limit = env().RENDER_CONCURRENCY;
const admission = createAdmission({ limit, maxHoldMs: MAX_HOLD_MS });

const server = createServer((req, res) => {
  if (req.url?.startsWith('/_next/static/')) {
    void handle(req, res);
    return;
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
  console.log(`▲ Ready on http://${hostname}:${port} (serving ${limit} requests at a time)`);
});

// stop taking connections, let the requests in progress finish, then exit
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
