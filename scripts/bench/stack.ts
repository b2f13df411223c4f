/**
 * What every benchmark starts: the reference backend with fresh demo data, the production build of
 * the site (NEXT_DIST_DIR, default .next; built first when missing) and the empty-page baseline app
 * (tests/bench/baseline, the same Next.js with the site's settings and only a heading; its build in
 * the same NEXT_DIST_DIR of its own folder, built first when missing), both served by the site's
 * server (server.ts), all on loopback, all stopped when the script ends. Also finds one real
 * address per page type.
 */
import { type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_DIR } from '../support/build.ts';
import { startBackend, startSite, stopAll } from '../support/servers.ts';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Stack {
  site: string;
  backend: string;
  baseline: string;
  /** the site's server process (server.ts) */
  siteProcess: ChildProcess;
  stop(): void;
}

export interface Baseline {
  url: string;
  /** its server's process, whose CPU flood (b) of bench:abuse reads */
  pid: number;
  /** its build, where its server action's id is read */
  distDir: string;
  stop(): Promise<void>;
}

/**
 * The baseline app on a free port, built first when it has no build in `distDir` (a folder of the
 * baseline app) or an outdated one, with the site's settings (tests/bench/baseline/next.config.ts)
 * and served by the site's own server (server.ts) with the site's environment: it differs from the
 * site only in its pages.
 */
export async function startBaseline(opts: { distDir: string; apiBaseUrl: string }): Promise<Baseline> {
  const app = await startSite({ ...opts, dir: BASELINE_DIR });
  if (!app.process.pid) throw new Error('the baseline app did not start');
  return { url: app.url, pid: app.process.pid, distDir: path.join(BASELINE_DIR, opts.distDir), stop: app.stop };
}

/**
 * The image optimizer's allowed hosts are fixed at build time from the backend's address: an
 * existing build is served with a backend on the port it was built for.
 */
function builtBackendPort(distDir: string): number | undefined {
  const file = path.join(root, distDir, 'required-server-files.json');
  if (!existsSync(file)) return undefined;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as { config?: { images?: { remotePatterns?: { port?: string }[] } } }).config?.images?.remotePatterns;
  const port = Number(patterns?.[0]?.port);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

export async function startStack(opts: { env?: Record<string, string> } = {}): Promise<Stack> {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  const backend = await startBackend({ port: builtBackendPort(distDir) });
  const site = await startSite({ distDir, apiBaseUrl: backend.url, env: opts.env });
  const baseline = await startBaseline({ distDir, apiBaseUrl: backend.url });
  return {
    site: site.url,
    backend: backend.url,
    baseline: baseline.url,
    siteProcess: site.process,
    stop: stopAll,
  };
}

export interface PageType {
  name: string;
  path: string;
}

async function firstLink(site: string, from: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(site + from)).text();
  for (const m of html.matchAll(/href="([^"#?]+)"/g)) if (m[1] && pattern.test(m[1])) return m[1];
  throw new Error(`no link matching ${pattern} on ${from}`);
}

/** One real address of each page type, found on the site itself. */
export async function pageTypes(site: string): Promise<PageType[]> {
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/residentials' },
    { name: 'landing', path: '/property-for-sale-in-sliema' },
    { name: 'detail', path: await firstLink(site, '/residentials', /^\/[a-z0-9-]+-\d+-\d+$/) },
    { name: 'blog post', path: await firstLink(site, '/blog', /^\/blog\/[a-z0-9-]+$/) },
    { name: 'agent profile', path: await firstLink(site, '/agents', /^\/agent\/\d+/) },
  ];
}

/** What Chromium asks for in Accept-Encoding, on http://127.0.0.1 too. */
export const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

/** The paths of the framework's scripts and styles a page's HTML names, each once. */
export function frameworkFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src=|href=)"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

/**
 * Warms what a visitor after the first would find warm: the page's data cache (one request for the
 * page) and the image optimizer's cache for every image the page offers up to 1920 px wide (the
 * widths a phone or a desktop screen picks; the optimizer would otherwise spend the first measured
 * visit resizing them).
 */
export async function warm(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const images = new Set<string>();
  for (const m of html.matchAll(/\/_next\/image\?[^"\s,]+/g)) {
    const src = m[0].replaceAll('&amp;', '&');
    if (Number(new URLSearchParams(src.split('?')[1]).get('w')) <= 1920) images.add(new URL(src, url).href);
  }
  const queue = [...images];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await fetch(next, { headers: { accept: 'image/avif,image/webp,*/*' } }).then((r) => r.arrayBuffer());
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

const TICKS_PER_SECOND = 100; // USER_HZ, as /proc reports utime and stime on Linux

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name, which is in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

