/**
 * What a place costs (docs/decisions/price-insight.md): a landing page's summary of asking prices per
 * m² is what the backend's own listings give, computed here from them; a detail page says where its
 * €/m² falls against its locality's median; both are in the HTML as the server sends it, and
 * axe-clean. The figures are computed once an hour and a page waits for them only briefly, so each
 * test first waits until the server's HTML carries them.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { backend, pathOf, type WireItem } from '../support/backend-data';
import { expectNoViolations } from '../support/axe';
import { emptyFilter } from '../../backend/tests/empty-filter';

const PAGE_SIZE = 20;
/** The kinds by the demo's type names; commercial sale is its own kind. */
const FLATS = ['Apartment', 'Penthouse'];
const HOUSES = ['Maisonette', 'Townhouse', 'Villa', 'Farmhouse', 'Terraced House', 'House of Character', 'Bungalow'];
const KINDS = [
  { name: 'Apartments and penthouses', words: 'apartments and penthouses', is: (p: WireItem) => p.lettingType === 6 && FLATS.includes(typeOf(p)) },
  { name: 'Houses and maisonettes', words: 'houses and maisonettes', is: (p: WireItem) => p.lettingType === 6 && HOUSES.includes(typeOf(p)) },
  { name: 'Commercial', words: 'commercial properties', is: (p: WireItem) => p.lettingType === 7 },
];

const typeOf = (p: WireItem) => p.typeName || p.type?.name || '';
const perSqm = (p: WireItem) => (p.isPriceOnRequest === 1 || p.price <= 0 || p.squareOfMeters <= 0 ? null : Math.round(p.price / p.squareOfMeters));
const euro = (n: number) => `€ ${Math.round(n).toLocaleString('de-DE')}`;
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Every listing the backend's search finds for `filter`, page after page. */
async function everyListing(request: APIRequestContext, filter: Record<string, unknown>): Promise<WireItem[]> {
  const items: WireItem[] = [];
  for (let page = 1; ; page++) {
    const res = await request.post(`${backend}/Saleproperties`, { data: { ...emptyFilter, ...filter, page } });
    expect(res.ok()).toBe(true);
    const { data, total } = (await res.json()).result as { data: WireItem[]; total: number };
    items.push(...data);
    if (page * PAGE_SIZE >= total) return items;
  }
}

/** The search filter a landing page's stored criteria make, read from the backend. */
async function landingFilter(request: APIRequestContext, slug: string): Promise<Record<string, unknown>> {
  const res = await request.get(`${backend}/Categories/GetCategoryWithUrlSlug?urlSlug=${slug}`);
  const [c] = (await res.json()).result.category as {
    lettingType: number;
    propertyTypes?: { propertyTypeId: number }[];
    locationGroups?: { locationGroupId: number }[];
    locations?: { location: { id: number } }[];
  }[];
  if (!c) throw new Error(`no category ${slug}`);
  return {
    lettingType: c.lettingType,
    propertyTypes: (c.propertyTypes ?? []).map((t) => t.propertyTypeId),
    areas: (c.locationGroups ?? []).map((g) => g.locationGroupId),
    locations: (c.locations ?? []).map((l) => l.location.id),
  };
}

/** Waits until the server's HTML of `path` holds `text`: the figures are computed on a first visit and shown once ready. */
async function untilServed(request: APIRequestContext, path: string, text: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(path)).text();
      return html.includes(text);
    })
    .toBe(true);
  return html;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'rejected'));
});

for (const slug of ['property-for-sale-in-sliema', 'penthouses-for-sale-in-malta']) {
  test(`/${slug}: the asking prices per m² are the backend's own listings' figures, in the HTML`, async ({ page, request }) => {
    const listings = await everyListing(request, await landingFilter(request, slug));
    const priced = listings.filter((p) => perSqm(p) !== null);
    const values = priced.map((p) => perSqm(p)!);
    expect(values.length, 'the demo has enough here for figures').toBeGreaterThanOrEqual(5);

    // what a crawler gets: the summary and its figures in the server's HTML
    const html = await untilServed(request, `/${slug}`, 'Asking prices per m²');
    expect(html).toContain(`${listings.length} properties for sale`);

    await page.goto(`/${slug}`);
    const summary = page.getByRole('region', { name: 'Asking prices per m²' });
    await expect(summary.getByText(`${listings.length} properties for sale`)).toBeVisible();
    // each kind with a comparable listing: its median, or why there is none
    const expected = Object.fromEntries(
      KINDS.flatMap((kind) => {
        const of = priced.filter(kind.is).map((p) => perSqm(p)!);
        if (of.length === 0) return [];
        return [[kind.name, of.length >= 5 ? `${euro(median(of))} per m² median of ${of.length}` : `too few to say (${of.length} with a floor area and a price)`]];
      }),
    );
    const shown = await summary.locator('dl > div').evaluateAll((pairs) => pairs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]));
    expect(Object.fromEntries(shown)).toEqual(expected);
    await expect(summary.getByText(`From ${euro(Math.min(...values))} to ${euro(Math.max(...values))} per m²`)).toBeVisible();
    await expect(summary.getByText(`${values.length} of them have a floor area and a price`)).toBeVisible();
    await expect(summary.getByText('not sale prices')).toBeVisible();

    // the chart is an image with a name, and its table has every €/m² in exactly one row
    await expect(summary.getByRole('img', { name: 'How many properties ask each price per m²' })).toBeVisible();
    await summary.getByText('The chart as a table').click();
    const rows = await summary.getByRole('row').allInnerTexts();
    let counted = 0;
    for (const row of rows.slice(1)) {
      const [from, to, count] = row.match(/[\d.]+/g)!.map((n) => Number(n.replace(/\./g, '')));
      expect(values.filter((v) => v >= from! && v <= to!).length, row).toBe(count);
      counted += count!;
    }
    expect(counted).toBe(values.length);
    await expectNoViolations(page, 'the price summary with its table open', 'section[aria-labelledby="price-summary-heading"]');
  });
}

test('a detail page says where its €/m² falls against the median of its kind in its locality', async ({ page, request }) => {
  // an apartment with a floor area and a price, in a locality with at least five such flats
  const flats = (await everyListing(request, { lettingType: 6, propertyTypes: [1] })).filter((p) => perSqm(p) !== null);
  let chosen: { flat: WireItem; median: number; count: number } | undefined;
  for (const flat of flats) {
    const here = (await everyListing(request, { lettingType: 6, locations: [flat.locationId] })).filter((p) => KINDS[0]!.is(p) && perSqm(p) !== null);
    if (here.length >= 5) {
      chosen = { flat, median: Math.round(median(here.map((p) => perSqm(p)!))), count: here.length };
      break;
    }
  }
  if (!chosen) throw new Error('no locality of the demo has five flats with a floor area and a price');
  const { flat, count } = chosen;
  const signed = Math.round(((perSqm(flat)! - chosen.median) / chosen.median) * 100);
  const expected =
    Math.abs(signed) < 1
      ? `At the median asking price per m² of apartments and penthouses in ${flat.locationName}`
      : `${Math.abs(signed)}% ${signed < 0 ? 'below' : 'above'} the median asking price per m² of apartments and penthouses in ${flat.locationName}`;

  await untilServed(request, pathOf(flat), 'median asking price per m²');
  await page.goto(pathOf(flat));
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  await expect(page.getByText(`Median ${euro(chosen.median)} per m² of ${count} listed with us`)).toBeVisible();
});
