/**
 * The backend circuit breaker: its state rules (lib/api/circuit-breaker.ts) and its use in
 * lib/api/http.ts against a real local HTTP server that counts the requests reaching it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answeredJustNow, CircuitBreaker } from '@/lib/api/circuit-breaker';

function breaker() {
  let t = 1_000_000;
  const b = new CircuitBreaker({ failureThreshold: 3, coolDownMs: 1000, failureWindowMs: 5000, now: () => t });
  return { b, advance: (ms: number) => (t += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after N consecutive failures and then allows only cached answers', () => {
    const { b } = breaker();
    for (let i = 0; i < 2; i++) b.failure(b.acquire());
    expect(b.state).toBe('closed');
    b.failure(b.acquire());
    expect(b.state).toBe('open');
    expect(b.acquire()).toBe('cache-only');
  });

  it('an observed success resets the count; a cached one does not', () => {
    const { b } = breaker();
    b.failure(b.acquire());
    b.failure(b.acquire());
    b.success(b.acquire(), true);
    b.failure(b.acquire());
    b.failure(b.acquire());
    expect(b.state).toBe('closed');
    b.success(b.acquire(), false);
    b.failure(b.acquire());
    expect(b.state).toBe('open');
  });

  it('forgets failures older than the window', () => {
    const { b, advance } = breaker();
    b.failure(b.acquire());
    b.failure(b.acquire());
    advance(6000);
    b.failure(b.acquire());
    expect(b.state).toBe('closed');
  });

  it('after the cool-down lets exactly one probe through; its success closes the circuit', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure(b.acquire());
    advance(999);
    expect(b.acquire()).toBe('cache-only');
    advance(1);
    expect(b.acquire()).toBe('probe');
    expect(b.state).toBe('half-open');
    expect(b.acquire()).toBe('cache-only');
    b.success('probe', true);
    expect(b.state).toBe('closed');
    expect(b.acquire()).toBe('call');
  });

  it('a failed probe opens the circuit for another cool-down', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure(b.acquire());
    advance(1000);
    b.failure(b.acquire());
    expect(b.state).toBe('open');
    advance(500);
    expect(b.acquire()).toBe('cache-only');
    advance(500);
    expect(b.acquire()).toBe('probe');
  });

  it('a probe answered from the cache proves nothing: the next call probes again', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure(b.acquire());
    advance(1000);
    b.success(b.acquire(), false);
    expect(b.state).toBe('half-open');
    expect(b.acquire()).toBe('probe');
  });

  it('results of calls that started before the circuit opened change nothing', () => {
    const { b } = breaker();
    const late = b.acquire();
    for (let i = 0; i < 3; i++) b.failure(b.acquire());
    b.success(late, true);
    expect(b.state).toBe('open');
  });

  it('an uncounted call may call only while closed, never probes, and its results change nothing', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 10; i++) b.failure(b.acquire('visitor'));
    expect(b.state).toBe('closed');
    b.failure(b.acquire());
    b.failure(b.acquire());
    b.success(b.acquire('visitor'), true);
    b.failure(b.acquire());
    expect(b.state).toBe('open');
    expect(b.acquire('visitor')).toBe('cache-only');
    advance(1000);
    expect(b.acquire('visitor')).toBe('cache-only');
    expect(b.acquire()).toBe('probe');
    b.success('probe', true);
    expect(b.acquire('visitor')).toBe('uncounted');
  });

  it('a lead is always sent and never counted, the circuit open or closed', () => {
    const b = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 10_000, failureWindowMs: 30_000 });
    for (let i = 0; i < 10; i++) b.failure(b.acquire('lead'));
    expect(b.state).toBe('closed');
    b.failure(b.acquire());
    b.failure(b.acquire());
    expect(b.state).toBe('open');
    expect(b.acquire('lead')).toBe('uncounted');
    b.success(b.acquire('lead'), true);
    expect(b.state).toBe('open');
  });

  it('judges liveness by the Date header', () => {
    const now = Date.parse('2026-11-22T03:00:00Z');
    expect(answeredJustNow('Sun, 22 Nov 2026 03:00:00 GMT', now + 900)).toBe(true);
    expect(answeredJustNow('Sun, 22 Nov 2026 02:55:00 GMT', now)).toBe(false);
    expect(answeredJustNow(null, now)).toBe(false);
    expect(answeredJustNow('yesterday', now)).toBe(false);
  });
});

describe('lib/api/http with the circuit breaker', () => {
  let server: Server;
  let hits = 0;
  let status = 503;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: status, result: [] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    // every answer here is prompt: the default wait (5 s) is never what ends a call
    process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  afterEach(() => vi.useRealTimers());

  it('stops calling a failing backend after five 5xx answers, fails fast, then probes after the cool-down', async () => {
    const { request, ApiError } = await import('@/lib/api/http');
    const backendCircuit = (await import('@/lib/api/backend-circuit')).backendCircuitOfProcess();
    const { z } = await import('zod');
    const schema = z.object({ statusCode: z.number(), result: z.array(z.unknown()) });
    const call = () => request({ path: '/SaleHome', schema }).then(
      () => 'ok',
      (e: unknown) => (e instanceof ApiError ? e.message : 'unexpected'),
    );

    for (let i = 0; i < 5; i++) expect(await call()).toMatch(/HTTP 503/);
    expect(hits).toBe(5);
    expect(backendCircuit.state).toBe('open');

    // failing fast is failing without a call: none of these twenty reaches the backend
    for (let i = 0; i < 20; i++) expect(await call()).toMatch(/circuit open/);
    expect(hits).toBe(5);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    status = 200;
    expect(await call()).toBe('ok');
    expect(hits).toBe(6);
    expect(backendCircuit.state).toBe('closed');
    expect(await call()).toBe('ok');
    expect(hits).toBe(7);
  });

  it('a lead reaches the backend while failing reads hold the circuit open', async () => {
    const { request, ApiError } = await import('@/lib/api/http');
    const backendCircuit = (await import('@/lib/api/backend-circuit')).backendCircuitOfProcess();
    const { sendContact } = await import('@/lib/api/forms');
    const { z } = await import('zod');
    const schema = z.object({ statusCode: z.number(), result: z.array(z.unknown()) });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    status = 503;
    for (let i = 0; i < 5; i++) await request({ path: '/SaleHome', schema }).catch((e: unknown) => expect(e).toBeInstanceOf(ApiError));
    expect(backendCircuit.state).toBe('open');
    const before = hits;
    status = 200;
    const sent = await sendContact(
      { name: 'Maria Borg', email: 'maria@example.com', phone: '', comment: 'Still available?', captcha: 'token', sourceTypeID: 2, refId: 0 },
      { idempotencyKey: 'k-1' },
    );
    expect(sent).toEqual({ ok: true });
    expect(hits).toBe(before + 1);
    expect(backendCircuit.state).toBe('open');
    // past the cool-down a read probes and closes it again, for the tests after this one
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20_000 });
    await request({ path: '/SaleHome', schema });
    expect(backendCircuit.state).toBe('closed');
  });

  it('reads a visitor chose never open it, and while it is open they do not call the backend', async () => {
    const { request, ApiError } = await import('@/lib/api/http');
    const backendCircuit = (await import('@/lib/api/backend-circuit')).backendCircuitOfProcess();
    const { z } = await import('zod');
    const schema = z.object({ statusCode: z.number(), result: z.array(z.unknown()) });
    const call = (visitorChosen: boolean) =>
      request({ path: '/SaleHome', schema, visitorChosen }).then(
        () => 'ok',
        (e: unknown) => (e instanceof ApiError ? e.message : 'unexpected'),
      );
    status = 503;
    const before = hits;
    for (let i = 0; i < 10; i++) expect(await call(true)).toMatch(/HTTP 503/);
    expect(hits).toBe(before + 10);
    expect(backendCircuit.state).toBe('closed');

    for (let i = 0; i < 5; i++) expect(await call(false)).toMatch(/HTTP 503/);
    expect(backendCircuit.state).toBe('open');
    status = 200;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20_000 });
    // past the cool-down the probe is the site's, not a visitor's
    expect(await call(true)).toMatch(/circuit open/);
    expect(hits).toBe(before + 15);
    expect(backendCircuit.state).toBe('open');
    expect(await call(false)).toBe('ok');
    expect(backendCircuit.state).toBe('closed');
    expect(await call(true)).toBe('ok');
  });
});
