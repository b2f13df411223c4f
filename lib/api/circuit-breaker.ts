/**
 * A circuit breaker for the backend: after `failureThreshold` consecutive failures (no answer in
 * time, connection refused or reset, HTTP 5xx) the backend is left alone for `coolDownMs`: calls
 * may only be answered from the data cache. Then one call goes through as a probe; its success
 * closes the circuit, its failure opens it for another cool-down.
 *
 * An answer served from the cache says nothing about the backend, so only answers observed over
 * the network count as successes; failures older than `failureWindowMs` are forgotten, so a few
 * scattered failures among cached answers never add up to an open circuit.
 */

export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * What the caller may do: `call` the backend normally, send the one `probe` (which must reach the
 * network, never the cache), use only what is already cached (`cache-only`), or call the backend
 * without its answer counting either way (`uncounted`: a read whose target a visitor chose, a lead).
 */
export type CircuitPermit = 'call' | 'probe' | 'cache-only' | 'uncounted';

/**
 * Who asks: a `shared` read (the same for every visitor: a clean listing or landing page, a detail,
 * agents, the blog), which counts; a `visitor` read, whose filters or ids a visitor chose, which never
 * counts and waits while the circuit is open; a `lead` (a form's submission), which never counts and
 * is always sent: what reads did must never cost the agency a message.
 */
export type CallKind = 'shared' | 'visitor' | 'lead';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  coolDownMs: number;
  failureWindowMs: number;
  /** clock in milliseconds; injectable for tests */
  now?: () => number;
}

export class CircuitBreaker {
  private readonly threshold: number;
  private readonly coolDownMs: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private failures = 0;
  private lastFailureAt = 0;
  private openedAt = 0;
  private current: CircuitState = 'closed';
  private probeInFlight = false;

  constructor(opts: CircuitBreakerOptions) {
    if (opts.failureThreshold < 1) throw new Error('failureThreshold must be at least 1');
    this.threshold = opts.failureThreshold;
    this.coolDownMs = opts.coolDownMs;
    this.windowMs = opts.failureWindowMs;
    this.now = opts.now ?? (() => Date.now());
  }

  get state(): CircuitState {
    return this.current;
  }

  /** Seconds until the backend is asked again (the probe), at least 1: a client's Retry-After. */
  get retryAfterSeconds(): number {
    const left = this.current === 'open' ? this.coolDownMs - (this.now() - this.openedAt) : this.coolDownMs;
    return Math.max(1, Math.ceil(left / 1000));
  }

  /**
   * Asks to call the backend. Every `call` or `probe` must be followed by success() or failure().
   * A visitor's read takes no part: it may call only while the circuit is closed, never probes, and
   * its answer is not counted, so calls that anyone can aim at ids, filters or addresses that fail
   * cannot open the circuit for everyone. A lead takes no part either, and is always sent.
   */
  acquire(kind: CallKind = 'shared'): CircuitPermit {
    if (kind === 'lead') return 'uncounted';
    if (kind === 'visitor') return this.current === 'closed' ? 'uncounted' : 'cache-only';
    if (this.current === 'closed') return 'call';
    if (this.current === 'open' && this.now() - this.openedAt >= this.coolDownMs) this.current = 'half-open';
    if (this.current === 'half-open' && !this.probeInFlight) {
      this.probeInFlight = true;
      return 'probe';
    }
    return 'cache-only';
  }

  /**
   * A call ended with an answer. `observed` is false when the answer may have come from the
   * cache, which proves nothing about the backend.
   */
  success(permit: CircuitPermit, observed: boolean): void {
    if (permit === 'cache-only' || permit === 'uncounted') return;
    if (permit === 'probe') {
      this.probeInFlight = false;
      if (!observed) return; // the next call probes instead
      this.close();
      return;
    }
    if (observed && this.current === 'closed') this.failures = 0;
  }

  /** A call ended without a usable answer from the backend (timeout, network error, 5xx). */
  failure(permit: CircuitPermit): void {
    if (permit === 'cache-only' || permit === 'uncounted') return;
    const at = this.now();
    if (permit === 'probe') {
      this.probeInFlight = false;
      this.open(at);
      return;
    }
    if (this.current !== 'closed') return; // a call that started before the circuit opened
    if (at - this.lastFailureAt > this.windowMs) this.failures = 0;
    this.failures += 1;
    this.lastFailureAt = at;
    if (this.failures >= this.threshold) this.open(at);
  }

  private open(at: number): void {
    this.current = 'open';
    this.openedAt = at;
  }

  private close(): void {
    this.current = 'closed';
    this.failures = 0;
  }
}

/**
 * Whether an answer was produced by the backend just now rather than replayed from the data cache,
 * judged by its HTTP Date header (one-second resolution, a few seconds of clock skew allowed).
 */
export function answeredJustNow(dateHeader: string | null, nowMs: number, toleranceMs = 5000): boolean {
  if (!dateHeader) return false;
  const at = Date.parse(dateHeader);
  return Number.isFinite(at) && Math.abs(nowMs - at) <= toleranceMs;
}
