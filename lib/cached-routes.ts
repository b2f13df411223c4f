/**
 * Which pages are made once and served to every visitor from Next.js's cache (docs/decisions/cached-pages.md),
 * by the internal route a request is rewritten to (its English path, middleware.ts). Such a page reads
 * nothing of the request (no query, cookie or header), so its address's query cannot change it: a
 * referral or campaign tag is the middleware's (the referral cookie) and the browser's business. The
 * middleware sends such a page no nonce and no policy (lib/security/csp.ts); the cache handler stores
 * one with it (cache-handler.mjs).
 */
import {
  INTERNAL_AGENT_PREFIX,
  INTERNAL_BLOG_PREFIX,
  INTERNAL_LISTING_PREFIX,
  INTERNAL_NOT_FOUND_PATH,
  isInternalDetailPath,
  isInternalListingPath,
  isInternalPagedPath,
  type CatchAllRoute,
} from './catch-all.ts';
import { isCampaignParam } from './campaign-params.ts';
import { parsePage } from './pagination.ts';
import { REFERRAL_PARAM } from './referral.ts';

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

/** A blog post (an unknown slug is a 404, never kept). */
const BLOG_POST = /^\/blog\/[^/]+$/;

/** Whether the internal route `path` (English, before the language prefix) is served from the cache. */
export function isCachedRoute(path: string): boolean {
  // a detail page: per property and slug asked; only the own slug's page is kept (cache-handler.mjs)
  return SAME_FOR_EVERYONE.has(path) || isInternalDetailPath(path) || isInternalListingPath(path) || isInternalPagedPath(path) || BLOG_POST.test(path);
}

/**
 * The one-segment addresses app/[lang] has routes of its own for (tests/unit/cached-routes.test.ts
 * reads them from its folders): every other one-segment address is the catch-all's, a landing page's.
 */
export const OWN_ROUTES: ReadonlySet<string> = new Set([
  'agents',
  'blog',
  'cached-agent',
  'cached-blog',
  'cached-listing',
  'career',
  'commercials',
  'company',
  'compare',
  'contact',
  'my-properties',
  'page-not-found',
  'property-detail',
  'residentials',
  'shortlist',
  'thankyou',
  'thankyou-career',
  'thankyou-contact',
  'thankyou-contactagent',
  'thankyou-myproperty',
  'thankyou-requestviewing',
]);

/** The listings whose clean address is made once, besides the landing pages. */
const LISTINGS = new Set(['/residentials', '/commercials']);
/** The App Router's own query on its requests for a page's payload (a navigation, a prefetch). */
const ROUTER_PARAM = '_rsc';

/** Whether a query leaves a listing as it is: nothing in it but the visit's referral and campaign tags. */
export function isCleanQuery(q: URLSearchParams): boolean {
  return [...q.keys()].every((name) => name === REFERRAL_PARAM || name === ROUTER_PARAM || isCampaignParam(name));
}

/**
 * The internal route a listing or landing page is made once on when its query does not refine it
 * (app/[lang]/cached-listing): `/residentials` → `/cached-listing/residentials`; null for any other
 * page or query, which renders per request.
 */
export function cachedListingPath(path: string, route: CatchAllRoute, q: URLSearchParams): string | null {
  if (!isCleanQuery(q)) return null;
  if (LISTINGS.has(path)) return `${INTERNAL_LISTING_PREFIX}${path}`;
  return route.kind === 'category' && !OWN_ROUTES.has(route.slug) ? `${INTERNAL_LISTING_PREFIX}/${route.slug}` : null;
}

/** An agent's profile: its id as asked (the page answers an id that is not one with the 404). */
const AGENT_PROFILE = /^\/agent\/([^/]+)$/;

/**
 * The internal route an agent's profile or the blog's list is made once on, per page number
 * (app/[lang]/cached-agent, cached-blog): `/agent/5?page=2` → `/cached-agent/5/2`, `/blog` →
 * `/cached-blog/1`; null for any other page. The page number is the query's as the pages have always
 * read it (`parsePage`): `?page=02` is page 2, `?page=abc` page 1, and the rest of the query changes
 * nothing, so no spelling of an address makes another page. A number past the last page is moved to
 * the last page by the page itself (a redirect, never kept).
 */
export function cachedPagedPath(path: string, q: URLSearchParams): string | null {
  const page = parsePage(q.getAll('page'));
  if (path === '/blog') return `${INTERNAL_BLOG_PREFIX}/${page}`;
  const agent = AGENT_PROFILE.exec(path)?.[1];
  return agent === undefined ? null : `${INTERNAL_AGENT_PREFIX}/${agent}/${page}`;
}

/**
 * A page made once exports this as its generateStaticParams: none is made during the build (the
 * handler that stores a page's policy with it sees only what is made at run time, and the build needs
 * no backend); each language's page is made on its first request and kept.
 */
export function madeOnFirstRequest(): never[] {
  return [];
}
