/**
 * Limits on what makes the site call the backend for visitors: form submissions per client (every
 * server action is a public endpoint), at most FORM_RATE_LIMIT per client per 10 minutes; and the
 * backend reads of lists a visitor chooses (their own shortlist and saved searches, a shared list, a
 * comparison), both per client and for all visitors together (VISITOR_READS_PER_MINUTE). A visitor
 * spends from each bucket of their address (an IPv4 address; an IPv6 /64, /56 and /48 with 1, 4 and
 * 16 times the allowance: lib/security/client-address.ts). Counted with rate-limiter-flexible in this
 * process's memory, or in Redis (REDIS_LIMITS_URL, else REDIS_URL; the process's one connection to it
 * of lib/server/redis.ts, keys under REDIS_KEY_PREFIX) when several site instances must share the count. If Redis cannot be
 * reached, the count falls back to memory rather than refusing every visitor. Server only.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env, type Env } from '../env';
import { sharedRedis } from '../server/redis';
import { addressBuckets, type AddressBucket } from './client-address';

const WINDOW_SECONDS = 600;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The visitor's address as the site's server worked it out (lib/security/client-address.ts): the
 * request's X-Forwarded-For, which server.ts replaces with that one address. Its last entry, should
 * another server have been put in front without server.ts.
 */
export function clientAddressOf(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
  return forwarded?.[forwarded.length - 1]?.slice(0, 64) ?? null;
}

/** Who is asking, for the limits: the buckets of the visitor's address, narrowest first. */
export function clientBuckets(headers: Pick<Headers, 'get'>): AddressBucket[] {
  return addressBuckets(clientAddressOf(headers));
}

export interface SubmissionLimiterOptions {
  points: number;
  windowSeconds?: number;
  redisUrl?: string;
  keyPrefix?: string;
}

/**
 * A limiter; `check(key, cost)` spends `cost` (one by default) of the client's budget, or nothing
 * when it refuses: a request larger than what is left does not use up what smaller ones may still
 * spend.
 */
export function createSubmissionLimiter(opts: SubmissionLimiterOptions) {
  const duration = opts.windowSeconds ?? WINDOW_SECONDS;
  const keyPrefix = opts.keyPrefix ?? 'form-submissions';
  const memory = new RateLimiterMemory({ points: opts.points, duration, keyPrefix });
  // the process's one Redis connection, shared with the cache (cache-handler.mjs); commands fail at
  // once while it is away, and the insurance limiter answers them
  const limiter: RateLimiterAbstract = opts.redisUrl
    ? new RateLimiterRedis({
        storeClient: sharedRedis(opts.redisUrl).client,
        useRedisPackage: true,
        points: opts.points,
        duration,
        keyPrefix: `${env().REDIS_KEY_PREFIX}${keyPrefix}`,
        insuranceLimiter: memory,
      })
    : memory;
  /** Gives back what a check spent, when what it was spent on did not happen. */
  const refund = async (key: string, cost: number): Promise<void> => {
    if (opts.points === 0 || cost === 0) return;
    await limiter.reward(key, cost).catch(() => undefined);
  };
  const refused = (res: RateLimiterRes): LimitVerdict => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
  return {
    async check(key: string, cost = 1): Promise<LimitVerdict> {
      if (opts.points === 0 || cost === 0) return { allowed: true };
      try {
        await limiter.consume(key, cost);
        return { allowed: true };
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        await refund(key, cost);
        return refused(e);
      }
    },
    /** Whether anything is left of the key's budget, spending nothing: refused when it is all spent. */
    async peek(key: string): Promise<LimitVerdict> {
      const res = opts.points === 0 ? null : await limiter.get(key).catch(() => null);
      return res && res.remainingPoints <= 0 ? refused(res) : { allowed: true };
    },
    refund,
  };
}

/**
 * A per-visitor limit: `check(buckets, cost)` spends `cost` from each bucket of the visitor's
 * address, narrowest first, each holding `points` times its scale, and stops at the first that is
 * spent (so a visitor past their own budget does not drain their network's), giving back what the
 * narrower buckets spent: a refused request costs nothing.
 */
export function createVisitorLimiter(opts: SubmissionLimiterOptions) {
  const byScale = new Map<number, ReturnType<typeof createSubmissionLimiter>>();
  const limiterOf = (scale: number) => {
    let limiter = byScale.get(scale);
    if (!limiter) {
      limiter = createSubmissionLimiter({ ...opts, points: opts.points * scale });
      byScale.set(scale, limiter);
    }
    return limiter;
  };
  return {
    async check(buckets: readonly AddressBucket[], cost = 1): Promise<LimitVerdict> {
      for (const [i, { key, scale }] of buckets.entries()) {
        const verdict = await limiterOf(scale).check(key, cost);
        if (!verdict.allowed) {
          // what the narrower buckets spent goes back: nothing was spent on a refused request
          for (const narrower of buckets.slice(0, i)) await limiterOf(narrower.scale).refund(narrower.key, cost);
          return verdict;
        }
      }
      return { allowed: true };
    },
    /** Whether every bucket still has something left, spending nothing. */
    async peek(buckets: readonly AddressBucket[]): Promise<LimitVerdict> {
      for (const { key, scale } of buckets) {
        const verdict = await limiterOf(scale).peek(key);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true };
    },
    /** Gives back to every bucket what a successful check spent. */
    async refund(buckets: readonly AddressBucket[], cost: number): Promise<void> {
      for (const { key, scale } of buckets) await limiterOf(scale).refund(key, cost);
    },
  };
}

let shared: ReturnType<typeof createVisitorLimiter> | undefined;

/** The Redis the limits keep their counts in: their own where one is set, the cache's otherwise. */
export const limitsRedisUrl = (config: Pick<Env, 'REDIS_URL' | 'REDIS_LIMITS_URL'>): string | undefined => config.REDIS_LIMITS_URL ?? config.REDIS_URL;

/**
 * For the server actions: spends one submission of this client's budget (configuration from
 * lib/env). `allowed: false` means the action must answer "try again later" without calling the
 * backend.
 */
export async function checkSubmissionRate(headers: Headers): Promise<LimitVerdict> {
  const config = env();
  shared ??= createVisitorLimiter({ points: config.FORM_RATE_LIMIT, redisUrl: limitsRedisUrl(config) });
  return shared.check(clientBuckets(headers));
}

/**
 * Whose list a read serves: the visitor's own (kept in their browser: the shortlist refreshed, saved
 * searches counted) or one an address names (a shared list, a comparison), which anyone can make a
 * visitor's browser open, so it gets the lower budgets.
 */
export type ListKind = 'own' | 'link';

/**
 * Backend reads one client may cause per 10 minutes. Own lists: a full shortlist (SHORTLIST_MAX
 * detail reads) or every saved search counted, about a dozen times. Links: three full shared lists
 * of properties not in the data cache (those that are cost nothing), or 37 comparisons.
 */
const CLIENT_READS_PER_WINDOW: Readonly<Record<ListKind, number>> = { own: 600, link: 150 };

/**
 * All visitors' reads per minute (VISITOR_READS_PER_MINUTE, at least 4) as two budgets: a quarter
 * for links, the rest for own lists, so that links opened in many browsers never use up what
 * visitors' own lists need, and together they never pass the setting. Pure.
 */
export function siteReadBudgets(perMinute: number): Record<ListKind, number> {
  const link = Math.floor(perMinute / 4);
  return { own: perMinute - link, link };
}

/**
 * One set of read limiters per process, kept on globalThis: Next.js bundles the list routes and the
 * pages apart, each with its own copy of this module, and all of them spend the same budgets.
 */
const READ_LIMITERS = Symbol.for('site.visitor-read-limiters');
interface ReadLimiters {
  client: ReturnType<typeof createVisitorLimiter>;
  site: ReturnType<typeof createSubmissionLimiter>;
}
const readLimiterSets = ((globalThis as { [READ_LIMITERS]?: Map<ListKind, ReadLimiters> })[READ_LIMITERS] ??= new Map<ListKind, ReadLimiters>());

function readLimiters(kind: ListKind): ReadLimiters {
  let set = readLimiterSets.get(kind);
  if (!set) {
    const config = env();
    const redisUrl = limitsRedisUrl(config);
    const perMinute = config.VISITOR_READS_PER_MINUTE;
    set = {
      client: createVisitorLimiter({ points: CLIENT_READS_PER_WINDOW[kind], redisUrl, keyPrefix: `list-reads-${kind}` }),
      site: createSubmissionLimiter({ points: siteReadBudgets(perMinute)[kind], windowSeconds: 60, redisUrl, keyPrefix: `site-reads-${kind}` }),
    };
    readLimiterSets.set(kind, set);
  }
  return set;
}

/**
 * For every read a visitor chooses (app/api/shortlist, app/api/saved-searches, /compare): spends
 * `reads` of this client's budget of its kind, then of all visitors' budget of that kind, before
 * reading. A read the site-wide budget refuses costs the client nothing.
 */
export async function checkListReads(headers: Pick<Headers, 'get'>, kind: ListKind, reads: number): Promise<LimitVerdict> {
  const { client, site } = readLimiters(kind);
  const buckets = clientBuckets(headers);
  const own = await client.check(buckets, reads);
  if (!own.allowed) return own;
  const all = await site.check('all', reads);
  if (!all.allowed) await client.refund(buckets, reads);
  return all;
}

/**
 * Whether this client and all visitors still have any of their budgets of this kind, spending
 * nothing: a request that would be refused in any case is refused before any other work.
 */
export async function listReadsLeft(headers: Pick<Headers, 'get'>, kind: ListKind): Promise<LimitVerdict> {
  const { client, site } = readLimiters(kind);
  const own = await client.peek(clientBuckets(headers));
  return own.allowed ? site.peek('all') : own;
}

/** A list route's answer past the budget. */
export const tooMany = (retryAfterSeconds: number): Response =>
  Response.json(
    { error: 'Too many refreshes just now; try again later.' },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
