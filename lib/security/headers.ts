/**
 * The security headers of every response (pages, images, scripts, files), for next.config.ts's
 * headers(). The Content-Security-Policy of pages is set per response by the middleware
 * (lib/security/csp.ts), because it carries a fresh nonce.
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

/** Two years, subdomains included (browsers ignore the header on plain http). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

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
