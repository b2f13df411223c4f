import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

/** The numeric main prices of the cards, in order ("Price On Request" skipped). */
async function prices(page: Page): Promise<number[]> {
  const all = await cards(page).evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
  return all
    .map((t) => /€ ([\d.]+)/.exec(t)?.[1])
    .filter((t): t is string => Boolean(t))
    .map((t) => Number(t.replace(/\./g, '')));
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

/** Holds the page's fake clock (page.clock.install) still: from now on its timers run only when a test moves it. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

// the visitor has answered the cookie banner, so it covers nothing
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'rejected'));
});

test('on a phone the sort menu shows the chosen sort whole, in English and in Italian', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ['/residentials?sort=price-asc', '/residentials?sort=price-desc', '/it/residentials?sort=price-desc', '/it/residentials?sort=price-asc']) {
    await page.goto(path);
    const select = page.getByRole('combobox', { name: /^(Sort by|Ordina per)$/ });
    await expect(select).toBeVisible();
    // measured in the page's own font, once it has arrived
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // the chosen option's text, in the select's own font, beside the room the select gives it
    // (its box less its left padding and the arrow's 28 px)
    const fit = await select.evaluate((el: HTMLSelectElement) => {
      const style = getComputedStyle(el);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = el.options[el.selectedIndex]!.text;
      return { text, needs: Math.ceil(context2d.measureText(text).width), room: Math.floor(el.clientWidth - parseFloat(style.paddingLeft) - 28) };
    });
    expect(fit.needs, `${path}: "${fit.text}" in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
  }
  await context.close();
});

test('a messy address moves permanently to its canonical one, keeping the referral and the campaign tags', async ({ request }) => {
  const res = await request.get('/residentials?page=1&foo=bar&utm_source=news&gclid=abc&ref=12', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()['location']).toBe('/residentials?ref=12&utm_source=news&gclid=abc');
  // the tags alone change nothing: the page answers at once, canonical to its plain address
  const tagged = await request.get('/penthouses-for-sale-in-malta?utm_source=news&utm_medium=email', { maxRedirects: 0 });
  expect(tagged.status()).toBe(200);
  expect(await tagged.text()).toMatch(/<link rel="canonical" href="[^"]*\/penthouses-for-sale-in-malta"\/>/);
});

test.describe('the URL is the state', () => {
  test('a filter, a sort and a page chosen in the UI are in the URL, survive a reload and give the right results', async ({
    page,
  }) => {
    await page.goto('/residentials');
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Properties' })).toBeVisible();

    // filter: 2 bedrooms
    await page.getByRole('checkbox', { name: '2 bedrooms', exact: true }).click();
    await expect(page).toHaveURL(/\/residentials\?beds=2$/);

    // sort: price low to high (applies at once, back to page 1)
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/\/residentials\?beds=2&sort=price-asc$/);
    const firstPage = await prices(page);
    expect(firstPage.length).toBeGreaterThan(5);
    expect(ascending(firstPage)).toBe(true);

    // page 2, once the page links carry the new sort
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', /beds=2&sort=price-asc&page=2$/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/residentials\?beds=2&sort=price-asc&page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await prices(page);
    expect(ascending(secondPage)).toBe(true);
    expect(secondPage[0]!).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    const before = await titles(page);

    await page.reload();
    await expect(page).toHaveURL(/\/residentials\?beds=2&sort=price-asc&page=2$/);
    expect(await titles(page)).toEqual(before);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(page.getByRole('checkbox', { name: '2 bedrooms', exact: true })).toBeChecked();
    // every card has exactly 2 bedrooms
    const beds = await cards(page).getByText(/\d+ bedrooms/).allTextContents();
    expect(beds.length).toBe(before.length);
    for (const b of beds) expect(b.trim()).toBe('2 bedrooms');
  });

  test('typed numbers apply once, 600 ms after the last keystroke, and go back to page 1', async ({ page }) => {
    // the wait is counted on the page's own clock, held still between the steps: the same on any machine
    await page.clock.install();
    await page.goto('/residentials?page=2');
    await pauseClock(page);
    const urls: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && urls.push(f.url()));
    const min = page.getByLabel('Min price in euro');
    await min.pressSequentially('400');
    await page.clock.runFor(300);
    // each keystroke starts the wait again: 599 ms after the last one, nothing has applied
    await min.pressSequentially('000');
    await page.clock.runFor(599);
    expect(page.url()).toMatch(/page=2$/);
    expect(urls.filter((u) => u.includes('minPrice'))).toEqual([]);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/residentials\?minPrice=400000$/);
    expect(urls.filter((u) => u.includes('minPrice')).length).toBe(1);
    for (const p of await prices(page)) expect(p).toBeGreaterThanOrEqual(400000);
  });

  test('a minimum typed above the maximum is searched for swapped, both boxes show the search made, and no figure is dropped', async ({ page }) => {
    await page.goto('/residentials');
    const min = page.getByLabel('Min price in euro');
    const max = page.getByLabel('Max price in euro');
    await min.fill('350000');
    await expect(page).toHaveURL(/\/residentials\?minPrice=350000$/);
    // still in the box typed last: it shows the maximum the search was made with
    await max.fill('200000');
    await expect(page).toHaveURL(/\/residentials\?minPrice=200000&maxPrice=350000$/);
    await expect(max).toBeFocused();
    await expect(min).toHaveValue('200000');
    await expect(max).toHaveValue('350000');
    // a figure beyond any price is searched as the largest there can be, not dropped without a word
    await max.fill('99999999999999999999');
    await expect(page).toHaveURL(/\/residentials\?minPrice=200000&maxPrice=1000000000000$/);
  });

  test('changing the sale type goes to the commercial listing at once', async ({ page }) => {
    await page.goto('/residentials?beds=1');
    // marked required, as SPEC §5 asks (the asterisk is not read out; it always has a value)
    await expect(page.locator('label[for="filter-sale-type"]')).toHaveText('Sale Type *');
    await expect(page.locator('#filter-sale-type')).toHaveAccessibleName('Sale Type');
    await page.getByLabel('Sale Type').selectOption('7');
    await expect(page).toHaveURL(/\/commercials\?beds=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commercial Properties in Malta');
    await expect(page.getByRole('checkbox', { name: 'Office', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Apartment', exact: true })).toHaveCount(0);
  });

  /** Opens a listing with its scripts held back; the returned function lets them load. */
  async function openBeforeScripts(page: Page, url: string): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    return release;
  }

  test('a choice made before the page’s scripts have run applies once they do', async ({ page }) => {
    const release = await openBeforeScripts(page, '/residentials?beds=1');
    await page.getByRole('checkbox', { name: '+4 bathrooms', exact: true }).check();
    await page.getByLabel('Sale Type').selectOption('7');
    release();
    await expect(page).toHaveURL(/\/commercials\?beds=1&baths=4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commercial Properties in Malta');
    await expect(page.getByRole('checkbox', { name: '+4 bathrooms', exact: true })).toBeChecked();
  });

  test('a number typed partly before the page’s scripts have run and finished after applies once, whole', async ({ page }) => {
    // the page's clock is held still from before the scripts run until the number is whole, so the
    // wait the scripts start for the early keystroke cannot run out while the visitor still types
    await page.clock.install();
    const release = await openBeforeScripts(page, '/residentials?page=2');
    await pauseClock(page);
    const urls: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && urls.push(f.url()));
    const min = page.getByLabel('Min price in euro');
    await min.pressSequentially('4');
    release();
    // the location search box appears once the scripts have taken the form over
    await expect(page.getByLabel('Quick Find Location')).toBeVisible();
    await min.pressSequentially('00000');
    await page.clock.runFor(600);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/residentials\?minPrice=400000$/);
    expect(urls.filter((u) => u.includes('minPrice'))).toEqual([expect.stringMatching(/minPrice=400000$/)]);
  });

  test('a sort chosen before the page’s scripts have run applies once they do', async ({ page }) => {
    const release = await openBeforeScripts(page, '/residentials?beds=2');
    await page.getByLabel('Sort by').selectOption('price-asc');
    release();
    await expect(page).toHaveURL(/\/residentials\?beds=2&sort=price-asc$/);
    expect(ascending(await prices(page))).toBe(true);
  });

  test('back restores the previous search and its form state', async ({ page }) => {
    await page.goto('/residentials');
    await page.getByRole('checkbox', { name: '+4 bathrooms', exact: true }).click();
    await expect(page).toHaveURL(/baths=4$/);
    await expect(page.getByRole('checkbox', { name: '+4 bathrooms', exact: true })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/residentials$/);
    await expect(page.getByRole('checkbox', { name: '+4 bathrooms', exact: true })).not.toBeChecked();
  });

  test('choosing an area narrows the locations, keeping chosen ones; clearing restores them all', async ({ page }) => {
    await page.goto('/residentials');
    const locations = page.locator('#listing-filters input[name="locations"]');
    const all = await locations.count();
    await page.getByRole('searchbox', { name: 'Quick Find Location' }).fill('Sliema');
    await page.getByRole('checkbox', { name: 'Sliema', exact: true }).check();
    await expect(page).toHaveURL(/locations=\d+$/);
    await page.getByRole('checkbox', { name: 'Gozo', exact: true }).check();
    await expect(page).toHaveURL(/areas=\d+&locations=\d+$/);
    const narrowed = await locations.count();
    expect(narrowed).toBeLessThan(all);
    await expect(page.getByRole('checkbox', { name: 'Sliema', exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Gozo', exact: true }).uncheck();
    await expect(page).toHaveURL(/\/residentials\?locations=\d+$/);
    await expect(locations).toHaveCount(all);
  });

  test('Quick Find Location searches all locations; the list shows 20 with Show More / Show Less', async ({ page }) => {
    await page.goto('/residentials');
    const visible = page.locator('input[name="locations"]:visible');
    await expect(visible).toHaveCount(20);
    await page.getByRole('button', { name: /Show More/ }).click();
    expect(await visible.count()).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(visible).toHaveCount(20);
    await page.getByRole('searchbox', { name: 'Quick Find Location' }).fill('san');
    const names = await page.locator('label:has(input[name="locations"]:visible)').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const n of names) expect(n.toLowerCase()).toContain('san');
    expect(page.url()).toMatch(/\/residentials$/);
  });

  test('the last page of a listing is restored when coming back from the menu', async ({ page }) => {
    await page.goto('/residentials?page=3');
    await cards(page).first().getByRole('link').first().click();
    await expect(page).not.toHaveURL(/residentials/);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Residentials' }).click();
    await expect(page).toHaveURL(/\/residentials\?page=3$/);
  });
});

test.describe('without JavaScript', () => {
  test('the same URL shows the same cards', async ({ page, browser }) => {
    const url = '/residentials?beds=2&sort=price-desc&page=2';
    await page.goto(url);
    const withJs = await titles(page);
    expect(withJs.length).toBeGreaterThan(0);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(url);
    expect(await titles(plain)).toEqual(withJs);
    await context.close();
  });

  test('the filter panel is a real form and pagination links are real links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/residentials');
    // keyboard only: without JavaScript the cookie banner stays on screen
    await page.locator('input[name="beds"][value="3"]').focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Max price in euro').fill('900000');
    await page.getByLabel('Max price in euro').press('Enter');
    // the plain form submission is redirected to the canonical address
    await expect(page).toHaveURL(/\/residentials\?maxPrice=900000&beds=3$/);
    const beds = await cards(page).getByText(/\d+ bedrooms/).allTextContents();
    expect(beds.length).toBeGreaterThan(0);
    for (const b of beds) expect(b.trim()).toBe('3 bedrooms');
    await page.getByRole('link', { name: 'Next' }).press('Enter');
    await expect(page).toHaveURL(/\/residentials\?maxPrice=900000&beds=3&page=2$/);
    await context.close();
  });
});

test.describe('map view', () => {
  test('List / Map is kept in the URL; without a maps key a clear notice shows and the list still works', async ({
    page,
  }) => {
    await page.goto('/residentials?beds=2');
    await page.getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/residentials\?beds=2&view=map$/);
    await expect(page.getByRole('heading', { name: 'Map unavailable' })).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Map unavailable' })).toBeVisible();
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/\/residentials\?beds=2$/);
  });

  test('the map’s search point lives in the URL of the map view only, and junk is dropped', async ({ page }) => {
    await page.goto('/residentials?beds=2&view=map&near=35.91224,14.50419');
    await expect(page).toHaveURL(/\/residentials\?beds=2&view=map&near=35\.9122,14\.5042$/);
    await page.goto('/residentials?beds=2&view=map&near=abc');
    await expect(page).toHaveURL(/\/residentials\?beds=2&view=map$/);
    await page.goto('/residentials?beds=2&near=35.9,14.5');
    await expect(page).toHaveURL(/\/residentials\?beds=2$/);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter panel opens from a Filters button and closes with Close', async ({ page }) => {
    await page.goto('/residentials');
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    // nothing overflows sideways
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('search metadata', () => {
  test('listing pages: one h1, absolute canonical, Open Graph, BreadcrumbList and ItemList', async ({ page }) => {
    await page.goto('/commercials?page=2&ref=9');
    await expect(page).toHaveTitle(/^Commercial Properties in Malta – Page 2/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/commercials\?page=2$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/commercials\?page=2$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Commercial Properties in Malta/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((t) => (JSON.parse(t) as { '@type': string })['@type']);
    expect(types).toContain('BreadcrumbList');
    expect(types).toContain('ItemList');
    const list = JSON.parse(ld[types.indexOf('ItemList')]!) as { itemListElement: { position: number; url: string }[] };
    expect(list.itemListElement[0]!.position).toBe(21);
    expect(list.itemListElement[0]!.url).toMatch(/^https?:\/\/[^/]+\/[a-z0-9-]+-\d+-7$/);
  });

  test('a filter combination is noindex, follow with a canonical to its landing page', async ({ page }) => {
    await page.goto('/residentials?types=2&beds=3');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, ?follow/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/residentials$/);
    await expect(page).toHaveTitle(/Residential Properties: Penthouse · 3 bedrooms/);
  });
});

test('the first card photo, the largest paint, is the one preloaded and fetched first; the rest wait their turn', async ({ page, request }) => {
  const html = await (await request.get('/residentials')).text();
  expect(html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [], 'one preloaded photo').toHaveLength(1);
  await page.goto('/residentials');
  const photos = cards(page).getByRole('img');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
});

test('a card photo the image host fails to serve gives way to the placeholder, whether it failed before or after the scripts ran (SPEC §7)', async ({
  page,
}) => {
  // the image host answers 404 for every card photo
  await page.route(/\/_next\/image\?url=[^&]*%2Fthumb\.jpg&/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/residentials');
  const photos = cards(page).getByRole('img');
  // the first photo is fetched at once, while the page's scripts may still be loading
  await expect(photos.first()).toHaveAttribute('src', '/images/property-placeholder.svg');
  // a lazy one is fetched, and fails, once scrolled to
  const last = photos.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('src', '/images/property-placeholder.svg');
  await expect(last).not.toHaveAttribute('srcset', /.+/);
  expect(await last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(last).toHaveAccessibleName((await cards(page).last().getByRole('heading').textContent()) ?? '');
});
