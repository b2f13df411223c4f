/**
 * Starting and stopping the reference backend and the production build of the site on loopback,
 * for the header scan and the load benchmark. Every child process is stopped on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const children = new Set<ChildProcess>();
const stopped = new WeakSet<ChildProcess>();

function stop(child: ChildProcess): void {
  stopped.add(child);
  if (child.exitCode === null) child.kill('SIGTERM');
}

export function stopAll(): void {
  for (const c of children) stop(c);
  children.clear();
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise<void>((r) => server.close(() => r()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function start(name: string, args: string[], env: Record<string, string>, quiet: boolean): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code && !signal && !stopped.has(child)) console.error(`${name} exited with code ${code}`);
  });
  return child;
}

export interface Stack {
  siteUrl: string;
  backendUrl: string;
  /** the site's Node.js process, for memory readings */
  site: ChildProcess;
  stop(): void;
}

export interface StackOptions {
  distDir: string;
  /** what the site calls (default: the backend itself; e.g. a fault proxy in front of it) */
  apiBaseUrl?: (backendUrl: string) => Promise<string> | string;
  siteEnv?: Record<string, string>;
  sitePort?: number;
  backendPort?: number;
}

/** Fresh demo backend + the production build (built first when the folder has none). */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const backendPort = opts.backendPort ?? (await freePort());
  const sitePort = opts.sitePort ?? (await freePort());
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const dataDir = `.data-tools/${backendPort}`;

  const backend = start(
    'backend',
    ['backend/src/main.ts'],
    { BACKEND_HOST: '127.0.0.1', BACKEND_PORT: String(backendPort), BACKEND_PUBLIC_URL: backendUrl, BACKEND_DATA_DIR: dataDir },
    true,
  );
  await waitFor(`${backendUrl}/${process.env.API_PRODUCT ?? 'Sale'}Home`, 180);

  const apiBaseUrl = opts.apiBaseUrl ? await opts.apiBaseUrl(backendUrl) : backendUrl;
  const siteEnv = { API_BASE_URL: apiBaseUrl, SITE_URL: siteUrl, NEXT_DIST_DIR: opts.distDir, ...opts.siteEnv };
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  if (!existsSync(path.join(root, opts.distDir, 'BUILD_ID'))) {
    console.error(`building the site into ${opts.distDir} …`);
    const build = start('next build', [nextBin, 'build'], siteEnv, true);
    const code = await new Promise<number | null>((r) => build.on('exit', r));
    if (code !== 0) throw new Error(`next build failed (${code})`);
  }
  const site = start('site', [nextBin, 'start', '-H', '127.0.0.1', '-p', String(sitePort)], siteEnv, true);
  await waitFor(siteUrl, 120);
  return {
    siteUrl,
    backendUrl,
    site,
    stop() {
      stop(site);
      stop(backend);
    },
  };
}
