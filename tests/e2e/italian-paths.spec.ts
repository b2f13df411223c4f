/**
 * The main paths of a visitor, walked in Italian as English visitors walk them in the other specs:
 * a search from the home page, a filter on a landing page, a viewing request, the contact form and
 * the add-my-property form with their messages in Italian (the rules' and the actions' codes
 * rendered in the page's language, lib/forms/messages.ts), each sent exactly as SPEC's payloads
 * with the page's language named in its free text, and the shortlist; then axe on the Italian pages
 * whose words differ most.
 */
import { type Locator } from '@playwright/test';
import { expect, interactive, test } from './fixtures';
import { pathOf, search } from '../support/backend-data';
import { storedOnce, unique } from '../support/forms';
import { expectNoViolations } from '../support/axe';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'rejected'));
});

/** The local development human check, in Italian. */
const humanCheck = (scope: Locator) => scope.getByLabel('Non sono un robot (verifica di sviluppo)');
/** A field by its label, marked required (*) or not. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const LANGUAGE_NOTE = '(Written on the site in Italian.)';

test('a search from the Italian home page lands on an Italian listing', async ({ page }) => {
  await page.goto('/it');
  const card = page.locator('main form').first();
  await card.getByRole('button', { name: 'Cerca' }).click();
  await expect(card.getByText('Scegli un tipo di vendita')).toBeVisible();
  await card.getByLabel('Tipo di vendita').selectOption({ label: 'Vendita residenziale' });
  await card.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/\/it\/residentials$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Immobili residenziali');
});

test('a filter on an Italian landing page keeps the page, its preset and its language; the switch to English keeps the filter', async ({
  page,
}) => {
  // a landing page's own bedroom range, said in Italian
  await page.goto('/it/case-per-famiglie-in-vendita-a-malta');
  await expect(page.getByRole('checkbox', { name: '3–5 camere da letto (da questa pagina)', exact: true })).toBeChecked();

  const path = '/it/attici-in-vendita-a-malta';
  await page.goto(path);
  await interactive(page);
  await expect(page.getByRole('checkbox', { name: 'Attico', exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: '2 camere da letto', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?beds=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attici in vendita a Malta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const beds = await page.getByRole('article').getByText(/\d+ camer[ae] da letto/).allTextContents();
  expect(beds.length).toBeGreaterThan(0);
  for (const b of beds) expect(b.trim()).toBe('2 camere da letto');
  // a filtered variant: canonical to the clean Italian page, not indexed
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, ?follow/);
  const english = page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', '/penthouses-for-sale-in-malta?beds=2');
});

test('a viewing request from an Italian detail page is sent and thanked in Italian', async ({ page, request }) => {
  const [item] = await search(request, 6);
  await page.goto(`/it${pathOf(item!)}`);
  await interactive(page);
  await page.getByRole('button', { name: 'Richiedi una visita', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Richiedi una visita' });
  await expect(dialog).toBeVisible();
  // the phone's countries, made in the browser for a dialog's form, are named in Italian
  await expect(dialog.getByRole('combobox', { name: 'Telefono: paese' }).locator('option[value="GB"]')).toHaveText('Regno Unito (+44)');
  const email = `${unique('visita')}@example.com`;
  await field(dialog, 'E-mail').fill('maria@');
  await humanCheck(dialog).check();
  await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(dialog.getByText('Inserisci un indirizzo e-mail valido.', { exact: true })).toBeVisible();
  await field(dialog, 'E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page).toHaveURL(/\/it\/thankyou-requestviewing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // the viewing request has no free text: sent exactly as SPEC's payload
  expect(await storedOnce(request, 'viewing', email)).toMatchObject({ email });
});

test('the contact form says what to correct in Italian, keeps the entries, and names the language for the agency', async ({ page, request }) => {
  await page.goto('/it/contact');
  const form = page.getByRole('form', { name: 'Contattaci' });
  await field(form, 'Nome').fill('Giulia Rossi');
  await field(form, 'E-mail').fill('giulia@');
  await field(form, 'Messaggio').fill('Cerco un attico a Sliema.');
  await humanCheck(form).check();
  await form.getByRole('button', { name: 'INVIA ORA' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Correggi i campi evidenziati e invia di nuovo.');
  await expect(form.getByText('Inserisci un indirizzo e-mail valido.', { exact: true })).toBeVisible();
  await expect(field(form, 'Nome')).toHaveValue('Giulia Rossi');

  const email = `${unique('contatto')}@example.com`;
  await field(form, 'E-mail').fill(email);
  await form.getByRole('button', { name: 'INVIA ORA' }).click();
  await expect(page).toHaveURL(/\/it\/thankyou-contact$/);
  const row = await storedOnce(request, 'contact', email);
  expect(row.comment).toBe(`Cerco un attico a Sliema.\n\n${LANGUAGE_NOTE}`);
});

test('add my property names its required fields in Italian and is sent with the language named', async ({ page, request }) => {
  await page.goto('/it/my-properties');
  const form = page.getByRole('form', { name: 'Aggiungi il mio immobile' });
  await humanCheck(form).check();
  await form.getByRole('button', { name: 'INVIA ORA' }).click();
  const banner = form.getByRole('alert').first();
  await expect(banner).toContainText('Compila i campi obbligatori.');
  await expect(banner).toContainText('Nome e cognome');
  await expect(banner).toContainText('Numero di telefono');

  const name = unique('Proprietario');
  await field(form, 'Nome e cognome').fill(name);
  await field(form, 'Numero di telefono').fill('7912 3456');
  // SPEC §4: a submission missing its required fields asks for the human check again
  await humanCheck(form).check();
  await form.getByRole('button', { name: 'INVIA ORA' }).click();
  await expect(page).toHaveURL(/\/it\/thankyou-myproperty$/);
  expect(await storedOnce(request, 'submission', name)).toMatchObject({ full_name: name, contact_number: '+35679123456', description: LANGUAGE_NOTE });
});

test('a property saved on an Italian listing is on the Italian shortlist', async ({ page }) => {
  await page.goto('/it/residentials');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Salva ${title} nei preferiti`, exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/it/shortlist');
  await interactive(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('I tuoi preferiti');
  await expect(page.locator('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Rimuovi ${title} dai preferiti` })).toBeVisible();
});

/*
 * axe on the Italian pages whose words differ most from the English ones' (the other page types are
 * checked in English by a11y.spec.ts: the same markup with other words): the home page and a
 * landing page at a phone's width, a detail page with the calculator answering a buyer from outside
 * the EU, and the contact form with its errors showing.
 */
test.describe('axe on Italian pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/it', '/it/attici-in-vendita-a-malta']) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, `${path} in Italian`);
    });
  }

  test('a detail page, the calculator answering a buyer from outside the EU', async ({ page, request }) => {
    const [item] = await search(request, 6);
    await page.goto(`/it${pathOf(item!)}`);
    const check = page.getByRole('region', { name: 'Acquistare dall’estero' });
    await check.getByRole('radio', { name: 'Extra-UE' }).check();
    await expect(check).toContainText('Serve un permesso AIP');
    await expectNoViolations(page, 'Italian detail page, the foreign-buyer check answered');
  });

  test('the contact form with its errors showing', async ({ page }) => {
    await page.goto('/it/contact');
    const form = page.getByRole('form', { name: 'Contattaci' });
    await field(form, 'E-mail').fill('giulia@');
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'INVIA ORA' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, 'Italian contact form with errors', 'form[aria-label="Contattaci"]');
  });
});
