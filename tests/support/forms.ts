/**
 * What the form suites share: the development human check, fields by their label, unique values,
 * and the rows the reference backend stored, read through its test-only inspect views
 * (BACKEND_INSPECT=1).
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eEnv } from '../../playwright.config';

export type Row = Record<string, unknown>;

export const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

/** The newest rows of a kind of submission (contact, career, submission …). */
export async function latest(request: APIRequestContext, kind: string, limit = 1): Promise<Row[]> {
  const res = await request.get(`${e2eEnv.API_BASE_URL}/__inspect/${kind}?limit=${limit}`);
  expect(res.ok(), `inspect ${kind}`).toBeTruthy();
  return ((await res.json()) as { result: Row[] }).result;
}

/** The local development human check (no Turnstile keys on this machine). */
export const humanCheck = (scope: Locator) => scope.getByLabel('I am not a robot (development check)');

/** A field by its label, whether or not it is marked required (*). */
export const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()€]/g, '\\$&')}( \\*)?$`));

/**
 * Sends the contact page's form, already open in `page`, as a visitor would, and returns the one row
 * the backend stored for it.
 */
export async function sendContactForm(page: Page, request: APIRequestContext, name: string): Promise<Row> {
  const form = page.getByRole('form', { name: 'Contact us' });
  const email = `${unique('contact')}@example.com`;
  await field(form, 'Name').fill(name);
  await field(form, 'Email').fill(email);
  await field(form, 'Phone').fill('2133 4455');
  await humanCheck(form).check();
  await form.getByRole('button', { name: 'SEND NOW' }).click();
  await expect(page).toHaveURL(/\/thankyou-contact$/);
  const rows = (await latest(request, 'contact', 10)).filter((r) => r.email === email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
