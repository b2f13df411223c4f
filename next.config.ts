import path from 'node:path';
import type { NextConfig } from 'next';
import { env } from './lib/env';
import { headerRules } from './lib/security/headers';
import { MAX_BODY_LIMIT } from './lib/server/body-limits';
import { IMAGE_DEVICE_SIZES, IMAGE_FORMATS, IMAGE_QUALITIES, IMAGE_SIZES } from './lib/image-variants';

const config = env();
const imageHosts = [config.IMAGE_BASE_URL, config.AGENT_IMAGE_BASE_URL, config.BLOG_IMAGE_BASE_URL].map(
  (u) => new URL(u),
);
const loopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

const nextConfig: NextConfig = {
  // Several builds can live side by side (tests, benchmarks) when NEXT_DIST_DIR names another folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The browser suites' build (scripts/e2e-build.ts) skips the build's own type check: `npm test`
  // type-checks the whole project (`npm run check`) just before it. Every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // middleware.ts gets the address the router resolved (http://<-H host>:<port>/…) as request.url, so
  // a rewrite it builds from it stays on this server. Normalised, the middleware's URL says
  // "localhost" while the router's says 127.0.0.1 (`next start -H 127.0.0.1`), and Next.js proxies
  // such a rewrite over HTTP as if it went to another site. The pages are App Router pages only, so
  // there are no /_next/data addresses for the normalisation to undo.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  experimental: {
    // Add My Property uploads up to 20 photos / 20 MB (SPEC §9) through a server action, and the
    // middleware buffers bodies before they reach it: both take the largest body of any path. The
    // site's server refuses more than each path's own limit before any of it is read
    // (lib/server/body-limits.ts); the actions refuse anything beyond the spec's limits.
    serverActions: { bodySizeLimit: MAX_BODY_LIMIT },
    proxyClientMaxBodySize: MAX_BODY_LIMIT,
    // Turbopack's default CSS chunking put the styles of every page's components into one 59 KB
    // stylesheet that every page but one loaded before its first paint; 'graph' groups them by the
    // pages that use them: a listing page loads 9 KB of gzip CSS instead of 15, the home page 11
    // instead of 15, and its first paint in Lighthouse's mobile run comes about 150 ms sooner
    // (docs/performance.md).
    cssChunking: 'graph',
    // Turbopack split the framework's and the site's client code into 11–13 scripts a page's first
    // load (the empty baseline page: 5); merging every chunk under 300 KB of source with the others
    // of its group makes it 8–9, with 1.8–2.5 KB less gzip, and a client-side navigation fetches
    // no more than before (docs/performance.md, Bundle). Each request saved is a round trip on a
    // slow mobile link with HTTP/1.1's six connections. Against the baseline built the same way,
    // loads in turns (bench:taps, detail page, two builds, 7 Dec 2026): no long task longer (longest
    // − floor, medians: +53 and −214 ms with it, +1 and −7 without), and a cold visitor's median
    // tap closer to the floor (+52 and +137 ms with it, +326 and +192 without); docs/performance.md,
    // "Fewer, grouped chunks".
    turbopackChunking: { minChunkSize: 300_000 },
  },
  // --- Security headers (lib/security/headers.ts) on every response; the pages' Content-Security-
  // Policy carries a per-response nonce and is set by the middleware (lib/security/csp.ts), and
  // what the middleware never sees (/api/…, /_next/…) gets a static deny-all policy. ---
  async headers() {
    return headerRules();
  },
  // --- end of security headers ---
  // --- Next.js's data and page cache (cache-handler.mjs): bounded memory in each instance, shared
  // through Redis with REDIS_URL, and the policy of each cached page made when it is stored
  // (docs/decisions/cached-pages.md); Next.js's own memory cache is off, the handler has its own. ---
  cacheHandler: path.resolve('cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // --- end of the cache ---
  // --- The image optimizer fetches and resizes only the site's images: what is under the three image
  // bases (property photos, agents, blog), and the site's own pictures (/images/…, the blog's
  // fallback /favicon.ico), never with a query. Each allowed address is one fetch and one resize,
  // then cached; a query would make every address a new one, and a local address outside these
  // paths would have the optimizer render a page to find out it is no image. ---
  // Of each, only the widths, formats and quality the pages use (lib/image-variants.ts): any other
  // width or quality is answered 400, so no one can have the optimizer make more copies of a photo.
  images: {
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: IMAGE_QUALITIES,
    formats: IMAGE_FORMATS,
    remotePatterns: imageHosts.map((u) => ({
      protocol: u.protocol.replace(':', '') as 'http' | 'https',
      hostname: u.hostname,
      port: u.port,
      pathname: `${u.pathname}**`,
      search: '',
    })),
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/favicon.ico', search: '' },
    ],
    // The reference backend serves the demo photos on loopback; the optimizer refuses such hosts
    // unless told otherwise. Allowed only when a configured image host is itself on loopback.
    dangerouslyAllowLocalIP: imageHosts.some((u) => loopback(u.hostname)),
  },
  // --- end of the image optimizer ---
};

export default nextConfig;
