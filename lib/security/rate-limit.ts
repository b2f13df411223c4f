/**
 * Limits on what makes the site call the backend for visitors: form submissions per client (every
 * server action is a public endpoint), at most FORM_RATE_LIMIT per client per 10 minutes; and the
 * backend reads of lists a visitor chooses (their own shortlist and saved searches, a shared list, a
 * comparison), both per client and for all visitors together (VISITOR_READS_PER_MINUTE). Counted
 * with rate-limiter-flexible in this process's memory, or in Redis (REDIS_URL) when several site
 * instances must share the count. If Redis cannot be reached, the count falls back to memory rather
 * than refusing every visitor. Server only.
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
export function clientAddressOf(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
  return forwarded?.[forwarded.length - 1]?.slice(0, 64) ?? null;
}

/** Who is asking, for the limit: the visitor's address, an IPv6 one by its /64 network. */
export function clientKey(headers: Pick<Headers, 'get'>): string {
  return rateLimitKey(clientAddressOf(headers));
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

type Limiter = ReturnType<typeof createSubmissionLimiter>;
/**
 * One set of read limiters per process, kept on globalThis: Next.js bundles the list routes and the
 * pages apart, each with its own copy of this module, and all of them spend the same budgets.
 */
const READ_LIMITERS = Symbol.for('site.visitor-read-limiters');
const readLimiters = ((globalThis as { [READ_LIMITERS]?: Map<string, Limiter> })[READ_LIMITERS] ??= new Map<string, Limiter>());

function readLimiter(scope: 'client' | 'site', kind: ListKind): Limiter {
  const name = `${scope}-${kind}`;
  let limiter = readLimiters.get(name);
  if (!limiter) {
    const { REDIS_URL: redisUrl, VISITOR_READS_PER_MINUTE: perMinute } = env();
    limiter =
      scope === 'client'
        ? createSubmissionLimiter({ points: CLIENT_READS_PER_WINDOW[kind], redisUrl, keyPrefix: `list-reads-${kind}` })
        : createSubmissionLimiter({ points: siteReadBudgets(perMinute)[kind], windowSeconds: 60, redisUrl, keyPrefix: `site-reads-${kind}` });
    readLimiters.set(name, limiter);
  }
  return limiter;
}

/**
 * For every read a visitor chooses (app/api/shortlist, app/api/saved-searches, /compare): spends
 * `reads` of this client's budget of its kind, then of all visitors' budget of that kind, before
 * reading. A read the site-wide budget refuses costs the client nothing.
 */
export async function checkListReads(headers: Pick<Headers, 'get'>, kind: ListKind, reads: number): Promise<LimitVerdict> {
  const client = clientKey(headers);
  const own = await readLimiter('client', kind).check(client, reads);
  if (!own.allowed) return own;
  const site = await readLimiter('site', kind).check('all', reads);
  if (!site.allowed) await readLimiter('client', kind).refund(client, reads);
  return site;
}

/**
 * Whether this client and all visitors still have any of their budgets of this kind, spending
 * nothing: a request that would be refused in any case is refused before any other work.
 */
export async function listReadsLeft(headers: Pick<Headers, 'get'>, kind: ListKind): Promise<LimitVerdict> {
  const own = await readLimiter('client', kind).peek(clientKey(headers));
  return own.allowed ? readLimiter('site', kind).peek('all') : own;
}

/** A list route's answer past the budget. */
export const tooMany = (retryAfterSeconds: number): Response =>
  Response.json(
    { error: 'Too many refreshes just now; try again later.' },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
