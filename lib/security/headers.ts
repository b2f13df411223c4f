/**
 * The security headers of every response (pages, images, scripts, files), for next.config.ts's
 * headers(). The Content-Security-Policy of pages is set per response by the middleware
 * (lib/security/csp.ts), because it carries a fresh nonce; what the middleware never sees gets a
 * static policy here: API answers, the framework's files and their 404s a deny-all one, paths that
 * look like files (the public folder's, and the not-found page wherever such a path is no file) one
 * that lets a page show and run nothing.
 */

/**
 * Video players the site embeds: the only player addresses videoEmbed (lib/video-embed.ts) builds,
 * for property videos and for the iframes lib/sanitize.ts keeps in backend HTML.
 */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export interface SecurityHeader {
  key: string;
  value: string;
}

/** One entry of next.config.ts's headers(): a path pattern and the headers of its responses. */
export interface HeaderRule {
  source: string;
  headers: SecurityHeader[];
}

/** Two years, subdomains included (browsers ignore the header on plain http). */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Powerful features nobody on the site uses are switched off for the site and every frame; the
 * video players keep what playback needs.
 */
export function permissionsPolicy(): string {
  const players = VIDEO_FRAME_ORIGINS.map((o) => `"${o}"`).join(' ');
  const off = [
    'accelerometer', 'ambient-light-sensor', 'battery', 'bluetooth', 'browsing-topics', 'camera', 'display-capture',
    'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment', 'serial',
    'usb', 'xr-spatial-tracking',
  ].map((f) => `${f}=()`);
  const playback = ['autoplay', 'encrypted-media', 'picture-in-picture'].map((f) => `${f}=(self ${players})`);
  // The office map (Google's embed) may go full screen too.
  return [...off, ...playback, `fullscreen=(self ${players} "https://www.google.com")`].join(', ');
}

/** Headers for every path. */
export function securityHeaders(): SecurityHeader[] {
  return [
    { key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    // For browsers without CSP frame-ancestors; the policy says the same.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/**
 * The policy of the responses under /api/ and /_next/: none is a page, so nothing may load, run,
 * frame, post or set a base address. Harmless to what is served there: a policy on a script,
 * stylesheet or font response does not apply to the page that loads it, the routes under app/api
 * answer JSON, and on the images it serves the image optimizer replaces it with its own
 * (`script-src 'none'; frame-src 'none'; sandbox;`).
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the paths that look like files (`/robots.txt`, `/images/x.svg`, `/agent/1.png`),
 * which the middleware leaves out so that files are served without its work: a file there is
 * harmless under it (an SVG cannot run script), and where no such file exists Next.js answers its
 * not-found page, which shows with its styles, fonts, images and links, and runs no script (nothing
 * on it needs one: its search is a plain GET form).
 */
export const FILE_PATH_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The paths the middleware's matcher (middleware.ts) leaves out besides `_next/…` and `api/…`, in
 * the same words: Next.js wants the matcher written out there, so tests/unit/security-headers.test.ts
 * checks that every path gets exactly one of the two.
 */
const FILE_PATHS = '/:path((?!_next/|api/)(?:favicon\\.ico|robots\\.txt|sitemap.*\\.xml|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|woff2?|txt)$).*)';

/**
 * next.config.ts's headers(): the security headers on every path, and a static policy on exactly
 * the paths the middleware's matcher leaves out: NON_PAGE_CSP on `_next/…` and `api/…`,
 * FILE_PATH_CSP on paths that look like files. `:path+`, not `:path*`: `/api` and `/_next`
 * themselves go through the middleware like any page and get its policy, and two policies on one
 * response would both apply.
 */
export function headerRules(): HeaderRule[] {
  const nonPage = [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }];
  return [
    { source: '/:path*', headers: securityHeaders() },
    { source: '/api/:path+', headers: nonPage },
    { source: '/_next/:path+', headers: nonPage },
    { source: FILE_PATHS, headers: [{ key: 'Content-Security-Policy', value: FILE_PATH_CSP }] },
  ];
}
