/**
 * A per-client limit on form submissions (every server action is a public endpoint): at most
 * FORM_RATE_LIMIT submissions per client per 10 minutes, counted with rate-limiter-flexible in this
 * process's memory, or in Redis (REDIS_URL) when several site instances must share the count. If
 * Redis cannot be reached, the count falls back to memory rather than refusing every visitor.
 * Server only.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '../env';

export const WINDOW_SECONDS = 600;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Who is asking: the address the nearest proxy saw, i.e. the last entry of X-Forwarded-For (a
 * client can put anything in front of it, not after it). Next.js fills the header with the socket
 * address when no proxy did.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
  const last = forwarded?.[forwarded.length - 1] ?? headers.get('x-real-ip')?.trim();
  return last ? last.slice(0, 64) : 'unknown';
}

export interface SubmissionLimiterOptions {
  points: number;
  windowSeconds?: number;
  redisUrl?: string;
  keyPrefix?: string;
}

/** A limiter; `check(key)` spends one submission of the client's budget. */
export function createSubmissionLimiter(opts: SubmissionLimiterOptions) {
  const duration = opts.windowSeconds ?? WINDOW_SECONDS;
  const keyPrefix = opts.keyPrefix ?? 'form-submissions';
  const memory = new RateLimiterMemory({ points: opts.points, duration, keyPrefix });
  let limiter: RateLimiterAbstract = memory;
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    // Errors are answered by the insurance limiter below; keep them out of the process's log flood.
    redis.on('error', () => undefined);
    limiter = new RateLimiterRedis({ storeClient: redis, points: opts.points, duration, keyPrefix, insuranceLimiter: memory });
  }
  return {
    async check(key: string): Promise<LimitVerdict> {
      if (opts.points === 0) return { allowed: true };
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (e) {
        if (e instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
        throw e;
      }
    },
    async close(): Promise<void> {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
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
