/**
 * Outages search engines never index (docs/decisions/outage-status.md). When a page's answer is
 * about to start, the site's server (server.ts) asks whether that request's own backend reads failed
 * (lib/api/read-outcome.ts); if so, a page whose main content comes from the backend answers 503 with
 * Retry-After instead of 200. The page itself is rendered by Next.js as usual, in its reduced state
 * with `noindex`. A page whose data the cache held is whole and keeps its 200, whatever other
 * requests or the circuit breaker say.
 */
import type { ServerResponse } from 'node:http';
import { parseCatchAllPath } from '../catch-all.ts';
import { resolveLocalePath } from '../i18n/paths.ts';

/** The pages whose main content is the backend's, besides the catch-all's landing and detail pages. */
const BACKEND_PAGES = [/^\/residentials$/, /^\/commercials$/, /^\/agents$/, /^\/agent\/[^/]+$/, /^\/blog$/, /^\/blog\/[^/]+$/, /^\/career$/];
/** One-segment pages of their own (not the catch-all's) whose main content is the site's. */
const SITE_PAGES = new Set(['company', 'contact', 'my-properties', 'shortlist', 'compare', 'page-not-found']);

/** Whether a path's main content comes from the backend: listings, landing and detail pages, agents, the blog, careers. */
export function dependsOnBackend(pathname: string): boolean {
  // the same page in every language (lib/i18n/paths.ts); an address no language has is a 404
  const english = resolveLocalePath(pathname)?.path;
  if (english === undefined) return false;
  const path = english.length > 1 ? english.replace(/\/+$/, '') : english;
  if (BACKEND_PAGES.some((p) => p.test(path))) return true;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1 && (SITE_PAGES.has(segments[0] ?? '') || segments[0]?.startsWith('thankyou'))) return false;
  return parseCatchAllPath(path).kind !== 'not-found';
}

export interface OutageRequest {
  method: string;
  pathname: string;
  /** a client-side navigation or prefetch of the App Router (its `rsc` header) */
  rsc: boolean;
}

/** What the request's own reads met (lib/api/read-outcome.ts). */
export interface Reads {
  failed: boolean;
}

/** When the backend is asked again (lib/api/circuit-breaker.ts): a client's Retry-After. */
export interface BackendRetry {
  retryAfterSeconds: number;
}

/**
 * The status a page request gets instead of 200: 503 with Retry-After when the request's own reads
 * failed and the page's main content is the backend's; null to leave the status to Next.js. Only
 * page loads (GET, HEAD): a server action or an App Router navigation is answered as usual.
 */
export function outageStatus(req: OutageRequest, reads: Reads, backend: BackendRetry): { status: 503; retryAfterSeconds: number } | null {
  if (!reads.failed || req.rsc) return null;
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  return dependsOnBackend(req.pathname) ? { status: 503, retryAfterSeconds: backend.retryAfterSeconds } : null;
}

/**
 * Makes a response answer 503 with Retry-After instead of 200 when, at the moment its head is
 * written, the request's own reads have failed (`outageStatus`). Next.js resets a response's status
 * when it starts handling a request and writes the head only once the page's shell has rendered, so
 * the status is decided there, in Node's `writeHead` (which an implicit head calls too), with what
 * the render itself learnt of the backend. Every other status (redirects, 404, 500) is left as it is.
 */
export function answerOutages(res: ServerResponse, req: OutageRequest, reads: Reads, backend: BackendRetry): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const outage = status === 200 ? outageStatus(req, reads, backend) : null;
    if (!outage) return writeHead(status, ...rest);
    res.setHeader('retry-after', String(outage.retryAfterSeconds));
    // a cached page's answer says it may be kept for minutes: an outage's may not be kept at all
    res.setHeader('cache-control', 'private, no-store');
    return writeHead(outage.status, ...rest);
  }) as ServerResponse['writeHead'];
}
