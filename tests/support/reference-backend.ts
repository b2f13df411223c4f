/**
 * A reference backend of a test's own (backend/src/main.ts) with fresh demo data, on a free loopback
 * port, its test-only inspect routes on (BACKEND_INSPECT=1): for tests that change the listings, so
 * that no other test ever reads their copies and withdrawals, and for tests that need it in another
 * mode. Strict, as the suites' own, unless `settings` say otherwise. Stop it in afterAll; its data
 * folder goes with it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../../lib/api/wire';
import { freePort, waitFor } from '../../scripts/support/net';

export interface ReferenceBackend {
  url: string;
  stop: () => void;
}

export async function startBackend(settings: Record<string, string> = {}): Promise<ReferenceBackend> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-backend-'));
  const backend = spawn(process.execPath, ['backend/src/main.ts'], {
    env: {
      ...process.env,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: String(port),
      BACKEND_DATA_DIR: dataDir,
      BACKEND_DEMO: '1',
      BACKEND_INSPECT: '1',
      BACKEND_STRICT: '1',
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: 'ignore',
  });
  backend.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitFor(`${url}${apiPaths('Sale').home}`, 90);
  } catch (e) {
    backend.kill();
    throw e;
  }
  return { url, stop: () => backend.kill() };
}
