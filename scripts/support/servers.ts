/**
 * Starting and stopping the reference backend and the production build of the site on loopback,
 * for the benchmarks, the header scan and the tests that need a backend of their own. Every child
 * process is stopped on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const children = new Set<ChildProcess>();
const stopped = new WeakSet<ChildProcess>();
/** the backends' data folders of this process, removed when it exits */
const dataDirs = new Set<string>();

function stop(child: ChildProcess): void {
  stopped.add(child);
  if (child.exitCode === null) child.kill('SIGTERM');
}

export function stopAll(): void {
  for (const c of children) stop(c);
  children.clear();
}
process.on('exit', () => {
  stopAll();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

import { siteBuildIsStale } from './build.ts';
import { freePort, waitFor } from './net.ts';

export { freePort, waitFor };

const logDir = mkdtempSync(path.join(tmpdir(), 'site-tools-'));

/** Starts a Node.js child; its output goes to a log file, named if it fails. */
function start(name: string, args: string[], env: Record<string, string>, cwd = root): ChildProcess {
  const logFile = path.join(logDir, `${name.replace(/\W+/g, '-')}-${Date.now()}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', log, log],
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code && !signal && !stopped.has(child)) console.error(`${name} exited with code ${code}; its output: ${logFile}`);
  });
  return child;
}

export interface Backend {
  url: string;
  stop(): void;
}

/**
 * The reference backend with fresh demo data: a new, empty data folder (the backend seeds only an
 * empty database), removed when the backend exits or, at the latest, when this process does. On
 * `port`, or a free one; `settings` add to or override its environment (tests/support/
 * reference-backend.ts gives a test's own backend its inspect routes and the strict mode).
 */
export async function startBackend(opts: { port?: number; settings?: Record<string, string> } = {}): Promise<Backend> {
  const backendPort = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${backendPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tools-backend-'));
  dataDirs.add(dataDir);
  const child = start('backend', ['backend/src/main.ts'], {
    BACKEND_HOST: '127.0.0.1',
    BACKEND_PORT: String(backendPort),
    BACKEND_PUBLIC_URL: url,
    BACKEND_DATA_DIR: dataDir,
    BACKEND_DEMO: '1',
    ...opts.settings,
  });
  child.on('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    dataDirs.delete(dataDir);
  });
  try {
    await waitFor(`${url}/${process.env.API_PRODUCT ?? 'Sale'}Home`, 180);
  } catch (e) {
    stop(child);
    throw e;
  }
  return { url, stop: () => stop(child) };
}

export interface Site {
  url: string;
  /** the site's server process (server.ts), for memory readings */
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The site's server (server.ts) on the production build in `distDir` (built first if it has none or
 * an outdated one). With `dir`, the same server, settings and build command for another app in that
 * folder (the benchmarks' baseline app): its build in `distDir` under `dir`, served as the site is.
 */
export async function startSite(opts: { distDir: string; apiBaseUrl: string; env?: Record<string, string>; port?: number; dir?: string }): Promise<Site> {
  const dir = opts.dir ?? root;
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // the demo's site, its footer's newsletter box included (scripts/demo.ts)
  const env = { API_BASE_URL: opts.apiBaseUrl, SITE_URL: url, SITE_DEMO: '1', NEWSLETTER_VIA_CONTACT: '1', NEXT_DIST_DIR: opts.distDir, ...opts.env };
  const nextBin = path.join(root, 'node_modules/.bin/next');
  if (siteBuildIsStale(opts.distDir, dir)) {
    console.error(`building ${path.relative(root, dir) || 'the site'} into ${opts.distDir} …`);
    const build = start('next build', [nextBin, 'build'], env, dir);
    const code = await new Promise<number | null>((r) => build.on('exit', r));
    if (code !== 0) throw new Error(`next build failed (${code})`);
  }
  const child = start('site', [path.join(root, 'server.ts'), '-H', '127.0.0.1', '-p', String(port)], env, dir);
  await waitFor(url, 120);
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      stop(child);
      await exited;
    },
  };
}
