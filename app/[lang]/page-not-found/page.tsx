import NotFound from '../not-found';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

export { generateMetadata } from '../not-found';

/**
 * The not-found page at /404.html (and /it/404.html), where unknown addresses end: middleware.ts
 * rewrites that address here and answers with status 404 (lib/catch-all.ts, INTERNAL_NOT_FOUND_PATH).
 */
export default async function NotFoundRoute() {
  return <NotFound />;
}
