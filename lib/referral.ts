/**
 * The referral of SPEC §4: a numeric `ref` query parameter on the home, listing or detail pages is kept
 * in the `refId` cookie (50 days, path /) and sent with form requests. Anything but a plain number is
 * ignored. The one parser of referral ids, for the address and for the cookie.
 */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_COOKIE = 'refId';
export const REFERRAL_MAX_AGE_SECONDS = 50 * 24 * 60 * 60;

/** A referral id: a plain positive whole number of at most 9 digits, else null. */
export function parseReferral(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** An address with the query's valid referral, for a redirect (never a canonical). */
export function withReferral(href: string, q: URLSearchParams): string {
  const ref = parseReferral(q.get(REFERRAL_PARAM));
  if (ref === null) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${REFERRAL_PARAM}=${ref}`;
}

/** The referral id a form sends (SPEC §4): the refId cookie's, 0 when there is none or it is not one. */
export function referralIdOf(cookie: string | null | undefined): number {
  return parseReferral(cookie) ?? 0;
}

/** Site sections that are neither home, listing nor detail pages: a `ref` there is not kept. */
const OTHER_SECTIONS = new Set([
  'company',
  'career',
  'contact',
  'my-properties',
  'agents',
  'agent',
  'blog',
  'thankyou',
  'thankyou-myproperty',
  'thankyou-career',
  'thankyou-contact',
  'thankyou-contactagent',
  'thankyou-requestviewing',
  '404.html',
  'api',
  // internal routes, a 404 when asked for directly (lib/catch-all.ts)
  'page-not-found',
  'property-detail',
  'cached-listing',
  'cached-agent',
  'cached-blog',
]);

/** Whether a path is the home, a listing (including category and location landings) or a detail page. */
export function referralPageApplies(pathname: string): boolean {
  if (pathname === '/') return true;
  const first = pathname.split('/')[1] ?? '';
  return first !== '' && !OTHER_SECTIONS.has(first);
}

/** The cookie to set for a request, or null: only a valid `ref` on a page that keeps it. */
export function referralCookieFor(pathname: string, search: URLSearchParams) {
  if (!referralPageApplies(pathname)) return null;
  const id = parseReferral(search.get(REFERRAL_PARAM));
  if (id === null) return null;
  return {
    name: REFERRAL_COOKIE,
    value: String(id),
    maxAge: REFERRAL_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax' as const,
    // only the server reads it
    httpOnly: true,
  };
}
