/**
 * Per-client limits on what makes the site call the backend for one visitor: form submissions
 * (every server action is a public endpoint), at most FORM_RATE_LIMIT per client per 10 minutes,
 * and the backend reads of a visitor's own lists (/shortlist, saved searches), at most
 * LIST_READS_PER_WINDOW. Counted with rate-limiter-flexible in this
 * process's memory, or in Redis (REDIS_URL) when several site instances must share the count. If
 * Redis cannot be reached, the count falls back to memory rather than refusing every visitor.
 * Server only.
 */
import { createClient } from '@redis/client';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '../env';
import { rateLimitKey } from './client-address';

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

/** Who is asking, for the limit: the visitor's address, an IPv6 one by its /64 network. */
export function clientKey(headers: Headers): string {
  return rateLimitKey(clientAddressOf(headers));
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
  let limiter: RateLimiterAbstract = memory;
  let redis: ReturnType<typeof createClient> | undefined;
  if (opts.redisUrl) {
    // the same client as the shared cache (cache-handler.mjs); commands fail at once while it is
    // away, and the insurance limiter below answers them
    redis = createClient({ url: opts.redisUrl, disableOfflineQueue: true, socket: { connectTimeout: 2000 } });
    // Errors are answered by the insurance limiter; keep them out of the process's log flood.
    redis.on('error', () => undefined);
    void redis.connect().catch(() => undefined);
    limiter = new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, points: opts.points, duration, keyPrefix, insuranceLimiter: memory });
  }
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
    async close(): Promise<void> {
      if (redis?.isOpen) await redis.close().catch(() => redis?.destroy());
      else redis?.destroy();
    },
  };
}

let shared: ReturnType<typeof createSubmissionLimiter> | undefined;

/**
 * For the server actions: spends one submission of this client's budget (configuration from
 * lib/env). `allowed: false` means the action must answer "try again later" without calling the
 * backend.
 */
export async function checkSubmissionRate(headers: Headers): Promise<LimitVerdict> {
  const config = env();
  shared ??= createSubmissionLimiter({ points: config.FORM_RATE_LIMIT, redisUrl: config.REDIS_URL });
  return shared.check(clientKey(headers));
}

/**
 * Backend reads one client's own lists may cost per 10 minutes: a full shortlist (SHORTLIST_MAX
 * detail reads) or every saved search counted, about a dozen times. Each read goes to the backend
 * past the data cache, so a list route must not be a way to make the site flood it.
 */
const LIST_READS_PER_WINDOW = 600;

let listReads: ReturnType<typeof createSubmissionLimiter> | undefined;

/** For the list routes (app/api/shortlist, app/api/saved-searches): spends `reads` of this client's budget before reading. */
export async function checkListReads(headers: Headers, reads: number): Promise<LimitVerdict> {
  listReads ??= createSubmissionLimiter({ points: LIST_READS_PER_WINDOW, redisUrl: env().REDIS_URL, keyPrefix: 'list-reads' });
  return listReads.check(clientKey(headers), reads);
}

/** A list route's answer past the budget. */
export const tooMany = (retryAfterSeconds: number): Response =>
  Response.json(
    { error: 'Too many refreshes from this address; try again later.' },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
