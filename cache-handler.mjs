/**
 * The Next.js cache shared by several instances of the site through Redis (REDIS_URL), with
 * @fortedigital/nextjs-cache-handler (maintained, Next.js 16). next.config.ts uses this file only when
 * REDIS_URL is set; one instance alone keeps Next.js's own cache.
 *
 * Each instance keeps a small in-memory copy (LRU) in front of Redis only as a fallback: when Redis
 * cannot be reached at start, the instance serves from memory alone and says so in its log, rather
 * than failing its pages. The connection is the process's one (lib/server/redis.ts), shared with the
 * per-visitor limits. Keys carry REDIS_KEY_PREFIX (default `malta-site:`), so one Redis can serve
 * several sites or deployments; set a new prefix per build to keep builds apart.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { env } from './lib/env.ts';
import { sharedRedis } from './lib/server/redis.ts';

/** One configuration per process, whatever number of handler instances Next.js creates. */
const shared = globalThis;

CacheHandler.onCreation(() => {
  if (shared.__siteCacheConfig) return shared.__siteCacheConfig;
  shared.__siteCacheConfigPromise ??= (async () => {
    const memory = createLruHandler();
    // the build prerenders with the default cache: Redis is for the running instances
    const { REDIS_URL, REDIS_KEY_PREFIX } = env();
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !REDIS_URL) return { handlers: [memory] };

    const { client, connected } = sharedRedis(REDIS_URL);
    if (!(await connected)) {
      console.error('Redis cache unreachable at start; this instance caches in memory only.');
      return { handlers: [memory] };
    }
    const redis = createRedisHandler({ client, keyPrefix: REDIS_KEY_PREFIX, timeoutMs: 1000 });
    return { handlers: [redis, memory] };
  })().then((config) => (shared.__siteCacheConfig = config));
  return shared.__siteCacheConfigPromise;
});

export default CacheHandler;
