/**
 * Per-client limits on what makes the site call the backend for one visitor: form submissions
 * (every server action is a public endpoint), at most FORM_RATE_LIMIT per client per 10 minutes,
 * and the backend reads of a visitor's own lists (/shortlist, saved searches), at most
 * LIST_READS_PER_WINDOW. A visitor spends from each bucket of their address (an IPv4 address; an
 * IPv6 /64, /56 and /48 with 1, 4 and 16 times the allowance: lib/security/client-address.ts).
 * Counted with rate-limiter-flexible in this process's memory, or in Redis (REDIS_URL, the
 * process's one connection of lib/server/redis.ts, keys under REDIS_KEY_PREFIX) when several site
 * instances must share the count. If Redis cannot be reached, the count falls back to memory
 * rather than refusing every visitor. Server only.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '../env';
import { sharedRedis } from '../server/redis';
import { addressBuckets, type AddressBucket } from './client-address';

const WINDOW_SECONDS = 600;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The visitor's address as the site's server worked it out (lib/security/client-address.ts): the
 * request's X-Forwarded-For, which server.ts replaces with that one address. Its last entry, should
 * another server have been put in front without server.ts.
 */
export function clientAddressOf(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
  return forwarded?.[forwarded.length - 1]?.slice(0, 64) ?? null;
}

/** Who is asking, for the limits: the buckets of the visitor's address, narrowest first. */
export function clientBuckets(headers: Headers): AddressBucket[] {
  return addressBuckets(clientAddressOf(headers));
}

export interface SubmissionLimiterOptions {
  points: number;
  windowSeconds?: number;
  redisUrl?: string;
  keyPrefix?: string;
}

/** A limiter; `check(key, cost)` spends `cost` (one by default) of the client's budget. */
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
  return {
    async check(key: string, cost = 1): Promise<LimitVerdict> {
      if (opts.points === 0 || cost === 0) return { allowed: true };
      try {
        await limiter.consume(key, cost);
        return { allowed: true };
      } catch (e) {
        if (e instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
        throw e;
      }
    },
  };
}

/**
 * A per-visitor limit: `check(buckets, cost)` spends `cost` from each bucket of the visitor's
 * address, narrowest first, each holding `points` times its scale, and stops at the first that is
 * spent (so a visitor past their own budget does not drain their network's).
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
      for (const { key, scale } of buckets) {
        const verdict = await limiterOf(scale).check(key, cost);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true };
    },
  };
}

let shared: ReturnType<typeof createVisitorLimiter> | undefined;

/**
 * For the server actions: spends one submission of this client's budget (configuration from
 * lib/env). `allowed: false` means the action must answer "try again later" without calling the
 * backend.
 */
export async function checkSubmissionRate(headers: Headers): Promise<LimitVerdict> {
  const config = env();
  shared ??= createVisitorLimiter({ points: config.FORM_RATE_LIMIT, redisUrl: config.REDIS_URL });
  return shared.check(clientBuckets(headers));
}

/**
 * Backend reads one client's own lists may cost per 10 minutes: a full shortlist (SHORTLIST_MAX
 * detail reads) or every saved search counted, about a dozen times. Each read goes to the backend
 * past the data cache, so a list route must not be a way to make the site flood it.
 */
const LIST_READS_PER_WINDOW = 600;

let listReads: ReturnType<typeof createVisitorLimiter> | undefined;

/** For the list routes (app/api/shortlist, app/api/saved-searches): spends `reads` of this client's budget before reading. */
export async function checkListReads(headers: Headers, reads: number): Promise<LimitVerdict> {
  listReads ??= createVisitorLimiter({ points: LIST_READS_PER_WINDOW, redisUrl: env().REDIS_URL, keyPrefix: 'list-reads' });
  return listReads.check(clientBuckets(headers), reads);
}

/** A list route's answer past the budget. */
export const tooMany = (retryAfterSeconds: number): Response =>
  Response.json(
    { error: 'Too many refreshes from this address; try again later.' },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
