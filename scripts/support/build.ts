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

/** The site's build in `distDir` is missing or older than its sources. */
export const siteBuildIsStale = (distDir: string): boolean => buildIsStale(path.join(root, distDir, 'BUILD_ID'), SITE_SOURCES);
