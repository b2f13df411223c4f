/**
 * The limits of lib/security/rate-limit.ts in Redis, as several site instances share them: against a
 * throwaway redis-server on loopback (`npm run test:tools` installs it), through the process's one
 * connection (lib/server/redis.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { createSubmissionLimiter, createVisitorLimiter } from '@/lib/security/rate-limit';
import { closeSharedRedis, sharedRedis } from '@/lib/server/redis';
import { freePort } from '../../scripts/support/net';

describe('submission limiter in Redis (several site instances)', () => {
  let server: ChildProcess;
  let url = '';

  beforeAll(async () => {
    if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error('redis-server is missing: npm run test:tools installs it');
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // until it answers, however long a loaded machine takes: the hook's own timeout is the limit
    while (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout.toString().trim() !== 'PONG') {
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    await closeSharedRedis();
    server?.kill();
  });

  it('two instances share one budget per client', async () => {
    const prefix = `shared${Date.now()}`;
    const a = createSubmissionLimiter({ points: 4, redisUrl: url, keyPrefix: prefix });
    const b = createSubmissionLimiter({ points: 4, redisUrl: url, keyPrefix: prefix });
    expect(await sharedRedis(url).connected).toBe(true);
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push((await a.check('203.0.113.9')).allowed, (await b.check('203.0.113.9')).allowed);
    expect(verdicts).toEqual([true, true, true, true, false, false]);
  });

  it('every key carries REDIS_KEY_PREFIX, and the process keeps one connection however many limiters and module copies', async () => {
    const redisCli = (...args: string[]) => spawnSync('redis-cli', ['-u', url, ...args]).stdout.toString().trim();
    const name = `prefixed${Date.now()}`;
    await createVisitorLimiter({ points: 5, redisUrl: url, keyPrefix: name }).check([{ key: '2001:db8::/64', scale: 1 }, { key: '2001:db8::/56', scale: 4 }]);
    await createSubmissionLimiter({ points: 5, redisUrl: url, keyPrefix: `${name}-other` }).check('198.51.100.1');
    const keys = redisCli('--scan', '--pattern', `*${name}*`).split('\n').sort();
    expect(keys).toEqual([`${env().REDIS_KEY_PREFIX}${name}-other:198.51.100.1`, `${env().REDIS_KEY_PREFIX}${name}:2001:db8::/56`, `${env().REDIS_KEY_PREFIX}${name}:2001:db8::/64`]);
    expect(env().REDIS_KEY_PREFIX).toBe('malta-site:');
    // a second copy of the module (as Node.js loads it for cache-handler.mjs, beside the bundled one) finds the same client
    vi.resetModules();
    const again = await import('@/lib/server/redis');
    expect(again.sharedRedis(url).client).toBe(sharedRedis(url).client);
    // the connections Redis sees, besides redis-cli's own: this process's one
    const clients = redisCli('client', 'list').split('\n').filter((line) => !/ name=redis-cli| cmd=client/.test(line));
    expect(clients).toHaveLength(1);
  });

  it('two instances share one site-wide budget: what one refuses costs nothing, and either sees it spent', async () => {
    const prefix = `site${Date.now()}`;
    const a = createSubmissionLimiter({ points: 5, windowSeconds: 60, redisUrl: url, keyPrefix: prefix });
    const b = createSubmissionLimiter({ points: 5, windowSeconds: 60, redisUrl: url, keyPrefix: prefix });
    expect(await sharedRedis(url).connected).toBe(true);
    expect(await a.check('all', 3)).toEqual({ allowed: true });
    expect((await b.check('all', 3)).allowed).toBe(false);
    expect(await b.check('all', 2)).toEqual({ allowed: true });
    expect((await a.peek('all')).allowed).toBe(false);
    await b.refund('all', 2);
    expect(await a.peek('all')).toEqual({ allowed: true });
  });
});
