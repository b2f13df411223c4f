/**
 * Hostile paths, query strings and headers against the production build (issue 8, point 4): none
 * gives a 5xx, reflects markup unescaped, redirects off the site, or sets the referral cookie from
 * anything but a plain number. One table, one test per row.
 */
import { type APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiPaths } from '../../lib/api/wire';
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES } from '../../lib/image-variants';
import { e2eEnv } from '../../playwright.config';

// one independent request a test: both workers share them
test.describe.configure({ mode: 'parallel' });

const SITE = new URL(e2eEnv.SITE_URL);
const long = (n: number, s = 'a') => s.repeat(n);

/** Strings that must never come back as live markup. */
const MARKUP = ['<script>alert(1)</script>', '"><svg onload=alert(1)>', "'><img src=x onerror=alert(1)>"];
const LIVE_MARKUP = /<script>alert\(1\)|<svg onload=alert|<img src=x onerror=alert/i;

interface Case {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const cases: Case[] = [
  // length
  { name: 'very long path', path: `/${long(4000)}` },
  { name: 'very long slug that looks like a detail page', path: `/${long(3000, 'flat-')}1-6` },
  { name: 'very long query', path: `/residentials?reference=${long(6000, '9')}` },
  { name: 'thousands of repeated parameters', path: `/residentials?${long(2000, 'types=1&')}` },
  // as long as the server reads (8 KB): what the pages make of them
  { name: 'long slug that looks like a detail page, within the address limit', path: `/${long(1500, 'flat-')}1-6` },
  { name: 'hundreds of repeated parameters, within the address limit', path: `/residentials?${long(900, 'types=1&')}` },
  // NUL and control characters
  { name: 'NUL in the path', path: '/%00' },
  { name: 'NUL inside a slug', path: '/penthouses%00-for-sale-in-malta' },
  { name: 'NUL in a query value', path: '/residentials?beds=2%00&sort=newest%00' },
  { name: 'CR LF in the path (header injection)', path: '/x%0d%0aSet-Cookie:%20refId=1' },
  { name: 'CR LF in ref', path: '/?ref=1%0d%0aSet-Cookie:%20evil=1' },
  // traversal
  { name: 'dot-dot traversal', path: '/../../../../etc/passwd' },
  { name: 'encoded traversal', path: '/%2e%2e/%2e%2e/etc/passwd' },
  { name: 'encoded slash traversal', path: '/..%2f..%2f..%2fetc%2fpasswd' },
  { name: 'traversal into the build folder', path: '/_next/static/..%2f..%2fserver%2fapp-paths-manifest.json' },
  { name: 'traversal in a detail id', path: '/detail/..%2f..%2f/1' },
  // unicode and broken encodings
  { name: 'Maltese letters', path: '/property-for-sale-in-ħamrun-ż-ġ' },
  { name: 'emoji slug', path: '/%F0%9F%8F%A0-for-sale' },
  { name: 'invalid UTF-8', path: '/%ff%fe%fd' },
  { name: 'overlong UTF-8 slash', path: '/%c0%af%c0%afetc' },
  { name: 'broken percent escape', path: '/residentials?beds=%E0%A4%A' },
  { name: 'right-to-left override', path: '/blog/%E2%80%AEtxt.exe' },
  // markup
  ...MARKUP.map((m, i) => ({ name: `markup in the path #${i + 1}`, path: `/${encodeURIComponent(m)}` })),
  ...MARKUP.map((m, i) => ({ name: `markup in a listing filter #${i + 1}`, path: `/residentials?reference=${encodeURIComponent(m)}&sort=${encodeURIComponent(m)}` })),
  ...MARKUP.map((m, i) => ({ name: `markup in a blog slug #${i + 1}`, path: `/blog/${encodeURIComponent(m)}` })),
  { name: 'markup in a landing page query', path: `/penthouses-for-sale-in-malta?beds=${encodeURIComponent(MARKUP[0] ?? '')}` },
  { name: 'markup in ref', path: `/?ref=${encodeURIComponent(MARKUP[0] ?? '')}` },
  // page numbers
  { name: 'huge page number', path: '/residentials?page=999999999999999999999' },
  { name: 'page beyond the last', path: '/residentials?page=100000' },
  { name: 'negative page', path: '/residentials?page=-5' },
  { name: 'zero page', path: '/commercials?page=0' },
  { name: 'fractional page', path: '/residentials?page=1.5' },
  { name: 'exponent page', path: '/residentials?page=1e308' },
  { name: 'non-numeric page', path: '/blog?page=abc' },
  { name: 'huge blog page', path: '/blog?page=99999999' },
  { name: 'negative prices and sizes', path: '/residentials?minPrice=-1&maxPrice=-99999999999999999999&minSqm=-5&maxSqm=1e400' },
  { name: 'min above max', path: '/residentials?minPrice=900000&maxPrice=1' },
  // ids
  { name: 'non-numeric detail id', path: '/detail/abc/6' },
  { name: 'non-numeric letting type', path: '/detail/1/abc' },
  { name: 'negative detail id', path: '/detail/-1/6' },
  { name: 'huge detail id', path: '/flat-in-sliema-99999999999999999999-6' },
  { name: 'detail id as exponent', path: '/flat-in-sliema-1e9-6' },
  { name: 'unknown letting type', path: '/flat-in-sliema-1-999' },
  { name: 'non-numeric agent id', path: '/agent/abc' },
  { name: 'negative agent id', path: '/agent/-1' },
  { name: 'huge agent id', path: '/agent/99999999999999999999' },
  { name: 'agent id with markup', path: `/agent/${encodeURIComponent(MARKUP[1] ?? '')}` },
  // off-site addresses
  { name: 'protocol-relative path', path: '//evil.example' },
  { name: 'protocol-relative path with more', path: '//evil.example/%2e%2e' },
  { name: 'backslashes', path: '/\\\\evil.example' },
  { name: 'encoded backslashes', path: '/%5C%5Cevil.example' },
  { name: 'legacy detail with an off-site tail', path: '/detail/1//evil.example' },
  { name: 'legacy detail without a tail, off-site ref', path: '/detail/1?ref=//evil.example' },
  { name: 'absolute URL in a query', path: '/residentials?next=https://evil.example&redirect=//evil.example' },
  // headers
  { name: 'forged Host', path: '/', headers: { host: 'evil.example' } },
  { name: 'forged Host on a redirect', path: '/detail/1', headers: { host: 'evil.example' } },
  { name: 'forged X-Forwarded-Host', path: '/', headers: { 'x-forwarded-host': 'evil.example' } },
  { name: 'forged X-Forwarded-Host on a redirect', path: '/detail/1', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
  { name: 'forged X-Forwarded-Host on a filter redirect', path: '/residentials?bedrooms=2', headers: { 'x-forwarded-host': 'evil.example' } },
  { name: 'forged Host on a listing', path: '/penthouses-for-sale-in-malta', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
  { name: 'markup in headers', path: '/', headers: { 'user-agent': MARKUP[0] ?? '', referer: `https://x.example/${MARKUP[1] ?? ''}`, 'accept-language': MARKUP[2] ?? '' } },
  { name: 'server action header on a page GET', path: '/contact', headers: { 'next-action': 'x'.repeat(40) } },
  { name: 'RSC header with a forged router state', path: '/', headers: { rsc: '1', 'next-router-state-tree': '%5B%22%3Cscript%3E%22%5D' } },
];

/** What every answer must satisfy, whatever was asked. */
async function expectHarmless(res: APIResponse, c: Case) {
  expect(res.status(), `${c.name}: no 5xx`).toBeLessThan(500);
  const location = res.headers()['location'];
  if (location !== undefined) {
    // On loopback the same server also answers as localhost: Next.js spells its own origin so when
    // forwarded headers disagree with the socket. Any other host is off the site.
    const target = new URL(location, SITE);
    expect(target.port, `${c.name}: redirect stays on the site (${location})`).toBe(SITE.port);
    expect([SITE.hostname, 'localhost'], `${c.name}: redirect stays on the site (${location})`).toContain(target.hostname);
  }
  const type = res.headers()['content-type'] ?? '';
  if (/html|text|json|x-component/.test(type)) {
    const body = await res.text();
    expect(body, `${c.name}: no live markup reflected`).not.toMatch(LIVE_MARKUP);
    expect(body, `${c.name}: no stack trace`).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules\/|ApiError:/);
    // canonical and social addresses use the configured site address, not a forged Host
    for (const m of body.matchAll(/<link rel="(?:canonical|alternate)" href="([^"]+)"|<meta property="og:url" content="([^"]+)"/g)) {
      const href = m[1] ?? m[2] ?? '';
      expect(new URL(href, SITE).origin, `${c.name}: ${href}`).toBe(SITE.origin);
    }
  }
  const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
  for (const cookie of cookies) {
    const ref = /^refId=([^;]*)/.exec(cookie)?.[1];
    if (ref !== undefined) expect(ref, `${c.name}: refId only from a plain number`).toMatch(/^\d{1,9}$/);
  }
}

test.describe('hostile paths, parameters and headers', () => {
  for (const c of cases) {
    test(c.name, async ({ request }) => {
      const res = await request.get(`${SITE.origin}${c.path}`, { headers: c.headers, maxRedirects: 0, timeout: 20_000 });
      await expectHarmless(res, c);
      // and so is wherever a redirect leads
      const location = res.headers()['location'];
      if (location) await expectHarmless(await request.get(new URL(location, SITE).toString(), { maxRedirects: 0 }), c);
    });
  }

  test('an address over 8 KB is answered 414 before anything reads it; one within is read', async ({ request }) => {
    const within = `/residentials?reference=${long(8 * 1024 - '/residentials?reference='.length, '9')}`;
    expect((await request.get(`${SITE.origin}${within}`, { maxRedirects: 0 })).status()).not.toBe(414);
    const over = await request.get(`${SITE.origin}${within}9`, { maxRedirects: 0 });
    expect(over.status()).toBe(414);
    expect(await over.text()).toBe('The address is too long.\n');
  });

  test('no refId cookie from a ref that is not a plain number; a plain one is kept', async ({ request }) => {
    for (const ref of ['abc', '12abc', '-1', '1e3', '0x10', '1.5', ' 7', '７', '9999999999', '', '1;domain=evil.example', '1%0d%0aX: y']) {
      const res = await request.get(`${SITE.origin}/?ref=${encodeURIComponent(ref)}`, { maxRedirects: 0 });
      const set = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('refId='));
      expect(set, `ref=${JSON.stringify(ref)}`).toEqual([]);
    }
    const ok = await request.get(`${SITE.origin}/?ref=42`, { maxRedirects: 0 });
    expect(ok.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('refId=42;'))).toBe(true);
  });

  test('the image optimizer makes only the widths and the quality the pages ask for: any other is refused', async ({ request }) => {
    const listing = await (await request.get(`${SITE.origin}/residentials`)).text();
    const srcset = /<img[^>]*\ssrcSet="([^"]*\/_next\/image[^"]*)"/i.exec(listing)?.[1]?.replaceAll('&amp;', '&');
    expect(srcset, 'a card photo with its candidates').toBeTruthy();
    const candidates = (srcset ?? '').split(', ').map((c) => c.split(' ')[0] ?? '');
    const widths = candidates.map((c) => Number(new URL(c, SITE).searchParams.get('w')));
    expect(widths.every((w) => [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].includes(w)), widths.join(', ')).toBe(true);
    const photo = new URL(candidates[0] ?? '', SITE);
    const variant = (w: number | string, q: number | string) => {
      const url = new URL(photo);
      url.searchParams.set('w', String(w));
      url.searchParams.set('q', String(q));
      return request.get(url.toString(), { headers: { accept: 'image/webp,*/*' } });
    };
    // the smallest and the largest the page offers are made
    for (const w of [Math.min(...widths), Math.max(...widths)]) {
      const res = await variant(w, 75);
      expect(res.status(), `w=${w}`).toBe(200);
      expect(res.headers()['content-type']).toBe('image/webp');
    }
    // Next.js's other default widths, any other width, and any other quality are not
    for (const [w, q] of [[750, 75], [1080, 75], [2048, 75], [3840, 75], [32, 75], [96, 75], [1000, 75], [1, 75], [4000, 75], [widths[0] ?? 640, 80], [widths[0] ?? 640, 100]] as const) {
      const res = await variant(w, q);
      expect(res.status(), `w=${w}, q=${q}`).toBe(400);
    }
  });

  test('a hostile path never reaches the backend as anything but a lookup', async ({ request }) => {
    // the catch-all looks unknown slugs up as categories: the backend sees an encoded query value
    const res = await request.get(`${SITE.origin}/${encodeURIComponent("x' OR 1=1 --")}`, { maxRedirects: 0 });
    expect(res.status()).toBeLessThan(500);
    const backend = await request.get(`${e2eEnv.API_BASE_URL}${apiPaths('Sale').category}?urlSlug=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(backend.status()).toBeLessThan(500);
  });
});
