/**
 * Which pages are made once and served to every visitor from Next.js's cache (docs/decisions/cached-pages.md),
 * by the internal route a request is rewritten to (its English path, middleware.ts). Such a page reads
 * nothing of the request (no query, cookie or header), so its address's query cannot change it: a
 * referral or campaign tag is the middleware's (the referral cookie) and the browser's business. The
 * middleware sends such a page no nonce and no policy (lib/security/csp.ts); the cache handler stores
 * one with it (cache-handler.mjs).
 */
import { INTERNAL_NOT_FOUND_PATH, isInternalDetailPath } from './catch-all';

/** Pages with no per-request input: the same for every visitor, in each language. */
const SAME_FOR_EVERYONE = new Set([
  '/',
  '/company',
  '/contact',
  '/career',
  '/agents',
  '/my-properties',
  '/thankyou',
  '/thankyou-career',
  '/thankyou-contact',
  '/thankyou-contactagent',
  '/thankyou-myproperty',
  '/thankyou-requestviewing',
  INTERNAL_NOT_FOUND_PATH,
]);

/** Whether the internal route `path` (English, before the language prefix) is served from the cache. */
export function isCachedRoute(path: string): boolean {
  // a detail page: per property and slug asked; only the own slug's page is kept (cache-handler.mjs)
  return SAME_FOR_EVERYONE.has(path) || isInternalDetailPath(path);
}

/**
 * A page made once exports this as its generateStaticParams: none is made during the build (the
 * handler that stores a page's policy with it sees only what is made at run time, and the build needs
 * no backend); each language's page is made on its first request and kept.
 */
export function madeOnFirstRequest(): never[] {
  return [];
}
