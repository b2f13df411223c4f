/**
 * Turbopack takes the repository (its lockfile) as the root, so this app also runs the site's
 * middleware: the baseline answers with the same Content-Security-Policy and headers as the site,
 * and differs from it only in its pages.
 */
// as the site's (next.config.ts): the middleware's rewrite of an unprefixed address to its English
// segment stays on this server instead of being proxied to "localhost" as another origin
const config = { distDir: '.next', poweredByHeader: false, skipProxyUrlNormalize: true };

export default config;
