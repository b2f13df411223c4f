/**
 * A second server (server.ts) on the e2e build with other settings (a dead backend, a low form
 * limit, an analytics id…), on a free loopback port. Stop it in afterAll.
 */
import { spawn } from 'node:child_process';
import { e2eEnv } from '../../playwright.config';
import { freePort } from '../../scripts/support/net';

export interface SecondSite {
  origin: string;
  stop: () => void;
}

export async function startSecondSite(settings: Record<string, string>, readyPath = '/thankyou'): Promise<SecondSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server.ts', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, ...e2eEnv, SITE_URL: origin, ...settings },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
  };
  const until = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${origin}${readyPath}`).then((r) => r.status, () => 0);
    if (status > 0) return { origin, stop };
    if (Date.now() > until) {
      stop();
      throw new Error(`the second site (${JSON.stringify(settings)}) did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
