/**
 * Turbopack takes the repository (its lockfile) as the root, so this app also runs the site's
 * middleware: the baseline answers with the same Content-Security-Policy and headers as the site,
 * and differs from it only in its pages.
 */
// as the site's (next.config.ts): the middleware's rewrite of an unprefixed address to its English
// segment stays on this server instead of being proxied to "localhost" as another origin
// and as the site's, bodies up to the largest any path takes (lib/server/body-limits.ts, 22 MB), so
// that the framework's floor for a 20 MB upload (flood (b) of bench:abuse) is measured, not a refusal
const MAX_BODY_LIMIT = 22 * 1024 * 1024;
const config = {
  distDir: '.next',
  poweredByHeader: false,
  skipProxyUrlNormalize: true,
  experimental: { serverActions: { bodySizeLimit: MAX_BODY_LIMIT }, proxyClientMaxBodySize: MAX_BODY_LIMIT },
};

export default config;
