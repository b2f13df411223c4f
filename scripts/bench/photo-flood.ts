/**
 * The photo flood: what a forged add-my-property submission costs the site's server in CPU, against
 * the goal that nothing is decoded before a human check is proven (the backend verifies the token
 * only after the site has forwarded the submission: docs/decisions/photo-checks.md).
 *
 * Posts the add-my-property action the way its form does, with a forged human-check token (no
 * development token: the reference backend refuses it), each request from its own loopback address
 * (so no per-client limit answers for the photo checks), a few at a time:
 *
 * - the attack: four solid-colour PNGs of about 59 megapixels each (237 together, 57 KB each);
 * - four solid-colour PNGs of 15 megapixels each (60 together, PNG's whole share): past the site's
 *   checks, forwarded, refused by the backend's human check;
 * - the same form without photos, forwarded and refused alike: what any action costs.
 *
 * For each, the site's CPU time (utime + stime of its process, from /proc/<pid>/stat) before and
 * after, divided by the requests, and how each was answered. Bounded: REQUESTS per kind after a
 * warm-up, each kind given at most 3 minutes.
 *
 * `photoFlood({ site, pid, distDir })` runs it against a running site (server.ts on the production
 * build in `distDir`, with the reference backend): flood (b) of `npm run bench:abuse`.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { solidPng } from '../../tests/support/images.ts';
import { actionId } from '../support/actions.ts';

/** The goal: a forged submission costs the site at most this much CPU. */
const CPU_MS_PER_REQUEST_GOAL = 10;
/** per kind; with the warm-up, fewer forwarded a minute than the reference backend takes from one address (300) */
const REQUESTS = 60;
const WARM_UP = 10;
const AT_ONCE = 8;
const KIND_DEADLINE_MS = 3 * 60_000;
const TICKS_PER_SECOND = 100; // USER_HZ, as /proc reports utime and stime on Linux

/** CPU seconds the process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name, which is in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

interface Body {
  bytes: Buffer;
  contentType: string;
}

/** The add-my-property form as the page posts it: the required fields, a forged token, `photos`. */
async function submission(photos: readonly Buffer[]): Promise<Body> {
  const form = new FormData();
  form.append('_1_fullName', 'Flood Test');
  form.append('_1_contactNumber', '79123456');
  form.append('_1_contactCountry', 'MT');
  // shaped like a Turnstile token; no human check ever issued it
  form.append('_1_captcha', `0.${randomBytes(96).toString('base64url')}`);
  for (const [i, png] of photos.entries()) form.append('_1_photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `plan-${i}.png`);
  form.append('0', JSON.stringify([{ answer: 0 }, '$K1']));
  const encoded = new Response(form);
  return { bytes: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** Posts `body` to the action from `localAddress`; resolves with the status and the answer's text. */
function post(site: string, action: string, body: Body, localAddress: string): Promise<{ status: number | string; text: string }> {
  const { hostname, port } = new URL(site);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path: '/my-properties',
        method: 'POST',
        localAddress,
        headers: { 'content-type': body.contentType, 'content-length': String(body.bytes.length), 'next-action': action, accept: 'text/x-component' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (s: string) => (text += s));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? 'error', text: '' }));
    req.end(body.bytes);
  });
}

/**
 * What the answer's text says: the codes of the site's messages (lib/forms/messages.ts), the
 * reference backend's refusals; anything else is printed as it came.
 */
const OUTCOMES: readonly [string, string][] = [
  ['"photoPixels?', 'refused by the pixel limits (headers)'],
  ['"photoType"', 'refused by type'],
  ['"busy"', 'busy'],
  ['"tooManySubmissions', "refused by the site's per-client limit"],
  ['human check', "forwarded, refused by the backend's human check"],
  ['Too many requests', "forwarded, refused by the backend's limit"],
];

/** How the site answered one request. */
function outcomeOf({ status, text }: { status: number | string; text: string }): string {
  if (status !== 200) return `answered ${status} by the server`;
  return OUTCOMES.find(([words]) => text.includes(words))?.[1] ?? `other: ${text.slice(-120).replace(/\s+/g, ' ')}`;
}

export interface FloodKind {
  name: string;
  requests: number;
  seconds: number;
  cpuMsPerRequest: number;
  answers: string;
}

/** Sends REQUESTS of `body`, AT_ONCE at a time, each from 127.<block>.<n>.<m>, measuring the site's CPU. */
async function floodKind(name: string, opts: { site: string; pid: number; action: string; body: Body; block: number }): Promise<FloodKind> {
  const outcomes: string[] = [];
  const deadline = Date.now() + KIND_DEADLINE_MS;
  let next = 0;
  const cpuBefore = cpuSeconds(opts.pid);
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS && Date.now() < deadline) {
      const i = next++;
      outcomes.push(outcomeOf(await post(opts.site, opts.action, opts.body, `127.${opts.block}.${Math.floor(i / 250)}.${(i % 250) + 1}`)));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = (cpuSeconds(opts.pid) - cpuBefore) * 1000;
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  return {
    name,
    requests: outcomes.length,
    seconds,
    cpuMsPerRequest: cpuMs / Math.max(1, outcomes.length),
    answers: [...counts].map(([o, n]) => `${n}× ${o}`).join(', '),
  };
}

export interface PhotoFloodResult {
  kinds: FloodKind[];
  /** the attack's CPU per request within the goal */
  pass: boolean;
  /** the lines printed */
  lines: string[];
}

/**
 * Floods the add-my-property action of the site at `site` (server.ts, process `pid`, built in
 * `distDir`) with forged submissions and prints what each kind cost its CPU, with PASS or FAIL for
 * the attack against the goal.
 */
export async function photoFlood({ site, pid, distDir }: { site: string; pid: number; distDir: string }): Promise<PhotoFloodResult> {
  const action = actionId(distDir, 'submitProperty');
  const large = solidPng(7700);
  const share = solidPng(3872);
  // the action loaded and run on each path before anything is measured
  for (const [k, photos] of [[large], [share], []].entries()) {
    for (let i = 0; i < WARM_UP; i++) await post(site, action, await submission(photos), `127.100.${k}.${i + 1}`);
  }
  const described = (side: number, png: Buffer) =>
    `4 PNGs of ${((side * side) / 1e6).toFixed(0)} MP (${((side * side * 4) / 1e6).toFixed(0)} MP, ${(png.length / 1024).toFixed(0)} KB each)`;
  const plan: [string, Buffer[]][] = [
    [described(7700, large), [large, large, large, large]],
    [described(3872, share), [share, share, share, share]],
    ['no photos', []],
  ];
  const kinds: FloodKind[] = [];
  // one kind after another, each from its own block of addresses
  for (const [i, [label, photos]] of plan.entries()) {
    kinds.push(await floodKind(label, { site, pid, action, body: await submission(photos), block: 101 + i }));
  }
  const [attack, , plain] = kinds as [FloodKind, FloodKind, FloodKind];
  const pass = attack.requests === REQUESTS && attack.cpuMsPerRequest <= CPU_MS_PER_REQUEST_GOAL;
  const lines = [
    `Photo flood: add-my-property submissions with a forged human-check token, ${REQUESTS} of each kind, ${AT_ONCE} at a time, each from its own address`,
    '',
    '| kind | requests | seconds | site CPU per request | answers |',
    '|---|---|---|---|---|',
    ...kinds.map((k) => `| ${k.name} | ${k.requests} | ${k.seconds.toFixed(1)} | ${k.cpuMsPerRequest.toFixed(1)} ms | ${k.answers} |`),
    '',
    `goal: CPU per request ≤ ${CPU_MS_PER_REQUEST_GOAL} ms (nothing decoded before a human check is proven): ${attack.cpuMsPerRequest.toFixed(1)} ms for the four 59 MP PNGs: ${pass ? 'PASS' : 'FAIL'}`,
    `  for comparison, the same forged form without photos, forwarded: ${plain.cpuMsPerRequest.toFixed(1)} ms per request (Next.js's handling of any server action)`,
  ];
  return { kinds, pass, lines };
}
