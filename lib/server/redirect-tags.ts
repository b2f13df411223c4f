/**
 * A page's redirect keeps the visit's referral and campaign tags (SPEC §4: the referral follows the
 * visitor). A page made once (lib/cached-routes.ts) cannot read the query it was asked with, so the
 * site's server (server.ts) adds the request's tags to the Location of a page's redirect: a detail
 * address with another slug than the property's own moves to its own with `?ref=5&utm_source=…`,
 * a page number past an agent's last page to `/agent/5?page=3&ref=5&utm_source=…`. A tag the
 * Location already carries (the page chose it, or Next.js sent the query on) is not added again.
 */
import type { ServerResponse } from 'node:http';
import { withVisitTags } from '../campaign-params.ts';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The Location a redirect answered to a request with query `search` is sent with. */
export function locationWithVisitTags(location: string, search: string): string {
  const own = new URLSearchParams(location.split('?')[1] ?? '');
  return withVisitTags(location, new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => !own.has(name))));
}

/**
 * Adds the visit's tags to the Location of a page's redirect as its head is written (GET and HEAD
 * page loads), and sends it once.
 */
export function keepVisitTagsOnRedirects(res: ServerResponse, req: { method: string; url: string; rsc: boolean }): void {
  const search = req.url.split('?')[1] ?? '';
  if (req.rsc || (req.method !== 'GET' && req.method !== 'HEAD')) return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    // a page made once sends its stored headers with appendHeader: its Location can come twice
    const header = res.getHeader('location');
    const location = Array.isArray(header) ? header[0] : header;
    if (REDIRECTS.has(status) && typeof location === 'string') res.setHeader('location', locationWithVisitTags(location, search));
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}
