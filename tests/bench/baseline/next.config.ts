/**
 * The baseline is built with the site's own settings (next.config.ts): the same chunking of scripts
 * and styles, image optimizer, strict mode, body limits and headers, and the same NEXT_DIST_DIR
 * (here, a folder of this app), so that a benchmark's baseline differs from the site only in its
 * pages. Turbopack takes the repository (its lockfile) as the root, so the site's middleware and
 * instrumentation answer in front of it too; the benchmarks serve it with the site's own server
 * (server.ts), as the site is served (scripts/bench/stack.ts).
 */
export { default } from '../../../next.config';
