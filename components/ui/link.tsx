import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link: Next.js's `<Link>`, with its prefetch off unless a link asks for it.
 *
 * By default Next.js prefetches every link that comes into view. The site's pages are rendered per
 * request, and but three (agents, blog, careers) have no loading state to prefetch, so the router
 * asks the server for each route and drops the answer as soon as it starts: at 1280 px a page view
 * made 20–22 such requests for its header and footer, each a render on the server, which then did
 * about four times the work of the page itself, and the visitor's browser handled them just after
 * hydrating, when a tap is most likely. A click fetches the page when it is made, as it did after
 * those prefetches (docs/performance.md, "Links are not prefetched").
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
