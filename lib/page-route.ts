/**
 * The route that renders an address in its language, and whether that route is a page made once
 * (lib/cached-routes.ts). One answer for the two readers: the middleware rewrites to `rewritePath`
 * (middleware.ts), and the server admits what is made already in a lane of its own (server.ts).
 */
import { INTERNAL_NOT_FOUND_PATH, answersNotFound, internalDetailPath, parseCatchAllPath, type CatchAllRoute } from './catch-all.ts';
import { cachedListingPath, cachedPagedPath, isCachedRoute } from './cached-routes.ts';
import type { Locale } from './i18n/locales.ts';
import { internalLocalePath, prefixLocale, resolveLocalePath } from './i18n/paths.ts';

export interface PageRoute {
  /** the page's language, from its address alone (lib/i18n/paths.ts) */
  locale: Locale;
  /** its English path, which the routes know; the not-found page's for an address no language has */
  path: string;
  route: CatchAllRoute;
  /** /404.html, or an internal route asked for directly: the not-found page, answered 404 */
  notFound: boolean;
  /** the route of app/[lang] that renders it, with its language segment */
  rewritePath: string;
  /** whether that route is made once and served from the cache */
  cached: boolean;
}

/** The route for `pathname` (as it arrived, not decoded) with the address's `query`. */
export function pageRoute(pathname: string, query: URLSearchParams): PageRoute {
  const address = resolveLocalePath(pathname);
  const locale = address?.locale ?? prefixLocale(pathname);
  const path = address?.path ?? INTERNAL_NOT_FOUND_PATH;
  const route = parseCatchAllPath(path);
  const notFound = answersNotFound(path);
  // a detail address is served by app/[lang]/property-detail, so that it loads only the detail page's
  // client code; a listing or landing page without a query that refines it is made once on a route of
  // its own, and an agent's profile and the blog's list on routes that take the page number as a segment
  const internalPath = notFound
    ? INTERNAL_NOT_FOUND_PATH
    : route.kind === 'property'
      ? internalDetailPath(route)
      : (cachedListingPath(path, route, query) ?? cachedPagedPath(path, query) ?? path);
  // an incomplete legacy detail address is redirected by the middleware, never rendered
  const cached = route.kind !== 'legacy-detail-incomplete' && isCachedRoute(internalPath);
  return { locale, path, route, notFound, rewritePath: internalLocalePath(locale, internalPath), cached };
}

/** Where the framework's own files (scripts, styles, fonts) are served from, each made by the build. */
const FRAMEWORK_FILES = '/_next/static/';

/**
 * Whether a request asks for what is made already: a GET or HEAD of a page made once (its address,
 * `url`, path and query as the request line has them, routed to one) or of one of the framework's
 * files. false for an address that does not parse or decode, which the middleware answers 400.
 */
export function asksForReadyMade(method: string | undefined, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  try {
    const { pathname, searchParams } = new URL(url, 'http://site');
    decodeURIComponent(pathname);
    return pathname.startsWith(FRAMEWORK_FILES) || pageRoute(pathname, searchParams).cached;
  } catch {
    return false;
  }
}
