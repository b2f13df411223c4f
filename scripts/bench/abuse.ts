/**
 * `npm run bench:abuse`: what floods cost the site's server (server.ts on the production build,
 * NEXT_DIST_DIR or .next, built first when missing or outdated, with the reference backend behind a
 * counting proxy; a fresh server for each flood), all on loopback. Each flood prints PASS or FAIL
 * lines against its goals. `--floods a,c` runs some of them (default: all six).
 *
 * (a) Shared links: twenty clients, each its own address, for 30 s, each opening a 50-id shared
 * list with random ids a second as a browser does (the page, then its script's refresh through
 * /api/shortlist, left after 2 s as a visitor who moves on) and fetching another as an image, while
 * the backend's detail calls hang (an overloaded backend: each is a timeout). Goals: the detail
 * calls per page view within the site-wide budget for links; another visitor's /company p50 within
 * 2× idle; the circuit breaker closed for others (an uncached listing page each half second shows
 * its listings).
 *
 * (b) Add My Property submissions with a forged human check, four 59-megapixel PNGs each, beside
 * lighter ones (scripts/bench/photo-flood.ts). Goal: the site's CPU per request ≤ 10 ms (nothing
 * decoded before a human check is proven), printed beside the framework's floor: what the empty-page
 * baseline app's server action that does nothing costs for the same bodies, in the same run.
 *
 * (c) Slow senders on the upload path, as the site sees them where it faces visitors directly
 * (no X-Forwarded-For; each connection is its socket's address): twenty connections declare a 2 MB
 * upload to /my-properties and send one byte a second (for 30 s at most), first all from one
 * address, then each from its own; half a second later an owner on another address posts the
 * add-my-property action (flood (d)'s body). Goal: the owner's upload admitted within 5 s.
 *
 * (d) Uploads, printing the server's resident memory (RSS, from /proc) when idle, at its peak during
 * each and after it, and how long /company takes to answer meanwhile:
 * - twenty parallel oversized uploads: 30 MB bodies to /my-properties, sent whole as fast as
 *   loopback takes them (refused from their Content-Length: 413, nothing read);
 * - twenty parallel uploads within the limit: 20 MB of "photos" each, posted to the add-my-property
 *   action the way its form does, past every cheap check (the per-client limit raised for this),
 *   each from its own loopback address: each is read whole by Next.js, its photos read by the
 *   action and refused by their content; admitted one at a time by server.ts.
 * Goals: the oversized flood leaves memory within 100 MB of idle; pages keep answering, none slower
 * than 2 s.
 *
 * (e) Image variants: twenty clients, ten requests a second each (what nginx lets one client have;
 * nginx itself is left out: its limit is proven by tests/e2e/nginx.spec.ts), ask the site's image
 * optimizer for one demo photo at every width from 1 to 4000, at qualities from 1 to 100, with
 * arguments it does not read, WebP and not, and for each width the site makes ten times over
 * (about 4,200 addresses, 60 s at most); the optimizer's cache
 * (NEXT_DIST_DIR/cache/images) is emptied first. Goals: the variants it made at most the configured
 * widths × formats × qualities (lib/image-variants.ts); another visitor's /company p50 within 2× idle.
 *
 * (f) Cache keys (scripts/bench/cache-flood.ts): twenty clients open fifteen made-up addresses each
 * (new prices, page numbers up to 10,000, sizes, map points, sixty type ids, landing slugs), after
 * the pages' own reads are cached. Goal: the data cache (NEXT_DIST_DIR/cache/fetch-cache) gains at
 * most ten entries for the 300 addresses.
 *
 * Bounded: 20 requests or clients per flood, each flood given at most 3 minutes, the whole run 15.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_CAPTCHA_PREFIX } from '../../lib/api/wire-constants.ts';
import { IMAGE_DEVICE_SIZES, IMAGE_FORMATS, IMAGE_QUALITIES, IMAGE_SIZES, IMAGE_VARIANTS_PER_PHOTO } from '../../lib/image-variants.ts';
import { startFaultProxy, type FaultProxy } from '../../tests/support/fault-proxy.ts';
import { giveUpAfter, loadAverage, markdownOption, printProvenance } from './report.ts';
import { cacheKeyFlood } from './cache-flood.ts';
import { photoFlood } from './photo-flood.ts';
import { cpuSeconds, root, startBaseline } from './stack.ts';
import { actionId } from '../support/actions.ts';
import { startBackend, startSite, stopAll } from '../support/servers.ts';

const MB = 1024 * 1024;
const FLOOD = 20;
giveUpAfter('bench:abuse', 15);

/** The server's resident memory in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Posts `body` (written in 1 MB slices) and resolves with the status, or the error that ended the connection. */
function post(url: string, body: Buffer, headers: Record<string, string>, localAddress?: string): Promise<number | string> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const req = httpRequest({ host: hostname, port, path: pathname, method: 'POST', localAddress, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    let offset = 0;
    const write = (): void => {
      while (offset < body.length) {
        const slice = body.subarray(offset, offset + MB);
        offset += slice.length;
        if (!req.write(slice)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** Times GET /company until `done` settles; returns each answer's milliseconds. */
async function pageTimes(site: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${site}/company`);
    await res.arrayBuffer();
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** Runs a flood, sampling the memory every 50 ms and timing a page meanwhile. */
async function flood(name: string, pid: number, site: string, send: (i: number) => Promise<number | string>) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const all = Promise.all(Array.from({ length: FLOOD }, (_, i) => send(i)));
  const [statuses, times] = await Promise.all([all, pageTimes(site, all)]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 2000));
  const counts = Object.entries(statuses.reduce<Record<string, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${n}× ${s}`)
    .join(', ');
  return { name, peak, after: rssMb(pid), seconds, counts, pages: times.length, p50: percentile(times, 50), max: Math.max(0, ...times) };
}

/* ---------- flood (a): shared links with random ids ---------- */

const LINK_CLIENTS = 20;
const LINK_SECONDS = 30;
/** each client's rounds, at most one a second */
const ROUND_MS = 1000;
/** properties a shared list holds at most (SHORTLIST_MAX, lib/shortlist.ts) */
const LINK_SIZE = 50;
/** the site's default VISITOR_READS_PER_MINUTE (lib/env.ts), set on the site */
const READS_PER_MINUTE = 1200;
/** what links may read of it, all visitors together: a quarter a minute (siteReadBudgets, lib/security/rate-limit.ts) */
const LINK_READS_PER_MINUTE = Math.floor(READS_PER_MINUTE / 4);

type Ref = { id: number; lettingType: number };
/** ids of nine digits, above any the demo data has: never a property, never in the data cache */
const randomRefs = (): Ref[] => Array.from({ length: LINK_SIZE }, () => ({ id: 900_000_000 + Math.floor(Math.random() * 99_999_999), lettingType: 6 }));
const encodeIds = (refs: Ref[]) => refs.map((r) => `${r.id}-${r.lettingType}`).join(',');

const tally = (m: Record<string, number>, key: string) => void (m[key] = (m[key] ?? 0) + 1);
const listTally = (m: Record<string, number>) => Object.entries(m).map(([k, n]) => `${n}× ${k}`).join(', ');

/** GETs `url` with exactly these headers (Node.js's fetch sets its own Sec-Fetch-Mode); the status, once the body is read. */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * One visitor's browser sent to shared links until `until`, a round a second (far more often than a
 * person opens pages: a script on another site's pages) from `offset` ms on (browsers do not keep
 * step): the page, its refresh, and another link as an image.
 */
async function linkClient(site: string, address: string, offset: number, until: number) {
  const as = { 'x-forwarded-for': address };
  await new Promise((r) => setTimeout(r, offset));
  const seen = { navigations: {} as Record<string, number>, refreshes: {} as Record<string, number>, images: {} as Record<string, number> };
  while (performance.now() < until) {
    const round = performance.now();
    const refs = randomRefs();
    const page = await get(`${site}/shortlist?ids=${encodeIds(refs)}`, {
      ...as,
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'cross-site',
    });
    tally(seen.navigations, String(page));
    // random ids are never in the data cache: the page's script asks for all of them
    const refresh = await fetch(`${site}/api/shortlist`, {
      method: 'POST',
      headers: { ...as, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: site },
      body: JSON.stringify({ items: refs, list: 'shared' }),
      signal: AbortSignal.timeout(2000),
    })
      .then(async (r) => (await r.arrayBuffer(), String(r.status)))
      .catch(() => 'left after 2 s');
    tally(seen.refreshes, refresh);
    const image = await get(`${site}/shortlist?ids=${encodeIds(randomRefs())}`, {
      ...as,
      'sec-fetch-dest': 'image',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-site': 'cross-site',
    });
    tally(seen.images, String(image));
    await new Promise((r) => setTimeout(r, Math.max(0, round + ROUND_MS - performance.now())));
  }
  return seen;
}

/** Opens an uncached listing page every half second until `done`; how many showed their listings. */
async function listingsForOthers(site: string, done: Promise<unknown>): Promise<{ shown: number; of: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  let shown = 0;
  let of = 0;
  while (!finished) {
    const res = await fetch(`${site}/residentials?minPrice=${1000 + Math.floor(Math.random() * 100_000)}`);
    const html = await res.text();
    of += 1;
    if (res.status === 200 && !html.includes('Listings are unavailable right now')) shown += 1;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { shown, of };
}

/** /company's median time, in ms, over twenty answers one after another (before a flood). */
async function idlePageP50(site: string): Promise<number> {
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await (await fetch(`${site}/company`)).arrayBuffer();
    idle.push(Math.round(performance.now() - started));
  }
  return percentile(idle, 50);
}

async function linkFlood(site: string, proxy: FaultProxy): Promise<string[]> {
  const idleP50 = await idlePageP50(site);
  const loadBefore = loadAverage();
  proxy.setMode('hang', 'lettingType=');
  const before = proxy.state().matched;
  const until = performance.now() + LINK_SECONDS * 1000;
  const clients = Promise.all(
    Array.from({ length: LINK_CLIENTS }, (_, i) => linkClient(site, `198.51.100.${10 + i}`, (i * ROUND_MS) / LINK_CLIENTS, until)),
  );
  const [seen, times, listings] = await Promise.all([clients, pageTimes(site, clients), listingsForOthers(site, clients)]);
  const loadAfter = loadAverage();
  // what the hanging calls would still do: let them go, and count every call the flood caused
  proxy.setMode('pass', 'lettingType=');
  await new Promise((r) => setTimeout(r, 5000));
  const calls = proxy.state().matched - before;

  const sum = (pick: (s: (typeof seen)[number]) => Record<string, number>) =>
    seen.map(pick).reduce<Record<string, number>>((m, x) => {
      for (const [k, n] of Object.entries(x)) m[k] = (m[k] ?? 0) + n;
      return m;
    }, {});
  const navigations = sum((s) => s.navigations);
  const images = sum((s) => s.images);
  const views = [...Object.values(navigations), ...Object.values(images)].reduce((a, b) => a + b, 0);
  const budget = LINK_READS_PER_MINUTE * Math.ceil(LINK_SECONDS / 60);
  const p50 = percentile(times, 50);
  return [
    `Flood (a): ${LINK_CLIENTS} clients, ${LINK_SIZE}-id shared links with random ids, ${LINK_SECONDS} s; the backend's detail calls hang (each a timeout)`,
    `  pages opened: ${listTally(navigations)}; their refreshes: ${listTally(sum((s) => s.refreshes))}; links fetched as images: ${listTally(images)}`,
    `  the machine's load average (1 min) ${loadBefore} before, ${loadAfter} after: other work on these cores lengthens every page time`,
    `${verdict(calls <= budget)} backend calls per page view: ${(calls / views).toFixed(3)} (${calls} detail calls for ${views} views; goal: within the site-wide budget for links, ${budget} in ${LINK_SECONDS} s)`,
    `${verdict(p50 <= 2 * idleP50)} another visitor's /company p50: ${p50} ms over ${times.length} answers (idle ${idleP50} ms; goal within 2×)`,
    `${verdict(listings.shown === listings.of)} circuit breaker closed for others: ${listings.shown} of ${listings.of} uncached listing pages showed their listings`,
  ];
}

/** (c): the goal, and how long a slow sender keeps sending at most. */
const OWNER_ADMITTED_WITHIN_MS = 5000;
const SLOW_SENDER_MS = 30_000;

/**
 * A client that declares a 2 MB upload to /my-properties from `localAddress` and sends one byte a
 * second: resolves with what became of it (the status it was answered, or that its connection was
 * closed) and after how many seconds.
 */
function slowSender(site: string, localAddress: string): Promise<{ outcome: string; seconds: number }> {
  const { hostname, port } = new URL(site);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress });
    let answer = '';
    const done = (outcome: string) => {
      clearInterval(trickle);
      clearTimeout(bound);
      socket.destroy();
      resolve({ outcome, seconds: (performance.now() - started) / 1000 });
    };
    socket.on('connect', () =>
      socket.write(`POST /my-properties HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${2 * MB}\r\n\r\n`),
    );
    const trickle = setInterval(() => socket.writable && socket.write('x'), 1000);
    const bound = setTimeout(() => done('still held'), SLOW_SENDER_MS);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) done(status);
    });
    socket.on('close', () => done('closed by the site'));
    socket.on('error', () => done('closed by the site'));
  });
}

/** (c): twenty slow senders from `addresses` (one each, in turn), then the owner's upload from 127.0.0.2. */
async function slowFlood(name: string, site: string, addresses: (i: number) => string, owner: { body: Buffer; headers: Record<string, string> }) {
  const senders = Array.from({ length: FLOOD }, (_, i) => slowSender(site, addresses(i)));
  await new Promise((r) => setTimeout(r, 500));
  const started = performance.now();
  const status = await post(`${site}/my-properties`, owner.body, owner.headers, '127.0.0.2');
  const ownerSeconds = (performance.now() - started) / 1000;
  const outcomes = await Promise.all(senders);
  const groups = new Map<string, number[]>();
  for (const o of outcomes) groups.set(o.outcome, [...(groups.get(o.outcome) ?? []), o.seconds]);
  const senderLine = [...groups]
    .map(([outcome, seconds]) => `${seconds.length}× ${outcome} after ${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s`)
    .join(', ');
  const pass = status === 200 && ownerSeconds * 1000 <= OWNER_ADMITTED_WITHIN_MS;
  return { name, senderLine, status, ownerSeconds, pass };
}

/**
 * The add-my-property action, posted as its form posts it: the required fields, a development
 * check, 20 "photos" of about 1 MB that are no picture at all (one body, shared by every request).
 * Checked once: what each is answered is the photo check, after every cheap check passed.
 */
async function propertyUpload(site: string, distDir: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const action = actionId(path.join(root, distDir), 'submitProperty');
  const form = new FormData();
  form.append('_1_fullName', 'Flood Test');
  form.append('_1_contactNumber', '79123456');
  form.append('_1_contactCountry', 'MT');
  form.append('_1_captcha', `${DEV_CAPTCHA_PREFIX}${'a'.repeat(32)}`);
  const filler = new Uint8Array(MB - 8 * 1024).fill(0xff);
  for (let i = 0; i < 20; i++) form.append('_1_photos', new Blob([filler], { type: 'image/jpeg' }), `p${i}.jpg`);
  form.append('0', JSON.stringify([{ answer: 0 }, '$K1']));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type') ?? '', 'next-action': action, accept: 'text/x-component' };
  const answer = await (await fetch(`${site}/my-properties`, { method: 'POST', headers, body: new Uint8Array(body) })).text();
  if (!answer.includes('"fieldErrors":{"photos"')) throw new Error(`the action did not reach its photo check: ${answer.slice(0, 300)}`);
  return { body, headers };
}

/** (d): the two upload floods; a table of their memory and page times, and their verdicts. */
async function uploadFloods(site: string, pid: number, distDir: string): Promise<string[]> {
  await (await fetch(`${site}/my-properties`)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2000));
  const idle = rssMb(pid);
  const oversizedBody = Buffer.alloc(30 * MB, 0xff);
  const oversized = await flood('20 × 30 MB to /my-properties (over its 22 MB limit)', pid, site, () =>
    post(`${site}/my-properties`, oversizedBody, { 'content-type': 'multipart/form-data; boundary=x' }),
  );
  const upload = await propertyUpload(site, distDir);
  // each from its own loopback address, as twenty owners: one network may have two uploads in line
  const within = await flood(`20 × ${(upload.body.length / MB).toFixed(1)} MB to the add-my-property action (within the limit)`, pid, site, (i) =>
    post(`${site}/my-properties`, upload.body, upload.headers, `127.0.0.${10 + i}`),
  );
  const rows = [oversized, within];
  const slowest = Math.max(...rows.map((r) => r.max));
  return [
    `Flood (d): uploads. Server memory (RSS) idle: ${idle} MB`,
    '',
    '| flood | answers | seconds | peak RSS | after | /company answers meanwhile (p50 / max ms) |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.counts} | ${r.seconds} | ${r.peak} MB (+${r.peak - idle}) | ${r.after} MB | ${r.pages} (${r.p50} / ${r.max}) |`),
    '',
    `${verdict(oversized.peak - idle <= 100)} oversized uploads: peak RSS +${oversized.peak - idle} MB (goal: within 100 MB of idle)`,
    `${verdict(rows.every((r) => r.pages > 0) && slowest <= 2000)} pages kept answering: ${rows.map((r) => r.pages).join(' and ')} /company answers, the slowest ${slowest} ms (goal: none slower than 2 s)`,
  ];
}

/** (c): the slow senders, first from one address, then each from its own, with an owner's upload after each. */
async function slowFloods(site: string, distDir: string): Promise<string[]> {
  const owner = await propertyUpload(site, distDir);
  const runs = [
    await slowFlood('20 slow senders from one address (127.0.0.1)', site, () => '127.0.0.1', owner),
    await slowFlood('20 slow senders, each from its own address (127.0.0.10–29)', site, (i) => `127.0.0.${10 + i}`, owner),
  ];
  return [
    `Flood (c): slow senders on the upload path; an owner's ${(owner.body.length / MB).toFixed(1)} MB upload from 127.0.0.2 half a second later`,
    ...runs.flatMap((r) => [
      `  ${r.name}: ${r.senderLine}`,
      `${verdict(r.pass)} owner answered ${r.status} in ${r.ownerSeconds.toFixed(1)} s (goal: admitted within ${OWNER_ADMITTED_WITHIN_MS / 1000} s)`,
    ]),
  ];
}

/* ---------- flood (e): image variants ---------- */

const VARIANT_CLIENTS = 20;
/** each client's requests a second: what nginx lets one client have (deploy/nginx/http.conf) */
const VARIANT_CLIENT_RATE = 10;
const VARIANT_SECONDS = 60;
/** every width up to this one is asked for once */
const VARIANT_MAX_WIDTH = 4000;
const VARIANT_QUALITIES = [75, 1, 50, 74, 76, 80, 90, 100];
const ACCEPTS = { webp: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', other: 'image/png,image/*;q=0.8,*/*;q=0.5' };

/** The optimizer's variants on disk (one folder each under the build's cache/images). */
const imageCacheDir = (distDir: string) => path.join(root, distDir, 'cache', 'images');
const variantsOnDisk = (distDir: string) => (existsSync(imageCacheDir(distDir)) ? readdirSync(imageCacheDir(distDir)).length : 0);

/**
 * (e): the addresses of the flood, for the photo whose optimizer address is `image`: every width
 * from 1 to VARIANT_MAX_WIDTH with one of VARIANT_QUALITIES, WebP and not in turns, every third with
 * an argument the optimizer does not read; and each width the site makes at its quality, with both
 * kinds of Accept, ten times with other such arguments.
 */
function variantRequests(image: URL): { path: string; accept: string }[] {
  const at = (w: number, q: number, junk?: string) => {
    const url = new URL(image);
    url.searchParams.set('w', String(w));
    url.searchParams.set('q', String(q));
    if (junk) url.searchParams.set('v', junk);
    return `${url.pathname}${url.search}`;
  };
  const anyWidth = Array.from({ length: VARIANT_MAX_WIDTH }, (_, k) => ({
    path: at(k + 1, VARIANT_QUALITIES[k % VARIANT_QUALITIES.length]!, k % 3 === 0 ? String(k) : undefined),
    accept: k % 2 ? ACCEPTS.webp : ACCEPTS.other,
  }));
  const madeWidths = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].flatMap((w) =>
    Array.from({ length: 10 }, (_, n) => [
      { path: at(w, IMAGE_QUALITIES[0]!, `j${n}`), accept: ACCEPTS.webp },
      { path: at(w, IMAGE_QUALITIES[0]!, `j${n}`), accept: ACCEPTS.other },
    ]).flat(),
  );
  // the site's own widths spread evenly through the flood
  const every = Math.floor(anyWidth.length / madeWidths.length);
  return anyWidth.flatMap((r, k) => {
    const made = k % every === 0 ? madeWidths[k / every] : undefined;
    return made ? [made, r] : [r];
  });
}

/** (e): twenty clients ask the site for every variant they can think of of one demo photo. */
async function variantFlood(site: string, pid: number, distDir: string): Promise<string[]> {
  const listing = await (await fetch(`${site}/residentials`)).text();
  const found = /\/_next\/image\?[^"\s,]+/.exec(listing)?.[0].replaceAll('&amp;', '&');
  if (!found) throw new Error('no optimised photo on /residentials');
  const image = new URL(found, site);
  const requests = variantRequests(image);
  const idleP50 = await idlePageP50(site);
  // what the optimizer has kept so far is forgotten: every variant it keeps from here on is one the flood made
  rmSync(imageCacheDir(distDir), { recursive: true, force: true });
  const loadBefore = loadAverage();
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const until = started + VARIANT_SECONDS * 1000;
  const answers: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    for (let r = requests[next++]; r && performance.now() < until; r = requests[next++]) {
      const sent = performance.now();
      const res = await fetch(`${site}${r.path}`, { headers: { accept: r.accept } });
      await res.arrayBuffer();
      tally(answers, String(res.status));
      await new Promise((done) => setTimeout(done, Math.max(0, sent + 1000 / VARIANT_CLIENT_RATE - performance.now())));
    }
  };
  const clients = Promise.all(Array.from({ length: VARIANT_CLIENTS }, client));
  const [, times] = await Promise.all([clients, pageTimes(site, clients)]);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const made = variantsOnDisk(distDir);
  const sent = Object.values(answers).reduce((a, b) => a + b, 0);
  const p50 = percentile(times, 50);
  const widths = IMAGE_DEVICE_SIZES.length + IMAGE_SIZES.length;
  return [
    `Flood (e): image variants of one demo photo, asked of the site directly: ${VARIANT_CLIENTS} clients, ${VARIANT_CLIENT_RATE} requests a second each (nginx's limit per client), ${requests.length} addresses (every width 1–${VARIANT_MAX_WIDTH}, qualities ${VARIANT_QUALITIES.join(', ')}, arguments the optimizer does not read, WebP and not), ${VARIANT_SECONDS} s at most`,
    `  ${sent} requests in ${seconds.toFixed(1)} s: ${listTally(answers)}; the site's CPU ${cpu.toFixed(1)} s`,
    `  the machine's load average (1 min) ${loadBefore} before, ${loadAverage()} after: other work on these cores lengthens every page time`,
    `${verdict(made <= IMAGE_VARIANTS_PER_PHOTO)} variants made: ${made} (goal: at most the configured ${widths} widths × ${IMAGE_FORMATS.length + 1} formats (${IMAGE_FORMATS.join(', ')} and the photo's own) × ${IMAGE_QUALITIES.length} quality = ${IMAGE_VARIANTS_PER_PHOTO})`,
    `${verdict(p50 <= 2 * idleP50)} another visitor's /company p50: ${p50} ms over ${times.length} answers (idle ${idleP50} ms; goal within 2×)`,
  ];
}

const { values: args } = parseArgs({ options: { floods: { type: 'string', default: 'a,b,c,d,e,f' }, ...markdownOption } });
printProvenance('bench:abuse');
const floods = new Set(args.floods.split(','));

const backend = await startBackend();
// the site reads the backend through a proxy that counts the calls (and can make them hang)
const proxy = await startFaultProxy({ target: backend.url });
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

/** Runs `flood` against a server of its own (what one flood leaves in memory is not the next one's start), warmed up first, and prints its lines. */
async function onFreshSite(env: Record<string, string>, flood: (site: string, pid: number) => Promise<string[]>): Promise<void> {
  const site = await startSite({ distDir, apiBaseUrl: proxy.url, env });
  try {
    const pid = site.process.pid;
    if (!pid) throw new Error('no site process');
    for (let i = 0; i < 20; i++) await (await fetch(`${site.url}/company`)).arrayBuffer();
    console.log(`\n${(await flood(site.url, pid)).join('\n')}\n`);
  } finally {
    await site.stop();
  }
}

try {
  if (floods.has('a')) await onFreshSite({ VISITOR_READS_PER_MINUTE: String(READS_PER_MINUTE) }, (site) => linkFlood(site, proxy));
  if (floods.has('b')) {
    const baseline = await startBaseline({ distDir, apiBaseUrl: proxy.url });
    try {
      await onFreshSite({}, async (site, pid) => (await photoFlood({ site, pid, distDir: path.join(root, distDir), baseline })).lines);
    } finally {
      await baseline.stop();
    }
  }
  // every upload of the floods below is to pass the per-client limit and reach the photo checks
  if (floods.has('c')) await onFreshSite({ FORM_RATE_LIMIT: '1000' }, (site) => slowFloods(site, distDir));
  if (floods.has('d')) await onFreshSite({ FORM_RATE_LIMIT: '1000' }, (site, pid) => uploadFloods(site, pid, distDir));
  if (floods.has('e')) await onFreshSite({}, (site, pid) => variantFlood(site, pid, distDir));
  if (floods.has('f')) await onFreshSite({}, (site) => cacheKeyFlood({ site, distDir: path.join(root, distDir) }));
} finally {
  await proxy.close();
  backend.stop();
  stopAll();
}
