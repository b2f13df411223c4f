/**
 * What the form suites share: the development human check, fields by their label, unique values,
 * the rows the reference backend stored, read through its test-only inspect views
 * (BACKEND_INSPECT=1), and server actions posted straight.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eEnv } from '../../playwright.config';
import { actionId } from '../../scripts/support/actions';

export type Row = Record<string, unknown>;

export const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

/**
 * The rows of a kind of submission (contact, career, submission …) that carry `marker`, a unique
 * name, e-mail or text the test put in its own submission, newest first: never another test's row,
 * however many the other workers store meanwhile. `backend` is the suite's reference backend unless
 * a test runs one of its own.
 */
export async function stored(request: APIRequestContext, kind: string, marker: string, backend = e2eEnv.API_BASE_URL): Promise<Row[]> {
  const res = await request.get(`${backend}/__inspect/${kind}`, { params: { marker } });
  expect(res.ok(), `inspect ${kind}`).toBeTruthy();
  return ((await res.json()) as { result: Row[] }).result;
}

/** The one row of a kind that carries `marker`. */
export async function storedOnce(request: APIRequestContext, kind: string, marker: string): Promise<Row> {
  const rows = await stored(request, kind, marker);
  expect(rows, `${kind} rows carrying ${marker}`).toHaveLength(1);
  return rows[0]!;
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
  return storedOnce(request, 'contact', email);
}

/* ---------- server actions posted straight, as an attacker would ---------- */

export type Part = string | { name: string; type: string; bytes: Uint8Array };

export interface ActionState {
  status: string;
  redirectTo?: string;
  message: string;
  details: string[];
  fieldErrors: Record<string, string>;
}

/**
 * Posts to an action the way its form does (the Next-Action header, the form as argument 1);
 * `page` is the address the form is on, `origin` the site (the e2e site by default).
 */
export async function postAction(
  name: string,
  fields: [string, Part][],
  page = '/contact',
  origin = e2eEnv.SITE_URL,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Response> {
  const body = new FormData();
  for (const [k, v] of fields) {
    if (typeof v === 'string') body.append(`_1_${k}`, v);
    else body.append(`_1_${k}`, new Blob([new Uint8Array(v.bytes)], { type: v.type }), v.name);
  }
  body.append('0', JSON.stringify([{ answer: 0 }, '$K1']));
  return fetch(`${origin}${page}`, {
    method: 'POST',
    headers: { 'next-action': actionId(e2eEnv.NEXT_DIST_DIR, name), accept: 'text/x-component', ...headers },
    body,
    redirect: 'manual',
    signal,
  });
}

/** Calls an action and reads the state it answers. */
export async function callAction<S = ActionState>(name: string, fields: [string, Part][], page?: string, origin?: string, headers?: Record<string, string>): Promise<S> {
  const res = await postAction(name, fields, page, origin, headers);
  expect(res.status).toBe(200);
  const text = await res.text();
  // the action's answer is row 1 of the RSC payload (a long text may come before it as its own chunk)
  const start = text.lastIndexOf('1:{"status"');
  if (start < 0) throw new Error(`no state in the answer: ${text.slice(0, 300)}`);
  const end = text.indexOf('\n', start);
  return JSON.parse(text.slice(start + 2, end < 0 ? undefined : end)) as S;
}
