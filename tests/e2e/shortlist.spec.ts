/**
 * The shortlist, the comparison, the shared list, saved searches and recently viewed (all kept in the
 * browser): saving from a card and from a detail page, the header's count, a reload, removal, a
 * property withdrawn in the backend, four properties side by side at 1280 and 390 px, a shared link
 * in a fresh browser (what the data cache holds at once, the rest once the browser has asked), a
 * saved search's counts after a property is listed, a saved property's price reduced in the backend
 * (on /shortlist, on the header's count, sorted by reduction), axe and the keyboard; and the budgets of the
 * reads visitors choose: per client, for all visitors together (a second site with a low setting,
 * behind a proxy that counts its detail calls), none for a list fetched as an image, and the list
 * routes' checks of what is posted to them.
 * Listings are added, repriced and withdrawn through the test-only routes (BACKEND_INSPECT=1) of a reference
 * backend of the tests' own, behind a site of their own: the suite's backend lists the same properties
 * from the first test to the last, whatever the other worker reads.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { expect, interactive, test } from './fixtures';
import { expectNoViolations } from '../support/axe';
import { allowClipboard, clipboardText, refuseClipboard } from '../support/clipboard';
import { backend, pathOf, search, wireDetail, type WireItem } from '../support/backend-data';
import { emptyFilter } from '../../backend/tests/empty-filter';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startSecondSite, type SecondSite } from '../support/second-site';
import { startBackend, type ReferenceBackend } from '../support/reference-backend';

/** screenshots for a person to look at, when SHORTLIST_SHOTS names a folder */
const SHOTS = process.env.SHORTLIST_SHOTS;

const heart = (scope: Page | Locator, title: string) => scope.getByRole('button', { name: `Save ${title} to shortlist`, exact: true });
const headerCount = (page: Page) => page.getByRole('banner').locator('[data-shortlist-count]');
const savedItem = (page: Page, id: number) => page.locator(`[data-shortlist-item="${id}"]`);

/**
 * Tab until `target` has the focus (the keyboard alone reaches it), at most `max` presses: forwards
 * when it comes after the focused element, backwards (Shift+Tab) when before, as a keyboard user
 * goes the short way.
 */
async function tabTo(page: Page, target: Locator, max = 300) {
  const place = () => target.evaluate((el) => (el === document.activeElement ? 0 : (document.activeElement ?? document.body).compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? -1 : 1));
  const key = (await place()) < 0 ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < max; i++) {
    if ((await place()) === 0) return;
    await page.keyboard.press(key);
  }
  throw new Error(`not reached with ${key}: ${target}`);
}

/** A listing copied in the backend `from`, new (first in the newest sort). */
async function listCopy(request: APIRequestContext, of: WireItem, from: string): Promise<WireItem> {
  const res = await request.post(`${from}/__inspect/properties/${of.id}/copy`);
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()).result as { id: number };
  return wireDetail(request, id, of.lettingType, from);
}
/** A listing's asking price changed in the backend `from`, as an agent would change it. */
async function setPrice(request: APIRequestContext, id: number, price: number, from: string) {
  const res = await request.patch(`${from}/__inspect/properties/${id}`, { data: { price } });
  expect(res.ok()).toBe(true);
}
async function withdraw(request: APIRequestContext, id: number, from: string) {
  const res = await request.delete(`${from}/__inspect/properties/${id}`);
  expect(res.ok()).toBe(true);
}

async function total(request: APIRequestContext, filter: Record<string, unknown>, from: string): Promise<number> {
  const res = await request.post(`${from}/Saleproperties`, { data: { ...emptyFilter, ...filter } });
  return (await res.json()).result.total as number;
}

/**
 * A page of another site showing `html`: served on localhost, another site than the suite's
 * 127.0.0.1 to the browser (and in the same local address space). Close it after.
 */
async function anotherSite(html: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Another site</title>${html}`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Resolves once the browser has a request for `url` answered or refused. */
function requestEnded(page: Page, url: string): Promise<void> {
  return new Promise((resolve) => {
    const ended = (r: { url(): string }) => {
      if (r.url() !== url) return;
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

/** A cookie choice made on an earlier visit: no banner over the page. */
async function noBanner(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
}

/** Four residential properties with features, for the comparison. */
async function fourWithFeatures(request: APIRequestContext): Promise<WireItem[]> {
  const out: WireItem[] = [];
  for (const item of await search(request, 6)) {
    const res = await request.get(`${backend}/SaleProperties/${item.id}?lettingType=6`);
    const features = ((await res.json()).result.property.features ?? []) as unknown[];
    if (features.length > 0) out.push(item);
    if (out.length === 4) return out;
  }
  throw new Error('fewer than four properties with features in the demo data');
}

test.beforeEach(async ({ context }) => {
  await noBanner(context);
});

test('a property saved from a card and from a detail page stays after a reload, is counted in the header, and can be removed', async ({
  page,
  request,
}) => {
  const [, second] = await search(request, 6);
  await page.goto('/residentials');
  await expect(headerCount(page)).toHaveText('');

  const card = page.getByRole('article').first();
  const cardTitle = (await card.getByRole('heading').textContent())!.trim();
  const cardHeart = heart(card, cardTitle);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveText('1 saved');

  await page.goto(pathOf(second!));
  const detailHeart = heart(page.locator('main'), second!.title).first();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveText('2 saved');

  await page.reload();
  await expect(headerCount(page)).toHaveText('2 saved');
  await expect(heart(page.locator('main'), second!.title).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('link', { name: /Shortlist/ }).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await interactive(page);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: cardTitle, exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: second!.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved properties (2)' })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${second!.title} from shortlist` }).click();
  await expect(savedItem(page, second!.id)).toHaveCount(0);
  await expect(headerCount(page)).toHaveText('1 saved');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saved properties (1)' })).toBeVisible();
  await expect(main.getByRole('heading', { name: cardTitle, exact: true })).toBeVisible();
});

test('another tab’s change reaches the header count and the hearts', async ({ page, context, request }) => {
  const [first] = await search(request, 6);
  const other = await context.newPage();
  await other.goto(pathOf(first!));
  await interactive(other);
  await page.goto(pathOf(first!));
  await heart(page.locator('main'), first!.title).first().click();
  await expect(headerCount(other)).toHaveText('1 saved');
  await expect(heart(other.locator('main'), first!.title).first()).toHaveAttribute('aria-pressed', 'true');
});

for (const width of [1280, 390]) {
  test(`four properties side by side at ${width} px: every row, features, costs, differences, axe`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const four = await fourWithFeatures(request);
    await page.goto(`/compare?ids=${four.map((p) => `${p.id}-6`).join(',')}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    for (const p of four) await expect(table.getByRole('link', { name: p.title, exact: true })).toHaveCount(1);
    for (const label of ['Price', 'Price per m²', 'Type', 'Locality', 'Area', 'Bedrooms', 'Bathrooms', 'Availability', 'Agent', 'Stamp duty (standard rate)', 'Cash needed in all, at most']) {
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\(differs\\))?$`) })).toHaveCount(1);
    }
    const detail = await wireDetail(request, four[0]!.id, 6);
    const priceRow = table.getByRole('row', { name: /^Price( \(differs\))? / });
    await expect(priceRow.getByRole('cell').first()).toHaveText(`€ ${detail.price.toLocaleString('de-DE')}`);
    // a row per feature, the differing ones marked for everyone
    await expect(table.locator('tbody tr[data-differs]').first()).toBeVisible();
    await expect(table.locator('tbody tr[data-differs] th').first()).toContainText('(differs)');
    await expect(page.getByRole('rowheader', { name: 'Features' })).toHaveCount(1);

    if (width === 390) {
      // one property per screen: the table scrolls sideways in its own box, the row names stay
      const scroller = page.getByRole('region', { name: /properties compared/ });
      const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client * 2.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const label = table.getByRole('rowheader', { name: /^Bedrooms/ });
      const before = (await label.boundingBox())!.x;
      await scroller.evaluate((el) => el.scrollBy({ left: 600, behavior: 'instant' }));
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect((await label.boundingBox())!.x).toBeCloseTo(before, 0);
      const cell = (await priceRow.getByRole('cell').first().boundingBox())!;
      expect(cell.width).toBeGreaterThan(390 * 0.5);
      await scroller.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    }
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/compare-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/compare-${width}-top.png` });
    }
    await expectNoViolations(page, `compare at ${width} px`);
  });
}

test('a shared link, copied from Share or selected to copy by hand, opens the same list in a fresh browser, with the referral kept, and adds it all', async ({ page, browser, request }) => {
  const [a, b] = await search(request, 6);
  await page.goto('/?ref=77');
  for (const p of [a!, b!]) {
    await page.goto(pathOf(p));
    await heart(page.locator('main'), p.title).first().click();
  }
  await page.goto('/shortlist');
  await page.getByRole('button', { name: 'Share' }).click();
  const field = page.getByLabel('Link to this shortlist');
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`/shortlist\\?ids=${b!.id}-6,${a!.id}-6&ref=77$`));
  // Copy link copies it; a browser that refuses leaves it selected in its field, to copy by hand
  const status = page.locator('#share-panel').getByRole('status');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(status).toHaveText('Link copied.');
  expect(await clipboardText(page)).toBe(link);
  await refuseClipboard(page);
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(status).toHaveText('Your browser did not copy it: the link is selected in its field, to copy by hand.');
  await expect(field).toBeFocused();
  expect(await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, link.length]);

  const fresh = await browser.newContext();
  await noBanner(fresh);
  const other = await fresh.newPage();
  await other.goto(link);
  await interactive(other);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('A shared shortlist');
  for (const p of [a!, b!]) await expect(other.getByRole('heading', { name: p.title, exact: true })).toBeVisible();
  await expect(headerCount(other)).toHaveText('');
  // the referral arrived with the link and is kept on this device too
  expect((await fresh.cookies()).find((c) => c.name === 'refId')?.value).toBe('77');
  await other.getByRole('button', { name: 'Add all to my shortlist' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Added 2 to your shortlist' })).toBeVisible();
  await expect(headerCount(other)).toHaveText('2 saved');
  await other.goto('/shortlist');
  await interactive(other);
  await expect(other.getByRole('heading', { name: 'Saved properties (2)' })).toBeVisible();
  await fresh.close();
});

test('the list routes take JSON from the site’s own pages only, and read no more of a body than their lists need', async ({ request }) => {
  const items = { items: [{ id: 1, lettingType: 6 }] };
  // what another site's page can make a browser send without asking first: a text/plain post
  const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' };
  for (const path of ['/api/shortlist', '/api/saved-searches']) {
    const post = (headers: Record<string, string>, data: unknown = items) => request.post(path, { headers, data }).then((r) => r.status());
    expect(await post({ ...crossSite, 'content-type': 'text/plain' }, JSON.stringify(items)), path).toBe(415);
    // with JSON, a browser asks first, and is not told yes; sent anyway, it is refused
    expect(await post({ 'sec-fetch-site': 'cross-site' }), path).toBe(403);
    expect(await post({ origin: 'https://elsewhere.example' }), path).toBe(403);
  }
  // a body longer than the longest list is refused from its length
  const long = JSON.stringify({ items: [], pad: 'x'.repeat(8000) });
  expect((await request.post('/api/shortlist', { headers: { 'content-type': 'application/json' }, data: long })).status()).toBe(413);

});

test('the keyboard alone saves properties from a listing', async ({ page }) => {
  // at a tablet's width, where the filters wait behind their button: the hearts are the first stops after the header
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/residentials');
  const cards = page.getByRole('article');
  for (let i = 0; i < 3; i++) {
    const h = heart(cards.nth(i), (await cards.nth(i).getByRole('heading').textContent())!.trim());
    await tabTo(page, h);
    await page.keyboard.press(i === 0 ? 'Enter' : 'Space');
    await expect(h).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(headerCount(page)).toHaveText('3 saved');
});

/** Three properties saved through a shared link's "Add all", and /shortlist open with them. */
async function shortlistOfThree(page: Page, request: APIRequestContext): Promise<string[]> {
  const three = (await search(request, 6)).slice(0, 3);
  await page.goto(`/shortlist?ids=${three.map((p) => `${p.id}-6`).join(',')}`);
  await page.getByRole('button', { name: 'Add all to my shortlist' }).click();
  await expect(headerCount(page)).toHaveText('3 saved');
  await page.goto('/shortlist');
  await expect(page.getByRole('heading', { name: 'Saved properties (3)' })).toBeVisible();
  await expect(page.getByText('Checking prices and availability…')).toHaveCount(0);
  return three.map((p) => p.title);
}

test('/shortlist passes axe at both widths', async ({ page, request }) => {
  await shortlistOfThree(page, request);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/shortlist-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/shortlist-${width}-top.png` });
    }
    await expectNoViolations(page, `shortlist at ${width} px`);
  }
});

test('on /shortlist the keyboard alone compares and removes', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const titles = await shortlistOfThree(page, request);
  for (const title of titles.slice(0, 2)) {
    const box = page.getByRole('checkbox', { name: `Compare ${title}` });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const compare = page.getByRole('link', { name: 'Compare 2 properties' });
  await tabTo(page, compare);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compare\?ids=\d+-6,\d+-6$/);
  await interactive(page);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);

  await page.goBack();
  // back on the shortlist, the two are still chosen
  for (const title of titles.slice(0, 2)) await expect(page.getByRole('checkbox', { name: `Compare ${title}` })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Compare 2 properties' })).toBeVisible();
  const remove = page.getByRole('button', { name: `Remove ${titles[2]} from shortlist` });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Saved properties (2)' })).toBeVisible();
  await expect(headerCount(page)).toHaveText('2 saved');
});

test('the last detail pages visited are shown on the home page and the not-found page, a page left before the stored list could be read among them', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  const [a, b] = await search(request, 6);
  // the first view finds nothing stored and needs no reader of the stored list
  const asked = new Set<string>();
  const ask = (r: Request) => void asked.add(r.url());
  page.on('request', ask);
  await page.goto(pathOf(a!));
  page.off('request', ask);
  // the second finds the first stored: its reader (a script the first page never asked for) does not
  // arrive before the visitor leaves, as on a slow phone that leaves at once
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && !asked.has(url.href),
    (route) => route.abort(),
  );
  await page.goto(pathOf(b!));
  await page.unrouteAll();
  for (const path of ['/', '/no-such-page-here']) {
    await page.goto(path);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Recently viewed' }) });
    await expect(section.getByRole('article')).toHaveCount(2);
    await expect(section.getByRole('article').first().getByRole('heading')).toHaveText(b!.title);
  }
});

test.describe('listings that change, on a backend and a site of their own', () => {
  let own: ReferenceBackend | undefined;
  let site: SecondSite | undefined;
  const at = (path: string) => `${site!.origin}${path}`;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    own = await startBackend();
    // photos from the suite's backend, the one address the build allows
    site = await startSecondSite({ API_BASE_URL: own.url, IMAGE_BASE_URL: `${backend}/images/properties/` }, '/company');
  });

  test.afterAll(() => {
    site?.stop();
    own?.stop();
  });

  test('a saved property withdrawn in the backend shows as no longer available and can be removed', async ({ page, request }) => {
    const [first] = await search(request, 6, {}, own!.url);
    const copy = await listCopy(request, first!, own!.url);
    await page.goto(at(pathOf(copy)));
    await heart(page.locator('main'), copy.title).first().click();
    await expect(headerCount(page)).toHaveText('1 saved');
    await withdraw(request, copy.id, own!.url);

    await page.goto(at('/shortlist'));
    const item = savedItem(page, copy.id);
    await expect(item.getByText('No longer available')).toBeVisible();
    await expect(item.getByRole('heading', { name: copy.title })).toBeVisible();
    await expect(item.getByRole('checkbox')).toHaveCount(0);
    await item.getByRole('button', { name: `Remove ${copy.title} from shortlist` }).click();
    await expect(item).toHaveCount(0);
    await expect(page.getByText('Your shortlist is empty.')).toBeVisible();
    await expect(headerCount(page)).toHaveText('');
  });

  test('a saved property whose price is reduced shows it on /shortlist and on the header, first by biggest reduction, and no more once the price is back', async ({
    page,
    request,
  }) => {
    const [first] = (await search(request, 6, {}, own!.url)).filter((p) => p.isPriceOnRequest === 0 && p.price >= 100_000);
    const cut = await listCopy(request, first!, own!.url);
    const same = await listCopy(request, first!, own!.url);
    for (const p of [cut, same]) {
      await page.goto(at(pathOf(p)));
      await heart(page.locator('main'), p.title).first().click();
    }
    await expect(headerCount(page)).toHaveText('2 saved');
    // reduced first, so that any check from now on finds it so
    await setPrice(request, cut.id, cut.price - 15_000, own!.url);
    // two hours on, as the browser keeps them: the header's next check is due
    const savedAt = await page.evaluate((id) => {
      const stored = JSON.parse(localStorage.getItem('shortlist')!) as { saved: { id: number; savedAt: number }[] };
      for (const p of stored.saved) p.savedAt -= 2 * 3_600_000;
      localStorage.setItem('shortlist', JSON.stringify(stored));
      const t = stored.saved.find((p) => p.id === id)!.savedAt;
      return { day: new Date(t).getDate(), month: new Date(t).getMonth() };
    }, cut.id);

    // any page: once idle (within 5 s), the header checks the list and marks its count
    const changedMark = page.getByRole('banner').locator('[data-shortlist-changed]');
    await page.goto(at('/company'));
    await expect(changedMark).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: '2 saved (prices or availability changed since saved)' })).toBeVisible();

    await page.goto(at('/shortlist'));
    const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[savedAt.month];
    await expect(savedItem(page, cut.id).getByRole('list', { name: 'Changes since you saved it' })).toHaveText(
      `Reduced by € 15.000 since you saved it on ${savedAt.day} ${month}`,
    );
    await expect(savedItem(page, cut.id).getByText(`€ ${(cut.price - 15_000).toLocaleString('de-DE')}`, { exact: true })).toBeVisible();
    await expect(savedItem(page, same.id).getByRole('list', { name: 'Changes since you saved it' })).toHaveCount(0);
    // the last saved first; the biggest reduction first when asked
    const order = () => page.locator('[data-shortlist-item]').evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-shortlist-item'))));
    expect(await order()).toEqual([same.id, cut.id]);
    await page.getByLabel('Order').selectOption({ label: 'Biggest reduction first' });
    await expect.poll(order).toEqual([cut.id, same.id]);
    await expectNoViolations(page, 'a shortlist with a reduction', 'main');
    if (SHOTS) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/shortlist-reduced-${width}.png`, fullPage: true });
      }
    }

    // the price back where it was when saved: no change, on the list or on the header
    await setPrice(request, cut.id, cut.price, own!.url);
    await page.reload();
    await expect(savedItem(page, cut.id).getByText(`€ ${cut.price.toLocaleString('de-DE')}`, { exact: true })).toBeVisible();
    await expect(savedItem(page, cut.id).getByRole('list', { name: 'Changes since you saved it' })).toHaveCount(0);
    await expect(changedMark).toHaveCount(0);
  });

  test('a saved search shows how many properties match now and how many are new since the last visit', async ({ page, request }) => {
    const [first] = await search(request, 6, {}, own!.url);
    const locationId = first!.locationId;
    const before = await total(request, { lettingType: 6, locations: [locationId] }, own!.url);
    await page.goto(at(`/residentials?locations=${locationId}`));
    const save = page.getByRole('button', { name: 'Save this search' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.goto(at('/shortlist'));
    const row = page.locator(`[data-saved-search="/residentials?locations=${locationId}"]`);
    await expect(row.getByRole('link', { name: `Homes in ${first!.locationName}` })).toBeVisible();
    await expect(row.locator('[data-match-count]')).toHaveAttribute('data-match-count', String(before));
    await expect(row.locator('[data-new-count]')).toHaveCount(0);

    await listCopy(request, first!, own!.url);
    await page.reload();
    await expect(row.locator('[data-match-count]')).toHaveAttribute('data-match-count', String(before + 1));
    await expect(row.getByText('1 new since your last visit')).toBeVisible();
    if (SHOTS) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/shortlist-searches-${width}.png`, fullPage: true });
      }
    }
    // the row's own link opens the search
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/residentials\\?locations=${locationId}$`));
  });
});

test.describe("a client's list reads are limited", () => {
  let site: SecondSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // its own limiter in memory, in front of no backend: every read fails at once, and still counts;
    // the budget of all visitors together out of the way (it has a test of its own below)
    site = await startSecondSite({ API_BASE_URL: 'http://127.0.0.1:9', VISITOR_READS_PER_MINUTE: '100000' }, '/company');
  });

  test.afterAll(() => {
    site?.stop();
  });

  test('too long a list is refused, and past the budget of reads the routes answer 429 before reading', async ({ request }) => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, lettingType: 6 }));
    const post = (path: string, data: unknown) => request.post(`${site!.origin}${path}`, { data });
    expect((await post('/api/shortlist', { items: items(51) })).status()).toBe(400);
    // twelve full shortlists spend the 600 reads of ten minutes
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/shortlist', { items: items(50) });
      expect(res.status(), `refresh ${i + 1}`).toBe(200);
      expect(((await res.json()) as { items: { status: string }[] }).items.every((it) => it.status === 'unavailable')).toBe(true);
    }
    const refused = await post('/api/shortlist', { items: items(1) });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/saved-searches', { urls: ['/residentials'] })).status()).toBe(429);
  });
});

/** A second site (tests/support/second-site.ts) whose backend calls pass a proxy that counts the detail calls. */
function countedSite(settings: Record<string, string>) {
  const state: { proxy?: FaultProxy; site?: SecondSite } = {};
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    state.proxy = await startFaultProxy({ target: backend });
    state.proxy.setMode('pass', 'lettingType=');
    // photos straight from the backend, as the build allows
    state.site = await startSecondSite({ API_BASE_URL: state.proxy.url, IMAGE_BASE_URL: `${backend}/images/properties/`, ...settings }, '/company');
  });
  test.afterAll(async () => {
    state.site?.stop();
    await state.proxy?.close();
  });
  return {
    origin: () => state.site!.origin,
    /** detail calls that reached the backend so far */
    detailCalls: () => state.proxy!.state().matched,
  };
}

/** ids no property has: never in a data cache */
let nextUnknownId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
const unknown = (n: number) => Array.from({ length: n }, () => ({ id: nextUnknownId++, lettingType: 6 }));
const ids = (refs: { id: number; lettingType: number }[]) => refs.map((r) => `${r.id}-${r.lettingType}`).join(',');

test.describe('a shared link, on a site whose detail calls are counted', () => {
  const site = countedSite({});

  test('fetched as an image it costs nothing; opened, it shows what the data cache holds, and the rest once the browser has asked', async ({ page, browser, request }) => {
    const [first, second] = await search(request, 6);
    const before = site.detailCalls();
    const shared = `${site.origin()}/shortlist?ids=${ids(unknown(50))}`;
    const compare = `${site.origin()}/compare?ids=${ids(unknown(4))}`;
    // fetched as a browser fetches an image: nothing, at once
    for (const link of [shared, compare]) {
      const res = await request.get(link, { headers: { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' } });
      expect(res.status(), link).toBe(204);
      expect(await res.body()).toHaveLength(0);
    }
    // as images on another site's page in the browser (answered, and blocked there: the site's
    // resources are its own), they read nothing
    const other = await anotherSite([shared, compare].map((link) => `<img src="${link}" alt="">`).join(''));
    try {
      const answered = [shared, compare].map((link) => requestEnded(page, link));
      await page.goto(other.url);
      await Promise.all(answered);
    } finally {
      other.close();
    }
    expect(site.detailCalls()).toBe(before);
    // the same comparison opened as a page reads its four
    expect((await request.get(compare)).status()).toBe(200);
    expect(site.detailCalls()).toBe(before + 4);

    // the first one's page keeps it in the data cache; the second one no page has shown here
    await page.goto(`${site.origin()}${pathOf(first!)}`);
    const cached = site.detailCalls();
    const link = `${site.origin()}/shortlist?ids=${first!.id}-6,${second!.id}-6`;

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(link);
    await expect(bare.getByRole('heading', { name: first!.title, exact: true })).toBeVisible();
    const pending = bare.locator(`[data-shortlist-item="${second!.id}"]`);
    await expect(pending).toHaveAttribute('data-status', 'pending');
    await expect(pending.getByText(`Reference ${second!.id}`)).toBeVisible();
    await expect(bare.getByRole('heading', { name: second!.title, exact: true })).toHaveCount(0);
    expect(site.detailCalls()).toBe(cached);

    const asked = page.waitForRequest((r) => r.url().endsWith('/api/shortlist'));
    await page.goto(link);
    expect((await asked).postDataJSON()).toEqual({ items: [{ id: second!.id, lettingType: 6 }], list: 'shared' });
    await expect(page.getByRole('heading', { name: second!.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: first!.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare 2' })).toBeVisible();
    // the one the page could not show, read once
    expect(site.detailCalls()).toBe(cached + 1);

    // without script, its reference links to its page, which shows it
    await pending.getByRole('link', { name: `Open property ${second!.id}` }).click();
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(second!.title);
    await noScript.close();
  });
});

test.describe('reads visitors choose, for all visitors together', () => {
  // 8 reads a minute: 6 for own lists, 2 for shared lists and comparisons
  const site = countedSite({ VISITOR_READS_PER_MINUTE: '8' });

  test('past the site-wide budget of each kind every visitor is refused before any read; a landing page’s count costs two', async ({ request }) => {
    const post = (path: string, client: string, data: unknown) =>
      request.post(`${site.origin()}${path}`, { data, headers: { 'x-forwarded-for': client } });
    const before = site.detailCalls();
    // own lists: a landing page's count (2) and a listing's (1), then a shortlist of 3, from two clients
    expect((await post('/api/saved-searches', '198.51.100.1', { urls: ['/property-for-sale-in-sliema', '/residentials'] })).status()).toBe(200);
    expect((await post('/api/shortlist', '198.51.100.2', { items: unknown(3) })).status()).toBe(200);
    expect(site.detailCalls()).toBe(before + 3);
    // the 6 of this minute are spent: a third client, with its own budget untouched, is refused
    const refused = await post('/api/shortlist', '198.51.100.3', { items: unknown(1) });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/saved-searches', '198.51.100.3', { urls: ['/commercials'] })).status()).toBe(429);
    expect(site.detailCalls()).toBe(before + 3);

    // shared lists and comparisons have their own, lower budget: 2
    const shared = await post('/api/shortlist', '198.51.100.4', { items: unknown(2), list: 'shared' });
    expect(shared.status()).toBe(200);
    expect(((await shared.json()) as { items: { status: string }[] }).items.map((i) => i.status)).toEqual(['gone', 'gone']);
    expect(site.detailCalls()).toBe(before + 5);
    expect((await post('/api/shortlist', '198.51.100.5', { items: unknown(1), list: 'shared' })).status()).toBe(429);
    // a comparison opened past it shows what it cannot read as such, without reading
    const compare = await request.get(`${site.origin()}/compare?ids=${ids(unknown(2))}`, { headers: { 'x-forwarded-for': '198.51.100.6' } });
    expect(compare.status()).toBe(200);
    expect((await compare.text()).replaceAll('<!-- -->', '')).toContain('2 properties are no longer available or cannot be shown right now');
    expect(site.detailCalls()).toBe(before + 5);
  });
});
