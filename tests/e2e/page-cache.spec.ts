/**
 * The server's page cache (lib/server/page-cache.ts, server.ts) on the production build: a page
 * served again is the same page with a fresh nonce in every place, whose scripts the browser runs
 * under the policy; nothing that differs between visitors is stored; a revalidation empties it.
 * The framework's files are kept compressed (lib/server/static-cache.ts).
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { nonceOfPolicy } from '../../lib/security/nonce';
import { startSecondSite, type SecondSite } from '../support/second-site';

const nonceOf = (policy: string | undefined) => nonceOfPolicy(policy ?? '');

/**
 * Requests the page until it comes from the cache: a page is stored the second time it is
 * rendered (another test may have asked for it already).
 */
async function cachedGet(request: APIRequestContext, url: string) {
  expect((await request.get(url)).status()).toBe(200);
  await request.get(url);
  const hit = await request.get(url);
  expect(hit.headers()['x-page-cache']).toBe('hit');
  return hit;
}

test('a page served again has the same content and a new nonce in every place', async ({ request }) => {
  // two answers from the one stored page (two renders may place the streamed metadata differently)
  const first = await cachedGet(request, '/blog');
  const second = await request.get('/blog');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const [a, b] = [nonceOf(first.headers()['content-security-policy']), nonceOf(second.headers()['content-security-policy'])];
  expect(a).toBeTruthy();
  expect(b).toBeTruthy();
  expect(b).not.toBe(a);
  const html = await second.text();
  const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
  expect(nonces.length).toBeGreaterThan(5);
  expect(new Set(nonces)).toEqual(new Set([b]));
  expect(second.headers().link).toContain(`nonce="${b}"`);
  expect((await first.text()).split(a!).join('N')).toBe(html.split(b!).join('N'));
  // still never kept by browsers or shared caches: the nonce must not be used twice
  expect(second.headers()['cache-control']).toContain('no-store');
});

test('a HEAD is answered from the cache too', async ({ request }) => {
  await cachedGet(request, '/agents');
  const head = await request.head('/agents');
  expect(head.status()).toBe(200);
  expect(head.headers()['x-page-cache']).toBe('hit');
  expect(head.headers()['content-type']).toContain('text/html');
});

test('a page from the cache runs its scripts under the policy', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await cachedGet(request, '/');
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto('/');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  // the carousel pages only once React has hydrated it
  const carousel = page.getByRole('region', { name: 'Featured properties', exact: true });
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel.getByRole('button', { name: /^Page 2 of \d+$/ })).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});

test('what differs between visitors is never stored: the referral cookie, the router’s payloads', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    // a listing keeps the referral (SPEC §4)
    const res = await request.get('/residentials?ref=321', { maxRedirects: 0 });
    expect(res.headers()['x-page-cache']).toBe('miss');
    expect(res.headers()['set-cookie']).toContain('refId=321');
  }
  await cachedGet(request, '/company');
  const payload = await request.get('/company', { headers: { rsc: '1' }, maxRedirects: 0 });
  expect(payload.headers()['x-page-cache']).toBeUndefined();
  expect(payload.headers()['content-type'] ?? '').not.toContain('text/html');
});

test('the framework’s files are compressed once and served from memory, brotli to browsers that take it', async ({ request }) => {
  const html = await (await request.get('/company')).text();
  // queued until the largest paint (lib/server/late-scripts.ts)
  const script = html.match(/\["script","(\/_next\/static\/chunks\/[^"]+\.js)"\]/)?.[1];
  expect(script).toBeTruthy();
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  const body = await plain.body();
  // compressed in the background after the first answer
  await expect
    .poll(async () => (await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })).headers()['x-static-cache'])
    .toBe('hit');
  const br = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toContain('immutable');
  expect(br.headers()['content-type']).toContain('javascript');
  expect(Number(br.headers()['content-length'])).toBeLessThan(body.length / 2);
  expect((await br.body()).equals(body)).toBe(true);
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect((await gzip.body()).equals(body)).toBe(true);
  const again = await request.get(script!, { headers: { 'if-none-match': br.headers().etag! } });
  expect(again.status()).toBe(304);
  // one copy per file, whatever the query string
  const withQuery = await request.get(`${script}?v=${Date.now()}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(withQuery.headers()['x-static-cache']).toBe('hit');
  expect((await withQuery.body()).equals(body)).toBe(true);
});

test.describe('on-demand revalidation', () => {
  const secret = 'e2e-revalidate-secret-0123456789';
  let site: SecondSite | undefined;
  test.beforeAll(async () => {
    site = await startSecondSite({ REVALIDATE_SECRET: secret });
  });
  test.afterAll(() => site?.stop());

  test('empties the page cache, so the next request renders the page anew', async ({ request }) => {
    const url = `${site!.origin}/agents`;
    await cachedGet(request, url);
    const refused = await request.post(`${site!.origin}/api/revalidate`, { data: { tags: ['agents'] }, headers: { 'x-revalidate-secret': 'wrong' } });
    expect(refused.status()).toBe(401);
    expect((await request.get(url)).headers()['x-page-cache'], 'a refused revalidation keeps the cache').toBe('hit');
    const done = await request.post(`${site!.origin}/api/revalidate`, { data: { tags: ['agents'] }, headers: { 'x-revalidate-secret': secret } });
    expect(done.status()).toBe(200);
    expect((await request.get(url)).headers()['x-page-cache']).toBe('miss');
    expect((await request.get(url)).headers()['x-page-cache']).toBe('hit');
  });
});
