import { connection } from 'next/server';
import NotFound from '../not-found';

export { generateMetadata } from '../not-found';

/**
 * The not-found page at /404.html (and /it/404.html), where unknown addresses end: middleware.ts
 * rewrites that address here and answers with status 404 (lib/catch-all.ts, INTERNAL_NOT_FOUND_PATH).
 */
export default async function NotFoundRoute() {
  // rendered per request, so that its scripts carry the request's nonce
  await connection();
  return <NotFound />;
}
