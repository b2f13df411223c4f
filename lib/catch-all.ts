/**
 * What a catch-all path (SPEC §2) stands for. Pure: the route looks things up and redirects only to
 * addresses built from the validated parts returned here, so no path or Host header can steer a
 * redirect off the site.
 */
export type CatchAllRoute =
  /** detail/{id}/{lettingType}: look the property up, then redirect permanently to its address */
  | { kind: 'legacy-detail'; id: number; lettingType: number }
  /** detail/{id} without its last segment: the same path with /1 appended */
  | { kind: 'legacy-detail-incomplete'; id: number; location: string }
  /** {urlSlug}-{id}-{lettingType}: a property's detail page */
  | { kind: 'property'; id: number; lettingType: number; slug: string }
  /** anything else that can be a slug: a category or location landing page, if one exists */
  | { kind: 'category'; slug: string }
  | { kind: 'not-found' };

const ID = /^\d{1,9}$/;
const LETTING_TYPE = /^\d{1,3}$/;
/** lower-case words of letters and digits joined by single dashes */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 160;
const PROPERTY = /^(?:([a-z0-9-]*)-)?(\d{1,9})-(\d{1,3})$/i;

const positive = (text: string, pattern: RegExp) => {
  if (!pattern.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
};

/** Parses the segments of a catch-all path (as Next gives them, already percent-decoded). */
export function parseCatchAll(segments: readonly string[]): CatchAllRoute {
  const parts = segments.filter((s) => s !== '');
  if (parts.length === 0 || parts.length > 3) return { kind: 'not-found' };
  const [head = '', second, third] = parts;

  if (head.toLowerCase() === 'detail') {
    const id = second === undefined ? null : positive(second, ID);
    if (id === null) return { kind: 'not-found' };
    if (third === undefined) return { kind: 'legacy-detail-incomplete', id, location: `/detail/${id}/1` };
    const lettingType = positive(third, LETTING_TYPE);
    return lettingType === null ? { kind: 'not-found' } : { kind: 'legacy-detail', id, lettingType };
  }
  if (parts.length !== 1 || head.length > MAX_SLUG) return { kind: 'not-found' };

  const property = PROPERTY.exec(head);
  if (property) {
    const id = positive(property[2] ?? '', ID);
    const lettingType = positive(property[3] ?? '', LETTING_TYPE);
    if (id !== null && lettingType !== null) {
      return { kind: 'property', id, lettingType, slug: (property[1] ?? '').toLowerCase() };
    }
    return { kind: 'not-found' };
  }
  return SLUG.test(head) ? { kind: 'category', slug: head } : { kind: 'not-found' };
}

/** The not-found destination of SPEC §2: a real 404 page at this address. */
export const NOT_FOUND_PATH = '/404.html';

/**
 * The route a detail address is served from (middleware.ts rewrites to it; not public itself): the
 * detail page gets a route of its own so it does not carry the landing pages' client code.
 */
const INTERNAL_DETAIL_PREFIX = '/property-detail';

/**
 * The last segment of the internal detail route: the slug the address was asked for with, after a
 * mark that keeps it a segment when it is empty. The page is made once per id and slug asked
 * (lib/cached-routes.ts); an address with another slug than the property's own is moved to its own.
 */
const ASKED_SLUG_MARK = 's-';

/** Where middleware rewrites a detail address: the internal detail route of this id, letting type and slug. */
export function internalDetailPath(route: { id: number; lettingType: number; slug: string }): string {
  return `${INTERNAL_DETAIL_PREFIX}/${route.id}/${route.lettingType}/${ASKED_SLUG_MARK}${route.slug}`;
}

/**
 * Whether a detail address asked for with `requestedSlug` is another address than the property's
 * own (`own`, from lib/routes.ts propertyPath): a stale or mistyped slug, or none. The address the
 * site builds from the title where a call gives no slug (`fromTitle`: an agent's properties) is
 * the property's too. Only an own address that reads back as this property's detail page is one
 * to move to: not the legacy form (a property of no known sale type), which would send the visitor
 * back, nor a slug too long for the parser, which would end at the not-found page.
 */
export function isOtherDetailAddress(requestedSlug: string, route: { id: number; lettingType: number }, addresses: { own: string; fromTitle: string }): boolean {
  const asked = `/${requestedSlug === '' ? '' : `${requestedSlug}-`}${route.id}-${route.lettingType}`;
  if (asked === addresses.own || asked === addresses.fromTitle) return false;
  const own = parseCatchAllPath(addresses.own);
  return own.kind === 'property' && own.id === route.id;
}

/** Whether `pathname` is the internal route `prefix` or under it. */
const isUnder = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a request asks for the internal detail route directly (answered with the 404). */
export function isInternalDetailPath(pathname: string): boolean {
  return isUnder(INTERNAL_DETAIL_PREFIX, pathname);
}

/**
 * The route a listing or landing page at its clean address is made once on (middleware.ts rewrites
 * to it, lib/cached-routes.ts; not public itself): `/residentials`, `/commercials` and each landing
 * slug, without a query that refines them.
 */
export const INTERNAL_LISTING_PREFIX = '/cached-listing';

/** Whether a request asks for the internal route of clean listings directly (answered with the 404). */
export function isInternalListingPath(pathname: string): boolean {
  return isUnder(INTERNAL_LISTING_PREFIX, pathname);
}

/**
 * The routes an agent's profile and the blog's list are made once on, per page number (middleware.ts
 * rewrites `/agent/5?page=2` to `/cached-agent/5/2`, `/blog` to `/cached-blog/1`: lib/cached-routes.ts;
 * not public themselves).
 */
export const INTERNAL_AGENT_PREFIX = '/cached-agent';
export const INTERNAL_BLOG_PREFIX = '/cached-blog';

/** Whether a request asks for the internal route of an agent's or the blog's pages directly (answered with the 404). */
export function isInternalPagedPath(pathname: string): boolean {
  return isUnder(INTERNAL_AGENT_PREFIX, pathname) || isUnder(INTERNAL_BLOG_PREFIX, pathname);
}

/**
 * The route the not-found page is served from (middleware.ts rewrites to it, with status 404; not
 * public itself). A page of its own arrives as complete HTML, where Next.js leaves the body of a
 * page that calls notFound() while it renders for the browser to draw (vercel/next.js#62228).
 */
export const INTERNAL_NOT_FOUND_PATH = '/page-not-found';

/** Whether a request gets the not-found page: at its address, or asking for an internal route directly. */
export function answersNotFound(pathname: string): boolean {
  return (
    pathname === NOT_FOUND_PATH ||
    pathname === INTERNAL_NOT_FOUND_PATH ||
    isInternalDetailPath(pathname) ||
    isInternalListingPath(pathname) ||
    isInternalPagedPath(pathname)
  );
}

/** The id, letting type and asked slug of the internal detail route's parameters; null when they are not valid. */
export function parseInternalDetailParams(params: { id: string; lettingType: string; slug: string }): { id: number; lettingType: number; slug: string } | null {
  const id = positive(params.id, ID);
  const lettingType = positive(params.lettingType, LETTING_TYPE);
  const route = parseCatchAllPath(`/${params.slug.slice(ASKED_SLUG_MARK.length)}-${params.id}-${params.lettingType}`);
  if (id === null || lettingType === null || !params.slug.startsWith(ASKED_SLUG_MARK) || route.kind !== 'property') return null;
  return { id, lettingType, slug: route.slug };
}

/** Parses a whole pathname ("/detail/12", "/penthouses-for-sale-in-malta"). */
export function parseCatchAllPath(pathname: string): CatchAllRoute {
  let decoded: string[];
  try {
    decoded = pathname.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return { kind: 'not-found' };
  }
  return parseCatchAll(decoded);
}
