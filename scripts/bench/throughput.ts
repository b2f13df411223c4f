/**
 * `npm run bench:throughput`: requests per second under 32 concurrent connections (autocannon, on
 * loopback, requests asking for gzip as browsers do), against the production build and the reference
 * backend:
 * - pages made once (lib/cached-routes.ts) from the site alone (server.ts, its cache warm) against
 *   nginx serving the same bytes as a static file: the goal is at least half of nginx's rate; beside
 *   them, measured the same way in the same round, the floor: the empty baseline app's page made
 *   once, and its page made once that weighs what a 20-card listing weighs (tests/bench/baseline);
 * - each page type from the site alone and behind nginx with the shipped rules (deploy/nginx,
 *   through scripts/support/nginx.ts);
 * - a filtered listing whose filter set changes with every request (nothing cached: a backend call
 *   and a render each);
 * - another visitor's page while eight visitors open shared lists (each a render and a backend
 *   read): its median time against its idle median, the goal at most three times;
 * - the empty baseline page rendered per request: what Next.js alone manages here;
 * - a first visit's scripts and styles from the site directly and from nginx's cache.
 * nginx comes with `npm run test:tools`.
 *
 *   --duration 10   seconds per measurement (after a 2 s warm-up)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startNginx } from '../support/nginx.ts';
import { CHROME_ENCODINGS, frameworkFiles, pageTypes, startStack, warm } from './stack.ts';
import { giveUpAfter, markdownOption, printProvenance, printTable } from './report.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, ...markdownOption } });
const duration = Number(values.duration);
giveUpAfter('bench:throughput', 15);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const CONNECTIONS = 32;

/** Loads `url` with 32 connections; with `fresh`, every request asks for the path `fresh()` makes. */
async function load(url: string, seconds: number, fresh?: () => string, acceptEncoding = 'gzip', extra: Record<string, string> = {}): Promise<Result> {
  const headers = { 'accept-encoding': acceptEncoding, ...extra };
  const requests = fresh ? [{ setupRequest: (req: { path?: string }) => ({ ...req, path: fresh() }) }] : undefined;
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, requests });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, requests });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/**
 * Pages made once, from the site alone with its cache warm, against nginx serving the same bytes (the
 * page's HTML as the site gzips it) as a static file: what the site adds to sending a file.
 */
async function madeOnceAgainstStatic(pages: { name: string; origin: string; path: string }[]): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'site-static-'));
  const files = path.join(work, 'files');
  mkdirSync(files);
  const served = pages.map((p, i) => ({ ...p, file: `/page-${i}.html`, htmlBytes: 0, gzipBytes: 0 }));
  for (const p of served) {
    await warm(p.origin + p.path);
    const res = await fetch(p.origin + p.path);
    if (res.headers.get('x-nextjs-cache') !== 'HIT') throw new Error(`${p.origin}${p.path} is not a page made once`);
    const html = Buffer.from(await res.arrayBuffer());
    const gzipped = gzipSync(html);
    p.htmlBytes = html.length;
    p.gzipBytes = gzipped.length;
    writeFileSync(path.join(files, p.file), gzipped);
  }
  const nginx = await startNginx(
    pages[0]!.origin,
    `root ${files};
    location = /robots.txt { return 200 "ok"; }
    location / { default_type text/html; add_header Content-Encoding gzip; add_header Vary Accept-Encoding; }`,
  );
  const rows: (string | number)[][] = [];
  try {
    for (const p of served) {
      const fromSite = await load(p.origin + p.path, duration);
      const fromFile = await load(nginx.url + p.file, duration);
      const ratio = fromSite.rps / Math.max(fromFile.rps, 1);
      const errors = fromSite.errors + fromFile.errors;
      rows.push([p.name, `${(p.htmlBytes / 1024).toFixed(1)} / ${(p.gzipBytes / 1024).toFixed(1)}`, fromSite.rps, `${fromSite.p50} / ${fromSite.p99}`, fromFile.rps, `${fromFile.p50} / ${fromFile.p99}`, ratio.toFixed(2), errors === 0 ? (ratio >= 0.5 ? 'PASS' : 'FAIL') : `FAIL (${errors} errors)`]);
      console.error(`${p.name}: site ${fromSite.rps}/s, nginx static ${fromFile.rps}/s`);
    }
  } finally {
    await nginx.stop();
    rmSync(work, { recursive: true, force: true });
  }
  printTable(
    `Pages made once, the site alone (cache warm) against nginx serving the same gzip bytes as a file, and the empty baseline app measured the same way (its rows are the framework's floor): ${CONNECTIONS} connections, ${duration} s each`,
    ['page', 'HTML / gzip KB', 'site req/s', 'p50 / p99 ms', 'nginx file req/s', 'p50 / p99 ms', 'site / nginx', 'goal ≥ 0.5'],
    rows,
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The time of `n` requests for `url` one after another, each in ms. */
async function timesOf(url: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Another visitor's page (a detail page and the company page, both made once) while eight visitors
 * open shared lists, each a render and a backend read of its own: median of 40 requests against the
 * same when the site is idle.
 */
async function anotherVisitor(site: string, ...others: string[]): Promise<void> {
  const ids = [...(await (await fetch(`${site}/residentials`)).text()).matchAll(/href="\/[a-z0-9-]*?-?(\d+)-(\d+)"/g)]
    .map((m) => `${m[1]}-${m[2]}`)
    .slice(0, 4);
  let round = 0;
  // the four ids in another order each time: a shared list nobody opened just before
  const sharedList = () => `/shortlist?ids=${[...ids.slice(round % 4), ...ids.slice(0, round++ % 4)].join(',')}`;
  const navigation = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' };
  const rows: (string | number)[][] = [];
  for (const other of others) {
    await timesOf(site + other, 5);
    const idle = median(await timesOf(site + other, 40));
    let finished!: (r: autocannon.Result) => void;
    const listsLoaded = new Promise<autocannon.Result>((resolve) => (finished = resolve));
    const busy = autocannon(
      {
        url: site + sharedList(),
        connections: 8,
        duration: 600,
        headers: { 'accept-encoding': 'gzip', ...navigation },
        requests: [{ setupRequest: (req: { path?: string }) => ({ ...req, path: sharedList() }) }],
      },
      (_error, result) => finished(result),
    );
    await new Promise((r) => setTimeout(r, 2000));
    const during = median(await timesOf(site + other, 40));
    busy.stop();
    const lists = await listsLoaded;
    const ratio = during / idle;
    rows.push([other, idle.toFixed(1), during.toFixed(1), ratio.toFixed(1), Math.round(lists.requests.average), ratio <= 3 ? 'PASS' : 'FAIL']);
    console.error(`${other}: idle ${idle.toFixed(1)} ms, during shared lists ${during.toFixed(1)} ms`);
  }
  printTable(
    'Another visitor’s page while eight visitors open shared lists (8 connections, a new list each request): median of 40 requests, ms',
    ['page', 'idle', 'during', 'during / idle', 'shared lists / s', 'goal ≤ 3'],
    rows,
  );
}

printProvenance('bench:throughput');
const stack = await startStack();
const nginx = await startNginx(stack.site);
try {
  const types = await pageTypes(stack.site);
  // a filtered listing with a minimum price that changes with every request: a filter set nobody
  // asked for before, so its data is in no cache
  const priced = new URL((await fetch(`${stack.site}/residentials?beds=2&baths=1&sort=price-asc&minPrice=100001`)).url);
  let asked = 0;
  const freshFilter = () => priced.pathname + priced.search.replace('100001', String(100_001 + asked++));
  const pages = [
    ...types.map((t) => ({ name: t.name, path: t.path, fresh: undefined as (() => string) | undefined })),
    { name: 'filtered listing, a new filter set each request', path: freshFilter(), fresh: freshFilter },
  ];
  for (const p of pages) await warm(stack.site + p.path);

  await madeOnceAgainstStatic([
    ...types.filter((t) => ['home', 'listing', 'landing', 'detail'].includes(t.name)).map((t) => ({ ...t, origin: stack.site })),
    { name: 'floor: the empty baseline page', origin: stack.baseline, path: '/company' },
    { name: 'floor: the baseline page of a listing’s weight', origin: stack.baseline, path: '/contact' },
  ]);
  await anotherVisitor(stack.site, types.find((t) => t.name === 'detail')?.path ?? '/', '/company');

  const rows: (string | number)[][] = [];
  for (const p of pages) {
    const site = await load(stack.site + p.path, duration, p.fresh);
    const proxied = await load(nginx.url + p.path, duration, p.fresh);
    rows.push([p.name, site.rps, `${site.p50} / ${site.p99}`, site.errors, proxied.rps, `${proxied.p50} / ${proxied.p99}`, proxied.errors]);
    console.error(`${p.name}: site ${site.rps}/s, behind nginx ${proxied.rps}/s`);
  }
  printTable(
    `Pages: ${CONNECTIONS} connections, ${duration} s each, loopback, Accept-Encoding: gzip (a page made once is served from the cache)`,
    ['page', 'site req/s', 'p50 / p99 ms', 'errors', 'behind nginx req/s', 'p50 / p99 ms', 'errors'],
    rows,
  );

  const frameworkRows: (string | number)[][] = [];
  {
    const r = await load(stack.baseline + '/', duration);
    frameworkRows.push(['empty page, rendered per request', r.rps, `${r.p50} / ${r.p99}`, r.errors]);
    console.error(`empty page, rendered per request: ${r.rps}/s`);
  }
  printTable('The framework alone: the empty baseline app (the site’s server) under the same load', ['page', 'req/s', 'p50 / p99 ms', 'errors'], frameworkRows);

  // what a first visit asks for besides the page: its scripts and styles, as Chrome asks for them
  const files = frameworkFiles(await (await fetch(`${stack.site}/residentials`)).text());
  const fileRows: (string | number)[][] = [];
  for (const [name, origin] of [
    ['the site (Next.js compresses each answer)', stack.site],
    ['nginx (kept compressed in its cache)', nginx.url],
  ] as const) {
    let next = 0;
    const r = await load(origin + files[0], duration, () => files[next++ % files.length]!, CHROME_ENCODINGS);
    fileRows.push([name, files.length, r.rps, `${r.p50} / ${r.p99}`, r.errors]);
    console.error(`framework files from ${name}: ${r.rps}/s`);
  }
  printTable(
    `The listing's framework files, ${CONNECTIONS} connections, ${duration} s, Accept-Encoding: ${CHROME_ENCODINGS}`,
    ['from', 'files', 'req/s', 'p50 / p99 ms', 'errors'],
    fileRows,
  );
} finally {
  await nginx.stop();
  stack.stop();
}
process.exit(0);
