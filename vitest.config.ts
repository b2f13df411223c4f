import { configDefaults, defineConfig } from 'vitest/config';
import path from 'node:path';

/** Unit tests that need a tool of the machine (`npm run test:tools` installs them): Chromium, redis-server. */
const NEEDS_TOOLS = ['tests/unit/chromium-launch.test.ts', 'tests/unit/sanitize-xss-browser.test.ts', 'tests/unit/photo-metadata-browser.test.ts', 'tests/unit/rate-limit-redis.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // most files wait on sockets, servers and timers rather than the CPU: on 2 cores, four workers
    // ran the unit project in 25 s where the default two took 46 s, with the same CPU time
    maxWorkers: 4,
    // `vitest run` runs both; `npm run test:quick` runs `unit` alone, which needs nothing but Node.js
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'backend/tests/**/*.test.ts'], exclude: [...configDefaults.exclude, ...NEEDS_TOOLS] } },
      { extends: true, test: { name: 'tools', include: NEEDS_TOOLS } },
    ],
  },
});
