/**
 * The cache-key flood: whether addresses a visitor makes up grow the shared data cache (docs/security.md,
 * "The data cache holds only keys the site bounds"). On a running site (server.ts on the production
 * build in `distDir`, one instance: its data cache is the build's `cache/fetch-cache` folder), after
 * the pages' own reads are cached, twenty clients each open fifteen addresses nobody opened before:
 * a listing with a new price, a page number up to 10,000, a landing page with a new size, the map
 * around a new point, sixty property types, a landing slug made up; redirects followed, as a browser
 * does (to the canonical address, or to the not-found page). Counts the cache's entries before
 * and after, and times another visitor's /company meanwhile.
 *
 * `cacheKeyFlood({ site, distDir })`: flood (f) of `npm run bench:abuse`. Bounded: 300 requests, at
 * most 3 minutes.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENTS = 20;
const PER_CLIENT = 15;
const DEADLINE_MS = 3 * 60_000;
/** The goal: the flood adds at most this many entries (none of its addresses is the site's own; a few shared reads may refresh meanwhile). */
const NEW_ENTRIES_GOAL = 10;

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

/** An address nobody opened before, of the `i`-th kind. */
function madeUp(i: number): string {
  switch (i % 6) {
    case 0:
      return `/residentials?minPrice=${random(1_000, 10_000_000)}`;
    case 1:
      return `/residentials?page=${random(2, 10_000)}`;
    case 2:
      return `/property-for-sale-in-sliema?minSqm=${random(1, 100_000)}`;
    case 3:
      return `/commercials?view=map&near=${(35.8 + Math.random() / 5).toFixed(5)},${(14.3 + Math.random() / 4).toFixed(5)}`;
    case 4:
      return `/residentials?types=${Array.from({ length: 60 }, () => random(1, 100_000)).join(',')}`;
    default:
      return `/property-for-sale-in-nowhere-${random(1, 1_000_000_000)}`;
  }
}

/** The data cache's entries and bytes on disk. */
function cacheSize(dir: string): { entries: number; bytes: number } {
  let entries = 0;
  let bytes = 0;
  const walk = (at: string) => {
    for (const name of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, name.name);
      if (name.isDirectory()) walk(full);
      else {
        entries += 1;
        bytes += statSync(full).size;
      }
    }
  };
  try {
    walk(dir);
  } catch {
    // no cache yet
  }
  return { entries, bytes };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function companyTime(site: string): Promise<number> {
  const started = performance.now();
  await (await fetch(`${site}/company`)).arrayBuffer();
  return Math.round(performance.now() - started);
}

export async function cacheKeyFlood({ site, distDir }: { site: string; distDir: string }): Promise<string[]> {
  const cacheDir = path.join(distDir, 'cache', 'fetch-cache');
  // the pages' own reads, once: what a visitor who opens them finds cached
  for (const p of ['/residentials', '/commercials', '/property-for-sale-in-sliema', '/residentials?page=2']) await (await fetch(`${site}${p}`)).arrayBuffer();
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) idle.push(await companyTime(site));
  const before = cacheSize(cacheDir);

  const statuses: Record<string, number> = {};
  const deadline = performance.now() + DEADLINE_MS;
  let finished = false;
  const clients = Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; i < PER_CLIENT && performance.now() < deadline; i++) {
        const res = await fetch(`${site}${madeUp(c * PER_CLIENT + i)}`, { headers: { 'x-forwarded-for': `198.51.100.${10 + c}` } });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  ).finally(() => (finished = true));
  const busy: number[] = [];
  while (!finished) busy.push(await companyTime(site));
  await clients;
  const after = cacheSize(cacheDir);

  const added = after.entries - before.entries;
  const p50 = percentile(busy, 50);
  const idleP50 = percentile(idle, 50);
  const answers = Object.entries(statuses).map(([s, n]) => `${n}× ${s}`).join(', ');
  return [
    `Flood (f): ${CLIENTS} clients × ${PER_CLIENT} made-up addresses (prices, pages up to 10,000, sizes, map points, 60 type ids, landing slugs); answers ${answers}`,
    `  the data cache (${path.relative(process.cwd(), cacheDir)}): ${before.entries} entries (${(before.bytes / 1024).toFixed(0)} KB) before, ${after.entries} (${(after.bytes / 1024).toFixed(0)} KB) after`,
    `${added <= NEW_ENTRIES_GOAL ? 'PASS' : 'FAIL'} entries added: ${added} for ${CLIENTS * PER_CLIENT} addresses (goal: at most ${NEW_ENTRIES_GOAL})`,
    `  another visitor's /company meanwhile: p50 ${p50} ms over ${busy.length} answers (idle ${idleP50} ms); every made-up address is a render of its own`,
  ];
}
