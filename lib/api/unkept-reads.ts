/**
 * A read a visitor shapes (a landing slug no page of the site derives) in the render of a page made
 * once (lib/cached-routes.ts): Next.js refuses a `no-store` read there, so it is sent as a cached read
 * under this tag, which the cache handler never stores (cache-handler.mjs). The backend is asked
 * every time, and nothing a visitor invents grows the data cache.
 */
export const UNKEPT_READ_TAG = 'unkept-read';
