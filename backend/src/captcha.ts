/**
 * The human check (SPEC §6). With a Turnstile secret, tokens are verified with Cloudflare's
 * siteverify (or TURNSTILE_VERIFY_URL): success is required, the action must be the form's own (a token
 * solved on one form is refused by another), the challenge must have been solved within the token
 * lifetime, and, when configured, the hostname must be the one the token was issued for. Without a secret, only development tokens are accepted: DEV_CAPTCHA_PREFIX
 * followed by at least 16 characters. Either way a token is accepted once: its hash is stored in the
 * same transaction as the submission, so a reused token is refused and a failed submission does not
 * use up the token.
 */
import { createHash } from 'node:crypto';
import { DEV_CAPTCHA_PREFIX, HUMAN_CHECK_TOKEN_LIFETIME_MS, type HumanCheckAction } from '../../lib/api/wire-constants.ts';
import type { Queryable } from './db/database.ts';
import { HttpError } from './http.ts';

const CAPTCHA_MESSAGES = {
  missing: 'Please complete the human check.',
  invalid: 'The human check failed. Please try again.',
  reused: 'This human check has already been used. Please complete it again.',
  unavailable: 'The human check could not be verified right now. Please try again.',
} as const;

const MAX_TOKEN_LENGTH = 2048;
const DEV_TOKEN = new RegExp(`^${DEV_CAPTCHA_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9_\\-.:]{16,}$`);

type CaptchaProvider = 'turnstile' | 'dev';

export interface CaptchaOptions {
  secret: string | undefined;
  verifyUrl: string;
  expectedHostname: string | undefined;
  /** Milliseconds to wait for siteverify. */
  timeoutMs?: number;
}

export interface Captcha {
  /** Checks a token (before any expensive work); throws a 4xx/503 HttpError when it is not good. */
  verify(db: Queryable, token: unknown, remoteIp: string, action: HumanCheckAction): Promise<{ token: string; provider: CaptchaProvider }>;
  /** Records the token as used, inside the submission's transaction; throws when it was used already. */
  consume(tx: Queryable, token: string, provider: CaptchaProvider): Promise<void>;
}

export const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Clocks may differ a little between Cloudflare and this machine. */
const CLOCK_SKEW_MS = 60_000;

/** Whether siteverify's challenge_ts says the challenge was solved within the token lifetime. */
function solvedRecently(challengeTs: unknown, now: number): boolean {
  if (typeof challengeTs !== 'string') return false;
  const solved = Date.parse(challengeTs);
  return Number.isFinite(solved) && solved <= now + CLOCK_SKEW_MS && now - solved <= HUMAN_CHECK_TOKEN_LIFETIME_MS;
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const timeoutMs = options.timeoutMs ?? 8000;

  async function siteverify(token: string, remoteIp: string, action: HumanCheckAction): Promise<void> {
    const body = new URLSearchParams({ secret: options.secret ?? '', response: token });
    // The site calls from this machine; its own loopback address says nothing about the visitor.
    if (remoteIp && !isLoopback(remoteIp)) body.set('remoteip', remoteIp);
    let data: unknown;
    try {
      const res = await fetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
      data = await res.json();
    } catch {
      throw new HttpError(503, CAPTCHA_MESSAGES.unavailable);
    }
    const answer = (data ?? {}) as { success?: unknown; hostname?: unknown; action?: unknown; challenge_ts?: unknown };
    if (answer.success !== true) throw new HttpError(403, CAPTCHA_MESSAGES.invalid);
    if (answer.action !== action || !solvedRecently(answer.challenge_ts, Date.now())) {
      throw new HttpError(403, CAPTCHA_MESSAGES.invalid);
    }
    if (options.expectedHostname && answer.hostname !== options.expectedHostname) {
      throw new HttpError(403, CAPTCHA_MESSAGES.invalid);
    }
  }

  return {
    async verify(db, raw, remoteIp, action) {
      const token = typeof raw === 'string' ? raw.trim() : '';
      if (token === '') throw new HttpError(403, CAPTCHA_MESSAGES.missing);
      if (token.length > MAX_TOKEN_LENGTH) throw new HttpError(403, CAPTCHA_MESSAGES.invalid);
      const provider: CaptchaProvider = options.secret ? 'turnstile' : 'dev';
      if (provider === 'dev' && !DEV_TOKEN.test(token)) throw new HttpError(403, CAPTCHA_MESSAGES.invalid);
      // A token seen before is refused without asking siteverify again.
      const used = await db.query('select 1 from captcha_tokens where token_hash = $1', [hash(token)]);
      if (used.length > 0) throw new HttpError(403, CAPTCHA_MESSAGES.reused);
      if (provider === 'turnstile') await siteverify(token, remoteIp, action);
      return { token, provider };
    },
    async consume(tx, token, provider) {
      const rows = await tx.query(
        'insert into captcha_tokens (token_hash, provider) values ($1, $2) on conflict (token_hash) do nothing returning token_hash',
        [hash(token), provider],
      );
      if (rows.length === 0) throw new HttpError(403, CAPTCHA_MESSAGES.reused);
    },
  };
}
