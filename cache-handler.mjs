/**
 * Next.js's data and page cache, in every mode (next.config.ts), with @fortedigital/nextjs-cache-handler
 * (maintained, Next.js 16): each instance keeps a bounded in-memory LRU, and with REDIS_URL the
 * instances share Redis in front of it.
 *
 * Two things only the site's handler does, both on a page Next.js hands it to store
 * (docs/decisions/cached-pages.md):
 * - it gives the page its Content-Security-Policy: the hash of each of its inline scripts, computed
 *   once here (lib/security/page-policy.ts), set on the entry's headers, which Next.js sends with
 *   the page on every hit. The entry is changed in place: Next.js serves the page that was just
 *   made (the first visitor's) from this same object. tests/e2e/cached-pages.spec.ts guards both.
 * - it stores a page only when it is whole: not one whose render met a failed backend read
 *   (lib/api/read-outcome.ts), which would be served for the cache's whole life after the backend
 *   came back (the last good page stays, served stale, until a render succeeds); and not a not-found
 *   page or a redirect, which any invented address would add (they are made again when asked). Nor a
 *   read a visitor shaped (lib/api/unkept-reads.ts).
 *
 * Redis: when it cannot be reached at start, the instance serves from memory alone and says so in its
 * log, rather than failing its pages. The connection is the process's one (lib/server/redis.ts),
 * shared with the per-visitor limits. Keys carry REDIS_KEY_PREFIX (default `malta-site:`), so one Redis
 * can serve several sites or deployments; set a new prefix per build to keep builds apart.
 *
 * Node.js loads this file from source (imports carry their .ts extension). Next.js also evaluates it
 * in the middleware's edge bundle, which never uses it but has none of Node.js's modules: this file
 * imports only what runs there (Web Crypto, no node:crypto), and the handler library, which needs
 * Node.js (fs, assert), when the first instance is made.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { readsFailed } from './lib/api/read-outcome.ts';
import { UNKEPT_READ_TAG } from './lib/api/unkept-reads.ts';
import { env } from './lib/env.ts';
import { cachedPagePolicy } from './lib/security/page-policy.ts';

/**
 * The in-memory tier's bounds. An entry's size is counted as its JSON's length, which is about three
 * times a page's bytes in memory (its RSC payload is a Buffer, counted as a list of numbers): a page
 * counts 0.5–1.5 MB, a backend answer a few KB. 600 MB counted is about 200 MB held.
 */
const MEMORY = { maxItemsNumber: 20_000, maxItemSizeBytes: 600 * 1024 * 1024 };

/** The handler library, configured once per process, whatever number of handlers Next.js creates. */
const shared = globalThis;
function library() {
  shared.__siteCacheLibrary ??= (async () => {
    const [{ CacheHandler }, { default: createLruHandler }] = await Promise.all([
      import('@fortedigital/nextjs-cache-handler'),
      import('@fortedigital/nextjs-cache-handler/local-lru'),
    ]);
    CacheHandler.onCreation(async () => {
      const memory = createLruHandler(MEMORY);
      // the build has its own files: Redis is for the running instances
      const { REDIS_URL, REDIS_KEY_PREFIX } = env();
      if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !REDIS_URL) return { handlers: [memory] };

      const [{ sharedRedis }, { default: createRedisHandler }] = await Promise.all([
        import('./lib/server/redis.ts'),
        import('@fortedigital/nextjs-cache-handler/redis-strings'),
      ]);
      const { client, connected } = sharedRedis(REDIS_URL);
      if (!(await connected)) {
        console.error('Redis cache unreachable at start; this instance caches in memory only.');
        return { handlers: [memory] };
      }
      return { handlers: [createRedisHandler({ client, keyPrefix: REDIS_KEY_PREFIX, timeoutMs: 1000 }), memory] };
    });
    return CacheHandler;
  })();
  return shared.__siteCacheLibrary;
}

/** Whether a page Next.js made is one to keep: whole, found, and not a redirect. */
function keeps(page) {
  return !readsFailed() && (page.status === undefined || page.status === 200);
}

export default class SiteCacheHandler {
  #context;
  #handler;

  constructor(context) {
    this.#context = context;
  }

  /** The library's handler, made on first use (never in the edge bundle, which makes one and leaves it). */
  #library() {
    this.#handler ??= library().then((CacheHandler) => new CacheHandler(this.#context));
    return this.#handler;
  }

  async get(key, ctx) {
    return (await this.#library()).get(key, ctx);
  }

  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE') {
      // the policy first: a page that is not kept is still served to the visitor who asked for it
      // a page whose HTML is not at hand gets a policy that allows none of its inline scripts
      const html = typeof data.html === 'string' ? data.html : '';
      data.headers = { ...data.headers, 'content-security-policy': await cachedPagePolicy(html) };
      if (!keeps(data)) return;
    }
    // a read a visitor shaped, sent as a cached read only so that a page made once may make it
    if (data?.kind === 'FETCH' && ctx?.tags?.includes(UNKEPT_READ_TAG)) return;
    return (await this.#library()).set(key, data, ctx);
  }

  async revalidateTag(...args) {
    return (await this.#library()).revalidateTag(...args);
  }

  resetRequestCache() {}
}
