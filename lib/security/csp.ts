/**
 * The middleware's part of the pages' Content-Security-Policy (lib/security/page-policy.ts): a page
 * rendered per request gets a fresh nonce in a policy on both the request (where Next.js finds it for
 * its scripts) and the response; a cached page gets no policy from the middleware at all, since the
 * cache handler stores one with the page (cache-handler.mjs), and whatever policy a visitor sent in
 * is taken off the request, so that no nonce is ever written into a page made once for everyone.
 * Runs in the middleware (edge runtime): Web Crypto only.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '../env';
import { createNonce } from './nonce';
import { sitePolicy } from './page-policy';

/** The request headers a render reads a policy (and so a nonce) from. */
const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/** How the middleware lets a page request through. */
export interface PageRequest {
  /** the route that renders it (a rewrite), answered with `status` when given */
  rewriteTo?: URL;
  status?: number;
  /** further request headers the page is rendered with (the page's language: lib/i18n/request-locale.ts) */
  headers?: Readonly<Record<string, string>>;
  /** the page is made once and served from the cache (lib/cached-routes.ts): no nonce, no policy here */
  cached?: boolean;
}

/** For the middleware: lets a page request through with the policy its kind of page needs. */
export async function nextPage(request: NextRequest, page: PageRequest = {}): Promise<NextResponse> {
  const headers = new Headers(request.headers);
  for (const name of POLICY_HEADERS) headers.delete(name);
  for (const [name, value] of Object.entries(page.headers ?? {})) headers.set(name, value);
  // CSP_MODE=static (inline scripts allowed) suits only HTML cached whole by a CDN: README, Security.
  const policy = page.cached ? undefined : await sitePolicy(env().CSP_MODE === 'nonce' ? { nonce: createNonce() } : 'inline');
  if (policy) headers.set('content-security-policy', policy);
  const response = page.rewriteTo
    ? NextResponse.rewrite(page.rewriteTo, { request: { headers }, status: page.status })
    : NextResponse.next({ request: { headers } });
  if (policy) response.headers.set('content-security-policy', policy);
  return response;
}
