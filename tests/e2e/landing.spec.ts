/**
 * Category and location landing pages keep their context while the visitor refines them (SPEC §2,
 * §4): the path, the h1, the description, Most Popular Property Types; the stored criteria as the
 * starting filters, applied exactly; canonical and robots as the listing metadata says.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { backend, search, type WireItem } from '../support/backend-data';

const cards = (page: Page) => page.getByRole('article');
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const robots = (page: Page) => page.locator('meta[name="robots"]');
const origin = /^https?:\/\/[^/]+/.source;

/** The page is still the landing page: its path, its h1, its description and its popular types. */
async function stillTheLandingPage(page: Page, path: string, h1: string) {
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByRole('region', { name: `About ${h1}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most Popular Property Types' })).toBeVisible();
  // every variant on top of the page is canonical to the clean page, and not indexed
  await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${origin}${path}$`));
  await expect(robots(page)).toHaveAttribute('content', /noindex, ?follow/);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'rejected'));
});

for (const landing of [
  { path: '/penthouses-for-sale-in-malta', h1: 'Penthouses for Sale in Malta', preset: 'Penthouse' },
  { path: '/property-for-sale-in-sliema', h1: 'Property for Sale in Sliema', preset: 'Sliema' },
]) {
  test(`${landing.path}: a filter, a page, a sort and the map keep the landing page; Reset All returns to its preset`, async ({
    page,
  }) => {
    await page.goto(landing.path);
    await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${origin}${landing.path}$`));
    await expect(robots(page)).toHaveAttribute('content', /^index, ?follow$/);
    const presetBox = page.getByRole('checkbox', { name: landing.preset, exact: true });
    await expect(presetBox).toBeChecked();

    // a sort
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(new RegExp(`${landing.path}\\?sort=price-asc$`));
    await stillTheLandingPage(page, landing.path, landing.h1);

    // a page (both pages have more than one)
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`${landing.path}\\?sort=price-asc&page=2$`));
    await stillTheLandingPage(page, landing.path, landing.h1);

    // a filter: the visitor's change on top of the preset, on the landing path, back to page 1
    await page.getByRole('checkbox', { name: '2 bedrooms', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${landing.path}\\?beds=2&sort=price-asc$`));
    await stillTheLandingPage(page, landing.path, landing.h1);
    await expect(presetBox).toBeChecked();
    const beds = await cards(page).getByText(/\d+ bedrooms/).allTextContents();
    expect(beds.length).toBeGreaterThan(0);
    for (const b of beds) expect(b.trim()).toBe('2 bedrooms');

    // the map view
    await page.getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(new RegExp(`${landing.path}\\?beds=2&sort=price-asc&view=map$`));
    await stillTheLandingPage(page, landing.path, landing.h1);

    // Reset All: the landing page's own preset, in the view shown
    await page.getByRole('link', { name: 'Reset All' }).click();
    await expect(page).toHaveURL(new RegExp(`${landing.path}\\?view=map$`));
    await expect(presetBox).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '2 bedrooms', exact: true })).not.toBeChecked();
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${landing.path}$`));
    await expect(robots(page)).toHaveAttribute('content', /^index, ?follow$/);
  });
}

test('unticking the preset itself is a change like any other, and the page stays', async ({ page }) => {
  await page.goto('/penthouses-for-sale-in-malta');
  await page.getByRole('checkbox', { name: 'Penthouse', exact: true }).click();
  await expect(page).toHaveURL(/\/penthouses-for-sale-in-malta\?types=$/);
  await stillTheLandingPage(page, '/penthouses-for-sale-in-malta', 'Penthouses for Sale in Malta');
  await expect(page.getByRole('checkbox', { name: 'Penthouse', exact: true })).not.toBeChecked();
  // other residential types than penthouses now show
  expect(await cards(page).locator('p').filter({ hasText: /Apartment|Villa|Maisonette|Townhouse/ }).count()).toBeGreaterThan(0);
});

test('a location page starts with the sale type its category stores, as many as the backend has, and offers the other', async ({
  page,
  request,
}) => {
  // SPEC's sale types are 6 and 7 only: the strict backend stores Sliema's page as a residential one
  const stored = await request.get(`${backend}/Categories/GetCategoryWithUrlSlug`, { params: { urlSlug: 'property-for-sale-in-sliema' } });
  expect((await stored.json()).result.category[0].lettingType).toBe(6);
  await page.goto('/property-for-sale-in-sliema');
  const locationId = Number(await page.getByRole('checkbox', { name: 'Sliema', exact: true }).getAttribute('value'));
  /** Every listing of the place with a sale type, read page by page from the backend. */
  const listings = async (lettingType: 6 | 7) => {
    const all: WireItem[] = [];
    for (let n = 1; ; n++) {
      const items = await search(request, lettingType, { locations: [locationId], page: n });
      all.push(...items);
      if (items.length < 20) break;
    }
    return all;
  };
  const [residential, commercial] = [await listings(6), await listings(7)];
  expect(residential.length).toBeGreaterThan(0);
  expect(commercial.length).toBeGreaterThan(0);
  expect(residential.every((p) => p.lettingType === 6 && p.locationId === locationId)).toBe(true);
  const count = (n: number) => `${n} ${n === 1 ? 'property' : 'properties'}`;
  await expect(page.getByText(count(residential.length), { exact: true })).toBeVisible();
  await expect(page.getByLabel('Sale Type')).toHaveValue('6');
  // the two sale types of SPEC's select, and no third
  await expect(page.getByLabel('Sale Type').locator('option')).toHaveText(['Residential Sale', 'Commercial Sale']);

  // the sale type is a filter like any other here
  await page.getByLabel('Sale Type').selectOption('7');
  await expect(page).toHaveURL(/\/property-for-sale-in-sliema\?saleType=7$/);
  await stillTheLandingPage(page, '/property-for-sale-in-sliema', 'Property for Sale in Sliema');
  await expect(page.getByText(count(commercial.length), { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Office', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Apartment', exact: true })).toHaveCount(0);

  // a residential type ticked with the commercial sale type (a form sent without JavaScript) is dropped
  const apartment = (await search(request, 6)).find((p) => p.typeId && /Apartment/.test(p.typeName ?? ''))!.typeId;
  await page.goto(`/property-for-sale-in-sliema?saleType=7&types=${apartment}`);
  await expect(page).toHaveURL(/\/property-for-sale-in-sliema\?saleType=7$/);
  // "both" is not a sale type of this page: the clean address, its own sale type
  await page.goto('/property-for-sale-in-sliema?saleType=0');
  await expect(page).toHaveURL(/\/property-for-sale-in-sliema$/);
  await expect(page.getByLabel('Sale Type')).toHaveValue('6');
});

test('a property type’s page does not offer the other sale type', async ({ page }) => {
  await page.goto('/penthouses-for-sale-in-malta');
  await expect(page.getByLabel('Sale Type')).toHaveCount(0);
  await expect(page.getByText('Residential Sale')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Office', exact: true })).toHaveCount(0);
});

test('a stored bedroom range applies exactly, shows as a chip the visitor can remove, and Reset All brings it back', async ({
  page,
}) => {
  const path = '/family-homes-for-sale-in-malta';
  await page.goto(path);
  const chip = page.getByRole('checkbox', { name: '3–5 bedrooms (from this page)' });
  await expect(chip).toBeChecked();
  // none of the 1, 2, 3, +4 choices pretends to be the range
  for (const n of ['1 bedroom', '2 bedrooms', '3 bedrooms', '+4 bedrooms']) await expect(page.getByRole('checkbox', { name: n, exact: true })).not.toBeChecked();
  const counts = (await cards(page).getByText(/\d+ bedrooms/).allTextContents()).map((t) => Number.parseInt(t, 10));
  expect(counts.length).toBeGreaterThan(0);
  for (const n of counts) expect(n >= 3 && n <= 5, `${n} bedrooms`).toBe(true);
  const total = await page.getByText(/^\d+ properties$/).textContent();

  await chip.click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?beds=$`));
  await stillTheLandingPage(page, path, 'Family Homes for Sale in Malta');
  await expect(page.getByRole('checkbox', { name: /from this page/ })).toHaveCount(0);
  await expect(page.getByText(/^\d+ properties$/)).not.toHaveText(total!);

  await page.getByRole('link', { name: 'Reset All' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(chip).toBeChecked();
  await expect(page.getByText(/^\d+ properties$/)).toHaveText(total!);
});

test('without JavaScript the filter form stays on the landing page and keeps the preset', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/penthouses-for-sale-in-malta');
  await page.locator('input[name="beds"][value="3"]').focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Max price in euro').fill('2000000');
  await page.getByLabel('Max price in euro').press('Enter');
  await expect(page).toHaveURL(/\/penthouses-for-sale-in-malta\?maxPrice=2000000&beds=3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Penthouses for Sale in Malta');
  await expect(page.getByRole('checkbox', { name: 'Penthouse', exact: true })).toBeChecked();
  await context.close();
});
