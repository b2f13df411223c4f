/**
 * The Next.js cache shared by several instances of the site through Redis (REDIS_URL), with
 * @fortedigital/nextjs-cache-handler (maintained, Next.js 16). next.config.ts uses this file only when
 * REDIS_URL is set; one instance alone keeps Next.js's own cache.
 *
 * Each instance keeps a small in-memory copy (LRU) in front of Redis only as a fallback: when Redis
 * cannot be reached at start, the instance serves from memory alone and says so in its log, rather
 * than failing its pages. Keys carry REDIS_KEY_PREFIX (default `malta-site:`), so one Redis can serve
 * several sites or deployments; set a new prefix per build to keep builds apart.
 */
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

/** One Redis connection per process, whatever number of handler instances Next.js creates. */
const shared = globalThis;

CacheHandler.onCreation(() => {
  if (shared.__siteCacheConfig) return shared.__siteCacheConfig;
  shared.__siteCacheConfigPromise ??= (async () => {
    const memory = createLruHandler();
    // the build prerenders with the default cache: Redis is for the running instances
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [memory] };

    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    client.on('error', (error) => console.warn(`Redis cache: ${error.message}`));
    try {
      await client.connect();
    } catch (error) {
      console.error(`Redis cache unreachable (${error instanceof Error ? error.message : error}); this instance caches in memory only.`);
      await client.destroy?.();
      return { handlers: [memory] };
    }
    const redis = createRedisHandler({ client, keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'malta-site:', timeoutMs: 1000 });
    return { handlers: [redis, memory] };
  })().then((config) => (shared.__siteCacheConfig = config));
  return shared.__siteCacheConfigPromise;
});

export default CacheHandler;
