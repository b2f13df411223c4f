/**
 * A production start fails closed: the site's server (server.ts) with a public SITE_URL and no
 * Turnstile site key, and the reference backend without Turnstile's secret and hostname outside
 * demo mode, refuse to start and name what is missing. Both refuse before opening anything.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs a Node.js entry point of the project with only the given variables (and PATH). */
function start(entry: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, stderr: run.stderr };
}

describe('production start', () => {
  it('the site refuses a public SITE_URL without the Turnstile site key', () => {
    const run = start('server.ts', { SITE_URL: 'https://www.example.com', NEXT_DIST_DIR: '.next-none' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refusing to start');
    expect(run.stderr).toContain('TURNSTILE_SITE_KEY');
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
