/**
 * The backend-fault tests (tests/e2e/faults.spec.ts): the production build talks to the reference
 * backend through the fault-injecting proxy (tests/support/fault-proxy.ts), which the tests switch
 * between a healthy and a failing backend. It runs on the main suite's build (scripts/e2e-build.ts)
 * after it, as `npm test` does: a fresh backend of its own on the main suite's backend port, since
 * the build allows the image optimizer that one photo address; its own site and proxy ports
 * (E2E_FAULTS_SITE_PORT, E2E_FAULTS_PROXY_PORT). The photos come from the backend directly; the
 * proxy's faults are for the site's calls. `npm run test:e2e:faults` builds first, as `npm run test:e2e` does.
 */
import { defineConfig } from '@playwright/test';
import base, { e2eEnv } from './playwright.config';

const sitePort = Number(process.env.E2E_FAULTS_SITE_PORT ?? 3160);
const backendPort = Number(e2eEnv.BACKEND_PORT);
const proxyPort = Number(process.env.E2E_FAULTS_PROXY_PORT ?? 4170);
const distDir = e2eEnv.NEXT_DIST_DIR;
const backendUrl = `http://127.0.0.1:${backendPort}`;
const proxyUrl = `http://127.0.0.1:${proxyPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const dataDir = `.e2e-data/${backendPort}`;

export const faultsEnv = {
  API_BASE_URL: proxyUrl,
  IMAGE_BASE_URL: `${backendUrl}/images/properties/`,
  /** every backend call gives up after this long (lib/api/http.ts) */
  API_TIMEOUT_MS: '3000',
  /** a form call's wait for its answer (lib/api/forms.ts) */
  API_FORM_TIMEOUT_MS: '3000',
  /**
   * the circuit breaker's rest after it opens (10 s by default): each failing mode opens it, and the
   * next mode starts only once a probe has found the backend healthy again
   */
  API_CIRCUIT_COOLDOWN_MS: '3000',
  /** the strict backend, as in the main suite (playwright.config.ts); the extension has its own test */
  API_IDEMPOTENCY: '0',
  SITE_URL: siteUrl,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_DEMO: '1',
  BACKEND_HOST: '127.0.0.1',
  BACKEND_PORT: String(backendPort),
  BACKEND_PUBLIC_URL: backendUrl,
  BACKEND_DATA_DIR: dataDir,
  BACKEND_INSPECT: '1',
  BACKEND_DEMO: '1',
  BACKEND_STRICT: '1',
  FAULT_PROXY_URL: proxyUrl,
  BACKEND_URL: backendUrl,
};

export default defineConfig({
  ...base,
  testMatch: 'faults.spec.ts',
  // its own results folder: the main suite empties ./test-results when it starts
  outputDir: './.e2e-data/test-results-faults',
  testIgnore: [],
  workers: 1,
  timeout: 120_000,
  use: { ...base.use, baseURL: siteUrl },
  webServer: [
    {
      command: `rm -rf ${dataDir} && node backend/src/main.ts`,
      url: `${backendUrl}/SaleHome`,
      env: faultsEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/support/fault-proxy.ts --port ${proxyPort} --target ${backendUrl}`,
      url: `${proxyUrl}/__fault`,
      env: faultsEnv,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // the site's cache is its memory (cache-handler.mjs), empty at start
      command: `node server.ts -H 127.0.0.1 -p ${sitePort}`,
      url: siteUrl,
      env: faultsEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
