/**
 * The per-client limit on form submissions (lib/security/rate-limit.ts): in memory, and in Redis
 * when configured (against a throwaway redis-server on loopback; `npm run test:tools` installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKey, createSubmissionLimiter } from '@/lib/security/rate-limit';
import { freePort } from '../../scripts/support/net';

describe('clientKey', () => {
  it("is the visitor's address server.ts handed on, an IPv6 one by its /64", () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '198.51.100.2' }))).toBe('198.51.100.2');
    // the last entry, should another server have added one in front of server.ts
    expect(clientKey(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientKey(new Headers({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' }))).toBe('2001:db8:1:2::/64');
    expect(clientKey(new Headers({ 'x-forwarded-for': '2001:db8:1:2:bbbb:cccc:dddd:eeee' }))).toBe('2001:db8:1:2::/64');
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.3' }))).toBe('unknown');
    expect(clientKey(new Headers())).toBe('unknown');
    expect(clientKey(new Headers({ 'x-forwarded-for': `1.1.1.1, ${'9'.repeat(500)}` }))).toBe('unknown');
  });
});

describe('submission limiter in memory', () => {
  it('allows the budget, refuses the next with a retry time, and counts clients apart', async () => {
    const limiter = createSubmissionLimiter({ points: 3, windowSeconds: 600, keyPrefix: `t${Date.now()}` });
    for (let i = 0; i < 3; i++) expect(await limiter.check('203.0.113.7')).toEqual({ allowed: true });
    const refused = await limiter.check('203.0.113.7');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await limiter.check('198.51.100.2')).toEqual({ allowed: true });
  });

  it('the budget comes back after the window', async () => {
    const limiter = createSubmissionLimiter({ points: 1, windowSeconds: 1, keyPrefix: `w${Date.now()}` });
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.check('a')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.check('a')).allowed).toBe(true);
  });

  it('a check can cost more than one, and is refused whole when the rest of the budget is less', async () => {
    const limiter = createSubmissionLimiter({ points: 10, windowSeconds: 600, keyPrefix: `c${Date.now()}` });
    expect(await limiter.check('k', 6)).toEqual({ allowed: true });
    expect((await limiter.check('k', 6)).allowed).toBe(false);
    expect(await limiter.check('k', 0)).toEqual({ allowed: true });
  });

  it('a limit of 0 turns it off', async () => {
    const limiter = createSubmissionLimiter({ points: 0 });
    for (let i = 0; i < 50; i++) expect((await limiter.check('a')).allowed).toBe(true);
  });
});

describe('submission limiter in Redis (several site instances)', () => {
  let server: ChildProcess;
  let url = '';

  beforeAll(async () => {
    if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error('redis-server is missing: npm run test:tools installs it');
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 50 && spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout.toString().trim() !== 'PONG'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(() => {
    server?.kill();
  });

  it('two instances share one budget per client', async () => {
    const prefix = `shared${Date.now()}`;
    const a = createSubmissionLimiter({ points: 4, redisUrl: url, keyPrefix: prefix });
    const b = createSubmissionLimiter({ points: 4, redisUrl: url, keyPrefix: prefix });
    await new Promise((r) => setTimeout(r, 200)); // connected
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push((await a.check('203.0.113.9')).allowed, (await b.check('203.0.113.9')).allowed);
    expect(verdicts).toEqual([true, true, true, true, false, false]);
    await a.close();
    await b.close();
  });

  it('when Redis is gone, the limit still holds in memory instead of refusing everyone', async () => {
    const limiter = createSubmissionLimiter({ points: 2, redisUrl: 'redis://127.0.0.1:1', keyPrefix: `down${Date.now()}` });
    expect((await limiter.check('x')).allowed).toBe(true);
    expect((await limiter.check('x')).allowed).toBe(true);
    expect((await limiter.check('x')).allowed).toBe(false);
    await limiter.close();
  });
});
