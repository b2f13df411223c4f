/**
 * The frame around every page: menu (desktop and drawer), footer, newsletter, chat link, cookie
 * consent with analytics consent mode (a fake gtag records the calls; Google's script never loads)
 * and the business structured data.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eEnv } from '../../playwright.config';
import { callAction, humanCheck, stored, storedOnce, unique } from '../support/forms';
import { startSecondSite, type SecondSite } from '../support/second-site';
import { apiPaths } from '../../lib/api/wire';
import { backend } from '../support/backend-data';
import { PROPERTY_TYPE_LANDINGS } from '../../lib/landing-pages';
import { DEV_CAPTCHA_PREFIX } from '../../lib/api/wire-constants';
import { message } from '../../lib/forms/messages';

const MENU = ['Home', 'Residentials', 'Commercials', 'Agents', 'Careers', 'Blog', 'Contact Us', 'Add My Properties'];
const api = apiPaths('Sale');

/** The first link of a page whose address matches, read from its HTML. */
async function firstHref(request: APIRequestContext, from: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await (await request.get(from)).text())?.[1];
  expect(found, `a link matching ${pattern} on ${from}`).toBeTruthy();
  return found!;
}

/** Each page type that leads with a photo: a fixed address, or where to find one. */
const PHOTO_PAGE_TYPES: [string, (request: APIRequestContext) => Promise<string>][] = [
  ['home page', async () => '/'],
  ['listing', async () => '/residentials'],
  ['landing page', async () => '/property-for-sale-in-sliema'],
  ['detail page', (request) => firstHref(request, '/residentials', /href="(\/[a-z0-9-]+-\d+-\d+)"/)],
  ['blog post', (request) => firstHref(request, '/blog', /href="(\/blog\/[a-z0-9-]+)"/)],
  ['agent profile', async () => '/agent/1'],
];

/** Pretend a choice was made earlier, so the banner stays out of the way. */
async function chooseCookies(page: Page, choice: 'accepted' | 'rejected' = 'rejected') {
  await page.addInitScript((c) => localStorage.setItem('cookie-consent', c), choice);
}

/** A stand-in for Google's gtag that records every call; requests to Google fail the test. */
async function fakeAnalytics(page: Page) {
  const googleRequests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    googleRequests.push(route.request().url());
    return route.abort();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __gtagCalls: unknown[][]; gtag: (...args: unknown[]) => void };
    w.__gtagCalls = [];
    w.gtag = (...args: unknown[]) => {
      w.__gtagCalls.push(args);
    };
  });
  return { googleRequests, calls: () => page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls) };
}

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the menu in order, marks the current section and navigates', async ({ page }) => {
    await chooseCookies(page);
    await page.goto('/agents');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(MENU);
    await expect(nav.getByRole('link', { name: 'Add My Properties' })).toHaveAttribute('href', '/my-properties');
    await expect(nav.getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Agents' })).not.toHaveAttribute('aria-current', 'page');

    // an agent's profile belongs to Agents, Home is current only on the home page
    await page.goto('/agent/1');
    await expect(nav.getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/company');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('the menu bar stays at the top once the header scrolls away', async ({ page }) => {
    await chooseCookies(page);
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const before = await nav.boundingBox();
    expect(before!.y).toBeGreaterThan(30); // below the contact strip
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(nav).toBeInViewport();
    const after = await nav.boundingBox();
    expect(after!.y).toBeGreaterThanOrEqual(0);
    expect(after!.y).toBeLessThan(before!.y);
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
  });
});

test.describe('links', () => {
  /** The router's requests for pages (`?_rsc=`), with whether each was a prefetch. */
  function routeRequests(page: Page): { path: string; prefetch: boolean }[] {
    const seen: { path: string; prefetch: boolean }[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.searchParams.has('_rsc')) seen.push({ path: url.pathname, prefetch: 'next-router-prefetch' in r.headers() });
    });
    return seen;
  }

  for (const [width, path, target] of [
    // the menu's link, with the footer's links in view too
    [1280, '/', async (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Residentials' })],
    // a property card's link, on a phone
    [390, '/residentials', async (page: Page) => page.locator(`main a[href="${await firstHref(page.request, '/residentials', /href="(\/[a-z0-9-]+-\d+-\d+)"/)}"]`).first()],
  ] as const) {
    test(`a page view at ${width} px asks the server for no page the visitor has not opened; a click fetches the one clicked (${path})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await chooseCookies(page);
      const seen = routeRequests(page);
      // the load, hydration and half a second of quiet network after it: the links in view were
      // prefetched by then, and one pointed at is at once
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const link = await target(page);
      await link.hover();
      expect(seen, 'requests for other pages before any click').toEqual([]);

      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(seen.filter((r) => r.prefetch), 'prefetches').toEqual([]);
      expect(seen.map((r) => r.path)).toContain(href);
    });
  }
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the toggle, keeps focus inside and closes on Escape, outside click and an item', async ({ page }) => {
    await chooseCookies(page);
    await page.goto('/blog');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeHidden();

    // open, focus moves in and stays in
    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(MENU);
    await expect(drawer.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    // the page behind is inert: Tab visits the drawer's controls only (then the browser's own UI)
    const visited = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const where = await drawer.evaluate((d) =>
        document.activeElement === document.body ? 'body' : d.contains(document.activeElement) ? (document.activeElement?.textContent ?? '') : 'outside',
      );
      expect(where).not.toBe('outside');
      visited.add(where);
    }
    expect(visited).toContain('Careers');

    // Escape closes and focus returns to the toggle
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    // a click outside the panel closes it
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(15, 400);
    await expect(drawer).toBeHidden();

    // the close button closes it
    await toggle.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    // an item navigates and closes it
    await toggle.click();
    await drawer.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(drawer).toBeHidden();
    await toggle.click();
    await expect(drawer.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('cookie consent', () => {
  test('Accept stores "accepted", grants analytics consent and never shows again', async ({ page }) => {
    const analytics = await fakeAnalytics(page);
    await page.goto('/company');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    // at a desktop's width a bar that ends before the chat button: both can be pressed
    const box = (await banner.boundingBox())!;
    const chat = (await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).boundingBox())!;
    expect(box.x + box.width, 'the banner’s right edge, left of the chat button').toBeLessThan(chat.x);
    expect(box.width, 'a bar across the page, not a card in a corner').toBeGreaterThan(page.viewportSize()!.width / 2);

    // the banner overlays the page: nothing moves when it goes
    const layout = () =>
      page.evaluate(() => ({ main: document.querySelector('main')!.getBoundingClientRect().top, height: document.documentElement.scrollHeight }));
    const before = await layout();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await layout()).toEqual(before);

    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
    expect(await analytics.calls()).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);

    // next visits: hidden before the banner is even parsed, on every page
    await page.addInitScript(() => {
      const w = window as unknown as { __bannerSeenWith?: string | null };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-cookie-banner]')) {
          w.__bannerSeenWith = document.documentElement.getAttribute('data-consent');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/company', '/blog', '/']) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { __bannerSeenWith?: string }).__bannerSeenWith)).toBe('accepted');
    }
    // a not-found page, which the browser renders itself, keeps it hidden too
    await page.goto('/agent/999999');
    await expect(page.getByText('No real estate agent found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
    expect(analytics.googleRequests).toEqual([]);
  });

  test('Reject stores "rejected" and denies analytics consent', async ({ page }) => {
    const analytics = await fakeAnalytics(page);
    await page.goto('/blog');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected');
    expect(await analytics.calls()).toEqual([
      ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
    expect(analytics.googleRequests).toEqual([]);
  });

  test('the details toggle explains essential and analytical cookies; no choice means no storage', async ({ page }) => {
    const analytics = await fakeAnalytics(page);
    await page.goto('/contact');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    const essential = banner.getByText('Essential cookies', { exact: true });
    const analytical = banner.getByText('Analytical cookies', { exact: true });
    await expect(essential).toBeHidden();
    await banner.getByText('Cookie details').click();
    await expect(essential).toBeVisible();
    await expect(analytical).toBeVisible();
    await expect(banner.getByText(/set only if you accept/)).toBeVisible();
    await banner.getByText('Cookie details').click();
    await expect(analytical).toBeHidden();

    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();
    expect(await analytics.calls()).toEqual([]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
    await page.goto('/agent/999999');
    await expect(page.getByText('No real estate agent found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
  });
});

test.describe('with a Google Analytics id configured', () => {
  // A second server from the same build, with GA_MEASUREMENT_ID set; Google's loader is faked.
  let site: SecondSite | undefined;
  let origin = '';

  test.beforeAll(async () => {
    site = await startSecondSite({ GA_MEASUREMENT_ID: 'G-TEST123' });
    origin = site.origin;
  });
  test.afterAll(() => {
    site?.stop();
  });

  test('consent mode starts denied, Accept grants it, and a stored acceptance is granted before the page configures GA', async ({ page }) => {
    const loaders: string[] = [];
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
      loaders.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const dataLayer = () => page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a)));
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
    const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

    await page.goto(`${origin}/company`);
    await expect.poll(() => loaders.length).toBe(1);
    expect(loaders[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const first = await dataLayer();
    expect(first[0]).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }]);
    expect(first.filter((c) => c[1] === 'update')).toEqual([]);
    expect(first).toContainEqual(['config', 'G-TEST123']);

    await page.getByRole('button', { name: 'Accept' }).click();
    expect((await dataLayer()).at(-1)).toEqual(['consent', 'update', granted]);

    await page.reload();
    const again = await dataLayer();
    expect(again.slice(0, 2)).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['consent', 'update', granted],
    ]);
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
  });
});

test('the chat link opens WhatsApp with the company number, at the bottom right of every page', async ({ page }) => {
  await chooseCookies(page);
  for (const path of ['/', '/agents', '/blog', '/contact']) {
    await page.goto(path);
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/35621334455');
    await expect(chat).toHaveAttribute('target', '_blank');
    const box = (await chat.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(40);
    expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  }
});

test('every page describes the business as structured data and carries search metadata and a picture to share', async ({ request, baseURL }) => {
  for (const path of ['/', '/agents', '/agent/1', '/blog', '/company', '/contact', '/career', '/my-properties', '/thankyou', '/it']) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const business = blocks.find((b) => b['@type'] === 'RealEstateAgent');
    expect(business, path).toMatchObject({
      name: 'Malta Property Sales',
      telephone: '+356 2133 4455',
      address: { '@type': 'PostalAddress', addressCountry: 'MT', addressLocality: "St Julian's" },
    });
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html, path).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html, path).toMatch(/<meta property="og:site_name" content="Malta Property Sales"/);
    // shared, a page shows a picture: an agent's portrait on their page (a small card), else the
    // site's, whole and at the size link previews ask for
    const picture = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (path === '/agent/1') {
      const { result } = await (await request.get(`${backend}${api.agentInformation}?agentId=1`)).json();
      const portrait = String(result.data.agent.profilePicture).replace(/^\/+/, '');
      expect(portrait, 'the demo agent has a portrait').not.toBe('');
      expect(picture, path).toMatch(new RegExp(`^https?://.+/${portrait.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(html, path).toContain('<meta property="og:type" content="profile"/>');
      expect(html, path).toContain('<meta name="twitter:card" content="summary"/>');
      expect((await request.get(picture!)).headers()['content-type'], path).toMatch(/^image\//);
      continue;
    }
    expect(picture, path).toBe(`${baseURL}/images/og-default.jpg`);
    expect(html, path).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html, path).toMatch(/<meta property="og:image:alt" content="[^"]{20,}"/);
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  }
  const image = await request.get('/images/og-default.jpg');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});

test('no page preloads a stylesheet it does not apply', async ({ request }) => {
  // React preloads each stylesheet a page's server output names, error and not-found boundaries'
  // included: a boundary with a stylesheet of its own would have it fetched on every page.
  const listing = await (await request.get('/residentials')).text();
  const detail = /href="(\/[a-z0-9-]+-\d+-\d+)"/.exec(listing)?.[1];
  expect(detail, 'a property on the listing').toBeTruthy();
  for (const path of ['/', '/residentials', '/property-for-sale-in-sliema', detail!, '/blog', '/agent/1', '/contact', '/404.html']) {
    const html = await (await request.get(path)).text();
    const sheets = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="style"/g)].map((m) => m[1]);
    expect(sheets.size, path).toBeGreaterThan(0);
    expect(preloads.filter((href) => !sheets.has(href)), path).toEqual([]);
  }
});

/**
 * Runs before the page's scripts: records every start of the browser's locale formatting (Intl and the
 * toLocale… methods). Prices, counts and dates are drawn on the server or formatted without Intl: a
 * page's first Intl formatter makes the browser load its locale data, a long task on a phone
 * (lib/price.ts).
 */
function watchLocaleFormatting() {
  const calls: string[] = [];
  (window as unknown as { __localeCalls: string[] }).__localeCalls = calls;
  const intl = Intl as unknown as Record<string, object>;
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Segmenter']) {
    const original = intl[name] as ((new (...args: unknown[]) => object) & ((...args: unknown[]) => unknown)) | undefined;
    if (!original) continue;
    intl[name] = new Proxy(original, {
      construct: (target, args) => (calls.push(name), Reflect.construct(target, args)),
      apply: (target, self, args) => (calls.push(name), Reflect.apply(target, self, args)),
    });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [proto, name] of methods) {
    const original = (proto as Record<string, (...a: unknown[]) => unknown>)[name]!;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        calls.push(name);
        return original.apply(this, args);
      },
    });
  }
}

const localeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls);

// one load of each page type for both checks, each page a test of its own
for (const [name, pathOf] of PHOTO_PAGE_TYPES) {
  test(`the ${name} leads with a priority photo as its largest paint, hydrates, and starts no locale formatting while it loads`, async ({ page, request }) => {
    await page.addInitScript(watchLocaleFormatting);
    const path = await pathOf(request);
    // the fixture's goto returns once the page has hydrated
    await page.goto(path);
    const photo = await page.evaluate(
      () =>
        new Promise<string | null | undefined>((resolve) =>
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            resolve(entries.find((e) => e.element?.getAttribute('fetchpriority') === 'high')?.element?.getAttribute('fetchpriority'));
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(photo, `${path}: its largest paint is the photo the server marked fetchpriority="high"`).toBe('high');
    await page.waitForLoadState('networkidle');
    expect(await localeCalls(page), path).toEqual([]);
  });
}

test('the contact, careers and add-my-property pages start no locale formatting while they load', async ({ page }) => {
  await page.addInitScript(watchLocaleFormatting);
  for (const path of ['/contact', '/career', '/my-properties']) {
    // the fixture's goto returns once the page has hydrated
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await localeCalls(page), path).toEqual([]);
  }
});

test.describe('footer', () => {
  test('links the property types, the locations, About Us and Quick Links', async ({ page, request }) => {
    await chooseCookies(page);
    await page.goto('/company');
    const footer = page.getByRole('contentinfo');
    const hrefs = async (name: string) =>
      footer.getByRole('navigation', { name }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

    const types = await hrefs('Properties');
    expect(types.length).toBeGreaterThanOrEqual(6);
    for (const href of types) expect(PROPERTY_TYPE_LANDINGS.map((l) => `/${l.slug}`)).toContain(href);

    const places = await hrefs('Locations');
    expect(places).toContain('/property-for-sale-in-cental-malta');
    for (const href of [...types, ...places]) {
      const res = await request.get(`${e2eEnv.API_BASE_URL}${api.category}`, { params: { urlSlug: href.slice(1) } });
      expect((await res.json()).result.category, href).toHaveLength(1);
    }

    expect(await hrefs('About Us')).toEqual(['/', '/company', '/career', '/contact']);
    expect(await hrefs('Quick Links')).toEqual(['/residentials', '/commercials']);
    await expect(footer.getByRole('link', { name: '+356 2133 4455' })).toHaveAttribute('href', 'tel:+35621334455');
    await expect(footer.getByRole('link', { name: 'info@maltapropertysales.example' })).toHaveAttribute(
      'href',
      'mailto:info@maltapropertysales.example',
    );
    await expect(footer.getByText("128 Triq San Ġorġ, St Julian's STJ 3204, Malta")).toBeVisible();
  });

  test('the newsletter checks the address and the human check in the browser, then sends it to staff through the Contact call', async ({
    page,
    request,
  }) => {
    await chooseCookies(page);
    // arrived through a marketing link: the referral follows the visitor into the sign-up
    await page.goto('/?ref=77');
    await page.goto('/company');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Your e-mail address');
    const register = footer.getByRole('button', { name: 'Register' });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });

    await field.fill('anna@');
    await register.click();
    await expect(footer.getByText('Please enter a valid e-mail address, such as name@example.com.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(posts).toEqual([]);

    await field.fill('');
    await register.click();
    await expect(footer.getByText('Please enter your e-mail address.')).toBeVisible();
    expect(posts).toEqual([]);

    // a good address, but the human check (shown once the visitor is on the box) not done yet
    const email = `${unique('frame')}@example.com`;
    await field.fill(email);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await register.click();
    await expect(footer.getByText('Please complete the human check before sending.')).toBeVisible();
    expect(posts).toEqual([]);
    await humanCheck(footer).check();
    await register.click();
    await expect(footer.getByText('Thank you: we have passed your e-mail address to our team, who will add you to our newsletter.')).toBeVisible();
    await expect(field).toHaveValue('');
    expect(posts.length).toBe(1);

    // staff read it as a contact message marked as a sign-up, with the referral
    expect(await storedOnce(request, 'contact', email)).toMatchObject({ name: 'Newsletter sign-up', comment: expect.stringMatching(/^Newsletter sign-up/), ref_id: 77 });
  });

  test.describe('where the agency takes no newsletter sign-ups (NEWSLETTER_VIA_CONTACT unset, the default)', () => {
    // a second server from the same build, without the setting the suite's site has
    let site: SecondSite | undefined;
    test.beforeAll(async () => {
      site = await startSecondSite({ NEWSLETTER_VIA_CONTACT: '' }, '/company');
    });
    test.afterAll(() => {
      site?.stop();
    });

    test('the footer shows no newsletter box, and its action takes nothing, whatever is posted', async ({ page, request }) => {
      await chooseCookies(page);
      await page.goto(`${site!.origin}/company`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeAttached();
      await expect(footer.getByRole('heading', { name: 'Newsletter' })).toHaveCount(0);
      await expect(footer.getByLabel('Your e-mail address')).toHaveCount(0);
      await expect(footer.getByRole('button', { name: 'Register' })).toHaveCount(0);

      const email = `${unique('closed')}@example.com`;
      const state = await callAction<{ status: string; message: string }>('registerNewsletterAction', [['email', email], ['captcha', `${DEV_CAPTCHA_PREFIX}closed`]], '/', site!.origin);
      expect(state).toMatchObject({ status: 'failed', message: message('newsletterClosed') });
      expect(await stored(request, 'contact', email)).toEqual([]);
    });
  });

});
