/**
 * The site in Italian (docs/decisions/languages.md): English addresses served as they always were,
 * Italian under /it/ with translated landing slugs, the language from the address only, hreflang
 * pairs and self-canonicals per language, the language switch keeping the query, the backend's
 * English texts marked as such, and the sitemaps listing both languages.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pathOf, search } from '../support/backend-data';

const origin = /^https?:\/\/[^/]+/.source;
const link = (page: Page, selector: string) => page.locator(selector);
const alternate = (page: Page, hreflang: string) => link(page, `link[rel="alternate"][hreflang="${hreflang}"]`);
const canonical = (page: Page) => link(page, 'link[rel="canonical"]');

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'rejected'));
});

test('English stays at the root, Italian lives under /it, each naming the other', async ({ page }) => {
  const english = await page.goto('/');
  expect(english?.status()).toBe(200);
  expect(english?.request().redirectedFrom()).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-MT');
  // the home page's address is the site's origin, which Next.js writes without its slash
  await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${origin}/?$`));
  await expect(alternate(page, 'it')).toHaveAttribute('href', new RegExp(`${origin}/it$`));
  await expect(alternate(page, 'x-default')).toHaveAttribute('href', new RegExp(`${origin}/?$`));

  const italian = await page.goto('/it');
  expect(italian?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'it_IT');
  await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${origin}/it$`));
  await expect(alternate(page, 'en')).toHaveAttribute('href', new RegExp(`${origin}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Il tuo partner di fiducia');
  const menu = page.getByRole('navigation', { name: 'Principale' }).first();
  await expect(menu.getByRole('link', { name: 'Residenziali' })).toHaveAttribute('href', '/it/residentials');
  await expect(menu.getByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/it/contact');
  await expect(page.getByRole('heading', { name: 'Le tipologie più cercate' })).toBeVisible();
  // the type tiles (and the footer's list) lead to the Italian landing pages
  await expect(page.getByRole('link', { name: 'Attici', exact: true }).first()).toHaveAttribute('href', '/it/attici-in-vendita-a-malta');
});

test('the cookie banner speaks Italian on Italian pages', async ({ browser }) => {
  // a visitor without a stored choice
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/it');
  const banner = page.getByRole('region', { name: 'La tua privacy ci sta a cuore' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(banner).toBeHidden();
  await context.close();
});

test('no address is guessed: /en/… and an English landing slug under /it/ are not found (under /it/ in Italian), whatever the browser asks for', async ({
  request,
}) => {
  for (const [path, lang] of [
    ['/en', 'en-MT'],
    ['/en/residentials', 'en-MT'],
    ['/it/penthouses-for-sale-in-malta', 'it'],
    ['/it/blog/a-post', 'it'],
  ]) {
    const res = await request.get(path!, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain(`<html lang="${lang}"`);
  }
  // Accept-Language never chooses the language, and no cookie remembers one
  const res = await request.get('/', { headers: { 'accept-language': 'it-IT,it;q=0.9' }, maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<html lang="en-MT"');
  expect(res.headers()['set-cookie'] ?? '').not.toMatch(/locale|lang/i);
});

test('an Italian landing page: Italian name, a filter keeps the Italian address, the switch keeps the query', async ({ page }) => {
  await page.goto('/it/attici-in-vendita-a-malta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attici in vendita a Malta');
  await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${origin}/it/attici-in-vendita-a-malta$`));
  await expect(alternate(page, 'en')).toHaveAttribute('href', new RegExp(`${origin}/penthouses-for-sale-in-malta$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, ?follow$/);
  // the backend's description is English, said so
  await expect(page.getByText('Il testo che segue è disponibile solo in inglese.')).toBeVisible();
  await expect(page.locator('section[aria-label^="Informazioni su"] [lang="en"]')).toHaveCount(1);
  // cards link to Italian detail pages
  const first = page.getByRole('article').first().getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/it\/.+-\d+-[67]$/);

  // the filter form sends its search to the Italian address
  await expect(page.locator('form#listing-filters')).toHaveAttribute('action', '/it/attici-in-vendita-a-malta');
  await page.goto('/it/attici-in-vendita-a-malta?beds=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attici in vendita a Malta');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, ?follow/);
  await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${origin}/it/attici-in-vendita-a-malta$`));

  await page.goto('/it/attici-in-vendita-a-malta?beds=2&ref=7');
  const toEnglish = page.getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('href', '/penthouses-for-sale-in-malta?beds=2&ref=7');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  // the referral is kept on Italian pages as on English ones
  expect((await page.context().cookies()).find((c) => c.name === 'refId')?.value).toBe('7');
});

test('an Italian detail page: the site’s words in Italian, the backend’s marked as English', async ({ page, request }) => {
  const [item] = await search(request, 6);
  const path = `/it${pathOf(item!)}`;
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // its heading and title in Italian, built from its fields; the backend's English title is not shown as the heading
  const type = { Apartment: 'Appartamento', Penthouse: 'Attico', Maisonette: 'Maisonette' }[item!.typeName ?? ''] ?? item!.typeName;
  const rooms = item!.bedrooms === 1 ? '1 camera da letto' : `${item!.bedrooms} camere da letto`;
  const built = item!.bedrooms > 0 ? `${type} con ${rooms} in vendita a ${item!.locationName}` : `${type} in vendita a ${item!.locationName}`;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(built.replace(/ a (?=[Aa])/, ' ad '));
  await expect(heading).not.toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(new RegExp(`^${built.replace(/ a (?=[Aa])/, ' ad ')}`));
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Residenziali' })).toHaveAttribute(
    'href',
    '/it/residentials',
  );
  await expect(canonical(page)).toHaveAttribute('href', new RegExp(`${origin}${path}$`));
  await expect(alternate(page, 'en')).toHaveAttribute('href', new RegExp(`${origin}${pathOf(item!)}$`));
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', pathOf(item!));

  // the calculator, for a buyer from outside the EU
  const calc = page.getByRole('region', { name: /Costi d’acquisto/ });
  await calc.getByLabel('Prezzo d’acquisto').fill('100000');
  await expect(calc).toContainText(/in vigore dal \d{1,2} [a-z]+ \d{4}/);
  const check = calc.getByRole('region', { name: 'Acquistare dall’estero' });
  await check.getByRole('radio', { name: 'Extra-UE' }).check();
  await expect(check).toContainText('Serve un permesso AIP');
  await expect(check.locator('dl > div').filter({ hasText: /^Diritto per il permesso/ }).locator('dd')).toHaveText('€ 233');
  await expect(check).toContainText('Questo prezzo è sotto l’ultima soglia minima che abbiamo trovato, e quella di oggi è probabilmente più alta');
});

test('the sitemaps list every page in both languages, each pair confirmed from both ends', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/landing-pages.xml')).text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const entries = urls.map((u) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(u)![1]!,
    alternates: Object.fromEntries([...u.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!])),
  }));
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.some((e) => e.loc.endsWith('/it/attici-in-vendita-a-malta'))).toBe(true);
  const byLoc = new Map(entries.map((e) => [e.loc, e]));
  for (const e of entries) {
    expect(Object.keys(e.alternates).sort()).toEqual(['en', 'it', 'x-default']);
    expect(Object.values(e.alternates)).toContain(e.loc);
    for (const href of Object.values(e.alternates)) expect(byLoc.get(href)?.alternates, href).toEqual(e.alternates);
  }
});
