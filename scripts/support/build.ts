/** Whether a production build must be made again: shared by the benchmarks and the browser suites. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Whether a build is missing or older than any of its sources (files, or folders read recursively):
 * a benchmark or a test run must never report on code that has since changed.
 */
export function buildIsStale(marker: string, sources: readonly string[]): boolean {
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  const files = sources.filter(existsSync).flatMap((source) =>
    statSync(source).isDirectory()
      ? readdirSync(source, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
      : [source],
  );
  return files.some((file) => statSync(file).mtimeMs > builtAt);
}

/** What the site's build is made from. */
export const SITE_SOURCES = ['app', 'components', 'lib', 'public', 'middleware.ts', 'next.config.ts', 'cache-handler.mjs', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

/** The benchmarks' empty-page baseline app, built with the site's settings (its next.config.ts). */
export const BASELINE_DIR = path.join(root, 'tests/bench/baseline');

/** What the baseline's build is made from: its own pages, and the site's code and settings but the site's pages. */
const BASELINE_SOURCES = [path.join(BASELINE_DIR, 'app'), path.join(BASELINE_DIR, 'next.config.ts'), ...SITE_SOURCES.filter((p) => p !== path.join(root, 'app'))];

/** The build in `distDir` of the app in `dir` (the site's, by default) is missing or older than its sources. */
export const siteBuildIsStale = (distDir: string, dir = root): boolean =>
  buildIsStale(path.join(dir, distDir, 'BUILD_ID'), dir === BASELINE_DIR ? BASELINE_SOURCES : SITE_SOURCES);
