/**
 * The one production build of the browser suites (playwright.config.ts and
 * playwright.faults.config.ts), in NEXT_DIST_DIR (default .next-e2e), run by `npm run test:e2e` and
 * `test:e2e:faults` before Playwright starts (a build on a loaded machine can take longer than any
 * server start should): made when it is missing or older than its sources, reused otherwise, so
 * `npm test` builds once for both suites. Nothing the
 * build bakes in differs between them: each suite's ports and backend are read when the server
 * starts, and both serve the photos from the same backend address (the image optimizer's allowed
 * hosts are fixed at build time). It skips the build's own type check (BUILD_SKIP_TYPECHECK, read
 * in next.config.ts): `npm test` has type-checked the whole project (`npm run check`) just before.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { siteBuildIsStale } from './support/build.ts';

const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
if (process.env.E2E_SKIP_BUILD) {
  console.log(`E2E_SKIP_BUILD: using the build in ${distDir} as it is`);
} else if (siteBuildIsStale(distDir)) {
  const next = path.resolve(import.meta.dirname, '../node_modules/.bin/next');
  const { status } = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir, BUILD_SKIP_TYPECHECK: '1' } });
  process.exit(status ?? 1);
} else {
  console.log(`reusing the build in ${distDir}: newer than its sources`);
}
