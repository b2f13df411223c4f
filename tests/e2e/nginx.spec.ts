/**
 * The production build behind the shipped nginx rules (deploy/nginx/http.conf and site.conf,
 * included unchanged by scripts/support/nginx.ts): the site's headers arrive whole, every page has a
 * nonce of its own, the framework's files are cached and compressed, request bodies are limited per
 * path, and the visitor cannot choose the address the site and the backend see.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { e2eEnv } from '../../playwright.config';
import { nonceOfPolicy } from '../../lib/security/nonce';
import { startNginx, type Nginx } from '../../scripts/support/nginx';
import { field, humanCheck, latest, unique } from '../support/forms';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as sent, and the answer's bytes as they came over the wire (not decompressed). */
function raw(url: string, opts: { method?: string; headers?: Record<string, string | number>; body?: Buffer } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    // nginx may answer (413) and close before the whole body is sent
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    req.end(opts.body);
  });
}

const html = (r: Raw) => (r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');

/** Headers that belong to one response or one hop, not to what the site says about its pages. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-security-policy', 'server', 'x-cache-status', 'vary', 'content-encoding']);

let nginx: Nginx;
test.beforeAll(async () => {
  nginx = await startNginx(e2eEnv.SITE_URL);
});
test.afterAll(async () => {
  await nginx?.stop();
});

test('a page arrives through nginx with every header the site sends, compressed, with a nonce of its own', async () => {
  const direct = await raw(`${e2eEnv.SITE_URL}/company`, { headers: { 'accept-encoding': 'gzip' } });
  const first = await raw(`${nginx.url}/company`, { headers: { 'accept-encoding': 'gzip' } });
  const second = await raw(`${nginx.url}/company`, { headers: { 'accept-encoding': 'gzip' } });
  expect(first.status).toBe(200);
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(html(first)).toContain('</html>');
  // the same headers, each response's nonce aside (the font preload's Link header names it too)
  const same = (r: Raw) => {
    const nonce = nonceOfPolicy(String(r.headers['content-security-policy'])) ?? '';
    return Object.fromEntries(
      Object.entries(r.headers)
        .filter(([name]) => !PER_RESPONSE.has(name))
        .map(([name, value]) => [name, String(value).replaceAll(nonce, 'NONCE')]),
    );
  };
  expect(same(first)).toEqual(same(direct));
  expect(first.headers['x-content-type-options']).toBe('nosniff');
  expect(first.headers['strict-transport-security']).toBeDefined();

  // pages are never cached: each response its own nonce, in its policy and on every script
  const nonces = [first, second].map((r) => nonceOfPolicy(String(r.headers['content-security-policy'])));
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  for (const [i, r] of [first, second].entries()) {
    const attributes = [...html(r).matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(attributes.length).toBeGreaterThan(0);
    expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
    expect(r.headers['x-cache-status'] ?? '').not.toBe('HIT');
  }
});

test('the framework’s files come from nginx’s cache, compressed and kept for a year', async () => {
  const page = html(await raw(`${nginx.url}/residentials`, { headers: { 'accept-encoding': 'gzip' } }));
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script, 'a framework script on the page').toBeTruthy();
  const once = await raw(nginx.url + script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const again = await raw(nginx.url + script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  for (const r of [once, again]) {
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toContain('max-age=31536000');
    expect(r.headers['cache-control']).toContain('immutable');
  }
  expect(again.headers['x-cache-status']).toBe('HIT');
  expect(gunzipSync(again.body)).toEqual(gunzipSync(once.body));
  // a client that takes no gzip gets the plain file
  const plain = await raw(nginx.url + script);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toEqual(gunzipSync(once.body));
});

test('request bodies are limited by purpose: 1 MB for actions and forms, more for the two uploads', async () => {
  const action = await raw(`${nginx.url}/`, {
    method: 'POST',
    headers: { 'next-action': 'f'.repeat(42), 'content-type': 'text/plain;charset=UTF-8', 'content-length': 5 * 1024 * 1024 },
    body: Buffer.alloc(5 * 1024 * 1024, 'a'),
  });
  expect(action.status).toBe(413);
  // the owner's photos (up to 20 MB) reach the site, which judges them itself
  const upload = await raw(`${nginx.url}/my-properties`, {
    method: 'POST',
    headers: { 'next-action': 'f'.repeat(42), 'content-type': 'text/plain;charset=UTF-8', 'content-length': 5 * 1024 * 1024 },
    body: Buffer.alloc(5 * 1024 * 1024, 'a'),
  });
  expect(upload.status).not.toBe(413);
});

test('a visitor cannot choose the address the site and the backend see', async ({ browser, request }) => {
  const context = await browser.newContext({ baseURL: nginx.url, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.66' } });
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/contact');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const form = page.getByRole('form', { name: 'Contact us' });
  const email = `${unique('via-nginx')}@example.com`;
  await field(form, 'Name').fill('Through The Proxy');
  await field(form, 'Email').fill(email);
  await field(form, 'Phone').fill('2133 4455');
  await humanCheck(form).check();
  await form.getByRole('button', { name: 'SEND NOW' }).click();
  await expect(page).toHaveURL(/\/thankyou-contact$/);
  const rows = (await latest(request, 'contact', 10)).filter((r) => r.email === email);
  expect(rows).toHaveLength(1);
  // nginx saw the browser on loopback and said so, whatever the request claimed
  expect(rows[0]?.remote_ip).toBe('127.0.0.1');
  expect(errors).toEqual([]);
  await context.close();
});
