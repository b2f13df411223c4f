'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link: Next.js's `<Link>`, with its prefetch off unless a link asks for it.
 *
 * By default Next.js prefetches every link that comes into view. The site's pages have no loading
 * state (loading.tsx) to prefetch, so the router asked the server for each whole route in view: a
 * desktop page view made 16–24 such requests (the menu, the footer), a render on the server each
 * when they were made per request, and each handled by the visitor's browser just after hydrating,
 * when a tap is most likely. A click fetches the page it opens (docs/performance.md, "Links are not
 * prefetched"). A client component, so that the default is set in the browser rather than written
 * into every link of a page's RSC payload.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
