import { expect, test } from './fixtures';

test('the home page server-renders the featured properties from the backend', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  // complete HTML without JavaScript: featured cards with links to detail pages
  expect(html).toContain('Properties Available Now');
  expect(html).toMatch(/href="\/[a-z0-9-]+-\d+-[67]"/);

  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first().getByText(/€ [\d.]+|Price On Request/)).toBeVisible();
});

test('the home page is titled after the business and its services, with a heading and a preloaded hero', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^.+ - Expert Property Sales & Real Estate Services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Trusted Partner for Buying & Selling Property in Malta – Real Estate Made Easy!',
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toMatch(/apartments/i);
  expect(description).toMatch(/Malta/);
  expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toMatch(/real estate/i);

  // the hero is the largest paint: preloaded for each screen size, never lazy
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*media="\(min-width: 768px\)"/);
  expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*media="\(max-width: 767.98px\)"/);
  const hero = page.locator('picture img');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
});

test('the search card asks for a sale type before searching', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('form', { name: 'Find your property' });
  await card.getByRole('button', { name: 'Search' }).click();
  const error = card.getByRole('alert');
  await expect(error).toHaveText('Please Choose Sale Type');
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page).toHaveURL(/\/$/);
  await expect(card.getByLabel('Sale Type')).toBeFocused();

  // choosing one clears the message
  await card.getByLabel('Sale Type').selectOption({ label: 'Residential Sale' });
  await expect(error).toBeHidden();
});

test('a residential search opens /residentials with the choices as filters', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('form', { name: 'Find your property' });
  const types = card.getByRole('button', { name: /Property Types/ });

  // no sale type yet: no property types to choose
  await types.click();
  await expect(card.getByText('Choose a sale type first.')).toBeVisible();
  await page.keyboard.press('Escape');

  await card.getByLabel('Sale Type').selectOption({ label: 'Residential Sale' });
  await types.click();
  const apartment = card.getByRole('checkbox', { name: 'Apartment', exact: true });
  await expect(apartment).toBeVisible();
  // commercial types are not offered for a residential search
  await expect(card.getByRole('checkbox', { name: 'Office', exact: true })).toHaveCount(0);
  // chosen as a visitor chooses: a click on its name, which keeps the list open
  await card.getByText('Apartment', { exact: true }).click();
  await expect(apartment).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(types).toContainText('Apartment');

  await card.getByLabel('Min Price').fill('€ 150.000');
  await card.getByLabel('Max Price').fill('900,000');
  await card.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/residentials\?types=\d+&minPrice=150000&maxPrice=900000$/);
});

test('without scripts the search card sends its sale type, reference and prices to the listing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it?ref=77');
  const card = page.getByRole('form', { name: 'Trova il tuo immobile' });
  // the browser asks for the sale type: nothing is sent without one
  await card.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/\/it\?ref=77$/);
  expect(await card.getByLabel('Tipo di vendita').evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);

  await card.getByLabel('Tipo di vendita').selectOption({ label: 'Vendita commerciale' });
  await card.getByLabel('Prezzo minimo').fill('€ 150.000');
  await card.getByLabel('Prezzo massimo').fill('900000');
  await card.getByRole('button', { name: 'Cerca' }).click();
  // the residential listing reads the form and moves a commercial search to its own listing, in Italian
  await expect(page).toHaveURL(/\/it\/commercials\?minPrice=150000&maxPrice=900000$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a commercial search opens /commercials; choosing areas narrows and trims the locations', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('form', { name: 'Find your property' });
  await card.getByLabel('Sale Type').selectOption({ label: 'Commercial Sale' });

  await card.getByRole('button', { name: /Property Types/ }).click();
  await expect(card.getByRole('checkbox', { name: 'Office', exact: true })).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Apartment', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // a location in Gozo, then an area that does not hold it: the location is dropped
  const locations = card.getByRole('button', { name: /Locations/ });
  await locations.click();
  await card.getByText('Victoria', { exact: true }).click();
  await card.getByText('Sliema', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(locations).toContainText('Victoria');

  const areas = card.getByRole('button', { name: /Areas/ });
  await areas.click();
  await card.getByText('Gozo', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(locations).toContainText('Victoria');
  await expect(locations).not.toContainText('Sliema');

  await locations.click();
  await expect(card.getByRole('checkbox', { name: 'Xaghra', exact: true })).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'Sliema', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await card.getByLabel('Reference No').fill('12');
  await card.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/commercials\?reference=12&areas=\d+&locations=\d+$/);
});

test('the area tiles, town blocks and property-type tiles link to their landing pages in the server HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const place of ['sliema', 'st-julians', 'bugibba', 'gzira']) {
    expect(html).toContain(`href="/property-for-sale-in-${place}"`);
  }
  for (const region of ['cental-malta', 'south-malta', 'north-malta', 'gozo', 'valletta', 'mellieha', 'xaghra', 'mgarr-gozo']) {
    expect(html).toContain(`href="/property-for-sale-in-${region}"`);
  }
  const typeSlugs = [
    'apartments-for-sale-in-malta',
    'penthouses-for-sale-in-malta',
    'maisonettes-for-sale-in-malta',
    'townhouses-for-sale-in-malta',
    'terraced-houses-for-sale-in-malta',
    'houses-of-character-for-sale-in-malta',
    'luxury-villas-for-sale-in-malta',
    'farmhouses-for-sale-in-malta',
    'bungalows-for-sale-in-malta',
    'seafront-property-for-sale-in-malta',
    'offices-for-sale-in-malta',
    'bars-for-sale-in-malta',
    'restaurant-for-sale-in-malta',
    'hotels-for-sale-in-malta',
  ];
  for (const slug of typeSlugs) expect(html).toContain(`href="/${slug}"`);
});

test('home sections show their tiles and links', async ({ page }) => {
  await page.goto('/');
  const areas = page.getByRole('region', { name: 'Property For Sale in Malta' });
  await expect(areas.getByRole('link')).toHaveText(['Sliema', 'St Julians', 'Bugibba', 'Gzira']);
  const locations = page.getByRole('region', { name: 'Best Locations In Malta' });
  await expect(locations.getByRole('heading', { level: 3 })).toHaveText(['Central Malta', 'Sliema', 'South Malta', 'North Malta', 'Gozo']);
  expect(await locations.getByRole('link').count()).toBeGreaterThanOrEqual(5 * 11);
  const types = page.getByRole('region', { name: 'Most Popular Property Types' });
  await expect(types.getByRole('link')).toHaveCount(14);

  await areas.getByRole('link', { name: 'Sliema' }).click();
  await expect(page).toHaveURL(/\/property-for-sale-in-sliema$/);
});

test('the featured carousel pages through its cards and opens a detail page', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured properties', exact: true });
  // streamed behind Suspense, the carousel can still be in React's hidden holding element at the
  // load event; read it once it shows
  await expect(carousel).toBeVisible();
  const slides = carousel.getByRole('group');
  expect(await slides.count()).toBeGreaterThan(4);
  // images 200 px high, 4 cards a page on desktop
  const image = slides.first().locator('img');
  expect((await image.boundingBox())!.height).toBeCloseTo(200, 0);
  await expect(carousel.getByRole('button', { name: /^Page 1 of \d+$/ })).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel.getByRole('button', { name: /^Page 2 of \d+$/ })).toHaveAttribute('aria-current', 'true');

  const link = slides.nth(4).getByRole('link');
  await expect(link).toBeInViewport();
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/-\d+-[67]$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('on a phone the carousel shows one card at a time and the search card sits under the hero', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured properties', exact: true });
  await expect(carousel).toBeVisible();
  const first = await carousel.getByRole('group').first().boundingBox();
  expect(first!.width).toBeGreaterThan(330);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const card = await page.getByRole('form', { name: 'Find your property' }).boundingBox();
  expect(card!.y).toBeGreaterThan(heading!.y + heading!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test('on a phone the search card’s lists open on the screen, over the tiles below, and a tap on a name ticks it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // a returning visitor: no cookie banner over the lists
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
  await page.goto('/');
  const card = page.getByRole('form', { name: 'Find your property' });
  // searched without a sale type: the field is focused with its label in view, below the sticky header
  await card.getByRole('button', { name: 'Search' }).tap();
  await expect(card.getByLabel('Sale Type')).toBeFocused();
  const header = (await page.locator('body > header, header').first().boundingBox())!;
  const label = (await card.locator('label', { hasText: 'Sale Type' }).boundingBox())!;
  expect(label.y, 'the label’s top').toBeGreaterThanOrEqual(header.y + header.height);
  await card.getByLabel('Sale Type').selectOption({ label: 'Residential Sale' });
  for (const [list, name] of [
    ['Areas', 'Gozo'],
    ['Locations', 'Xaghra'],
  ] as const) {
    const button = card.getByRole('button', { name: new RegExp(`^${list}`) });
    await button.tap();
    const panel = card.getByRole('group', { name: list, exact: true });
    await expect(panel).toBeVisible();
    await panel.getByText(name, { exact: true }).scrollIntoViewIfNeeded();
    // within the screen's width, and its options drawn above whatever lies below the card
    const box = (await panel.boundingBox())!;
    expect(box.x, `${list}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${list}: right edge`).toBeLessThanOrEqual(390);
    const last = panel.getByRole('checkbox').last();
    await last.scrollIntoViewIfNeeded();
    const hit = await last.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.closest('fieldset')!.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(hit, `${list}: its last option is not covered`).toBe(true);
    await panel.getByText(name, { exact: true }).tap();
    await expect(panel.getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toContainText(name);
  }
  // two names chosen: the button stays within its column, the card within the screen
  await card.getByRole('button', { name: /^Locations/ }).tap();
  await card.getByRole('group', { name: 'Locations', exact: true }).getByText('Victoria', { exact: true }).tap();
  await page.keyboard.press('Escape');
  const locations = (await card.getByRole('button', { name: /^Locations/ }).boundingBox())!;
  const maxPrice = (await card.getByLabel('Max Price').boundingBox())!;
  expect(locations.x + locations.width).toBeLessThanOrEqual(maxPrice.x + maxPrice.width + 0.5);
  await context.close();
});
