/**
 * The cache has a ceiling and the limits survive it (docs/security.md, "Redis"): the cache's Redis
 * evicts its least used entries past its `maxmemory`, and the per-visitor limits live in a Redis of
 * their own that never evicts (REDIS_LIMITS_URL), so filling the cache past its ceiling through the
 * site's own cache handler (cache-handler.mjs's Redis handler) resets no budget. Beside it, what the
 * separation prevents: limits in the evicting cache's Redis are pushed out and a spent budget is
 * whole again. Throwaway redis-servers on loopback (`npm run test:tools` installs redis-server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { createSubmissionLimiter, limitsRedisUrl } from '@/lib/security/rate-limit';
import { closeSharedRedis, sharedRedis } from '@/lib/server/redis';
import { freePort } from '../../scripts/support/net';

/** The cache's ceiling in these tests: small, so that a few hundred entries pass it. */
const CEILING = '4mb';
const servers: ChildProcess[] = [];

async function redisServer(...settings: string[]): Promise<string> {
  const port = await freePort();
  servers.push(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...settings], { stdio: 'ignore' }));
  // until it answers, however long a loaded machine takes: the hook's own timeout is the limit
  while (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout.toString().trim() !== 'PONG') {
    await new Promise((r) => setTimeout(r, 100));
  }
  return `redis://127.0.0.1:${port}`;
}

const used = (url: string) => Number(/used_memory:(\d+)/.exec(spawnSync('redis-cli', ['-u', url, 'info', 'memory']).stdout.toString())?.[1]);
const evicted = (url: string) => Number(/evicted_keys:(\d+)/.exec(spawnSync('redis-cli', ['-u', url, 'info', 'stats']).stdout.toString())?.[1]);

/** Writes `count` pages of about 100 KB through the site's Redis cache handler, as Next.js would after renders. */
async function fillCache(url: string, count: number): Promise<void> {
  const { client, connected } = sharedRedis(url);
  expect(await connected).toBe(true);
  const handler = createRedisHandler({ client, keyPrefix: env().REDIS_KEY_PREFIX, timeoutMs: 5000 });
  const body = 'x'.repeat(100_000);
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < count; i++) {
    const entry = {
      value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: `http://backend.test/Saleproperties?${i}` }, revalidate: 300 },
      lastModified: Date.now(),
      tags: ['properties'],
      lifespan: { lastModifiedAt: now, staleAt: now + 300, expireAt: now + 3600, staleAge: 300, expireAge: 3600, revalidate: 300 },
    };
    // Next.js types `kind` as a const enum, which a test compiled on its own cannot name
    await handler.set(`fetch-${i}`, entry as unknown as Parameters<typeof handler.set>[1], {});
  }
}

describe('the cache past its ceiling', () => {
  let cacheUrl = '';
  let limitsUrl = '';

  beforeAll(async () => {
    if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error('redis-server is missing: npm run test:tools installs it');
    cacheUrl = await redisServer('--maxmemory', CEILING, '--maxmemory-policy', 'allkeys-lru');
    limitsUrl = await redisServer('--maxmemory-policy', 'noeviction');
  });
  afterAll(async () => {
    await closeSharedRedis();
    for (const s of servers) s.kill();
  });

  it('takes the limits to their own Redis where one is set', () => {
    expect(limitsRedisUrl({ REDIS_URL: 'redis://cache:6379', REDIS_LIMITS_URL: 'redis://limits:6379' })).toBe('redis://limits:6379');
    expect(limitsRedisUrl({ REDIS_URL: 'redis://cache:6379', REDIS_LIMITS_URL: undefined })).toBe('redis://cache:6379');
  });

  it('stays within its ceiling, and a spent budget in the limits’ Redis stays spent', async () => {
    const limiter = createSubmissionLimiter({ points: 3, redisUrl: limitsUrl, keyPrefix: `ceiling${Date.now()}` });
    expect(await sharedRedis(limitsUrl).connected).toBe(true);
    for (let i = 0; i < 3; i++) expect((await limiter.check('203.0.113.7')).allowed).toBe(true);
    expect((await limiter.check('203.0.113.7')).allowed).toBe(false);

    await fillCache(cacheUrl, 120); // 12 MB of pages: three times the ceiling
    expect(evicted(cacheUrl), 'the cache evicted entries to stay within its ceiling').toBeGreaterThan(0);
    expect(used(cacheUrl)).toBeLessThanOrEqual(4 * 1024 * 1024 * 1.1);

    expect((await limiter.check('203.0.113.7')).allowed, 'the budget is still spent').toBe(false);
  });

  it('(why) in the evicting cache’s Redis, the same budget would be whole again', async () => {
    const limiter = createSubmissionLimiter({ points: 3, redisUrl: cacheUrl, keyPrefix: `shared${Date.now()}` });
    expect(await sharedRedis(cacheUrl).connected).toBe(true);
    for (let i = 0; i < 3; i++) expect((await limiter.check('198.51.100.4')).allowed).toBe(true);
    expect((await limiter.check('198.51.100.4')).allowed).toBe(false);
    // ten times the ceiling: Redis's sampled LRU passes over an old key only with odds of about e^-48
    await fillCache(cacheUrl, 400);
    expect((await limiter.check('198.51.100.4')).allowed, 'evicted: the visitor may send again').toBe(true);
  });
});
