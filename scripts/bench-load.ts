/**
 * `npm run bench:load`: autocannon against the production build and the reference backend on
 * loopback. Each page (home, a landing page, a filtered listing, a detail page) takes 64
 * connections for 30 s, first with the backend up, then with it down (a fault proxy between site
 * and backend resets every connection); three runs. Prints requests/s, p50 / p99 latency, errors
 * (connection errors, timeouts and non-2xx answers) and the site's resident memory after each
 * measurement. Errors are connection errors and timeouts (10 s); non-2xx answers are counted apart.
 * Every request is a render (pages carry a per-response nonce and are never cached as HTML).
 *
 *   --duration 30 --connections 64 --runs 3     the defaults
 *   --compare-csp                               instead: home and the filtered listing with the
 *                                               nonce policy and with the static one, alternately
 *
 * NEXT_DIST_DIR names the build (default .next; built first when missing).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { setFaultMode, startFaultProxy, type FaultMode } from '../tests/support/fault-proxy.ts';
import { markdownOption, printProvenance, printTable } from './bench/report.ts';
import { startBackend, startSite, stopAll, type Site } from './support/servers.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '64' },
    runs: { type: 'string', default: '3' },
    'compare-csp': { type: 'boolean', default: false },
    ...markdownOption,
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const runs = Number(values.runs);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

/** Resident memory of a process and all its descendants, in MiB (Linux /proc). */
function treeRssMiB(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let kib = 0;
  for (const p of tree) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kib / 1024);
}

interface Row {
  run: number | string;
  backend: string;
  page: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** connection errors and timeouts */
  errors: number;
  /** answers other than 2xx */
  non2xx: number;
  rssMiB: number;
}

async function measure(site: Site, pagePath: string, seconds: number): Promise<Omit<Row, 'run' | 'backend' | 'page'>> {
  const result = await autocannon({ url: `${site.url}${pagePath}`, connections, duration: seconds, timeout: 10 });
  const pid = site.process.pid;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMiB: pid ? treeRssMiB(pid) : 0,
  };
}

const TITLES: Record<keyof Row, string> = {
  run: 'run', backend: 'backend', page: 'page', reqPerSec: 'req/s', p50: 'p50 ms', p99: 'p99 ms', errors: 'errors', non2xx: 'non-2xx', rssMiB: 'RSS MiB',
};

/** The measurements' table: run, backend and page aligned left, the figures right. */
const printRows = (title: string, rows: Row[], columns: (keyof Row)[]) =>
  printTable(title, columns.map((c) => TITLES[c]), rows.map((r) => columns.map((c) => r[c])), 3);

printProvenance('bench:load');
const backend = await startBackend();
const proxy = await startFaultProxy({ target: backend.url });
try {
  // A detail page and a filtered listing of the demo data.
  const featured = (await (await fetch(`${backend.url}/${process.env.API_PRODUCT ?? 'Sale'}Home`)).json()) as {
    result: { id: number; lettingType: number; urlSlug: string }[];
  };
  const first = featured.result[0];
  if (!first) throw new Error('the demo backend has no featured property');
  const pages: [string, string][] = [
    ['home', '/'],
    ['landing', '/penthouses-for-sale-in-malta'],
    ['filtered listing', '/residentials?beds=2&maxPrice=600000&sort=price-asc'],
    ['detail', `/${first.urlSlug}-${first.id}-${first.lettingType}`],
  ];
  const rows: Row[] = [];
  const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`${connections} connections, ${duration} s per measurement, build ${distDir}; load average at start ${load()}`);

  if (values['compare-csp']) {
    for (let run = 1; run <= runs; run++) {
      for (const mode of ['nonce', 'static']) {
        const site = await startSite({ distDir, apiBaseUrl: proxy.url, env: { CSP_MODE: mode } });
        for (const [name, p] of pages.filter(([n]) => n === 'home' || n === 'filtered listing')) {
          await measure(site, p, 3); // warm the data cache and the JIT
          rows.push({ run, backend: `up, CSP ${mode}`, page: name, ...(await measure(site, p, duration)) });
          console.error(`run ${run} CSP ${mode} ${name} done`);
        }
        await site.stop();
      }
    }
    printRows('The nonce policy against the static one', rows, ['run', 'backend', 'page', 'reqPerSec', 'p50', 'p99', 'errors', 'non2xx']);
  } else {
    const site = await startSite({ distDir, apiBaseUrl: proxy.url });
    console.error(`site started, RSS ${site.process.pid ? treeRssMiB(site.process.pid) : 0} MiB`);
    for (let run = 1; run <= runs; run++) {
      for (const mode of ['pass', 'down'] as FaultMode[]) {
        await setFaultMode(proxy.url, mode);
        for (const [name, p] of pages) {
          if (run === 1 && mode === 'pass') await measure(site, p, 2); // first visit fills the data cache
          rows.push({ run, backend: mode === 'pass' ? 'up' : 'down', page: name, ...(await measure(site, p, duration)) });
          console.error(`run ${run} backend ${mode === 'pass' ? 'up' : 'down'} ${name} done`);
        }
      }
    }
    await site.stop();
    printRows('Each page under load, the backend up and down', rows, ['run', 'backend', 'page', 'reqPerSec', 'p50', 'p99', 'errors', 'non2xx', 'rssMiB']);
  }
  const errors = rows.reduce((s, r) => s + r.errors + r.non2xx, 0);
  console.log(`\n${rows.length} measurements, ${errors} errors in all; load average at end ${load()}`);
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  await proxy.close();
  backend.stop();
  stopAll();
}
