/**
 * `npm run bench:abuse`: what floods of uploads cost the site's server (server.ts on the production
 * build, NEXT_DIST_DIR or .next, built first when missing or outdated, with the reference backend),
 * all on loopback. Prints the server's resident memory (RSS, from /proc) when idle, at its peak
 * during each flood and after it, and how long a page (/company) takes to answer meanwhile:
 *
 * - twenty parallel oversized uploads: 30 MB bodies to /my-properties, sent whole as fast as
 *   loopback takes them (refused from their Content-Length: 413, nothing read);
 * - twenty parallel uploads within the limit: 20 MB of "photos" each, posted to the add-my-property
 *   action the way its form does, past every cheap check (the per-client limit raised for this):
 *   each is read whole by Next.js, its photos read by the action and refused by their content;
 *   admitted one at a time by server.ts.
 *
 * Bounded: 20 requests per flood, each flood given at most 3 minutes.
 */
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_CAPTCHA_PREFIX } from '../../lib/api/wire.ts';
import { root } from './stack.ts';
import { actionId } from '../support/actions.ts';
import { startBackend, startSite, stopAll } from '../support/servers.ts';

const MB = 1024 * 1024;
const FLOOD = 20;
setTimeout(() => {
  console.error('bench:abuse: gave up after 10 minutes');
  stopAll();
  process.exit(1);
}, 10 * 60_000).unref();

/** The server's resident memory in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Posts `body` (written in 1 MB slices) and resolves with the status, or the error that ended the connection. */
function post(url: string, body: Buffer, headers: Record<string, string>): Promise<number | string> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const req = httpRequest({ host: hostname, port, path: pathname, method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
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

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** Runs a flood, sampling the memory every 50 ms and timing a page meanwhile. */
async function flood(name: string, pid: number, site: string, send: () => Promise<number | string>) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const all = Promise.all(Array.from({ length: FLOOD }, send));
  const [statuses, times] = await Promise.all([all, pageTimes(site, all)]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 2000));
  const counts = Object.entries(statuses.reduce<Record<string, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${n}× ${s}`)
    .join(', ');
  return { name, peak, after: rssMb(pid), seconds, counts, pages: times.length, p50: percentile(times, 50), max: Math.max(0, ...times) };
}

const backend = await startBackend();
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
// every upload of the flood is to pass the per-client limit and reach the photo checks
const site = await startSite({ distDir, apiBaseUrl: backend.url, env: { FORM_RATE_LIMIT: '1000' } });
try {
  const pid = site.process.pid;
  if (!pid) throw new Error('no site process');
  for (let i = 0; i < 20; i++) await (await fetch(`${site.url}/company`)).arrayBuffer();
  await (await fetch(`${site.url}/my-properties`)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2000));
  const idle = rssMb(pid);

  const oversizedBody = Buffer.alloc(30 * MB, 0xff);
  const oversized = await flood('20 × 30 MB to /my-properties (over its 22 MB limit)', pid, site.url, () =>
    post(`${site.url}/my-properties`, oversizedBody, { 'content-type': 'multipart/form-data; boundary=x' }),
  );

  // the add-my-property action, posted as its form posts it: the required fields, a development
  // check, 20 "photos" of about 1 MB that are no picture at all (one body, shared by every request)
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
  const withinBody = Buffer.from(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type') ?? '', 'next-action': action, accept: 'text/x-component' };
  // what each of them is answered: the photo check, after every cheap check passed
  const answer = await (await fetch(`${site.url}/my-properties`, { method: 'POST', headers, body: new Uint8Array(withinBody) })).text();
  if (!answer.includes('"fieldErrors":{"photos"')) throw new Error(`the action did not reach its photo check: ${answer.slice(0, 300)}`);
  const within = await flood(`20 × ${(withinBody.length / MB).toFixed(1)} MB to the add-my-property action (within the limit)`, pid, site.url, () =>
    post(`${site.url}/my-properties`, withinBody, headers),
  );

  const rows = [oversized, within];
  console.log(`\nServer memory (RSS) idle: ${idle} MB\n`);
  console.log('| flood | answers | seconds | peak RSS | after | /company answers meanwhile (p50 / max ms) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.counts} | ${r.seconds} | ${r.peak} MB (+${r.peak - idle}) | ${r.after} MB | ${r.pages} (${r.p50} / ${r.max}) |`);
} finally {
  await site.stop();
  backend.stop();
  stopAll();
}
