/**
 * `npm run bench:throughput`: requests per second of the site's server (server.ts: Next.js's own
 * request handler behind fair admission; production build, reference backend, both on loopback)
 * under 50 concurrent connections (autocannon), for pages whose data is in the cache, for a
 * filtered listing asked for again and again, and for one whose filter set changes with every
 * request (nothing cached: each request a backend call and a render); then nginx serving the very same HTML bytes as static files (what a page costs
 * at best on this machine), and nginx with the site's micro-cache
 * (deploy/nginx/site-locations.conf, exactly as shipped) in front of the site; and, in a table of
 * its own, the empty baseline page rendered per request and prerendered: what Next.js alone manages
 * on this machine; last, the scripts and styles a first visit asks for, from the site's server
 * (lib/server/static-cache.ts) and from the baseline's `next start`.
 * Requests ask for gzip, as browsers do. nginx is installed with apt when missing (root or sudo).
 *
 *   --duration 10   seconds per measurement (after a 2 s warm-up)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, waitFor } from '../support/servers.ts';
import { CHROME_ENCODINGS, frameworkFiles, pageTypes, printTable, root, startStack, warm } from './stack.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
setTimeout(() => {
  console.error('bench:throughput: gave up after 15 minutes');
  process.exit(1);
}, 15 * 60_000).unref();

function nginxBinary(): string {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(p)) return p;
  console.error('installing nginx with apt …');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['install', '-y', '-q', 'nginx-light']);
  return '/usr/sbin/nginx';
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

/**
 * Loads `url` with 50 connections. With `fresh`, every request asks for the address `fresh()`
 * makes (a page: never the same twice, so nothing is served from a page cache).
 */
async function load(url: string, seconds: number, fresh?: () => string, acceptEncoding = 'gzip'): Promise<Result> {
  const headers = { 'accept-encoding': acceptEncoding };
  const requests = fresh ? [{ setupRequest: (req: { path?: string }) => ({ ...req, path: fresh() }) }] : undefined;
  await autocannon({ url, connections: 50, duration: 2, headers, requests });
  const r = await autocannon({ url, connections: 50, duration: seconds, headers, requests });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    bytes: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
  };
}

const stack = await startStack();
const work = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
let nginx: ChildProcess | undefined;
try {
  const types = await pageTypes(stack.site);
  // a filtered listing in its canonical form (other spellings redirect to it)
  const canonical = new URL((await fetch(`${stack.site}/residentials?beds=2&baths=1&sort=price-asc`)).url);
  const filtered = canonical.pathname + canonical.search;
  // the same search with a minimum price that changes with every request: a filter set nobody
  // asked for before, so neither its data nor its page is in any cache
  const priced = new URL((await fetch(`${stack.site}${filtered}&minPrice=100001`)).url);
  let asked = 0;
  const freshFilter = () => priced.pathname + priced.search.replace('100001', String(100_001 + asked++));
  const sample = freshFilter();
  const check = await fetch(stack.site + sample, { redirect: 'manual' });
  if (check.status !== 200) throw new Error(`${sample} answered ${check.status}, not a page`);
  const pages: { name: string; path: string; goal: number; fresh?: () => string }[] = [
    ...types.filter((t) => t.name !== 'listing').map((t) => ({ name: `${t.name} (data cached)`, path: t.path, goal: 800 })),
    { name: 'listing (data cached)', path: '/residentials', goal: 800 },
    { name: 'filtered listing', path: filtered, goal: 150 },
    { name: 'filtered listing, a new filter set each request', path: sample, goal: 150, fresh: freshFilter },
  ];

  // the same HTML bytes as static files for nginx, and nginx's two servers
  const staticRoot = path.join(work, 'html');
  mkdirSync(staticRoot);
  for (const [i, p] of pages.entries()) writeFileSync(path.join(staticRoot, `${i}.html`), await (await fetch(stack.site + p.path)).text());
  const [staticPort, cachePort] = [await freePort(), await freePort()];
  const sitePort = new URL(stack.site).port;
  mkdirSync(path.join(work, 'cache'));
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `${process.getuid?.() === 0 ? '# started as root: the workers too, so they can use the private temporary folder\nuser root;\n' : ''}worker_processes auto;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  client_body_temp_path ${work}/tmp-body;
  proxy_temp_path ${work}/tmp-proxy;
  fastcgi_temp_path ${work}/tmp-fcgi;
  uwsgi_temp_path ${work}/tmp-uwsgi;
  scgi_temp_path ${work}/tmp-scgi;
  proxy_cache_path ${work}/cache levels=1:2 keys_zone=pages:20m max_size=256m inactive=10m use_temp_path=off;
  upstream site { server 127.0.0.1:${sitePort}; keepalive 64; }
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticRoot};
    default_type text/html;
    gzip on; gzip_comp_level 5;
    location / { try_files $uri =404; }
  }
  server {
    listen 127.0.0.1:${cachePort};
    ${readFileSync(path.join(root, 'deploy/nginx/site-locations.conf'), 'utf8')}
  }
}
`,
  );
  nginx = spawn(nginxBinary(), ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${cachePort}/`, 30);

  // what Next.js itself manages here: the empty baseline page, rendered per request as the site's
  // pages are (nonce CSP) and prerendered (served from the full-route cache)
  const frameworkRows: (string | number)[][] = [];
  for (const [name, p] of [['rendered per request', '/'], ['prerendered', '/prerendered']] as const) {
    const r = await load(stack.baseline + p, duration);
    frameworkRows.push([`empty page, ${name}`, p, r.rps, `${r.p50} / ${r.p99}`, r.errors]);
    console.error(`empty page, ${name}: next ${r.rps}/s`);
  }

  const rows: (string | number)[][] = [];
  for (const [i, p] of pages.entries()) {
    const site = await load(stack.site + p.path, duration, p.fresh);
    const flat = await load(`http://127.0.0.1:${staticPort}/${i}.html`, duration);
    const cached = await load(`http://127.0.0.1:${cachePort}${p.path}`, duration, p.fresh);
    const { goal } = p;
    rows.push([
      p.name,
      p.path.length > 40 ? p.path.slice(0, 39) + '…' : p.path,
      site.rps,
      `${site.rps >= goal ? 'met' : 'NOT met'} (≥ ${goal})`,
      `${site.p50} / ${site.p99}`,
      site.errors,
      flat.rps,
      (site.rps / flat.rps).toFixed(3),
      cached.rps,
      cached.errors,
    ]);
    console.error(`${p.name}: site ${site.rps}/s, nginx static ${flat.rps}/s, nginx micro-cache ${cached.rps}/s`);
  }
  printTable(
    `Throughput, 50 connections, ${duration} s each, loopback, requests with Accept-Encoding: gzip`,
    ['page', 'path', 'site req/s', 'goal', 'p50 / p99 ms', 'errors', 'nginx same bytes req/s', 'ratio site/nginx', 'nginx micro-cache → site req/s', 'errors'],
    rows,
  );
  printTable(
    'The framework alone: the empty baseline app under the same load',
    ['page', 'path', 'next start req/s', 'p50 / p99 ms', 'errors'],
    frameworkRows,
  );

  // what a first visit asks for besides the page: its scripts and styles, as Chrome asks for them
  const fileRows: (string | number)[][] = [];
  for (const [name, origin, page] of [
    ['the listing’s scripts and styles, site (kept compressed)', stack.site, '/residentials'],
    ['the empty page’s scripts, next start (compressed per request)', stack.baseline, '/'],
  ] as const) {
    await warm(origin + page);
    const html = await (await fetch(origin + page)).text();
    const files = frameworkFiles(html);
    let next = 0;
    const r = await load(origin + files[0], duration, () => files[next++ % files.length]!, CHROME_ENCODINGS);
    fileRows.push([name, files.length, r.rps, `${r.p50} / ${r.p99}`, (r.bytes / 1024).toFixed(1), r.errors]);
    console.error(`${name}: ${r.rps}/s`);
  }
  printTable(
    `A first visit's framework files, 50 connections, ${duration} s, Accept-Encoding: ${CHROME_ENCODINGS}`,
    ['files', 'count', 'req/s', 'p50 / p99 ms', 'KB a response', 'errors'],
    fileRows,
  );
} catch (error) {
  // nginx's own account of what went wrong, if it got that far
  if (existsSync(path.join(work, 'error.log'))) console.error(readFileSync(path.join(work, 'error.log'), 'utf8').slice(-2000));
  throw error;
} finally {
  nginx?.kill('SIGTERM');
  stack.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
