/**
 * A production start fails closed: the site's server (server.ts) with a public SITE_URL and no
 * Turnstile site key or with the demo agency's contact details, and the reference backend without Turnstile's secret and hostname outside
 * demo mode, refuse to start and name what is missing. Both refuse before opening anything.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** How long one start may take to refuse before it counts as hanging (a loaded 2-core machine takes seconds). */
const START_LIMIT_MS = 60_000;
/** A test's limit: the most starts one test makes (four), each to its own limit. */
const TEST_LIMIT_MS = 4 * START_LIMIT_MS + 10_000;

/** Runs a Node.js entry point of the project with only the given variables (and PATH), in `cwd`. */
function start(entry: string, env: Record<string, string>, cwd = root) {
  const run = spawnSync(process.execPath, [path.join(root, entry)], {
    cwd,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    timeout: START_LIMIT_MS,
  });
  return { code: run.status, stderr: run.stderr };
}

/** A directory holding only a `.env.production` file with these lines. */
function directoryWithSettings(lines: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-settings-'));
  writeFileSync(path.join(dir, '.env.production'), `${lines.join('\n')}\n`);
  return dir;
}

describe('production start', { timeout: TEST_LIMIT_MS }, () => {
  it('the site refuses a public SITE_URL without the Turnstile site key', () => {
    const run = start('server.ts', { SITE_URL: 'https://www.example.com', NEXT_DIST_DIR: '.next-none' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refusing to start');
    expect(run.stderr).toContain('TURNSTILE_SITE_KEY');
  });

  it('the site reads the settings of .env.production before it judges them, as Next.js loads them', () => {
    const publicSite = start('server.ts', {}, directoryWithSettings(['SITE_URL=https://www.example.com', 'RENDER_CONCURRENCY=2']));
    expect(publicSite.code).toBe(1);
    expect(publicSite.stderr).toContain('Refusing to start');
    expect(publicSite.stderr).toContain('TURNSTILE_SITE_KEY');
    expect(publicSite.stderr).not.toContain('SITE_URL: ');

    const noAddress = start('server.ts', {}, directoryWithSettings(['TURNSTILE_SITE_KEY=0x4AAAAAAA']));
    expect(noAddress.code).toBe(1);
    expect(noAddress.stderr).toContain("SITE_URL: the site's public address is required");
    expect(noAddress.stderr).not.toContain('TURNSTILE_SITE_KEY');

    const demoAgency = start('server.ts', {}, directoryWithSettings(['SITE_URL=https://www.example.com', 'TURNSTILE_SITE_KEY=0x4AAAAAAA', 'BUSINESS_EMAIL=office@agency.example.com']));
    expect(demoAgency.code).toBe(1);
    expect(demoAgency.stderr).toContain('Refusing to start');
    expect(demoAgency.stderr).toContain("BUSINESS_PHONE: the agency's own is required in production");
    expect(demoAgency.stderr).toContain("BUSINESS_STREET: the agency's own is required in production");
    expect(demoAgency.stderr).not.toContain('BUSINESS_EMAIL');

    const publicDemo = start('server.ts', {}, directoryWithSettings(['SITE_URL=https://www.example.com', 'SITE_DEMO=1']));
    expect(publicDemo.code).toBe(1);
    expect(publicDemo.stderr).toContain('SITE_DEMO');
  });

  it('the backend refuses to start without the Turnstile secret and hostname outside demo mode', () => {
    const run = start('backend/src/main.ts', { BACKEND_PORT: '0', BACKEND_DATA_DIR: '.e2e-data/refused' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('TURNSTILE_SECRET_KEY');
    expect(run.stderr).toContain('TURNSTILE_EXPECTED_HOSTNAME');
    const half = start('backend/src/main.ts', { BACKEND_PORT: '0', BACKEND_DATA_DIR: '.e2e-data/refused', TURNSTILE_SECRET_KEY: 'secret' });
    expect(half.code).toBe(1);
    expect(half.stderr).not.toContain('TURNSTILE_SECRET_KEY');
    expect(half.stderr).toContain('TURNSTILE_EXPECTED_HOSTNAME');
  });
});
