import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '@/lib/api/circuit-breaker';
import { answerOutages, dependsOnBackend, outageStatus } from '@/lib/server/outage';

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
  const down = { troubled: true, retryAfterSeconds: 7 };
  const up = { troubled: false, retryAfterSeconds: 10 };

  it('answers a backend page 503 with Retry-After while the backend is failing', () => {
    expect(outageStatus({ method: 'GET', pathname: '/property-for-sale-in-mosta', rsc: false }, down)).toEqual({ status: 503, retryAfterSeconds: 7 });
    expect(outageStatus({ method: 'HEAD', pathname: '/agents', rsc: false }, down)).toEqual({ status: 503, retryAfterSeconds: 7 });
  });

  it('leaves every status to Next.js while the backend answers', () => {
    expect(outageStatus({ method: 'GET', pathname: '/property-for-sale-in-mosta', rsc: false }, up)).toBeNull();
  });

  it('leaves the site’s own pages, server actions and client navigations alone', () => {
    expect(outageStatus({ method: 'GET', pathname: '/contact', rsc: false }, down)).toBeNull();
    expect(outageStatus({ method: 'POST', pathname: '/residentials', rsc: false }, down)).toBeNull();
    expect(outageStatus({ method: 'GET', pathname: '/residentials', rsc: true }, down)).toBeNull();
  });
});

describe('CircuitBreaker health, as the server reads it', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('is troubled from the first failure until a call succeeds, or the failure window passes', () => {
    const c = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 5, coolDownMs: 10_000, failureWindowMs: 30_000, now: c.now });
    expect(breaker.troubled).toBe(false);
    breaker.failure(breaker.acquire());
    expect(breaker.troubled).toBe(true);
    breaker.success(breaker.acquire(), true);
    expect(breaker.troubled).toBe(false);
    breaker.failure(breaker.acquire());
    c.advance(30_001);
    expect(breaker.troubled).toBe(false);
  });

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

  it('turns a backend page’s 200 into 503 with Retry-After when the backend is failing as the head is written', () => {
    const health = { troubled: false, retryAfterSeconds: 4 };
    const { res, sent } = response();
    answerOutages(res, landing, health);
    // the render met the failure before the head went out
    health.troubled = true;
    res.writeHead(200);
    expect(sent).toEqual({ status: 503, headers: { 'retry-after': '4' } });
  });

  it('leaves a 200 while the backend answers, and every other status', () => {
    for (const [status, troubled] of [[200, false], [404, true], [307, true], [500, true]] as const) {
      const { res, sent } = response();
      answerOutages(res, landing, { troubled, retryAfterSeconds: 4 });
      res.writeHead(status);
      expect(sent).toEqual({ status, headers: {} });
    }
  });
});
