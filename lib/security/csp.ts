/**
 * The Content-Security-Policy of every page: a fresh nonce per response for the site's own scripts
 * (Next.js reads it from the request's policy and puts it on its scripts), 'strict-dynamic' so
 * those scripts may load what they need (Google Maps, Turnstile, Analytics), the consent boot
 * script allowed by its hash, and third-party origins only for the services that are configured.
 * Runs in the middleware (edge runtime): Web Crypto only.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { consentBootScript } from '../consent';
import { env } from '../env';
import { interactiveMaps } from '../maps-config';
import { VIDEO_FRAME_ORIGINS } from './headers';
import { createNonce } from './nonce';

/** Which third-party services the site is configured to use. */
interface CspServices {
  analytics: boolean;
  /** interactive maps: the Maps JavaScript API with the Places API (New) (lib/maps-config.ts) */
  maps: boolean;
  /** the office map: Google's Maps Embed API in a frame (a key is enough) */
  mapsEmbed: boolean;
  turnstile: boolean;
}

export interface CspOptions {
  /** per-response nonce; without one the policy allows inline scripts (static mode) */
  nonce?: string;
  /** 'sha256-…' sources of the inline scripts the site renders itself */
  scriptHashes: string[];
  services: CspServices;
  /** the site is served over https: ask browsers to upgrade stray http requests */
  https: boolean;
  /** next dev needs eval for its error overlay */
  development?: boolean;
}

const TURNSTILE = 'https://challenges.cloudflare.com';
const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
// The sources of Google's "Content Security Policy guide" for the Maps JavaScript API with a strict
// (nonce) policy. Its fetches include the Places API (New) at places.googleapis.com (suggestions and
// place details of the address search), which https://*.googleapis.com covers; advanced markers
// and map styles of the Map ID come from the same hosts. The host-less "*.google.com" of the guide is
// written with https: (a page served over http would otherwise allow plain http).
const MAPS_SCRIPT = 'https://maps.googleapis.com';
const MAPS_IMG = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'];
const MAPS_CONNECT = ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'];
const MAPS_FRAME = 'https://*.google.com';
// The office map: the Maps Embed API's page (www.google.com/maps/embed) in a frame.
const MAPS_EMBED_FRAME = 'https://www.google.com';

/** The policy as one header value. */
export function contentSecurityPolicy(o: CspOptions): string {
  const { analytics, maps, mapsEmbed, turnstile } = o.services;
  // the JavaScript API's frames (*.google.com) take in the embed's host
  const mapsFrames = maps ? [MAPS_FRAME] : mapsEmbed ? [MAPS_EMBED_FRAME] : [];
  const script = [
    "'self'",
    ...(o.nonce ? [`'nonce-${o.nonce}'`, "'strict-dynamic'", ...o.scriptHashes.map((h) => `'${h}'`)] : ["'unsafe-inline'"]),
    // Hosts only matter to browsers without 'strict-dynamic'; newer ones ignore them.
    ...(turnstile ? [TURNSTILE] : []),
    ...(analytics ? [GA_SCRIPT] : []),
    // The Maps JavaScript API documents 'unsafe-eval' and blob: workers as required.
    ...(maps ? [MAPS_SCRIPT, "'unsafe-eval'", 'blob:'] : []),
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

let siteHashes: Promise<string[]> | undefined;

/** The policy for a response of this deployment (configuration from lib/env). */
async function sitePolicy(nonce: string | undefined): Promise<string> {
  const config = env();
  siteHashes ??= Promise.all([scriptHash(consentBootScript(config.GA_MEASUREMENT_ID))]);
  return contentSecurityPolicy({
    nonce,
    scriptHashes: await siteHashes,
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

/**
 * For the middleware: lets the request through (or rewrites it to `rewriteTo`, answered with
 * `status` when given) with the policy on both the request (where Next.js finds the nonce for its
 * scripts) and the response.
 */
export async function nextWithCsp(
  request: NextRequest,
  rewriteTo?: URL,
  status?: number,
  /** further request headers the page is rendered with (the page's language: lib/i18n/request-locale.ts) */
  requestHeaders: Readonly<Record<string, string>> = {},
): Promise<NextResponse> {
  // CSP_MODE=static (inline scripts allowed) suits only HTML cached whole by a CDN: README, Security.
  const nonce = env().CSP_MODE === 'nonce' ? createNonce() : undefined;
  const policy = await sitePolicy(nonce);
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(requestHeaders)) headers.set(name, value);
  headers.set('content-security-policy', policy);
  const response = rewriteTo
    ? NextResponse.rewrite(rewriteTo, { request: { headers }, status })
    : NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
