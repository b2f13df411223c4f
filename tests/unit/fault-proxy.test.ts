/**
 * The fault-injecting proxy used by the fault and load tests plays each failing backend, and
 * lib/api turns each into the right typed error (never an unhandled exception).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setFaultMode, startFaultProxy, type FaultProxy } from '../support/fault-proxy';

let upstream: Server;
let proxy: FaultProxy;
const envelope = { statusCode: 200, result: [{ id: 1, name: 'Sliema' }] };

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.method === 'POST' ? { statusCode: 200, result: { echo: body } } : envelope));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  proxy = await startFaultProxy({ target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
  process.env.API_BASE_URL = proxy.url;
});
afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  upstream.close();
});

const get = (path = '/SaleHome', ms = 3000) => fetch(`${proxy.url}${path}`, { signal: AbortSignal.timeout(ms) });

describe('fault proxy', () => {
  it('passes requests through, bodies included', async () => {
    await setFaultMode(proxy.url, 'pass');
    expect(await (await get()).json()).toEqual(envelope);
    const posted = await fetch(`${proxy.url}/Form/Contact`, { method: 'POST', body: 'name=A' });
    expect(await posted.json()).toEqual({ statusCode: 200, result: { echo: 'name=A' } });
  });

  it('down resets the connection', async () => {
    await setFaultMode(proxy.url, 'down');
    await expect(get()).rejects.toThrow();
  });

  it('503 answers an HTML error page', async () => {
    await setFaultMode(proxy.url, '503');
    const res = await get();
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Service Unavailable');
  });

  it('hang never answers', async () => {
    await setFaultMode(proxy.url, 'hang');
    await expect(get('/SaleHome', 500)).rejects.toThrow(/timeout|abort/i);
  });

  it('slow answers after two seconds', async () => {
    await setFaultMode(proxy.url, 'slow');
    const started = performance.now();
    expect((await get('/SaleHome', 5000)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('truncated cuts the real JSON in half', async () => {
    await setFaultMode(proxy.url, 'truncated');
    const text = await (await get()).text();
    expect(JSON.stringify(envelope).startsWith(text)).toBe(true);
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('wrong-shape answers a well-formed envelope with a result of the wrong type', async () => {
    await setFaultMode(proxy.url, 'wrong-shape');
    expect(await (await get()).json()).toMatchObject({ statusCode: 200, result: 'unexpected' });
  });

  it('a match limits the fault to matching paths and counts what it did', async () => {
    await setFaultMode(proxy.url, '503', '/Form/');
    expect((await get('/SaleHome')).status).toBe(200);
    expect((await fetch(`${proxy.url}/Form/Contact`, { method: 'POST', body: '{}' })).status).toBe(503);
    expect(proxy.state().counts['503']).toBeGreaterThanOrEqual(2);
  });

  it('passing with a match, counts the matching requests alone', async () => {
    await setFaultMode(proxy.url, 'pass', 'lettingType=');
    const before = proxy.state().matched;
    await get('/SaleProperties/12?lettingType=6');
    await get('/SaleHome');
    await get('/SaleProperties/13?lettingType=7');
    expect(proxy.state().matched).toBe(before + 2);
  });

  it('refuses an unknown mode', async () => {
    await expect(setFaultMode(proxy.url, 'explode' as never)).rejects.toThrow(/refused/);
  });
});

describe('lib/api behind the fault proxy', () => {
  it.each([
    ['down', 'network'],
    ['503', 'http'],
    ['hang', 'timeout'],
    ['slow', 'timeout'],
    ['truncated', 'http'],
    ['wrong-shape', 'shape'],
  ] as const)('%s is an ApiError of kind %s', async (mode, kind) => {
    // a short wait where the answer never comes in time (a hang, or one two seconds late), and one no
    // prompt answer misses on a loaded machine where it does
    process.env.API_TIMEOUT_MS = kind === 'timeout' ? '400' : '10000';
    vi.resetModules();
    const { ApiError } = await import('@/lib/api/http');
    const backendCircuit = (await import('@/lib/api/backend-circuit')).backendCircuitOfProcess();
    const { getFeaturedProperties } = await import('@/lib/api/properties');
    // One good answer first, so the breaker (five failures in a row) never opens during this table.
    await setFaultMode(proxy.url, 'pass');
    await getFeaturedProperties().catch(() => undefined);
    expect(backendCircuit.state).toBe('closed');
    await setFaultMode(proxy.url, mode);
    const e = await getFeaturedProperties().then(() => undefined, (err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as InstanceType<typeof ApiError>).kind).toBe(kind);
    // a hang or a slow answer ends at the configured timeout, not at some later one of the platform's
    if (kind === 'timeout') expect((e as Error).message).toContain('no answer within 400 ms');
  });
});
