/**
 * Every map of the site, with a Google Maps key and Map ID, in a real browser: the site and
 * @vis.gl/react-google-maps run as shipped against the same build started with both
 * (playwright.config.ts), the browser's request for Google's script is answered with a stand-in
 * (tests/support/maps-stand-in.js) that records what the site asks of it, and the stand-in's calls
 * to the Places API (New) are answered by tests/support/maps.ts, under the page's own policy.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mapsSiteUrl } from '../../playwright.config';
import { emptyFilter } from '../../backend/tests/empty-filter';
import { backend, pathOf, search, wireDetail, type WireItem } from '../support/backend-data';
import { field, humanCheck, storedOnce, unique } from '../support/forms';
import { mapCentre, mapsCalls, standInForGoogleMaps, type PlacesRequest } from '../support/maps';
import { readViolations, watchViolations } from '../support/page-policy';

test.use({ baseURL: mapsSiteUrl });

const MAP_ID = 'stand-in-map-id';
let embeds: URL[] = [];
let places: PlacesRequest[] = [];
test.beforeEach(async ({ context }) => {
  ({ embeds, places } = await standInForGoogleMaps(context));
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'rejected'));
  await context.addInitScript(watchViolations);
});
// Google's script, its Places API requests and the embed all load under the page's policy
test.afterEach(async ({ page }) => {
  expect(await page.evaluate(readViolations)).toEqual([]);
});

const mapDiv = (page: Page) => page.locator('[data-maps-stand-in="map"]');
const markers = (page: Page) => page.locator('gmp-advanced-marker');
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** Presses on an empty corner of the map and drags it by (dx, dy) pixels, as a finger or a mouse does. */
async function drag(page: Page, dx: number, dy: number) {
  const box = (await mapDiv(page).boundingBox())!;
  const x = box.x + 12;
  const y = box.y + 12;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

test.describe('the listing map', () => {
  test('price markers for the results; a marker opens its card; a drag searches the new area and recentres', async ({
    page,
    request,
  }) => {
    await page.goto('/residentials?beds=2&view=map');
    const cards = page.getByRole('main').getByRole('article');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    // one marker per result on the page, each with its price
    await expect(markers(page)).toHaveCount(shown);
    await expect(markers(page).first()).toHaveText(/^€ [\d.,]+[kM]?$|^On request$/);
    const [created] = await mapsCalls(page, 'Map');
    expect(created).toMatchObject({ zoom: 14, mapId: MAP_ID });
    const script = new URL(await page.evaluate(() => (window as unknown as { __mapsStandIn: { script: string } }).__mapsStandIn.script));
    expect(script.searchParams.get('key')).toBe('stand-in-key');

    // a marker opens its card, with a link to the property
    // the last marker is drawn on top of any it overlaps
    const first = markers(page).last();
    const title = (await first.getAttribute('title'))!.split(', €')[0]!.split(', Price')[0]!;
    await first.click();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', /^\/[a-z0-9-]+-\d+-6$/);
    await page.screenshot({ path: test.info().outputPath('map-1280.png') });
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();

    // a drag ends: the area around the new centre is searched with the same filters, in the URL
    await drag(page, -220, 0);
    await expect.poll(async () => (await mapsCalls(page, 'dragend')).length).toBe(1);
    const [dragEnd] = await mapsCalls(page, 'dragend');
    const centre = dragEnd!.center as { lat: number; lng: number };
    const near = `${Math.round(centre.lat * 10_000) / 10_000},${Math.round(centre.lng * 10_000) / 10_000}`;
    await expect(page).toHaveURL(new RegExp(`/residentials\\?beds=2&view=map&near=${near.replace(/\./g, '\\.')}$`));
    const [latitude, longitude] = near.split(',').map(Number);
    const res = await request.post(`${backend}/Properties/SearchByCoordinate`, {
      data: { ...emptyFilter, bedrooms: [2], lettingType: 6, latitude, longitude },
    });
    const around = ((await res.json()) as { result: WireItem[] }).result;
    await expect(page.getByText(`${around.length} ${around.length === 1 ? 'property' : 'properties'} in this area`)).toBeVisible();
    await expect(markers(page)).toHaveCount(around.length);
    // the map recentres on the average of what it found
    const lat = around.reduce((s, p) => s + p.latitude, 0) / around.length;
    const lng = around.reduce((s, p) => s + p.longitude, 0) / around.length;
    await expect.poll(async () => (await mapsCalls(page, 'panTo')).some((c) => {
      const to = c.center as { lat: number; lng: number };
      return close(to.lat, lat) && close(to.lng, lng);
    })).toBe(true);
    const now = await mapCentre(page);
    expect(close(now.lat, lat) && close(now.lng, lng)).toBe(true);

    // a reload shows the same area
    await page.reload();
    await expect(markers(page)).toHaveCount(around.length);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a marker opens its card as a strip along the bottom of the map', async ({ page }) => {
      await page.goto('/property-for-sale-in-sliema?view=map');
      await expect(markers(page).first()).toBeVisible();
      await markers(page).last().click();
      const card = page.locator('article[aria-label]').filter({ has: page.getByRole('button', { name: 'Close' }) });
      await expect(card).toBeVisible();
      const frame = (await mapDiv(page).boundingBox())!;
      const strip = (await card.boundingBox())!;
      expect(Math.abs(strip.y + strip.height - (frame.y + frame.height))).toBeLessThanOrEqual(16);
      expect(strip.width).toBeGreaterThanOrEqual(frame.width - 32);
      await page.screenshot({ path: test.info().outputPath('map-390.png') });
    });
  });
});

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option');
/** As the form writes decimals: a comma, six places at most. */
const text = (n: number) => String(Number(n.toFixed(6))).replace('.', ',');

test('add my property: the place search (Places API (New)) waits 500 ms, a chosen place sets the map and marker, a click moves it, and the coordinates arrive', async ({
  page,
  request,
}) => {
  await page.goto('/my-properties');
  const form = page.getByRole('form', { name: 'Add my property' });
  await expect(mapDiv(page)).toBeVisible();
  // advanced markers need the Map ID
  expect(await mapsCalls(page, 'Map')).toEqual([expect.objectContaining({ mapId: MAP_ID })]);
  const address = form.getByRole('combobox', { name: 'Address' });
  // typing: the search waits until 500 ms have passed without a key (a busy machine may pause longer
  // between keys and so search twice; never sooner than 500 ms after a key), and the last one has it all
  await address.evaluate((el) => {
    const keys: number[] = [];
    (window as unknown as { keys: number[] }).keys = keys;
    el.addEventListener('keydown', () => keys.push(performance.now()));
  });
  await address.pressSequentially('Tower Road', { delay: 80 });
  const suggestion = suggestions(page).filter({ hasText: 'Tower Road, Sliema, Malta' });
  await expect(suggestion).toBeVisible();
  // Malta only: the road in London that the same words find is not offered
  await expect(suggestions(page)).toHaveText(['Tower Road, Sliema, Malta']);
  const searches = await mapsCalls(page, 'fetchAutocompleteSuggestions');
  const keys = await page.evaluate(() => (window as unknown as { keys: number[] }).keys);
  expect(keys).toHaveLength('Tower Road'.length);
  expect(searches.length).toBeGreaterThanOrEqual(1);
  expect(searches.length).toBeLessThan(keys.length);
  expect(searches.at(-1)).toMatchObject({ input: 'Tower Road', includedRegionCodes: ['mt'] });
  for (const search of searches) {
    const lastKey = Math.max(...keys.filter((k) => k < search.at));
    expect(search.at - lastKey).toBeGreaterThanOrEqual(495);
  }
  // one session token for the searches, sent with the key to places.googleapis.com
  const session = searches[0]!.sessionToken;
  expect(session).toEqual(expect.any(String));
  expect(searches.map((s) => s.sessionToken)).toEqual(searches.map(() => session));
  expect(places.filter((r) => r.method === 'POST').at(-1)).toEqual({
    method: 'POST',
    path: '/v1/places:autocomplete',
    key: 'stand-in-key',
    sessionToken: session,
    body: { input: 'Tower Road', includedRegionCodes: ['mt'], sessionToken: session },
  });

  // choosing it: its location and address in the same session, the map centred on it, the marker on it, the fields filled
  await suggestion.click();
  await expect(address).toHaveValue('Tower Rd, Sliema, Malta');
  expect(await mapsCalls(page, 'fetchFields')).toEqual([
    expect.objectContaining({ placeId: 'stand-in-tower-road', fields: ['location', 'formattedAddress'], sessionToken: session }),
  ]);
  expect(places.filter((r) => r.method === 'GET')).toEqual([
    { method: 'GET', path: '/v1/places/stand-in-tower-road', key: 'stand-in-key', sessionToken: session, fieldMask: 'location,formattedAddress' },
  ]);
  await expect(field(form, 'Latitude')).toHaveValue('35,9125');
  await expect(field(form, 'Longitude')).toHaveValue('14,504');
  await expect.poll(async () => (await mapsCalls(page, 'AdvancedMarker')).at(-1)?.position).toEqual({ lat: 35.9125, lng: 14.504 });
  await expect.poll(async () => (await mapsCalls(page, 'panTo')).at(-1)?.center).toEqual({ lat: 35.9125, lng: 14.504 });
  await expect(mapDiv(page).locator('gmp-advanced-marker')).toHaveAttribute('title', 'Your property');

  // a click on the map moves the marker there
  const box = (await mapDiv(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40);
  await expect.poll(async () => (await mapsCalls(page, 'click')).length).toBe(1);
  const [clicked] = await mapsCalls(page, 'click');
  const at = clicked!.latLng as { lat: number; lng: number };
  // the point goes through the form's fields (six decimals) and back to the marker
  const six = (n: number) => Number(n.toFixed(6));
  await expect.poll(async () => (await mapsCalls(page, 'AdvancedMarker')).at(-1)?.position).toEqual({ lat: six(at.lat), lng: six(at.lng) });
  await expect(field(form, 'Latitude')).toHaveValue(text(at.lat));
  await expect(field(form, 'Longitude')).toHaveValue(text(at.lng));
  expect(await page.evaluate(readViolations)).toEqual([]);

  // sent: the backend stores those coordinates and the place's address
  const name = unique('Mapper');
  await field(form, 'Full Name').fill(name);
  await field(form, 'Contact Number').fill('7912 3456');
  await humanCheck(form).check();
  await form.getByRole('button', { name: 'SEND NOW' }).click();
  await expect(page).toHaveURL(/\/thankyou-myproperty$/);
  const row = await storedOnce(request, 'submission', name);
  expect(row).toMatchObject({ full_name: name, address: 'Tower Rd, Sliema, Malta' });
  expect(Number(row.latitude)).toBeCloseTo(at.lat, 6);
  expect(Number(row.longitude)).toBeCloseTo(at.lng, 6);
});

test.describe('add my property on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the suggestions fit under the field, the keyboard chooses one, and the next search is a new session', async ({ page }) => {
    await page.goto('/my-properties');
    const address = page.getByRole('combobox', { name: 'Address' });
    await address.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await address.pressSequentially('Triq', { delay: 40 });
    await expect(suggestions(page)).toHaveText([
      'Triq il-Kbira, Mosta, Malta',
      'Triq il-Kbira San Ġorġ, Qormi, Malta',
      'Triq ir-Repubblika, Victoria, Gozo, Malta',
    ]);
    const list = (await page.getByRole('listbox', { name: 'Suggested places' }).boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    await address.press('ArrowDown');
    await address.press('ArrowDown');
    const second = suggestions(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(address).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await page.screenshot({ path: test.info().outputPath('place-search-390.png') });

    await address.press('Enter');
    await expect(suggestions(page)).toHaveCount(0);
    await expect(address).toHaveValue('Triq il-Kbira San Ġorġ, Qormi, Malta');
    const form = page.getByRole('form', { name: 'Add my property' });
    await expect(field(form, 'Latitude')).toHaveValue('35,8765');
    await expect(field(form, 'Longitude')).toHaveValue('14,4722');
    const [chosen] = await mapsCalls(page, 'fetchFields');
    expect(chosen).toMatchObject({ placeId: 'stand-in-triq-il-kbira-qormi', sessionToken: expect.any(String) });

    // the chosen place closed that session: the next search starts another
    await address.fill('');
    await address.pressSequentially('Republic', { delay: 40 });
    await expect(suggestions(page)).toHaveText(['Republic Street, Valletta, Malta']);
    const later = (await mapsCalls(page, 'fetchAutocompleteSuggestions')).filter((c) => c.at > chosen!.at);
    expect(later.length).toBeGreaterThan(0);
    for (const c of later) expect(c.sessionToken).toEqual(expect.any(String));
    expect(later.map((c) => c.sessionToken)).not.toContain(chosen!.sessionToken);
    await address.press('Escape');
    await expect(suggestions(page)).toHaveCount(0);
  });
});

test('the detail page’s location dialog shows the property on the map', async ({ page, request }) => {
  const [property] = await search(request, 6);
  await page.goto(pathOf(property!));
  await page.getByRole('button', { name: 'Show Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Location' });
  await expect(dialog.locator('[data-maps-stand-in="map"]')).toBeVisible();
  const detail = await wireDetail(request, property!.id, 6);
  const position = { lat: detail.latitude, lng: detail.longitude };
  await expect.poll(async () => (await mapsCalls(page, 'Map'))[0]).toMatchObject({ center: position, mapId: MAP_ID });
  await expect.poll(async () => (await mapsCalls(page, 'AdvancedMarker')).at(-1)?.position).toEqual(position);
  await expect(dialog.locator('gmp-advanced-marker')).toBeVisible();
  await expect(dialog.locator('gmp-advanced-marker')).toHaveAttribute('title', detail.title);
});

for (const path of ['/contact', '/company']) {
  test(`${path}: the office map is Google's embed of the address, with the key`, async ({ page }) => {
    await page.goto(path);
    const frame = page.locator('iframe[title^="Map: "]');
    await frame.scrollIntoViewIfNeeded();
    const address = (await frame.getAttribute('title'))!.replace(/^Map: /, '');
    await expect(page.frameLocator('iframe[title^="Map: "]').locator('[data-maps-stand-in="embed"]')).toHaveText(`Map of ${address}`);
    const embed = embeds.find((u) => u.searchParams.get('q') === address);
    expect(embed?.searchParams.get('key')).toBe('stand-in-key');
  });
}
