/**
 * The baseline is built with the site's own settings (next.config.ts): the same chunking of scripts
 * and styles, image optimizer, strict mode, body limits, headers and cache handler, and the same
 * NEXT_DIST_DIR (here, a folder of this app), so that a benchmark's baseline differs from the site
 * only in its pages. Turbopack takes the repository (its lockfile) as the root, so the site's
 * middleware and instrumentation answer in front of it too; the benchmarks serve it with the site's
 * own server (server.ts), as the site is served (scripts/bench/stack.ts).
 */
import path from 'node:path';
import site from '../../../next.config';

// the site's config names its cache handler from the folder it is built in
const baseline = { ...site, cacheHandler: path.resolve('../../../cache-handler.mjs') };
export default baseline;
