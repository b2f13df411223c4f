/**
 * The limits of lib/security/rate-limit.ts: per visitor on form submissions, over the buckets of their
 * address, in memory (in Redis: rate-limit-redis.test.ts); the budgets of reads visitors choose, per
 * client and for all visitors together.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { clientBuckets, createSubmissionLimiter, createVisitorLimiter, siteReadBudgets } from '@/lib/security/rate-limit';
import { closeSharedRedis } from '@/lib/server/redis';

describe('clientBuckets', () => {
  const keys = (headers: Record<string, string>) => clientBuckets(new Headers(headers)).map((b) => b.key);

  it("are the buckets of the visitor's address server.ts handed on", () => {
    expect(keys({ 'x-forwarded-for': '198.51.100.2' })).toEqual(['198.51.100.2']);
    // the last entry, should another server have added one in front of server.ts
    expect(keys({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toEqual(['203.0.113.7']);
    expect(keys({ 'x-forwarded-for': '2001:db8:1:2:aaaa::1' })).toEqual(['2001:db8:1:2::/64', '2001:db8:1::/56', '2001:db8:1::/48']);
    expect(keys({ 'x-forwarded-for': '2001:db8:1:2:bbbb:cccc:dddd:eeee' })).toEqual(keys({ 'x-forwarded-for': '2001:db8:1:2::1' }));
    expect(keys({ 'x-real-ip': '198.51.100.3' })).toEqual(['unknown']);
    expect(keys({})).toEqual(['unknown']);
    expect(keys({ 'x-forwarded-for': `1.1.1.1, ${'9'.repeat(500)}` })).toEqual(['unknown']);
  });
});

describe('the per-visitor limit over address buckets', () => {
  const visitor = (address: string) => clientBuckets(new Headers({ 'x-forwarded-for': address }));

  it('an IPv6 visitor rotating through the /64s of one /48 meets its 16 visitors’ allowance', async () => {
    const limiter = createVisitorLimiter({ points: 2, keyPrefix: `r${Date.now()}` });
    const verdicts: boolean[] = [];
    // 40 different /64s in 10 /56s of one /48, two submissions each
    for (let net = 0; net < 10; net++) {
      for (let sub = 0; sub < 4; sub++) {
        const hextet = ((net << 8) | sub).toString(16);
        for (let i = 0; i < 2; i++) verdicts.push((await limiter.check(visitor(`2001:db8:77:${hextet}::${i + 1}`))).allowed);
      }
    }
    // /56: 8 each (4 × 2), all spent by its 4 /64s; /48: 32 (16 × 2), spent by the first four /56s
    expect(verdicts.filter(Boolean)).toHaveLength(32);
    expect(verdicts.slice(0, 32).every(Boolean)).toBe(true);
    // another /48, and an IPv4 visitor, are untouched
    expect((await limiter.check(visitor('2001:db8:78::1'))).allowed).toBe(true);
    expect((await limiter.check(visitor('198.51.100.9'))).allowed).toBe(true);
  });

  it('a /56 holds 4 visitors’ allowance, and a visitor past its own does not spend its network’s', async () => {
    const limiter = createVisitorLimiter({ points: 3, keyPrefix: `s${Date.now()}` });
    const spend = async (address: string, n: number) => {
      const verdicts = [];
      for (let i = 0; i < n; i++) verdicts.push((await limiter.check(visitor(address))).allowed);
      return verdicts.filter(Boolean).length;
    };
    // one /64 hammers: 3 go through, the other 47 spend nothing of the /56
    expect(await spend('2001:db8:5:100::1', 50)).toBe(3);
    // the /56 (2001:db8:5:100::/56) has 12: 9 left for its other /64s
    expect(await spend('2001:db8:5:101::1', 3)).toBe(3);
    expect(await spend('2001:db8:5:102::1', 3)).toBe(3);
    expect(await spend('2001:db8:5:1ff::1', 5)).toBe(3);
    expect(await spend('2001:db8:5:1fe::1', 5)).toBe(0);
    // the next /56 of the same /48 starts afresh
    expect(await spend('2001:db8:5:200::1', 3)).toBe(3);
  });

  it('a refusal says how long to wait', async () => {
    const limiter = createVisitorLimiter({ points: 1, windowSeconds: 600, keyPrefix: `t${Date.now()}` });
    expect(await limiter.check(visitor('203.0.113.50'))).toEqual({ allowed: true });
    const refused = await limiter.check(visitor('203.0.113.50'));
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
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
    // the window's clock is the test's: a loaded machine cannot stretch the two checks apart
    vi.useFakeTimers();
    try {
      const limiter = createSubmissionLimiter({ points: 1, windowSeconds: 1, keyPrefix: `w${Date.now()}` });
      expect((await limiter.check('a')).allowed).toBe(true);
      expect((await limiter.check('a')).allowed).toBe(false);
      await vi.advanceTimersByTimeAsync(999);
      expect((await limiter.check('a')).allowed).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      expect((await limiter.check('a')).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a check can cost more than one, and is refused whole, spending nothing, when the rest of the budget is less', async () => {
    const limiter = createSubmissionLimiter({ points: 10, windowSeconds: 600, keyPrefix: `c${Date.now()}` });
    expect(await limiter.check('k', 6)).toEqual({ allowed: true });
    expect((await limiter.check('k', 6)).allowed).toBe(false);
    // the refused check spent nothing: the 4 left are still there
    expect(await limiter.check('k', 4)).toEqual({ allowed: true });
    expect((await limiter.check('k', 1)).allowed).toBe(false);
    expect(await limiter.check('k', 0)).toEqual({ allowed: true });
  });

  it('a limit of 0 turns it off', async () => {
    const limiter = createSubmissionLimiter({ points: 0 });
    for (let i = 0; i < 50; i++) expect((await limiter.check('a')).allowed).toBe(true);
  });
});

describe('refund', () => {
  it('gives back what a check spent', async () => {
    const limiter = createSubmissionLimiter({ points: 10, windowSeconds: 600, keyPrefix: `r${Date.now()}` });
    expect(await limiter.check('k', 8)).toEqual({ allowed: true });
    expect((await limiter.check('k', 8)).allowed).toBe(false);
    await limiter.refund('k', 16);
    expect(await limiter.check('k', 8)).toEqual({ allowed: true });
  });
});

describe('peek', () => {
  it('refuses a key whose budget is all spent, and spends nothing', async () => {
    const limiter = createSubmissionLimiter({ points: 3, windowSeconds: 600, keyPrefix: `p${Date.now()}` });
    expect(await limiter.peek('k')).toEqual({ allowed: true });
    expect(await limiter.check('k', 2)).toEqual({ allowed: true });
    expect(await limiter.peek('k')).toEqual({ allowed: true });
    expect(await limiter.peek('k')).toEqual({ allowed: true });
    expect(await limiter.check('k', 1)).toEqual({ allowed: true });
    const spent = await limiter.peek('k');
    expect(spent.allowed).toBe(false);
    if (!spent.allowed) expect(spent.retryAfterSeconds).toBeGreaterThan(590);
  });
});

describe('siteReadBudgets', () => {
  it('gives links a quarter and own lists the rest, never more than the setting', () => {
    expect(siteReadBudgets(1200)).toEqual({ own: 900, link: 300 });
    expect(siteReadBudgets(8)).toEqual({ own: 6, link: 2 });
    expect(siteReadBudgets(5)).toEqual({ own: 4, link: 1 });
  });
});

describe('checkListReads', () => {
  const from = (address: string) => new Headers({ 'x-forwarded-for': address });
  /** the limits of a new process started with VISITOR_READS_PER_MINUTE (read once, at the first check) */
  async function limitsWith(perMinute: number) {
    vi.resetModules();
    // the process's limiters live on globalThis, shared by every copy of the module
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.visitor-read-limiters')];
    process.env.VISITOR_READS_PER_MINUTE = String(perMinute);
    return import('@/lib/security/rate-limit');
  }
  afterEach(() => {
    delete process.env.VISITOR_READS_PER_MINUTE;
  });

  it('holds all visitors to the site-wide budget of each kind, whatever their addresses', async () => {
    // 6 reads a minute for own lists, 2 for links
    const { checkListReads, listReadsLeft } = await limitsWith(8);
    expect(await checkListReads(from('198.51.100.1'), 'own', 4)).toEqual({ allowed: true });
    expect(await checkListReads(from('198.51.100.2'), 'own', 2)).toEqual({ allowed: true });
    const refused = await checkListReads(from('198.51.100.3'), 'own', 1);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // links have their own budget, which own lists did not touch
    expect(await listReadsLeft(from('198.51.100.3'), 'link')).toEqual({ allowed: true });
    expect(await checkListReads(from('198.51.100.3'), 'link', 2)).toEqual({ allowed: true });
    expect((await checkListReads(from('198.51.100.4'), 'link', 1)).allowed).toBe(false);
    expect((await listReadsLeft(from('198.51.100.4'), 'link')).allowed).toBe(false);
  });

  it('a read the site-wide budget refuses costs the client nothing', async () => {
    const { checkListReads } = await limitsWith(8);
    const client = from('198.51.100.5');
    expect((await checkListReads(client, 'link', 150)).allowed).toBe(false);
    // the client's 150 are all still there: 2 of them pass both budgets
    expect(await checkListReads(client, 'link', 2)).toEqual({ allowed: true });
  });

  it('every copy of the module in a process spends the same budgets (Next.js bundles routes and pages apart)', async () => {
    const route = await limitsWith(8);
    vi.resetModules();
    const page = await import('@/lib/security/rate-limit');
    expect(page.checkListReads).not.toBe(route.checkListReads);
    expect(await route.checkListReads(from('198.51.100.7'), 'link', 2)).toEqual({ allowed: true });
    expect((await page.checkListReads(from('198.51.100.8'), 'link', 1)).allowed).toBe(false);
  });

  it('holds one client to its own budget of each kind: 150 reads of links, 600 of own lists', async () => {
    const { checkListReads } = await limitsWith(1_000_000);
    const client = from('203.0.113.50');
    expect(await checkListReads(client, 'link', 150)).toEqual({ allowed: true });
    expect((await checkListReads(client, 'link', 1)).allowed).toBe(false);
    expect(await checkListReads(client, 'own', 600)).toEqual({ allowed: true });
    expect((await checkListReads(client, 'own', 1)).allowed).toBe(false);
    expect(await checkListReads(from('203.0.113.51'), 'link', 1)).toEqual({ allowed: true });
  });
});

describe('a limiter configured with Redis', () => {
  afterAll(async () => {
    await closeSharedRedis();
  });

  it('when Redis is gone, the limit still holds in memory instead of refusing everyone', async () => {
    const limiter = createSubmissionLimiter({ points: 2, redisUrl: 'redis://127.0.0.1:1', keyPrefix: `down${Date.now()}` });
    expect((await limiter.check('x')).allowed).toBe(true);
    expect((await limiter.check('x')).allowed).toBe(true);
    expect((await limiter.check('x')).allowed).toBe(false);
  });
});
