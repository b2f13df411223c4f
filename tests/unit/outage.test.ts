import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '@/lib/api/circuit-breaker';
import { answerOutages, dependsOnBackend, outageStatus } from '@/lib/server/outage';
import { markReadFailed, withReadOutcome, type ReadOutcome } from '@/lib/api/read-outcome';

describe('dependsOnBackend', () => {
  it.each([
    '/residentials',
    '/commercials',
    '/commercials/',
    '/agents',
    '/agent/3',
    '/blog',
    '/blog/buying-in-sliema',
    '/career',
    '/penthouses-for-sale-in-malta',
    '/property-for-sale-in-sliema',
    '/sea-view-apartment-in-sliema-12-6',
    '/detail/12/6',
    '/it/residentials',
    '/it/attici-in-vendita-a-malta',
    '/it/sea-view-apartment-in-sliema-12-6',
  ])('%s: its main content is the backend’s', (path) => expect(dependsOnBackend(path)).toBe(true));

  it.each([
    '/',
    '/company',
    '/contact',
    '/my-properties',
    '/shortlist',
    '/compare',
    '/thankyou',
    '/thankyou-contactagent',
    '/404.html',
    '/page-not-found',
    '/robots.txt',
    '/_next/static/chunks/app.js',
    '/api/shortlist',
    '/a/b/c/d',
    '/it',
    '/it/contact',
    '/it/404.html',
    '/en/residentials',
    '/it/penthouses-for-sale-in-malta',
  ])('%s: its main content is the site’s, or it is no page', (path) => expect(dependsOnBackend(path)).toBe(false));
});

describe('outageStatus', () => {
  const failed = { failed: true };
  const whole = { failed: false };
  const retry = { retryAfterSeconds: 7 };

  it('answers a backend page 503 with Retry-After when its own reads failed', () => {
    expect(outageStatus({ method: 'GET', pathname: '/property-for-sale-in-mosta', rsc: false }, failed, retry)).toEqual({ status: 503, retryAfterSeconds: 7 });
    expect(outageStatus({ method: 'HEAD', pathname: '/agents', rsc: false }, failed, retry)).toEqual({ status: 503, retryAfterSeconds: 7 });
  });

  it('leaves every status to Next.js when the page’s reads were answered, from the backend or the data cache', () => {
    expect(outageStatus({ method: 'GET', pathname: '/property-for-sale-in-mosta', rsc: false }, whole, retry)).toBeNull();
  });

  it('leaves the site’s own pages, server actions and client navigations alone', () => {
    expect(outageStatus({ method: 'GET', pathname: '/contact', rsc: false }, failed, retry)).toBeNull();
    expect(outageStatus({ method: 'POST', pathname: '/residentials', rsc: false }, failed, retry)).toBeNull();
    expect(outageStatus({ method: 'GET', pathname: '/residentials', rsc: true }, failed, retry)).toBeNull();
  });
});

describe('a request’s read outcome', () => {
  it('is marked by the reads made inside its handling only', async () => {
    const first: ReadOutcome = { failed: false };
    const second: ReadOutcome = { failed: false };
    await Promise.all([
      withReadOutcome(first, async () => {
        await new Promise((r) => setImmediate(r));
        markReadFailed();
      }),
      withReadOutcome(second, async () => {
        await new Promise((r) => setImmediate(r));
      }),
    ]);
    markReadFailed(); // outside any request: nothing to mark
    expect(first.failed).toBe(true);
    expect(second.failed).toBe(false);
  });
});

describe('CircuitBreaker, as the server reads it', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('tells how long until the backend is asked again while the circuit is open', () => {
    const c = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 10_000, failureWindowMs: 30_000, now: c.now });
    breaker.failure(breaker.acquire());
    breaker.failure(breaker.acquire());
    expect(breaker.state).toBe('open');
    c.advance(3_500);
    expect(breaker.retryAfterSeconds).toBe(7);
    c.advance(10_000);
    expect(breaker.retryAfterSeconds).toBe(1);
  });
});

describe('answerOutages', () => {
  /** A response whose head is recorded, as Node's writeHead would send it. */
  const response = () => {
    const sent: { status?: number; headers: Record<string, string> } = { headers: {} };
    const res = {
      setHeader: (name: string, value: string) => void (sent.headers[name] = value),
      writeHead(status: number) {
        sent.status = status;
        return res;
      },
    };
    return { res: res as unknown as import('node:http').ServerResponse, sent };
  };
  const landing = { method: 'GET', pathname: '/property-for-sale-in-mosta', rsc: false };

  it('turns a backend page’s 200 into 503 with Retry-After, kept by no cache, when its reads failed before the head is written', () => {
    const reads = { failed: false };
    const { res, sent } = response();
    answerOutages(res, landing, reads, { retryAfterSeconds: 4 });
    // the render met the failure before the head went out
    reads.failed = true;
    res.writeHead(200);
    // a page made once says it may be kept for minutes (s-maxage): an outage's answer may not
    expect(sent).toEqual({ status: 503, headers: { 'retry-after': '4', 'cache-control': 'private, no-store' } });
  });

  it('leaves a 200 whose reads were answered, and every other status', () => {
    for (const [status, failed] of [[200, false], [404, true], [307, true], [500, true]] as const) {
      const { res, sent } = response();
      answerOutages(res, landing, { failed }, { retryAfterSeconds: 4 });
      res.writeHead(status);
      expect(sent).toEqual({ status, headers: {} });
    }
  });
});
