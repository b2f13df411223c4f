/**
 * Turbopack takes the repository (its lockfile) as the root, so this app also runs the site's
 * middleware: the baseline answers with the same Content-Security-Policy and headers as the site,
 * and differs from it only in its pages.
 */
const config = { distDir: '.next', poweredByHeader: false };

export default config;
