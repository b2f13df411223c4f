/**
 * Exactly-once form calls: a request may carry the standard `Idempotency-Key` header (the site
 * sends one with every submission and keeps it across retries of the same filled form). The first
 * request with a key stores its answer in the same transaction as its submission; a repeat of the
 * key on the same call gets that answer back, before anything else is checked (its human-check
 * token may be a new one), and stores nothing. Refused requests store nothing either, so a key
 * whose first try failed can be tried again. Keys are kept a day. An extension of this backend:
 * SPEC §7 names no such header, so strict mode drops it (`ignoreIdempotencyKeys`).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from './db/database.ts';
import { HttpError } from './http.ts';

/** A key as the header carries it: a structured-field string (quotes optional), 1 to 255 characters. */
const KEY = /^"?([A-Za-z0-9+/=_\-:.]{1,255})"?$/;

/** The request's key, hashed; null without the header. A malformed key is refused (400). */
function keyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const match = typeof raw === 'string' ? KEY.exec(raw.trim()) : null;
  if (!match?.[1]) throw new HttpError(400, 'The Idempotency-Key header is not valid.');
  return createHash('sha256').update(match[1]).digest('hex');
}

/** Thrown inside a submission's transaction when another request stored the same key first. */
class AlreadyAnswered extends Error {}

async function storedAnswer(db: Queryable, route: string, key: string): Promise<unknown> {
  const rows = await db.query<{ answer: unknown }>(
    `select answer from idempotency_keys where route = $1 and key_hash = $2 and created_at > now() - interval '1 day'`,
    [route, key],
  );
  return rows[0]?.answer ?? null;
}

/** Records the key inside the submission's transaction, first thing, so a concurrent repeat waits for it. */
export type Claim = (tx: Queryable) => Promise<void>;

/**
 * Answers a form call once per key: `work` validates and stores the submission, calling `claim`
 * first inside its transaction; the answer is `answer` (the call's 200 envelope).
 */
export async function once<T>(db: Database, req: FastifyRequest, route: string, answer: T, work: (claim: Claim) => Promise<void>): Promise<unknown> {
  const key = keyOf(req);
  if (key !== null) {
    const stored = await storedAnswer(db, route, key);
    if (stored !== null) return stored;
  }
  const claim: Claim = async (tx) => {
    if (key === null) return;
    await tx.query(`delete from idempotency_keys where created_at < now() - interval '1 day'`);
    const rows = await tx.query(
      'insert into idempotency_keys (route, key_hash, answer) values ($1, $2, $3::jsonb) on conflict do nothing returning route',
      [route, key, JSON.stringify(answer)],
    );
    if (rows.length === 0) throw new AlreadyAnswered();
  };
  try {
    await work(claim);
  } catch (err) {
    if (err instanceof AlreadyAnswered && key !== null) return (await storedAnswer(db, route, key)) ?? answer;
    throw err;
  }
  return answer;
}

/**
 * Strict mode (BACKEND_STRICT=1), the agency's API as SPEC.md shows it: the header is dropped as each
 * request arrives, unread, so a repeated call is a new submission and a malformed key is no error.
 */
export function ignoreIdempotencyKeys(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    delete req.raw.headers['idempotency-key'];
  });
}
