import { createHash } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nonceOfPolicy } from '../../lib/security/nonce';
import { apiPaths } from '../../lib/api/wire';
import { propertyPath } from '../../lib/routes';
import { e2eEnv } from '../../playwright.config';

/** SPEC §2: the 16 property-type landing slugs. */
const CATEGORY_SLUGS = [
  'luxury-villas-for-sale-in-malta',
  'townhouses-for-sale-in-malta',
  'penthouses-for-sale-in-malta',
  'maisonettes-for-sale-in-malta',
  'apartments-for-sale-in-malta',
  'farmhouses-for-sale-in-malta',
  'terraced-houses-for-sale-in-malta',
  'houses-of-character-for-sale-in-malta',
  'seafront-property-for-sale-in-malta',
  'bars-for-sale-in-malta',
  'offices-for-sale-in-malta',
  'bungalows-for-sale-in-malta',
  'boathouse-for-sale-in-malta',
  'garage-for-sale-in-malta',
  'hotels-for-sale-in-malta',
  'restaurant-for-sale-in-malta',
];

/** SPEC §2: the location landing pages it names. */
const PLACES = [
  'sliema',
  'valletta',
  'swieqi',
  'naxxar',
  'ta-xbiex',
  'san-gwann',
  'rabat',
  'madliena',
  'st-pauls-bay',
  'st-julians',
  'mellieha',
  'gozo',
  'cental-malta',
  'south-malta',
  'north-malta',
  'bugibba',
  'gzira',
];

const LANDINGS = [...CATEGORY_SLUGS, ...PLACES.map((p) => `property-for-sale-in-${p}`)];

/** A residential property of the seed, from the home page's featured ones as the backend lists them. */
async function firstPropertyHref(page: Page): Promise<string> {
  const res = await page.request.get(`${e2eEnv.API_BASE_URL}${apiPaths('Sale').home}`);
  const featured = ((await res.json()) as { result: { id: number; lettingType: number; urlSlug?: string; title: string }[] }).result;
  const property = featured.find((p) => p.lettingType === 6);
  if (!property) throw new Error('the demo data has no featured residential property');
  const href = propertyPath(property);
  expect(href).toMatch(/^\/[a-z0-9-]+-\d+-6$/);
  return href;
}

test.describe('landing pages', () => {
  for (const slug of LANDINGS) {
    test(`/${slug} lists properties under its own title and h1`, async ({ page }) => {
      // what the server sends, as a crawler reads it: nothing here waits for the page's scripts
      const res = await page.goto(`/${slug}`, { waitUntil: 'domcontentloaded' });
      expect(res?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      const name = (await h1.textContent())!.trim();
      expect(name).toMatch(/for Sale in /i);
      await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
      // canonical to itself, absolute, indexable
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+/${slug}$`));
      await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
    });
  }

  test('titles and descriptions differ from one landing page to the next', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const slug of ['penthouses-for-sale-in-malta', 'property-for-sale-in-sliema', 'bars-for-sale-in-malta']) {
      const html = await (await request.get(`/${slug}`)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(title).not.toBe('');
      expect(description.length).toBeGreaterThan(40);
      expect([...seen.keys()]).not.toContain(title);
      expect([...seen.values()]).not.toContain(description);
      seen.set(title, description);
    }
  });

  test('a landing page presets its filters and shows its description and popular types', async ({ page }) => {
    await page.goto('/penthouses-for-sale-in-malta');
    await expect(page.getByRole('checkbox', { name: 'Penthouse', exact: true })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Most Popular Property Types' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buying residential property in Malta' })).toBeVisible();
    const types = await page.getByRole('article').locator('p').filter({ hasText: /Penthouse/ }).count();
    expect(types).toBe(await page.getByRole('article').count());
  });
});

test.describe('not found', () => {
  test('an unknown slug ends at /404.html with status 404, a link home and a search box', async ({ page }) => {
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') statuses.push(r.status());
    });
    await page.goto('/no-such-place-for-sale-anywhere');
    await expect(page).toHaveURL(/\/404\.html$/);
    expect(statuses.at(-1)).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/couldn.t find/i);
    await expect(page.getByRole('main').getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('search')).toBeVisible();
  });

  test('/404.html arrives as complete HTML, its scripts allowed by its own policy', async ({ request }) => {
    const res = await request.get('/404.html');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<h1[^>]*>We couldn(&#x27;|')t find that page<\/h1>/);
    expect(html).toContain('role="search"');
    // a page made once (lib/cached-routes.ts): each inline script allowed by its hash, no nonce
    const policy = res.headers()['content-security-policy'] ?? '';
    expect(nonceOfPolicy(policy)).toBeUndefined();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !attributes.includes('application/ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text = ''] of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect((await request.get('/page-not-found')).status()).toBe(404);
  });

  test('an address no page can have ends at /404.html too, and arrives there as complete HTML', async ({ request }) => {
    // more than three segments, capitals and characters no slug uses, a legacy detail address
    // without a numeric id, a path below an address that has no pages below it
    for (const path of ['/a/b/c/d', '/Residentials', '/flat_in_sliema', '/detail/abc/6', '/blog/a/b']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(res.headers()['location'], path).toBe('/404.html');
    }
    const landed = await request.get('/a/b/c/d');
    expect(landed.status()).toBe(404);
    expect(new URL(landed.url()).pathname).toBe('/404.html');
    expect(await landed.text()).toMatch(/<h1[^>]*>We couldn(&#x27;|')t find that page<\/h1>/);
  });

  test('/404.html itself answers 404, as does an unknown property id', async ({ request }) => {
    expect((await request.get('/404.html')).status()).toBe(404);
    expect((await request.get('/some-house-999999-6')).status()).toBe(404);
    expect((await request.get('/detail/999999/6', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the route detail pages are served from internally is not an address of its own', async ({ page, request }) => {
    const href = await firstPropertyHref(page);
    const [, id, lettingType] = /-(\d+)-(\d+)$/.exec(href)!;
    expect((await request.get(href)).status()).toBe(200);
    for (const internal of [`/property-detail/${id}/${lettingType}`, '/property-detail', `/property-detail/${id}/${lettingType}?ref=3`]) {
      const res = await request.get(internal, { maxRedirects: 0 });
      expect(res.status(), internal).toBe(404);
      expect(await res.text(), internal).not.toContain('Request a Viewing');
    }
  });
});

test.describe('legacy detail addresses', () => {
  test('/detail/{id}/{lt}?ref=5 lands on /{slug}-{id}-{lt}?ref=5 and shows the property', async ({ page }) => {
    const href = await firstPropertyHref(page);
    const id = /-(\d+)-6$/.exec(href)![1];
    const res = await page.request.get(`/detail/${id}/6?ref=5`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    await page.goto(`/detail/${id}/6?ref=5`);
    await expect(page).toHaveURL(new RegExp(`${href}\\?ref=5$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/detail/{id}/{lt} keeps the visit’s campaign tags, and drops what is neither', async ({ page }) => {
    const href = await firstPropertyHref(page);
    const id = /-(\d+)-6$/.exec(href)![1];
    const res = await page.request.get(`/detail/${id}/6?utm_source=news&foo=bar&ref=5&gclid=abc`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toBe(`${href}?ref=5&utm_source=news&gclid=abc`);
  });

  test('/detail/{id} gets /1 appended', async ({ page }) => {
    const href = await firstPropertyHref(page);
    const id = /-(\d+)-6$/.exec(href)![1];
    const res = await page.request.get(`/detail/${id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toMatch(new RegExp(`/detail/${id}/1$`));
    // the referral and the visit's campaign tags go along, and nothing else
    const tagged = await page.request.get(`/detail/${id}?utm_source=news&foo=bar&ref=5`, { maxRedirects: 0 });
    expect(tagged.headers()['location']).toMatch(new RegExp(`/detail/${id}/1\\?ref=5&utm_source=news$`));
    await page.goto(`/detail/${id}`);
    await expect(page).toHaveURL(new RegExp(`/[a-z0-9-]+-${id}-[67]$`));
  });

  test('redirects never leave the site, whatever the path or Host header', async ({ request, baseURL }) => {
    const site = new URL(baseURL!).host;
    for (const path of ['/detail/12', '/detail/12?ref=//evil.example', '/detail/12/?ref=%2F%2Fevil.example']) {
      const res = await request.get(path, { maxRedirects: 0, headers: { host: 'evil.example' } });
      const location = res.headers()['location'];
      if (location) expect(new URL(location, `http://${site}`).host).toBe(site);
    }
  });
});

test.describe('a detail address with another slug than the property’s own', () => {
  test('moves for good to the property’s own, with the referral and campaign tags; the own one stays', async ({ page }) => {
    const href = await firstPropertyHref(page);
    const [, slug, id] = /^\/(.+)-(\d+)-6$/.exec(href)!;
    // an older title's slug, none, the own one mistyped
    for (const asked of [`/an-older-title-${id}-6`, `/${id}-6`, `/${slug!.slice(0, -1)}-${id}-6`]) {
      const res = await page.request.get(`${asked}?foo=bar&ref=5&utm_source=news`, { maxRedirects: 0 });
      expect(res.status(), asked).toBe(308);
      expect(res.headers()['location'], asked).toBe(`${href}?ref=5&utm_source=news`);
    }
    expect((await page.request.get(`${href}?ref=5&utm_source=news`, { maxRedirects: 0 })).status()).toBe(200);
    // in Italian, to the Italian address
    const italian = await page.request.get(`/it/an-older-title-${id}-6`, { maxRedirects: 0 });
    expect(italian.status()).toBe(308);
    expect(italian.headers()['location']).toBe(`/it${href}`);
    // a visitor following an old link lands on the page at its own address
    await page.goto(`/an-older-title-${id}-6?ref=5`);
    await expect(page).toHaveURL(new RegExp(`${href}\\?ref=5$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an agent’s properties, which come without a slug, are linked at addresses that answer at once', async ({ page }) => {
    const agents = [...new Set([...(await (await page.request.get('/agents')).text()).matchAll(/href="(\/agent\/\d+)"/g)].map((m) => m[1]!))];
    let links: string[] = [];
    for (const agent of agents) {
      const html = await (await page.request.get(agent)).text();
      links = [...new Set([...html.matchAll(/href="(\/[a-z0-9-]+-\d+-[67])"/g)].map((m) => m[1]!))];
      if (links.length > 0) break;
    }
    expect(links.length, 'an agent with properties').toBeGreaterThan(0);
    for (const link of links) expect((await page.request.get(link, { maxRedirects: 0 })).status(), link).toBe(200);
  });
});

test.describe('referral', () => {
  test('?ref=77 sets refId for 50 days on path /', async ({ page, context }) => {
    await page.goto('/residentials?ref=77');
    const cookie = (await context.cookies()).find((c) => c.name === 'refId');
    expect(cookie?.value).toBe('77');
    expect(cookie?.path).toBe('/');
    expect(cookie?.httpOnly).toBe(true);
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(49.9);
    expect(days).toBeLessThanOrEqual(50);
  });

  test('?ref=abc sets nothing', async ({ page, context }) => {
    await page.goto('/?ref=abc');
    await page.goto('/residentials?ref=12abc');
    expect((await context.cookies()).find((c) => c.name === 'refId')).toBeUndefined();
  });

  test('ref is kept on the home and detail pages, and never in a canonical', async ({ page, context }) => {
    await page.goto('/?ref=3');
    expect((await context.cookies()).find((c) => c.name === 'refId')?.value).toBe('3');
    await page.goto('/penthouses-for-sale-in-malta?ref=4');
    expect((await context.cookies()).find((c) => c.name === 'refId')?.value).toBe('4');
    await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', /ref=/);
  });
});
