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

/** A summary's label for a kind that counted one property type only, by the demo's type names. */
const TYPE_LABELS: Record<string, string> = { Apartment: 'Apartments', Penthouse: 'Penthouses', Maisonette: 'Maisonettes', Office: 'Offices', Garage: 'Garages' };

const typeOf = (p: WireItem) => p.typeName || p.type?.name || '';
const perSqm = (p: WireItem) => (p.isPriceOnRequest === 1 || p.price <= 0 || p.squareOfMeters <= 0 ? null : Math.round(p.price / p.squareOfMeters));
const euro = (n: number) => `€ ${Math.round(n).toLocaleString('de-DE')}`;
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
/** The p-th quantile, interpolated between the two nearest ranks. */
function quantile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const at = (s.length - 1) * p;
  return s[Math.floor(at)]! + (s[Math.ceil(at)]! - s[Math.floor(at)]!) * (at - Math.floor(at));
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
        const ofKind = priced.filter(kind.is);
        const of = ofKind.map((p) => perSqm(p)!);
        if (of.length === 0) return [];
        const types = [...new Set(ofKind.map(typeOf))];
        // a kind that counted one type only names it: the penthouses page's are penthouses
        const name = types.length === 1 ? TYPE_LABELS[types[0]!] : kind.name;
        return [[name, of.length >= 5 ? `${euro(median(of))} per m² median of ${of.length}` : `too few to say (${of.length} with a floor area and a price)`]];
      }),
    );
    const shown = await summary.locator('dl > div').evaluateAll((pairs) => pairs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]));
    expect(Object.fromEntries(shown)).toEqual(expected);
    // the range is the middle 80%, and says how many it leaves out
    const [low, high] = [quantile(values, 0.1), quantile(values, 0.9)];
    const within = values.filter((v) => v >= low && v <= high);
    await expect(summary.getByText(`From ${euro(low)} to ${euro(high)} per m², the middle 80% of them`)).toBeVisible();
    // the page's own sentence from its figures
    await expect(summary.getByText(`Half of those with a floor area and a price ask less than ${euro(median(values))} per m², and eight in ten ask between ${euro(low)} and ${euro(high)}.`)).toBeVisible();
    await expect(
      summary.getByText(`Left out of the range and the chart: ${values.filter((v) => v < low).length} below it and ${values.filter((v) => v > high).length} above it.`),
    ).toBeVisible();
    await expect(summary.getByText(`${values.length} of them have a floor area and a price`)).toBeVisible();
    await expect(summary.getByText('not sale prices')).toBeVisible();

    // the chart is an image with a name and a description, its axis names the unit, and its table has every €/m² of the range in exactly one row
    const chart = summary.getByRole('img', { name: 'How many properties ask each price per m²' });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(new RegExp(`^A bar chart of ${within.length} properties by asking price per m², in bars of `));
    await expect(chart.getByText('Asking price per m² (€)')).toBeAttached();
    await summary.getByText('The chart as a table').click();
    const rows = await summary.getByRole('row').allInnerTexts();
    let counted = 0;
    for (const row of rows.slice(1)) {
      const [from, to, count] = row.match(/[\d.]+/g)!.map((n) => Number(n.replace(/\./g, '')));
      expect(within.filter((v) => v >= from! && v <= to!).length, row).toBe(count);
      counted += count!;
    }
    expect(counted).toBe(within.length);
    await expectNoViolations(page, 'the price summary with its table open', 'section[aria-labelledby="price-summary-heading"]');
  });
}

test('a detail page says where its €/m² falls against the median of its own type in its locality', async ({ page, request }) => {
  // an apartment with a floor area and a price, in a locality with at least five such apartments
  const flats = (await everyListing(request, { lettingType: 6, propertyTypes: [1] })).filter((p) => perSqm(p) !== null);
  let chosen: { flat: WireItem; median: number; count: number } | undefined;
  for (const flat of flats) {
    const here = (await everyListing(request, { lettingType: 6, locations: [flat.locationId] })).filter((p) => typeOf(p) === 'Apartment' && perSqm(p) !== null);
    if (here.length >= 5) {
      chosen = { flat, median: Math.round(median(here.map((p) => perSqm(p)!))), count: here.length };
      break;
    }
  }
  if (!chosen) throw new Error('no locality of the demo has five apartments with a floor area and a price');
  const { flat, count } = chosen;
  const signed = Math.round(((perSqm(flat)! - chosen.median) / chosen.median) * 100);
  const expected =
    Math.abs(signed) < 1
      ? `At the median asking price per m² of apartments in ${flat.locationName}`
      : `${Math.abs(signed)}% ${signed < 0 ? 'below' : 'above'} the median asking price per m² of apartments in ${flat.locationName}`;

  await untilServed(request, pathOf(flat), 'median asking price per m²');
  await page.goto(pathOf(flat));
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  await expect(page.getByText(`Median ${euro(chosen.median)} per m² of ${count} listed with us`)).toBeVisible();
});

test('a penthouse where its locality has too few penthouses is compared with its kind, and says so', async ({ page, request }) => {
  const penthouse = (await everyListing(request, { lettingType: 6, propertyTypes: [2] })).find((p) => p.locationName === 'Sliema' && perSqm(p) !== null);
  if (!penthouse) throw new Error('the demo has no penthouse in Sliema with a floor area and a price');
  await untilServed(request, pathOf(penthouse), 'median asking price per m²');
  await page.goto(pathOf(penthouse));
  await expect(page.getByText(/the median asking price per m² of apartments and penthouses in Sliema$/)).toBeVisible();
  await expect(page.getByText('Fewer than 5 penthouses in Sliema, so compared with their kind.')).toBeVisible();
});

