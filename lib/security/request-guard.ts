/**
 * Requests Next.js cannot route: a path whose percent-encoding does not decode (`/%ff`, `/%E0%A4%A`)
 * makes Next.js 16 answer 500 when the app has a catch-all route (vercel/next.js#94278). The
 * middleware answers them 400 first.
 */

/** A 400 answer for a path that does not decode, else null. */
export function malformedPathResponse(pathname: string): Response | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return new Response('Bad Request: the address is not valid.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}
