/**
 * Every form end to end (issue 6): contact, careers, contact agent, request a viewing, add my
 * property. In Chromium against the production build and the reference backend; what the backend
 * stored is read back through its test-only inspect views (BACKEND_INSPECT=1).
 */
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { e2eEnv } from '../../playwright.config';
import { startSecondSite, type SecondSite } from '../support/second-site';
import { declaredPng } from '../support/images';
import { callAction, field, humanCheck, sendContactForm, stored, storedOnce, unique, type Part } from '../support/forms';
import { apiPaths } from '../../lib/api/wire';
import { DEV_CAPTCHA_PREFIX, LIMITS } from '../../lib/api/wire-constants';
import { addDays, maltaDay } from '../../lib/forms/malta-time';
import { MESSAGES, message } from '../../lib/forms/messages';
import { en } from '../../lib/i18n/dictionaries/en';

const API = e2eEnv.API_BASE_URL;
const SITE = e2eEnv.SITE_URL;
const paths = apiPaths('Sale');

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const devToken = () => `${DEV_CAPTCHA_PREFIX}${randomBytes(16).toString('hex')}`;

/** Visits ?ref=42 first: the referral middleware keeps it in the refId cookie. */
async function withReferral(page: Page) {
  await page.goto('/?ref=42');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'refId');
  expect(cookie?.value, 'the refId cookie set from ?ref=42').toBe('42');
}


/** Opens a detail page dialog with one click on its button and returns its form. */
async function openDialog(page: Page, button: string, formName: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: button })).toBeVisible();
  const form = page.getByRole('form', { name: formName });
  await expect(form).toBeVisible();
  return form;
}

async function aProperty(request: APIRequestContext): Promise<{ id: number; path: string }> {
  const res = await request.post(`${API}${paths.search}`, {
    data: {
      availability: null, lettingType: 6, propertyTypes: [], referanceNumber: null, minPrice: null, maxPrice: null,
      squareOfMetersMin: 0, squareOfMetersMax: 0, rooms: [], bedrooms: [], bathrooms: [], areas: [], locations: [],
      features: [], sortingType: 0, isVideoExist: false, page: 1,
    },
  });
  const item = ((await res.json()) as { result: { data: { id: number; urlSlug: string; lettingType: number }[] } })
    .result.data[0];
  if (!item) throw new Error('no property in the demo data');
  return { id: item.id, path: `/${item.urlSlug}-${item.id}-${item.lettingType}` };
}

/* ---------- files ---------- */

/** A small real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/**
 * A JPEG photo carrying EXIF data (camera and position) that must not survive; with `orientation`, the
 * way up its EXIF gives (6: turned a quarter clockwise to show), which must.
 */
async function jpegWithExif(width: number, height: number, colour: string, orientation = 1): Promise<Buffer> {
  const jpeg = sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } });
  return (orientation === 1 ? jpeg : jpeg.withMetadata({ orientation })).toBuffer();
}

async function tinyPng(i: number): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i * 10, g: 90, b: 120 } } }).png().toBuffer();
}

/* ---------- Contact ---------- */

test.describe('contact form', () => {
  test('Send waits for the human check; the message is stored with the referral and lands on /thankyou-contact', async ({ page, request }) => {
    await withReferral(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    const send = form.getByRole('button', { name: 'SEND NOW' });
    await expect(send).toBeDisabled();
    const email = `${unique('maria')}@example.com`;
    await field(form, 'Name').fill('Maria Borg');
    await field(form, 'Email').fill(email);
    await field(form, 'Phone').fill('2133 4455');
    await expect(field(form, 'Comment')).toHaveAttribute('placeholder', 'Tell us more about you...');
    await field(form, 'Comment').fill('Looking for a seafront apartment in Sliema.');
    await expect(send).toBeDisabled();
    await humanCheck(form).check();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page).toHaveURL(/\/thankyou-contact$/);
    expect(await storedOnce(request, 'contact', email)).toMatchObject({
      name: 'Maria Borg',
      email,
      phone: '+35621334455',
      comment: 'Looking for a seafront apartment in Sliema.',
      source_type: 2,
      ref_id: 42,
    });
  });

  test('an e-mail or phone that is given is checked: each says what is wrong, announced and linked to its field', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await field(form, 'Email').fill('maria@');
    await field(form, 'Phone').fill('12');
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    const banner = form.getByRole('alert').first();
    await expect(banner).toContainText(MESSAGES.fixFields);
    await expect(form.getByText(MESSAGES.invalidEmail, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.phoneTooShort, { exact: true })).toBeVisible();
    // the first invalid field has the focus and its message is linked to it; the name is not in error
    const email = field(form, 'Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await expect(field(form, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    // the banner's links lead to the fields
    await banner.getByRole('link', { name: /^Email:/ }).click();
    await expect(page).toHaveURL(/#contact-email$/);
  });

  test('Send is disabled again when the human check is cleared or expires', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    const send = form.getByRole('button', { name: 'SEND NOW' });
    await humanCheck(form).check();
    await expect(send).toBeEnabled();
    await humanCheck(form).uncheck();
    await expect(send).toBeDisabled();
    await humanCheck(form).check();
    await expect(send).toBeEnabled();
    await page.clock.fastForward('05:01');
    await expect(humanCheck(form)).not.toBeChecked();
    await expect(send).toBeDisabled();
  });

  test('a double click sends once', async ({ page, request }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    const email = `${unique('double')}@example.com`;
    await field(form, 'Name').fill('Double Click');
    await field(form, 'Email').fill(email);
    await field(form, 'Phone').fill('+44 20 7946 0958');
    await humanCheck(form).check();
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.headers()['next-action']) posts += 1;
    });
    await form.getByRole('button', { name: 'SEND NOW' }).dblclick();
    await expect(page).toHaveURL(/\/thankyou-contact$/);
    expect(posts).toBe(1);
    expect((await storedOnce(request, 'contact', email)).phone).toBe('+442079460958');
  });

  test('the backend is told the visitor’s address (as the proxy in front reported it), not the site’s', async ({ browser, request }) => {
    // the address a proxy such as deploy/nginx appends to X-Forwarded-For
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });
    const page = await context.newPage();
    await page.goto('/contact');
    const row = await sendContactForm(page, request, 'Via Proxy');
    expect(row.remote_ip).toBe('203.0.113.9');
    await context.close();
  });

  test('without JavaScript the form posts to its action, which answers with the message and keeps the input', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    const form = /<form[^>]*aria-label="Contact us"[^>]*>((?:<input[^>]*>)+)/.exec(html)?.[1] ?? '';
    const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(
      (m) => [m[1] ?? '', (m[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')] as const,
    );
    expect(hidden.some(([n]) => n.startsWith('$ACTION_'))).toBe(true);
    const body = new FormData();
    for (const [n, v] of hidden) body.append(n, v);
    const email = `${unique('noscript')}@example.com`;
    for (const [n, v] of Object.entries({ name: 'No Script', email, phone: '21334455', phoneCountry: 'MT', comment: 'Kept?', captcha: '' })) {
      body.append(n, v);
    }
    const res = await fetch(`${SITE}/contact`, { method: 'POST', body });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(MESSAGES.humanCheck);
    expect(page).toContain('value="No Script"');
    expect(page).toContain('Kept?');

    // with a token, the action stores it and sends the browser to the thank-you page
    body.set('captcha', devToken());
    const sent = await fetch(`${SITE}/contact`, { method: 'POST', body, redirect: 'manual' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/\/thankyou-contact$/);
    expect(await storedOnce(request, 'contact', email)).toMatchObject({ name: 'No Script', email, comment: 'Kept?' });
  });
});

/* ---------- Every lead SPEC §5 takes ---------- */

test.describe('every lead SPEC §5 takes', () => {
  test('contact asks for no field: an e-mail alone reaches /thankyou-contact and the backend', async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    // the cookie banner answered, so that the picture below shows the whole form
    await page.getByRole('button', { name: 'Reject' }).click();
    const form = page.getByRole('form', { name: 'Contact us' });
    // nothing is marked required, and no note speaks of marks
    await expect(form.getByText('Fields marked with * are required.')).toHaveCount(0);
    for (const label of ['Name', 'Email', 'Phone']) {
      const input = form.getByLabel(label, { exact: true });
      await expect(input, label).not.toHaveAttribute('aria-required', 'true');
      await expect(input, label).not.toHaveAttribute('required');
    }
    await expect(form.locator('label [aria-hidden="true"]', { hasText: '*' })).toHaveCount(0);
    const email = `${unique('only-email')}@example.com`;
    await field(form, 'Email').fill(email);
    await humanCheck(form).check();
    await expect(form.getByText(en.forms.replyHint)).toHaveCount(0);
    // the hint's live region stays in place, empty and taking no room: the phone and the comment are
    // as far apart as the name and the e-mail
    await expect(form.locator('#contact-reply-hint')).toHaveJSProperty('offsetHeight', 0);
    const box = async (l: Locator) => (await l.boundingBox()) ?? { y: Number.NaN, height: Number.NaN };
    const gap = async (above: Locator, below: Locator) => (await box(below)).y - ((await box(above)).y + (await box(above)).height);
    const fieldGap = await gap(field(form, 'Name'), form.getByText('Email', { exact: true }));
    expect(await gap(field(form, 'Phone'), form.getByText('Comment', { exact: true }))).toBeCloseTo(fieldGap, 0);
    await form.screenshot({ path: testInfo.outputPath('contact-email-only-390.png') });
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(page).toHaveURL(/\/thankyou-contact$/);
    expect(await storedOnce(request, 'contact', email)).toMatchObject({ name: '', email, phone: '', comment: '' });
  });

  test('a phone alone, typed the Swedish way with Sweden chosen, is sent in E.164', async ({ page, request }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    const marker = unique('phone-only');
    await form.getByRole('combobox', { name: 'Phone: country' }).selectOption('SE');
    await field(form, 'Phone').fill('070-123 45 67');
    await field(form, 'Comment').fill(`Please call me back (${marker}).`);
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(page).toHaveURL(/\/thankyou-contact$/);
    expect(await storedOnce(request, 'contact', marker)).toMatchObject({ name: '', email: '', phone: '+46701234567' });
  });

  test('with neither an e-mail nor a phone a hint asks for one, describes both fields, and never blocks sending', async ({ page, request }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    const hint = form.getByRole('status').filter({ hasText: en.forms.replyHint });
    const email = field(form, 'Email');
    const phone = field(form, 'Phone');
    // nothing to say before the visitor has begun
    await expect(form.getByText(en.forms.replyHint)).toHaveCount(0);
    const name = `Anonymous ${unique('no-reply')}`;
    await field(form, 'Name').fill(name);
    await field(form, 'Name').blur();
    await expect(hint).toBeVisible();
    await expect(email).toHaveAccessibleDescription(en.forms.replyHint);
    await expect(phone).toHaveAccessibleDescription(en.forms.replyHint);
    // a hint, not an error: no field is invalid, no alert, not the error colour
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveCount(0);
    const colours = await hint.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(document.body).getPropertyValue('--color-danger').trim()]);
    expect(colours[0]).not.toBe('rgb(179, 38, 30)');
    expect(colours[1]).toBe('#b3261e');
    // it follows the typing: an e-mail (or a phone) makes it go, clearing it brings it back
    await email.fill('a@example.com');
    await expect(form.getByText(en.forms.replyHint)).toHaveCount(0);
    await expect(email).toHaveAccessibleDescription('');
    await email.fill('');
    await phone.fill('2133');
    await expect(form.getByText(en.forms.replyHint)).toHaveCount(0);
    await phone.fill('');
    await expect(hint).toBeVisible();
    // and it never blocks: the message is sent with no way to reply
    await field(form, 'Comment').fill('Just browsing, no need to reply.');
    await humanCheck(form).check();
    await expect(form.getByRole('button', { name: 'SEND NOW' })).toBeEnabled();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(page).toHaveURL(/\/thankyou-contact$/);
    expect(await storedOnce(request, 'contact', name)).toMatchObject({ email: '', phone: '', comment: 'Just browsing, no need to reply.' });
  });

  test('request a viewing with a name and a phone typed the American way, no e-mail', async ({ page, request }) => {
    const property = await aProperty(request);
    await page.goto(property.path);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const form = await openDialog(page, 'Request a Viewing', `Request a viewing of ${title}`);
    await expect(form.getByText('Fields marked with * are required.')).toHaveCount(0);
    const name = unique('Viewer');
    await field(form, 'Name').fill(name);
    await field(form, 'Name').blur();
    await expect(form.getByRole('status').filter({ hasText: en.forms.replyHint })).toBeVisible();
    await form.getByRole('combobox', { name: 'Phone: country' }).selectOption('US');
    await field(form, 'Phone').fill('(202) 555-0143');
    await expect(form.getByText(en.forms.replyHint)).toHaveCount(0);
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/thankyou-requestviewing$/);
    expect(await storedOnce(request, 'viewing', name)).toMatchObject({ property_id: property.id, email: '', phone: '+12025550143', viewing_time: 'Afternoon' });
  });
});

/* ---------- Careers ---------- */

test.describe('careers form', () => {
  test('an application is stored with the referral and the CV byte for byte, then /thankyou-career', async ({ page, request }) => {
    await withReferral(page);
    await page.goto('/career');
    const form = page.getByRole('form', { name: 'Apply for a position' });
    const send = form.getByRole('button', { name: 'SEND NOW' });
    const email = `${unique('cv')}@example.com`;
    await field(form, 'Name').fill('Joseph Camilleri');
    await field(form, 'Email').fill(email);
    await field(form, 'Phone').fill('7912 3456');
    await field(form, 'CV').setInputFiles({ name: 'Joseph CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await field(form, 'Comment').fill('Five years of sales experience in Sliema.');
    await expect(send).toBeDisabled();
    await humanCheck(form).check();
    await send.click();
    await expect(page).toHaveURL(/\/thankyou-career$/);
    const row = await storedOnce(request, 'career', email);
    expect(row).toMatchObject({
      name: 'Joseph Camilleri',
      email,
      phone: '+35679123456',
      comment: 'Five years of sales experience in Sliema.',
      ref_id: 42,
      cv_mime: 'application/pdf',
      cv_size: PDF.length,
      cv_sha256: sha256(PDF),
    });
    expect(row.cvStored).toEqual({ size: PDF.length, sha256: sha256(PDF) });
  });

  test('missing (*) fields and a missing CV say so; a web page renamed .pdf is refused and the input is kept', async ({ page, request }) => {
    await page.goto('/career');
    const form = page.getByRole('form', { name: 'Apply for a position' });
    const send = form.getByRole('button', { name: 'SEND NOW' });
    await humanCheck(form).check();
    await send.click();
    const banner = form.getByRole('alert').first();
    await expect(banner).toContainText(MESSAGES.starredRequired);

    const email = `${unique('nocv')}@example.com`;
    await field(form, 'Name').fill('Anna Vella');
    await field(form, 'Email').fill(email);
    await field(form, 'Phone').fill('99887766');
    await send.click();
    await expect(banner).toContainText(MESSAGES.cvRequired);

    await field(form, 'CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: HTML });
    await send.click();
    await expect(banner).toContainText(MESSAGES.cvType);
    await expect(field(form, 'Name')).toHaveValue('Anna Vella');
    await expect(field(form, 'Email')).toHaveValue(email);
    expect(await stored(request, 'career', email)).toEqual([]);
  });
});

/* ---------- Detail page dialogs ---------- */

test.describe('contact agent and viewing dialogs', () => {
  test('contact agent: Send waits for the human check; statusCode 200 goes to /thankyou-contactagent', async ({ page, request }) => {
    const property = await aProperty(request);
    await withReferral(page);
    await page.goto(property.path);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const form = await openDialog(page, 'Contact Agent', `Contact the agent about ${title}`);
    const send = form.getByRole('button', { name: 'Send Request' });
    await expect(send).toBeDisabled();
    const email = `${unique('agent')}@example.com`;
    await field(form, 'Message').fill('Is the price negotiable?');
    await field(form, 'Name').fill('Paul Grech');
    await expect(form.getByRole('combobox', { name: 'Phone: country' })).toHaveValue('MT');
    await field(form, 'Phone').fill('21 22 33 44');
    await field(form, 'E-mail').fill(email);
    await humanCheck(form).check();
    await send.click();
    await expect(page).toHaveURL(/\/thankyou-contactagent$/);
    expect(await storedOnce(request, 'contact-agent', email)).toMatchObject({
      property_id: property.id,
      message: 'Is the price negotiable?',
      name: 'Paul Grech',
      phone: '+35621223344',
      email,
      source_type: 2,
      ref_id: 42,
    });
  });

  test('request a viewing: exactly six slots, Afternoon today by default; the chosen slot is stored', async ({ page, request }) => {
    const property = await aProperty(request);
    await withReferral(page);
    await page.goto(property.path);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const form = await openDialog(page, 'Request a Viewing', `Request a viewing of ${title}`);
    const slots = form.getByRole('radio');
    await expect(slots).toHaveCount(6);
    const labels = await slots.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels).toEqual([
      'Today, Morning', 'Today, Afternoon', 'Today, Evening', 'Tomorrow, Morning', 'Tomorrow, Afternoon', 'Tomorrow, Evening',
    ]);
    await expect(form.getByRole('radio', { name: 'Today, Afternoon' })).toBeChecked();
    await form.getByRole('radio', { name: 'Tomorrow, Morning' }).check();
    const email = `${unique('viewing')}@example.com`;
    await field(form, 'Name').fill('Rita Zammit');
    await field(form, 'Phone').fill('79 00 11 22');
    await field(form, 'E-mail').fill(email);
    const send = form.getByRole('button', { name: 'Send Request' });
    await expect(send).toBeDisabled();
    await humanCheck(form).check();
    await send.click();
    await expect(page).toHaveURL(/\/thankyou-requestviewing$/);
    const row = await storedOnce(request, 'viewing', email);
    expect(row).toMatchObject({ property_id: property.id, viewing_time: 'Morning', name: 'Rita Zammit', email, ref_id: 42, source_type: 2 });
    expect(String(row.viewing_date).slice(0, 10)).toBe(addDays(maltaDay(new Date()), 1));
  });
});

/* ---------- Add My Property ---------- */

test.describe('add my property', () => {
  test('every field reaches the backend with its defaults, photos without EXIF and upright; then /thankyou-myproperty', async ({ page, request }) => {
    await withReferral(page);
    await page.goto('/my-properties');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Add My Property');
    const form = page.getByRole('form', { name: 'Add my property' });
    const name = unique('Owner');
    await field(form, 'Full Name').fill(name);
    await field(form, 'Contact Number').fill('7912 3456');
    const price = field(form, 'Sale price (€)');
    await expect(price).toBeDisabled();
    await form.getByRole('checkbox', { name: 'Residential Sale' }).check();
    await expect(price).toBeEnabled();
    await price.fill('350000');
    const type = field(form, 'Property type');
    const typeValue = await type.locator('option').nth(1).getAttribute('value');
    await type.selectOption(typeValue ?? '');
    const location = field(form, 'Location');
    const locationValue = await location.locator('option').nth(1).getAttribute('value');
    await location.selectOption(locationValue ?? '');
    await form.getByRole('group', { name: 'Bedrooms' }).getByRole('radio', { name: '9+' }).check();
    await form.getByRole('group', { name: 'Bathrooms' }).getByRole('radio', { name: '2' }).check();
    const available = addDays(maltaDay(new Date()), 10);
    await field(form, 'Available from').fill(available);
    await field(form, 'Address').fill('12, Triq il-Kbira, Mosta');
    await field(form, 'Latitude').fill('35,9123');
    await field(form, 'Longitude').fill('14,4567');
    const features = form.getByRole('group', { name: 'Features' });
    const featureLabels = await features.locator('label').allInnerTexts();
    expect(featureLabels).toEqual([...featureLabels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await features.getByRole('checkbox', { name: 'Lift', exact: true }).check();
    await features.getByRole('checkbox', { name: 'Sea Views', exact: true }).check();
    await field(form, 'Description').fill('Bright maisonette with a roof terrace.');
    // the second was taken holding the phone upright: stored 640 × 480, shown 480 × 640
    const photos = [await jpegWithExif(800, 600, '#3a7ca5'), await jpegWithExif(640, 480, '#d9a05b', 6)];
    await field(form, 'Photos').setInputFiles(
      photos.map((buffer, i) => ({ name: `IMG_000${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
    );
    await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(page).toHaveURL(/\/thankyou-myproperty$/);

    const row = await storedOnce(request, 'submission', name);
    expect(row).toMatchObject({
      full_name: name,
      contact_number: '+35679123456',
      letting_types: [6],
      property_type_id: Number(typeValue),
      bedrooms: 99,
      bathrooms: 2,
      location_id: Number(locationValue),
      address: '12, Triq il-Kbira, Mosta',
      latitude: 35.9123,
      longitude: 14.4567,
      description: 'Bright maisonette with a roof terrace.',
      source_type: 2,
      // SPEC §3's submission has no RefId: sent only where API_SUBMISSION_REFERRAL says the API reads it
      ref_id: 0,
    });
    expect(Number(row.sale_price)).toBe(350000);
    expect(String(row.available_date).slice(0, 10)).toBe(available);
    expect(row.feature_ids).toHaveLength(2);
    const photosStored = row.photos as { width: number; height: number; stored: { sha256: string; exif: boolean; xmp: boolean; width: number } }[];
    // the backend turns each photo upright by the orientation the site kept
    expect(photosStored.map((p) => [p.width, p.height])).toEqual([
      [800, 600],
      [480, 640],
    ]);
    for (const [i, p] of photosStored.entries()) {
      expect(p.stored.exif, 'EXIF stripped').toBe(false);
      expect(p.stored.xmp).toBe(false);
      expect(p.stored.sha256).not.toBe(sha256(photos[i] ?? Buffer.alloc(0)));
    }
  });

  test('defaults: nothing but the required fields sends 999 / 0 / 1900-01-01', async ({ page, request }) => {
    await page.goto('/my-properties');
    const form = page.getByRole('form', { name: 'Add my property' });
    const name = unique('Minimal');
    await field(form, 'Full Name').fill(name);
    await field(form, 'Contact Number').fill('+356 2133 4455');
    await humanCheck(form).check();
    // SPEC §4 state 1: the form is hidden and the sentence shown, before the thank-you page opens
    await page.evaluate(() => {
      const seen = () =>
        !document.querySelector('form[aria-label="Add my property"]') &&
        document.querySelector('main')?.textContent?.includes('Your request has been sent successfully.');
      new MutationObserver(() => {
        if (seen()) document.documentElement.dataset.submissionSent = 'shown';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(page).toHaveURL(/\/thankyou-myproperty$/);
    await expect(page.locator('html')).toHaveAttribute('data-submission-sent', 'shown');
    const row = await storedOnce(request, 'submission', name);
    expect(row).toMatchObject({
      full_name: name,
      letting_types: [],
      property_type_id: 999,
      location_id: 999,
      bedrooms: 0,
      bathrooms: 0,
      latitude: null,
      longitude: null,
      feature_ids: [],
      photos: [],
    });
    expect(Number(row.sale_price)).toBe(0);
    expect(String(row.available_date).slice(0, 10)).toBe('1900-01-01');
  });

  test('state 3 names Full Name and Contact Number and clears the human check; a number in the wrong form is not missing', async ({ page }) => {
    await page.goto('/my-properties');
    const form = page.getByRole('form', { name: 'Add my property' });
    const send = form.getByRole('button', { name: 'SEND NOW' });
    await humanCheck(form).check();
    await send.click();
    const banner = form.getByRole('alert').first();
    await expect(banner).toContainText(MESSAGES.requiredFields);
    await expect(banner).toContainText('Full Name');
    await expect(banner).toContainText('Contact Number');
    await expect(humanCheck(form)).not.toBeChecked();
    await expect(send).toBeDisabled();

    // both filled, the number in no phone's form: that field's own message, and the check stands
    const number = form.getByRole('textbox', { name: 'Contact Number' });
    await form.getByLabel('Full Name').fill('Maria Rossi');
    await number.fill('12ab');
    await humanCheck(form).check();
    await send.click();
    await expect(banner).toContainText(MESSAGES.fixFields);
    await expect(banner).not.toContainText(MESSAGES.requiredFields);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveValue('12ab');
    await expect(form.getByLabel('Full Name')).toHaveValue('Maria Rossi');
    await expect(humanCheck(form)).toBeChecked();
  });

  test('a press right after leaving a wrongly filled field lands where it was made; the message comes with the send', async ({ page }) => {
    await page.goto('/my-properties');
    const form = page.getByRole('form', { name: 'Add my property' });
    await field(form, 'Full Name').fill('Pressing Owner');
    await field(form, 'Contact Number').fill('abc');
    // the press that takes the focus away: nothing moves under it
    const residential = form.getByRole('checkbox', { name: 'Residential Sale' });
    await residential.click();
    await expect(residential).toBeChecked();
    await expect(form.getByText(MESSAGES.phoneNotANumber, { exact: true })).toHaveCount(0);
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(form.getByText(MESSAGES.phoneNotANumber, { exact: true })).toBeVisible();
    // and from then on each change is checked as it is made
    await field(form, 'Contact Number').fill('79123456');
    await expect(form.getByText(MESSAGES.phoneNotANumber, { exact: true })).toHaveCount(0);
  });

  test('field rules: sale price, available date, coordinates; bedrooms toggle off on a second click', async ({ page }) => {
    await page.goto('/my-properties');
    const form = page.getByRole('form', { name: 'Add my property' });
    await field(form, 'Full Name').fill('Rules Owner');
    await field(form, 'Contact Number').fill('79123456');
    await form.getByRole('checkbox', { name: 'Commercial Sale' }).check();
    await field(form, 'Sale price (€)').fill('about a million');
    await field(form, 'Available from').fill('2020-01-01');
    await field(form, 'Latitude').fill('35,91');
    const three = form.getByRole('group', { name: 'Bedrooms' }).getByRole('radio', { name: '3' });
    await three.click();
    await expect(three).toBeChecked();
    await three.click();
    await expect(three).not.toBeChecked();
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(form.getByText(MESSAGES.salePriceNumeric, { exact: true })).toBeVisible();
    // the sale price's message beside them leaves the sale-type pills their own height
    expect((await form.getByText('Commercial Sale', { exact: true }).boundingBox())!.height).toBeLessThan(50);
    await expect(form.getByText(MESSAGES.availableDatePast, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.coordinatesTogether, { exact: true })).toBeVisible();
    await field(form, 'Latitude').fill('95');
    await field(form, 'Longitude').fill('14,5');
    await expect(form.getByText(MESSAGES.latitudeRange, { exact: true })).toBeVisible();
  });

  test('photos that declare more pixels than the budget are refused from their headers; the input is kept', async ({ page }) => {
    await page.goto('/my-properties');
    const form = page.getByRole('form', { name: 'Add my property' });
    await field(form, 'Full Name').fill('Pixel Owner');
    await field(form, 'Contact Number').fill('79123456');
    // five small PNGs of 59 megapixels each: over every limit of PNG images, and over the 250 of all photos
    const bomb = Buffer.from(declaredPng(7700, 7700));
    await field(form, 'Photos').setInputFiles(Array.from({ length: 5 }, (_, i) => ({ name: `huge-${i}.png`, mimeType: 'image/png', buffer: bomb })));
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    const banner = form.getByRole('alert').first();
    // the figures as written, not as computed from the limits the code uses
    await expect(banner).toContainText('at most 60 megapixels each and 250 together, and PNG images at most 25 megapixels each and 60 together');
    // the banner says it once, and links to the field
    await expect(banner.getByRole('link', { name: 'Photos', exact: true })).toHaveAttribute('href', '#submission-photos');
    await expect(field(form, 'Full Name')).toHaveValue('Pixel Owner');
    await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(5);
  });

  test('photos: more than 20 files or 20 MB, or a non-image, are not taken; thumbnails can be removed', async ({ page }) => {
    await page.goto('/my-properties');
    const form = page.getByRole('form', { name: 'Add my property' });
    const input = field(form, 'Photos');
    const list = form.getByRole('list', { name: 'Chosen photos' });
    const pngs = await Promise.all(Array.from({ length: 21 }, (_, i) => tinyPng(i)));
    await input.setInputFiles(pngs.map((buffer, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer })));
    await expect(form.getByText(MESSAGES.photosLimit, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.photosLimit, { exact: true })).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(list).toHaveCount(0);

    await input.setInputFiles(pngs.slice(0, 3).map((buffer, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer })));
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(form.getByText(MESSAGES.photosLimit, { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: /^Remove photo 2 / }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    const big = Buffer.alloc(LIMITS.photosMaxTotalBytes + 1, 0xff);
    await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect(form.getByText(MESSAGES.photosLimit, { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByText(MESSAGES.photoType, { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
  });
});

/* ---------- A backend that cannot be reached ---------- */

test.describe('when the backend cannot be reached', () => {
  let site: SecondSite | undefined;
  let deadSite = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = await startSecondSite({ API_BASE_URL: 'http://127.0.0.1:9', API_TIMEOUT_MS: '1500' }, '/contact');
    deadSite = site.origin;
  });

  test.afterAll(() => {
    site?.stop();
  });

  test('contact: the error banner shows, every field is kept and the human check is asked again', async ({ page }) => {
    await page.goto(`${deadSite}/contact`);
    const form = page.getByRole('form', { name: 'Contact us' });
    await field(form, 'Name').fill('Kept Name');
    await field(form, 'Email').fill('kept@example.com');
    await field(form, 'Phone').fill('21334455');
    await field(form, 'Comment').fill('Please keep me.');
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    const banner = form.getByRole('alert').first();
    await expect(banner).toContainText(MESSAGES.errorBanner);
    await expect(banner).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field(form, 'Name')).toHaveValue('Kept Name');
    await expect(field(form, 'Email')).toHaveValue('kept@example.com');
    await expect(field(form, 'Phone')).toHaveValue('21334455');
    await expect(field(form, 'Comment')).toHaveValue('Please keep me.');
    await expect(form.getByRole('button', { name: 'SEND NOW' })).toBeDisabled();
    await humanCheck(form).check();
    await expect(form.getByRole('button', { name: 'SEND NOW' })).toBeEnabled();
  });

  test('add my property: the form still works without the lists, and a failure keeps the photos', async ({ page }) => {
    await page.goto(`${deadSite}/my-properties`);
    await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add my property' });
    await field(form, 'Full Name').fill('Offline Owner');
    await field(form, 'Contact Number').fill('79123456');
    await field(form, 'Photos').setInputFiles([
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpegWithExif(320, 240, '#557799') },
      { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await jpegWithExif(320, 240, '#995577') },
    ]);
    await humanCheck(form).check();
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    await expect(form.getByRole('alert').first()).toContainText(MESSAGES.errorBanner);
    await expect(field(form, 'Full Name')).toHaveValue('Offline Owner');
    await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  });
});

/* ---------- The per-client submission limit ---------- */

test.describe('the per-client submission limit', () => {
  let site: SecondSite | undefined;
  let limitedSite = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // two submissions per client, in front of no backend (the limit is checked before sending)
    site = await startSecondSite({ API_BASE_URL: 'http://127.0.0.1:9', FORM_RATE_LIMIT: '2' }, '/contact');
    limitedSite = site.origin;
  });

  test.afterAll(() => {
    site?.stop();
  });

  test('a third submission within the window is refused before sending, and the input is kept', async ({ page }) => {
    await page.goto(`${limitedSite}/contact`);
    const form = page.getByRole('form', { name: 'Contact us' });
    await field(form, 'Name').fill('Busy Sender');
    await field(form, 'Email').fill('busy@example.com');
    await field(form, 'Phone').fill('21334455');
    const banner = form.getByRole('alert').first();
    for (let i = 1; i <= 3; i++) {
      await humanCheck(form).check();
      await form.getByRole('button', { name: 'SEND NOW' }).click();
      await expect(banner).toContainText(MESSAGES.errorBanner);
      if (i < 3) {
        // this send's own answer (the banner still shows the one before): it asks for a new check
        await expect(humanCheck(form)).not.toBeChecked();
        await expect(banner).toContainText('could not be reached');
      } else await expect(banner).toContainText('several forms in a short time');
      await expect(field(form, 'Name')).toHaveValue('Busy Sender');
    }
  });
});

test.describe('the limit holds whatever a request claims, the newsletter included', () => {
  let site: SecondSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // a site that faces visitors directly (no proxy whose X-Forwarded-For it would believe)
    site = await startSecondSite({ API_BASE_URL: 'http://127.0.0.1:9', FORM_RATE_LIMIT: '2', TRUSTED_PROXY_HOPS: '0' }, '/contact');
  });

  test.afterAll(() => {
    site?.stop();
  });

  test('newsletter sign-ups need the human check, spend the budget, and a forged X-Forwarded-For is no new visitor', async () => {
    type NewsletterState = { status: string; message: string; field?: string };
    const signUp = (email: string, captcha: string, forwardedFor: string) =>
      callAction<NewsletterState>('registerNewsletterAction', [['email', email], ['captcha', captcha]], '/', site?.origin, {
        'x-forwarded-for': forwardedFor,
      });
    // without the human check nothing is sent, and nothing of the budget is spent
    expect(await signUp('first@example.com', '', '203.0.113.1')).toMatchObject({ status: 'invalid', field: 'captcha' });
    // two sign-ups (the backend is away), each claiming to come from somewhere else
    for (const from of ['203.0.113.2', '198.51.100.3']) {
      expect(await signUp(`${unique('news')}@example.com`, devToken(), from)).toMatchObject({ status: 'failed', message: message('newsletterFailed') });
    }
    const third = await signUp(`${unique('news')}@example.com`, devToken(), '192.0.2.44');
    expect(third.status).toBe('failed');
    expect(third.message).toMatch(/^tooManySubmissions/);
  });
});

/* ---------- Request bodies by purpose ---------- */

test.describe('request bodies by purpose', () => {
  /**
   * Declares a body of `length` bytes, sends only its first 64 KB and reads the answer: an answer
   * that comes is proof the server judged the request without reading the body.
   */
  function postDeclaring(page: string, length: number, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
    const site = new URL(SITE);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: site.hostname, port: site.port, path: page, method: 'POST', headers: { 'content-length': String(length), 'content-type': 'multipart/form-data; boundary=x', ...headers } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
  }

  test('a 5 MB post to a page with a server-action header is refused with 413 before it is read', async () => {
    const answer = await postDeclaring('/', 5 * 1024 * 1024, { 'next-action': 'x'.repeat(42) });
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/too large: at most 1 MB/);
  });

  test('a 30 MB upload to add my property and a 7 MB one to careers are refused with 413 before they are read', async () => {
    expect(await postDeclaring('/my-properties', 30 * 1024 * 1024)).toMatchObject({ status: 413, text: expect.stringMatching(/at most 22 MB/) });
    expect(await postDeclaring('/career', 7 * 1024 * 1024)).toMatchObject({ status: 413, text: expect.stringMatching(/at most 6 MB/) });
  });
});

/* ---------- Posted straight to the actions and to the backend ---------- */

test.describe('hostile submissions posted straight to the actions', () => {


  const person = (email: string): [string, Part][] => [
    ['name', 'Hostile Tester'],
    ['email', email],
    ['phone', '21334455'],
    ['phoneCountry', 'MT'],
  ];
  const long = 'x'.repeat(10_000);

  test('contact: no token, a wrong token, a reused token and a 10,000-character name are refused; nothing is stored', async ({ request }) => {
    const email = `${unique('hostile')}@example.com`;
    const none = await callAction('submitContact', [...person(email), ['comment', 'x'], ['captcha', '']]);
    expect(none.fieldErrors.captcha).toBe(message('humanCheck'));
    const wrong = await callAction('submitContact', [...person(email), ['comment', 'x'], ['captcha', 'not-a-token']]);
    expect(wrong.message).toBe(message('errorBanner'));
    expect(wrong.details.join(' ')).toMatch(/human check failed/i);
    const huge = await callAction('submitContact', [['name', long], ['email', email], ['phone', '21334455'], ['phoneCountry', 'MT'], ['captcha', devToken()]]);
    expect(huge.fieldErrors.name).toBe(message('tooLong', { max: LIMITS.textMax }));
    expect(await stored(request, 'contact', email)).toEqual([]);

    // a token is good once: the first use is stored, the second refused
    const token = devToken();
    const reusedEmail = `${unique('reused')}@example.com`;
    const first = await callAction('submitContact', [...person(reusedEmail), ['comment', 'first'], ['captcha', token]]);
    expect(first).toMatchObject({ status: 'success', message: message('successBanner'), redirectTo: '/thankyou-contact' });
    const again = await callAction('submitContact', [...person(reusedEmail), ['comment', 'second'], ['captcha', token]]);
    expect(again.details.join(' ')).toMatch(/already been used/i);
    expect((await stored(request, 'contact', reusedEmail)).map((r) => r.comment)).toEqual(['first']);
  });

  test('contact agent and viewing: no token, a wrong token, a 10,000-character name, an unknown slot', async ({ request }) => {
    const property = await aProperty(request);
    const email = `${unique('hostile-dialogs')}@example.com`;
    // posted to the detail page, where the dialogs' forms are
    const agent = (captcha: string, name = 'Hostile Tester') =>
      callAction('submitContactAgent', [
        ['propertyId', String(property.id)], ['message', 'hi'], ['name', name], ['email', email], ['phone', '21334455'], ['phoneCountry', 'MT'], ['captcha', captcha],
      ], property.path);
    expect((await agent('')).fieldErrors.captcha).toBe(message('humanCheck'));
    expect((await agent('forged')).details.join(' ')).toMatch(/human check failed/i);
    expect((await agent(devToken(), long)).fieldErrors.name).toBe(message('tooLong', { max: LIMITS.textMax }));

    const viewing = (captcha: string, slot = 'today-afternoon', name = 'Hostile Tester') =>
      callAction('submitViewingRequest', [
        ['propertyId', String(property.id)], ['slot', slot], ['name', name], ['email', email], ['phone', '21334455'], ['phoneCountry', 'MT'], ['captcha', captcha],
      ], property.path);
    expect((await viewing('')).fieldErrors.captcha).toBe(message('humanCheck'));
    expect((await viewing('forged')).details.join(' ')).toMatch(/human check failed/i);
    expect((await viewing(devToken(), 'next-week-morning')).fieldErrors.slot).toBe(message('viewingSlot'));
    expect((await viewing(devToken(), 'today-afternoon', long)).fieldErrors.name).toBe(message('tooLong', { max: LIMITS.textMax }));

    expect(await stored(request, 'contact-agent', email)).toEqual([]);
    expect(await stored(request, 'viewing', email)).toEqual([]);
  });

  test('careers: no token, a web page renamed .pdf, a 10,000-character name', async ({ request }) => {
    const email = `${unique('hostile-cv')}@example.com`;
    const apply = (captcha: string, cv: Part, name = 'Hostile Tester') =>
      callAction('submitCareer', [['name', name], ['email', email], ['phone', '21334455'], ['phoneCountry', 'MT'], ['comment', ''], ['cv', cv], ['captcha', captcha]], '/career');
    const pdf = { name: 'cv.pdf', type: 'application/pdf', bytes: PDF };
    expect((await apply('', pdf)).fieldErrors.captcha).toBe(message('humanCheck'));
    expect((await apply(devToken(), { name: 'cv.pdf', type: 'application/pdf', bytes: HTML })).fieldErrors.cv).toBe(message('cvType'));
    expect((await apply(devToken(), pdf, long)).fieldErrors.name).toBe(message('tooLong', { max: LIMITS.textMax }));
    expect((await apply(devToken(), { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.alloc(LIMITS.cvMaxBytes + 1, 0x25) })).fieldErrors.cv).toBe(message('cvSize'));
    expect(await stored(request, 'career', email)).toEqual([]);
  });

  test('add my property: 21 photos, 20 MB + 1 byte, a web page renamed .jpg, a 10,000-character name, no token', async ({ request }) => {
    test.setTimeout(90_000);
    // every submission carries the marker in its description, the one without a name included
    const marker = unique('hostile-owner');
    const name = `Hostile Owner ${marker}`;
    const submit = (captcha: string, photos: Part[], fullName = name) =>
      callAction('submitProperty', [
        ['fullName', fullName], ['contactNumber', '79123456'], ['contactCountry', 'MT'], ['description', marker], ['captcha', captcha],
        ...photos.map((p): [string, Part] => ['photos', p]),
      ], '/my-properties');
    const jpeg = await jpegWithExif(64, 48, '#335577');
    const photo = (i: number): Part => ({ name: `p${i}.jpg`, type: 'image/jpeg', bytes: jpeg });

    const many = await submit(devToken(), Array.from({ length: 21 }, (_, i) => photo(i)));
    expect(many.message).toBe(message('photosLimit'));
    const heavy = await submit(devToken(), [{ name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(LIMITS.photosMaxTotalBytes + 1, 0xff) }]);
    expect(heavy.message).toBe(message('photosLimit'));
    const html = await submit(devToken(), [photo(0), { name: 'holiday.jpg', type: 'image/jpeg', bytes: HTML }]);
    expect(html.fieldErrors.photos).toBe(message('photoType'));
    const huge = await submit(devToken(), [photo(0)], long);
    expect(huge.fieldErrors.fullName).toBe(message('tooLong', { max: LIMITS.textMax }));
    const none = await submit('', [photo(0)]);
    expect(none.fieldErrors.captcha).toBe(message('humanCheck'));
    const missing = await submit(devToken(), [], '');
    expect(missing.message).toBe(message('requiredFields'));
    expect(missing.details).toEqual([message('fullNameLabel'), message('contactNumberLabel')]);

    expect(await stored(request, 'submission', marker)).toEqual([]);
  });

  test('the backend itself refuses the same submissions and stores nothing', async ({ request }) => {
    const email = `${unique('backend')}@example.com`;
    const contact = (captcha: string, name = 'Direct') =>
      request.post(`${API}${paths.contact}`, {
        data: { name, email, phone: '+356 2133 4455', comment: '', captcha, sourceTypeID: 2, refId: 0 },
        failOnStatusCode: false,
      });
    expect((await contact('')).status()).toBe(403);
    expect((await contact('forged')).status()).toBe(403);
    expect((await contact(devToken(), long)).status()).toBe(400);
    expect(await stored(request, 'contact', email)).toEqual([]);

    const name = unique('Direct Owner');
    const submission = (photos: { name: string; mimeType: string; buffer: Buffer }[]) => {
      const form = new FormData();
      for (const [k, v] of [['FullName', name], ['ContactNumber', '+356 7912 3456'], ['CaptchValue', devToken()], ['SourceType', '2']]) {
        form.append(k ?? '', v ?? '');
      }
      for (const p of photos) form.append('Photos', new Blob([new Uint8Array(p.buffer)], { type: p.mimeType }), p.name);
      return fetch(`${API}${paths.requestPropertyAdd}`, { method: 'POST', body: form });
    };
    const jpeg = await jpegWithExif(64, 48, '#335577');
    const tooMany = await submission(Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: jpeg })));
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await tooMany.json())).toContain(MESSAGES.photosLimit);
    const html = await submission([{ name: 'x.jpg', mimeType: 'image/jpeg', buffer: HTML }]);
    expect(html.status).toBe(415);
    expect(await stored(request, 'submission', name)).toEqual([]);
  });
});
