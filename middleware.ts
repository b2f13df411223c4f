/**
 * Each address to the route that renders it in its language, legacy detail addresses without their
 * last segment, detail addresses served by their own route, and the referral cookie (SPEC §2, §4).
 * Thin on purpose: the rules are pure helpers in lib/ with unit tests.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { withVisitTags } from '@/lib/campaign-params';
import { env } from '@/lib/env';
import { localizePath, movedLandingPath } from '@/lib/i18n/paths';
import { pageRoute } from '@/lib/page-route';
import { LOCALE_HEADER } from '@/lib/i18n/request-locale';
import { referralCookieFor } from '@/lib/referral';
import { nextPage } from '@/lib/security/csp';
import { noPageReads, pageMayRead, pageNamesProperties } from '@/lib/security/list-requests';
import { malformedPathResponse } from '@/lib/security/request-guard';

/**
 * The request's own address with another path, for a rewrite. Built from request.url, which is the
 * address the router resolved (next.config.ts, skipProxyUrlNormalize): nextUrl spells 127.0.0.1 as
 * "localhost", and Next.js proxies a rewrite to another origin over HTTP instead of serving it.
 */
function sameServer(request: NextRequest, pathname: string): URL {
  const url = new URL(request.url);
  url.pathname = pathname;
  return url;
}

export async function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // an address that does not decode gets a 400, not Next.js's 500 (lib/security/request-guard.ts)
  const malformed = malformedPathResponse(pathname);
  if (malformed) return malformed;
  // a landing address a language spelt otherwise before answers with its address now, its query kept
  // (a path of validated slug words on the configured site address)
  const moved = movedLandingPath(pathname);
  if (moved) return NextResponse.redirect(new URL(`${moved}${request.nextUrl.search}`, env().SITE_URL), 308);
  // every page goes on rewritten to the route of its language (app/[lang], lib/page-route.ts): a page
  // rendered per request with its Content-Security-Policy and script nonce, a page made once
  // (lib/cached-routes.ts) with neither (its policy is stored with it: lib/security/csp.ts); /404.html
  // and the internal routes asked for directly are the not-found page
  const { locale, path, route, notFound, rewritePath, cached } = pageRoute(pathname, searchParams);
  const rewriteTo = sameServer(request, rewritePath);
  // the language for what cannot read the route's segment: the forms' server actions
  const pageHeaders: Record<string, string> = { [LOCALE_HEADER]: locale };
  // posts keep their status: the footer's newsletter form sends its action from the not-found page too
  if (request.method !== 'GET' && request.method !== 'HEAD') return nextPage(request, { rewriteTo, headers: pageHeaders });
  // a shared list or comparison fetched as anything but a page (an <img> on another site): no backend work
  if (pageNamesProperties(path, searchParams) && !pageMayRead(request.headers)) return noPageReads();

  let response: NextResponse;
  if (route.kind === 'legacy-detail-incomplete') {
    // a path built from validated parts only (a numeric id) on the configured site address, the visit's
    // referral and campaign tags in its query: neither the address nor the Host header can send the
    // visitor to another site
    response = NextResponse.redirect(new URL(withVisitTags(localizePath(locale, route.location), searchParams), env().SITE_URL), 308);
  } else {
    // RSC and prefetch requests too: a render they start fills the same cache entry
    response = await nextPage(request, { rewriteTo, status: notFound ? 404 : undefined, headers: pageHeaders, cached });
  }

  const cookie = referralCookieFor(path, searchParams);
  // Secure when the public site is https (behind a TLS proxy the request itself arrives as http)
  if (cookie) response.cookies.set({ ...cookie, secure: env().SITE_URL.startsWith('https:') });
  return response;
}

export const config = {
  // the edge runtime, middleware.ts's default in Next.js 16: on Node.js (`runtime: 'nodejs'`) a page
  // cost 0.4 ms less CPU, but twenty 20 MB uploads in a row raised the server's peak memory by 830 MB
  // instead of 510 (bench:abuse, flood (d), twice each; tried in e915a94 and reverted)
  // pages only: not the framework's files, images or other static files (what starts with _next/ or
  // api/ gets a static policy from next.config.ts instead: headerRules in lib/security/headers.ts)
  matcher: ['/((?!_next/|api/|favicon\\.ico|robots\\.txt|sitemap.*\\.xml|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|woff2?|txt)$).*)'],
};
