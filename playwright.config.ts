/**
 * End-to-end tests in Debian's Chromium against a production build (`next build` and the site's
 * server, server.ts) and the reference backend in its strict mode (BACKEND_STRICT=1) with fresh demo
 * data, both on loopback; the same build runs a second time with a Google Maps key for the maps
 * suite. Ports and the build folder can be changed (E2E_SITE_PORT, E2E_BACKEND_PORT, NEXT_DIST_DIR)
 * so several runs can live side by side.
 * The build is shared with the fault suite. `npm run test:e2e` makes it before Playwright starts,
 * outside any timeout, and only when missing or older than its sources (scripts/e2e-build.ts;
 * E2E_SKIP_BUILD=1 reuses the last build whatever its age); `npx playwright test` uses it as it is.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumTestLaunch } from './scripts/support/chromium';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
/** The same build again with a Google Maps key, for the maps suite (tests/e2e/maps.spec.ts). */
const mapsSitePort = Number(process.env.E2E_MAPS_SITE_PORT ?? sitePort + 2);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4100);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const backendUrl = `http://127.0.0.1:${backendPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
export const mapsSiteUrl = `http://127.0.0.1:${mapsSitePort}`;
const dataDir = `.e2e-data/${backendPort}`;

export const e2eEnv = {
  API_BASE_URL: backendUrl,
  SITE_URL: siteUrl,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_DEMO: '1',
  // the footer's newsletter box, sent as a contact message, as the demo has it (off has its own test)
  NEWSLETTER_VIA_CONTACT: '1',
  BACKEND_HOST: '127.0.0.1',
  BACKEND_PORT: String(backendPort),
  BACKEND_PUBLIC_URL: backendUrl,
  BACKEND_DATA_DIR: dataDir,
  BACKEND_INSPECT: '1',
  BACKEND_DEMO: '1',
  // the backend as SPEC.md shows the agency's API and no more, so the site is proven against nothing it
  // may not have; the site relies on no extension (the Idempotency-Key is off, as by default)
  BACKEND_STRICT: '1',
  API_IDEMPOTENCY: '0',
  // the suites send hundreds of forms from one address; the limit itself is tested on its own server
  FORM_RATE_LIMIT: '100000',
};

export default defineConfig({
  testDir: './tests/e2e',
  // the backend-fault tests need the fault proxy: playwright.faults.config.ts runs them
  testIgnore: ['**/faults.spec.ts'],
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // each test as it ends, then the time each spec file took (tests/support/file-durations.ts)
  reporter: [['list'], ['./tests/support/file-durations.ts']],
  use: {
    baseURL: siteUrl,
    // A failed test keeps its trace (every action and its timing, the console, the network) and a
    // screenshot of the moment it failed. The trace takes no DOM snapshots: they are made around
    // every action of every test, passing or not: a quarter of a11y.spec.ts's CPU time (by hand,
    // two runs each in turns on e39e699: 163 and 176 CPU-seconds with them, 126 and 127 without).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumTestLaunch,
  },
  webServer: [
    {
      command: `rm -rf ${dataDir} && node backend/src/main.ts`,
      url: `${backendUrl}/SaleHome`,
      env: e2eEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The backend starts with fresh data; the site's cache is its memory (cache-handler.mjs), empty at start.
      command: `node server.ts -H 127.0.0.1 -p ${sitePort}`,
      url: siteUrl,
      env: e2eEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // the browser asks Google for the Maps script and the tests answer with a stand-in
      command: `node server.ts -H 127.0.0.1 -p ${mapsSitePort}`,
      url: mapsSiteUrl,
      env: { ...e2eEnv, SITE_URL: mapsSiteUrl, GOOGLE_MAPS_API_KEY: 'stand-in-key', GOOGLE_MAPS_MAP_ID: 'stand-in-map-id' },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
