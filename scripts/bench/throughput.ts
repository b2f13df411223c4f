/**
 * `npm run bench:throughput`: requests per second under 50 concurrent connections (autocannon, on
 * loopback, requests asking for gzip as browsers do), against the production build and the reference
 * backend:
 * - each page type from the site alone (server.ts), every response rendered (pages carry a nonce of
 *   their own and are never cached as HTML; their data comes from the data cache), and the same pages
 *   behind nginx with the shipped rules (deploy/nginx, through scripts/support/nginx.ts);
 * - a filtered listing whose filter set changes with every request (nothing cached: a backend call
 *   and a render each);
 * - the empty baseline page, rendered per request and prerendered: what Next.js alone manages here;
 * - a first visit's scripts and styles from the site directly and from nginx's cache.
 * nginx comes with `npm run test:tools`.
 *
 *   --duration 10   seconds per measurement (after a 2 s warm-up)
 */
import { parseArgs } from 'node:util';
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

/** Loads `url` with 50 connections; with `fresh`, every request asks for the path `fresh()` makes. */
async function load(url: string, seconds: number, fresh?: () => string, acceptEncoding = 'gzip'): Promise<Result> {
  const headers = { 'accept-encoding': acceptEncoding };
  const requests = fresh ? [{ setupRequest: (req: { path?: string }) => ({ ...req, path: fresh() }) }] : undefined;
  await autocannon({ url, connections: 50, duration: 2, headers, requests });
  const r = await autocannon({ url, connections: 50, duration: seconds, headers, requests });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
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

  const rows: (string | number)[][] = [];
  for (const p of pages) {
    const site = await load(stack.site + p.path, duration, p.fresh);
    const proxied = await load(nginx.url + p.path, duration, p.fresh);
    rows.push([p.name, site.rps, `${site.p50} / ${site.p99}`, site.errors, proxied.rps, `${proxied.p50} / ${proxied.p99}`, proxied.errors]);
    console.error(`${p.name}: site ${site.rps}/s, behind nginx ${proxied.rps}/s`);
  }
  printTable(
    `Pages, every response rendered: 50 connections, ${duration} s each, loopback, Accept-Encoding: gzip`,
    ['page', 'site req/s', 'p50 / p99 ms', 'errors', 'behind nginx req/s', 'p50 / p99 ms', 'errors'],
    rows,
  );

  const frameworkRows: (string | number)[][] = [];
  for (const [name, path] of [['rendered per request', '/'], ['prerendered', '/prerendered']] as const) {
    const r = await load(stack.baseline + path, duration);
    frameworkRows.push([`empty page, ${name}`, r.rps, `${r.p50} / ${r.p99}`, r.errors]);
    console.error(`empty page, ${name}: ${r.rps}/s`);
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
    `The listing's framework files, 50 connections, ${duration} s, Accept-Encoding: ${CHROME_ENCODINGS}`,
    ['from', 'files', 'req/s', 'p50 / p99 ms', 'errors'],
    fileRows,
  );
} finally {
  await nginx.stop();
  stack.stop();
}
process.exit(0);
