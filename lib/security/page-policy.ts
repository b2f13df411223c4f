/**
 * The Content-Security-Policy of every page, in the two ways a page is served:
 *
 * - **Rendered per request** (a page whose query changes it: filters, shared lists, compare): a
 *   fresh nonce per response for the site's own scripts (Next.js reads it from the request's policy
 *   and puts it on its scripts), and 'strict-dynamic' so those scripts may load what they need
 *   (Google Maps, Turnstile, Analytics). The middleware sets it (lib/security/csp.ts).
 * - **Made once and cached** (lib/cached-routes.ts): the hash of each inline script of the stored
 *   page, computed once when the page is made (cache-handler.mjs), the site's own origin for its
 *   script files and the configured services' hosts; no nonce and no 'strict-dynamic', which would
 *   make browsers ignore 'self' and the hosts (docs/decisions/cached-pages.md).
 *
 * Never 'unsafe-inline' for scripts, except in CSP_MODE=static (README, Security). Web Crypto only:
 * this module runs in the middleware (edge runtime) and in the cache handler, which Node.js loads
 * from source (imports carry their .ts extension).
 */
import { consentBootScript } from '../consent.ts';
import { env } from '../env.ts';
import { interactiveMaps } from '../maps-config.ts';
import { VIDEO_FRAME_ORIGINS } from './headers.ts';

/** Which third-party services the site is configured to use. */
interface CspServices {
  analytics: boolean;
  /** interactive maps: the Maps JavaScript API with the Places API (New) (lib/maps-config.ts) */
  maps: boolean;
  /** the office map: Google's Maps Embed API in a frame (a key is enough) */
  mapsEmbed: boolean;
  turnstile: boolean;
}

/** How the page's own scripts are allowed. */
export type PageScripts =
  /** a page rendered per request: its nonce, with 'strict-dynamic' */
  | { nonce: string }
  /** a cached page: the 'sha256-…' source of each of its inline scripts */
  | { pageHashes: readonly string[] }
  /** CSP_MODE=static: inline scripts allowed */
  | 'inline';

export interface CspOptions {
  scripts: PageScripts;
  /** 'sha256-…' sources of the inline scripts the site renders itself on every page */
  scriptHashes: readonly string[];
  services: CspServices;
  /** the site is served over https: ask browsers to upgrade stray http requests */
  https: boolean;
  /** next dev needs eval for its error overlay */
  development?: boolean;
}

const TURNSTILE = 'https://challenges.cloudflare.com';
const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
// The sources of Google's "Content Security Policy guide" for the Maps JavaScript API. Its fetches
// include the Places API (New) at places.googleapis.com (suggestions and place details of the address
// search), which https://*.googleapis.com covers; advanced markers and map styles of the Map ID come
// from the same hosts. The host-less "*.google.com" of the guide is written with https: (a page served
// over http would otherwise allow plain http).
// With a nonce, 'strict-dynamic' lets the API's loader add its scripts and browsers ignore hosts;
// without one (a cached page) the loader's scripts are allowed by host: the API's own scripts come
// from maps.googleapis.com and its static files from *.gstatic.com (the guide's allowlist variant).
const MAPS_SCRIPT_NONCE = ['https://maps.googleapis.com'];
const MAPS_SCRIPT_HOSTS = ['https://*.googleapis.com', 'https://*.gstatic.com'];
const MAPS_IMG = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'];
const MAPS_CONNECT = ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'];
const MAPS_FRAME = 'https://*.google.com';
// The office map: the Maps Embed API's page (www.google.com/maps/embed) in a frame.
const MAPS_EMBED_FRAME = 'https://www.google.com';

const quoted = (sources: readonly string[]) => sources.map((h) => `'${h}'`);

/** The script-src sources for a page's own scripts. */
function ownScripts(scripts: PageScripts, siteHashes: readonly string[]): string[] {
  if (scripts === 'inline') return ["'unsafe-inline'"];
  if ('nonce' in scripts) return [`'nonce-${scripts.nonce}'`, "'strict-dynamic'", ...quoted(siteHashes)];
  return quoted([...new Set([...siteHashes, ...scripts.pageHashes])]);
}

/** The policy as one header value. */
export function contentSecurityPolicy(o: CspOptions): string {
  const { analytics, maps, mapsEmbed, turnstile } = o.services;
  const hashed = typeof o.scripts === 'object' && 'pageHashes' in o.scripts;
  // the JavaScript API's frames (*.google.com) take in the embed's host
  const mapsFrames = maps ? [MAPS_FRAME] : mapsEmbed ? [MAPS_EMBED_FRAME] : [];
  const script = [
    "'self'",
    ...ownScripts(o.scripts, o.scriptHashes),
    // with 'strict-dynamic', hosts only matter to browsers that lack it; without, they are what allows
    // the services' loaders
    ...(turnstile ? [TURNSTILE] : []),
    ...(analytics ? [GA_SCRIPT] : []),
    // The Maps JavaScript API documents 'unsafe-eval' and blob: workers as required.
    ...(maps ? [...(hashed ? MAPS_SCRIPT_HOSTS : MAPS_SCRIPT_NONCE), "'unsafe-eval'", 'blob:'] : []),
    ...(o.development && !maps ? ["'unsafe-eval'"] : []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // React renders style attributes and Maps injects <style>: inline styles stay allowed (styles
    // cannot run code); a nonce here would make browsers ignore 'unsafe-inline'.
    ['style-src', ["'self'", "'unsafe-inline'", ...(maps ? ['https://fonts.googleapis.com'] : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(maps ? MAPS_IMG : []), ...(analytics ? GA_COLLECT : [])]],
    ['font-src', ["'self'", ...(maps ? ['https://fonts.gstatic.com'] : [])]],
    [
      'connect-src',
      ["'self'", ...(maps ? [...MAPS_CONNECT, 'data:', 'blob:'] : []), ...(analytics ? GA_COLLECT : []), ...(turnstile ? [TURNSTILE] : [])],
    ],
    ['frame-src', [...VIDEO_FRAME_ORIGINS, ...mapsFrames, ...(turnstile ? [TURNSTILE] : [])]],
    ['worker-src', ["'self'", ...(maps ? ['blob:'] : [])]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (o.https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/** The CSP hash source of an inline script's exact text. */
export async function scriptHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

// An element's start tag, its text, its end tag. Inline script text never holds "</script": Next.js and
// React escape "<" in what they write into scripts (\u003c), and the consent boot script has none.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// what browsers run: no type, or a JavaScript one (a JSON-LD block is data, never run, needs no source)
const RUNS = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;

/** The exact texts of the scripts a browser would run inline in an HTML document. */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (RUNS.test(type.trim())) texts.push(text);
  }
  return texts;
}

/** The hashes of the inline scripts on every page, made once per configuration. */
let siteHashes: { measurementId: string | undefined; hashes: Promise<string[]> } | undefined;

/** The policy for a page of this deployment (configuration from lib/env). */
export async function sitePolicy(scripts: PageScripts): Promise<string> {
  const config = env();
  const measurementId = config.GA_MEASUREMENT_ID;
  if (!siteHashes || siteHashes.measurementId !== measurementId) {
    siteHashes = { measurementId, hashes: Promise.all([scriptHash(consentBootScript(measurementId))]) };
  }
  return contentSecurityPolicy({
    scripts,
    scriptHashes: await siteHashes.hashes,
    services: {
      analytics: Boolean(config.GA_MEASUREMENT_ID),
      maps: interactiveMaps(config) !== null,
      mapsEmbed: Boolean(config.GOOGLE_MAPS_API_KEY),
      turnstile: Boolean(config.TURNSTILE_SITE_KEY),
    },
    https: config.SITE_URL.startsWith('https:'),
    development: process.env.NODE_ENV === 'development',
  });
}

/** The policy of a cached page: a hash source for each inline script of its stored HTML. */
export async function cachedPagePolicy(html: string): Promise<string> {
  const pageHashes = await Promise.all(inlineScripts(html).map(scriptHash));
  return sitePolicy({ pageHashes });
}
