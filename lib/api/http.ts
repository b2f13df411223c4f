/**
 * The one way the site talks to the backend: base URL and timeout from configuration, the
 * `{ statusCode, result }` envelope checked with zod, and every failure turned into an ApiError.
 * Nothing outside lib/api imports this module.
 */
import type { z } from 'zod';
import { env } from '../env';
import { backendCircuitOfProcess } from './backend-circuit';
import { answeredJustNow, type CircuitPermit } from './circuit-breaker';
import { markReadFailed } from './read-outcome';
import { UNKEPT_READ_TAG } from './unkept-reads';

export type ApiErrorKind =
  /** no answer within the timeout */
  | 'timeout'
  /** connection refused, reset, DNS… */
  | 'network'
  /** an HTTP status outside 2xx/4xx-with-envelope, or a body that is not JSON */
  | 'http'
  /** JSON that does not match the documented shape */
  | 'shape'
  /** a well-formed envelope whose statusCode is not 200 */
  | 'status';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly path: string;
  readonly status?: number;
  constructor(kind: ApiErrorKind, path: string, message: string, status?: number) {
    super(`${kind} error on ${path}: ${message}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.status = status;
  }
  /** The backend answered that the thing does not exist. */
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** How a read is cached by Next.js: seconds until refresh and tags for on-demand refresh. */
interface CachePolicy {
  revalidate?: number;
  tags?: string[];
  /** false: a read a visitor shapes, sent as a cached read that is never stored (lib/api/unkept-reads.ts) */
  kept?: boolean;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
  schema: S;
  /** public reads are cached; anything else (forms) is never cached */
  cache?: CachePolicy | false;
  timeoutMs?: number;
  /** the visitor's address, sent as X-Forwarded-For (form calls: the backend limits and checks per visitor) */
  forwardedFor?: string;
  /** form calls to an API that honours it (API_IDEMPOTENCY): the submission's key, the same on every retry (the standard Idempotency-Key header) */
  idempotencyKey?: string;
  /**
   * a read whose target a visitor chose (the ids of a shared list or a comparison, a saved search,
   * a listing's filters from the query): outside the circuit breaker that protects the public pages,
   * so that failures anyone can aim at never open it; while it is open such a read is answered from
   * the data cache only
   */
  visitorChosen?: boolean;
  /** a form's submission: always sent, whatever the circuit breaker says of reads, and never counted by it */
  lead?: boolean;
  /** answered from the data cache only: the backend is never called, and a read not cached fails at once */
  cacheOnly?: boolean;
}

/** Builds an absolute backend URL for a path of SPEC §7. */
function apiUrl(path: string, query?: RequestOptions<z.ZodType>['query']): string {
  const url = new URL(env().API_BASE_URL + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

type NextFetchInit = RequestInit & { next?: { revalidate?: number; tags?: string[] } };

/**
 * Sends one request and returns the parsed body (the whole envelope). Throws ApiError only.
 * 4xx answers that carry an envelope are returned as such so callers can read their statusCode.
 *
 * The data cache keeps whatever a 2xx answer held, a cut-off or malformed body included. So a
 * cached read whose body is not what the contract says is asked once more of the backend itself:
 * a backend that has recovered is not hidden behind a broken cache entry.
 */
export async function request<S extends z.ZodType>(opts: RequestOptions<S>): Promise<z.infer<S>> {
  try {
    return await requestOnce(opts);
  } catch (e) {
    const malformed = e instanceof ApiError && (e.kind === 'http' || e.kind === 'shape') && (e.status ?? 200) < 500;
    if (opts.cache && malformed) return requestOnce(opts, true);
    throw e;
  }
}

/**
 * The request header that makes a public read reach the backend while it stays a cached read: a
 * value never sent before is a key the data cache has never seen. A read the cache may not answer
 * (the circuit breaker's probe, a second look at a malformed answer) cannot be `no-store` instead: in
 * the render of a page made once (lib/cached-routes.ts) Next.js refuses such a read, and the page.
 */
export const FRESH_READ_HEADER = 'x-fresh-read';
let freshReads = 0;

async function requestOnce<S extends z.ZodType>(opts: RequestOptions<S>, fresh = false): Promise<z.infer<S>> {
  const { path } = opts;
  const timeoutMs = opts.timeoutMs ?? env().API_TIMEOUT_MS;
  // Circuit breaker (security/resilience, lib/api/circuit-breaker.ts): after 5 consecutive failures
  // the backend is left alone for API_CIRCUIT_COOLDOWN_MS (10 s), then one probe goes through. One
  // per server process, made on first use, once the settings are loaded (lib/api/backend-circuit.ts).
  // While the circuit is open the request is sent with an already aborted signal, so Next.js still
  // answers it from the data cache when it can and it fails at once otherwise. A cache-only read is
  // sent the same way.
  // A lead is sent whatever reads did; a read that fails marks its page request (lib/api/read-outcome.ts).
  const backendCircuit = backendCircuitOfProcess();
  const permit: CircuitPermit = opts.cacheOnly
    ? 'cache-only'
    : backendCircuit.acquire(opts.lead ? 'lead' : opts.visitorChosen ? 'visitor' : 'shared');
  const failed = () => {
    backendCircuit.failure(permit);
    if (!opts.lead) markReadFailed();
  };
  const init: NextFetchInit = {
    method: opts.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
      ...(opts.cache && (fresh || permit === 'probe') ? { [FRESH_READ_HEADER]: `${Date.now()}-${++freshReads}` } : {}),
    },
    body: opts.form ?? (opts.json !== undefined ? JSON.stringify(opts.json) : undefined),
    signal: permit === 'cache-only' ? AbortSignal.abort() : AbortSignal.timeout(timeoutMs),
  };
  // Circuit breaker: the probe must reach the backend, never the cache (its key is new: FRESH_READ_HEADER).
  if (opts.cache) {
    const tags = opts.cache.kept === false ? [UNKEPT_READ_TAG] : opts.cache.tags;
    init.next = { revalidate: opts.cache.revalidate ?? env().CACHE_REVALIDATE_SECONDS, tags };
  } else {
    init.cache = 'no-store';
  }

  let res: Response;
  let text: string;
  try {
    res = await fetch(apiUrl(path, opts.query), init);
    text = await res.text();
  } catch (e) {
    const err = e as Error;
    failed();
    if (permit === 'cache-only') {
      throw new ApiError('network', path, opts.cacheOnly ? 'not in the data cache, not called' : 'backend unavailable (circuit open), not called');
    }
    if (err.name === 'TimeoutError' || err.name === 'AbortError') {
      throw new ApiError('timeout', path, `no answer within ${timeoutMs} ms`);
    }
    throw new ApiError('network', path, err.message || 'request failed');
  }

  // Circuit breaker: a 5xx is a failure; any other answer shows the backend alive, if it came
  // from the network rather than the data cache.
  if (res.status >= 500) failed();
  else backendCircuit.success(permit, !opts.cache || permit === 'probe' || answeredJustNow(res.headers.get('date'), Date.now()));

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('http', path, `HTTP ${res.status}, body is not JSON`, res.status);
  }
  if (res.status >= 500) throw new ApiError('http', path, `HTTP ${res.status}`, res.status);

  const parsed = opts.schema.safeParse(body);
  if (parsed.success) keepAnsweredAt(parsed.data, res.headers.get('date'));
  if (!parsed.success) {
    // A 4xx with an envelope but without a result of the expected shape (e.g. a 404's null result).
    const status = statusOf(body) ?? res.status;
    if (status !== 200) throw new ApiError('status', path, `statusCode ${status}`, status);
    const issue = parsed.error.issues[0];
    throw new ApiError('shape', path, `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`, res.status);
  }
  return parsed.data;
}

/** When the backend answered each body read (its Date header, which an answer from the data cache keeps), by the parsed body. */
const answeredAtOf = new WeakMap<object, number>();

function keepAnsweredAt(body: unknown, dateHeader: string | null) {
  const at = Date.parse(dateHeader ?? '');
  if (typeof body === 'object' && body !== null && Number.isFinite(at)) answeredAtOf.set(body, at);
}

/** When the backend answered a body `read` returned: how old the data is, from the data cache too; undefined without a Date header. */
export const answeredAt = (body: object): number | undefined => answeredAtOf.get(body);

function statusOf(body: unknown): number | undefined {
  if (body && typeof body === 'object' && 'statusCode' in body && typeof body.statusCode === 'number') {
    return body.statusCode;
  }
  return undefined;
}

/** `read`, with a 404 (the HTTP status or the envelope's statusCode) answered as null: what the backend says it does not know. */
export async function readUnlessNotFound<S extends z.ZodType<{ statusCode?: number }>>(opts: RequestOptions<S>): Promise<z.infer<S> | null> {
  try {
    return await read(opts);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) return null;
    throw e;
  }
}

/** A read's statusCode says it failed: one other than 200. A read without one is judged by its result (lib/api/wire.ts). */
export const statusSaysFailure = (statusCode: number | undefined): statusCode is number => statusCode !== undefined && statusCode !== 200;

/** Reads a call whose envelope says 200 or nothing; any other statusCode is an ApiError of kind 'status'. */
export async function read<S extends z.ZodType<{ statusCode?: number }>>(opts: RequestOptions<S>): Promise<z.infer<S>> {
  const body = await request(opts);
  if (statusSaysFailure(body.statusCode)) {
    throw new ApiError('status', opts.path, `statusCode ${body.statusCode}`, body.statusCode);
  }
  return body;
}
