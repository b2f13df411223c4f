/**
 * Pages the same for every visitor are made once and served from Next.js's cache, each with a policy
 * of its inline scripts' hashes (docs/decisions/cached-pages.md, lib/cached-routes.ts). The cache
 * handler (cache-handler.mjs) relies on Next.js behaviour it does not document, which these tests
 * guard over real HTTP against the production build:
 * - the headers stored with a page are sent again on every hit (the policy is on the HIT);
 * - the first visitor is served the very object given to the handler's set() (the policy is on the MISS);
 * and on what the site adds around it: the middleware sends a cached page no policy of its own (one
 * policy, never two) and takes a policy a visitor sent off the request (no nonce is written into a
 * page made once for everyone); not-found pages, invented ids and redirects are not kept; a detail
 * address with another slug is moved to the property's own with the visit's tags; a page number past
 * the last page of the blog or of an agent's properties is moved to the last page, and any other
 * spelling of a page number or query is served the page's one entry.
 *
 * The suite runs with two workers against one server, so a page another file may load first is
 * asked until it is a HIT; a MISS is asserted only on addresses no other file loads (the detail pages
 * of two properties from the middle of the demo list, one of them in Italian; the Italian blog's
 * second page; the Italian profile of the demo's last agent).
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { backendAgentProperties, backendAgents, backendPosts, search, pathOf, type WireItem } from '../support/backend-data';
import { consentBootScript } from '../../lib/consent';

/** The policy a visitor may send in, hoping its nonce is written into a page made once for everyone. */
const FORGED = { 'content-security-policy': "script-src 'nonce-Zm9yZ2Vk'" };
const CONSENT_BOOT_HASH = sha256(consentBootScript(undefined));

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The hash of each script the browser runs inline: the exact text between `<script…>` and
 * `</script>` of each script without a src whose type is none or a JavaScript one (a JSON-LD block is
 * data). Written here on its own, not with the product's parser (lib/security/page-policy.ts).
 */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (type === '' || /^(module|(text|application)\/javascript)$/i.test(type)) hashes.push(sha256(text));
  }
  return hashes;
}

interface Answer {
  status: number;
  cache: string | undefined;
  policies: string[];
  body: string;
}

async function answer(res: APIResponse): Promise<Answer> {
  const headers = res.headersArray();
  return {
    status: res.status(),
    cache: res.headers()['x-nextjs-cache'],
    policies: headers.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value),
    body: await res.text(),
  };
}

const get = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  answer(await request.get(path, { headers, maxRedirects: 0 }));

/** The 'sha256-…' sources of a policy's script-src. */
function scriptSources(policy: string): string[] {
  const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  return scriptSrc.split(/\s+/).slice(1);
}

/**
 * What every answer of a cached page holds: one policy, of the hashes of exactly its inline scripts
 * (and the consent boot script's), no nonce in it or in the page, no 'strict-dynamic' or
 * 'unsafe-inline' for scripts.
 */
function expectHashedPage(a: Answer, what: string) {
  expect(a.policies, `${what}: exactly one content-security-policy header`).toHaveLength(1);
  const policy = a.policies[0]!;
  expect(policy, what).not.toContain("'nonce-");
  expect(policy, what).not.toContain('Zm9yZ2Vk');
  expect(a.body, `${what}: no nonce in the page`).not.toContain('nonce=');
  const sources = scriptSources(policy);
  expect(sources, what).toContain("'self'");
  expect(sources, what).not.toContain("'strict-dynamic'");
  expect(sources, what).not.toContain("'unsafe-inline'");
  const hashes = sources.filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1));
  const inPage = inlineScriptHashes(a.body);
  expect(inPage.length, `${what}: the page has inline scripts`).toBeGreaterThan(0);
  expect(new Set(hashes), `${what}: the policy's hashes are those of the page's inline scripts`).toEqual(new Set([...inPage, CONSENT_BOOT_HASH]));
  expect(hashes, `${what}: each hash once`).toHaveLength(new Set(hashes).size);
}

/**
 * Asks for a cached page until it is served from the cache (HIT), the first time with a forged policy
 * on the request; checks each answer. Answers the first and the hit.
 */
async function firstAndHit(request: APIRequestContext, path: string, status = 200): Promise<{ first: Answer; hit: Answer }> {
  const first = await get(request, path, FORGED);
  expect(first.status, path).toBe(status);
  expect(['MISS', 'HIT', 'STALE'], `${path}: answered through the page cache`).toContain(first.cache);
  expectHashedPage(first, `${path} (${first.cache})`);
  let hit: Answer | undefined;
  // a page another file made over 300 s ago is served STALE while it is made again; then it is a HIT
  await expect
    .poll(async () => {
      hit = await get(request, path, FORGED);
      return hit.cache;
    }, { message: `${path} is served from the cache` })
    .toBe('HIT');
  expect(hit!.status, path).toBe(status);
  expectHashedPage(hit!, `${path} (HIT)`);
  return { first, hit: hit! };
}

/** Two properties from the middle of the demo's sale listings, whose detail pages no other file opens. */
async function unopenedProperties(request: APIRequestContext): Promise<[WireItem, WireItem]> {
  const items = await search(request, 6);
  const middle = Math.floor(items.length / 2);
  const [a, b] = [items[middle], items[middle + 1]];
  if (!a || !b) throw new Error('the demo data has too few sale listings');
  return [a, b];
}

test.describe('pages made once, each with the hashes of its inline scripts', () => {
  // the clean listing and landing addresses too, with only the visit's tags in their query
  for (const path of [
    '/',
    '/company',
    '/thankyou-contact',
    '/it',
    '/it/company',
    '/commercials',
    '/commercials?ref=5&utm_source=news',
    '/penthouses-for-sale-in-malta',
    '/blog',
    '/blog?page=2&ref=5&utm_source=news',
    '/agent/1',
    '/it/agent/1?ref=5&utm_source=news',
  ]) {
    test(`${path}: a hit after the first answer, both with one policy of the page's own hashes and no nonce`, async ({ request }) => {
      const { first, hit } = await firstAndHit(request, path);
      // the page is stored: a hit sends the same page and the same policy as the answer it was stored from
      if (first.cache === 'MISS') {
        expect(hit.body).toBe(first.body);
        expect(hit.policies).toEqual(first.policies);
      }
    });
  }

  test('/404.html: 404 on the first answer and on the hit, with one policy of its own hashes', async ({ request }) => {
    await firstAndHit(request, '/404.html', 404);
  });

  for (const [name, language] of [
    ['English', ''],
    ['Italian', '/it'],
  ] as const) {
    test(`a detail page in ${name}: the first visitor's MISS, with a forged policy sent, and the hit have the same hashed policy`, async ({ request }) => {
      const [english, italian] = await unopenedProperties(request);
      const path = `${language}${pathOf(language ? italian : english)}`;
      const first = await get(request, path, FORGED);
      expect(first.status, path).toBe(200);
      // the first visitor is served the object the handler was given to store (its policy included)
      expect(first.cache, `${path}: made for this request`).toBe('MISS');
      expectHashedPage(first, `${path} (MISS)`);
      const hit = await get(request, path);
      expect(hit.status, path).toBe(200);
      expect(hit.cache, `${path}: served from the cache`).toBe('HIT');
      expectHashedPage(hit, `${path} (HIT)`);
      expect(hit.body).toBe(first.body);
      expect(hit.policies).toEqual(first.policies);
    });
  }

  test('an invented detail or agent id is not found and never kept: two MISSes', async ({ request }) => {
    for (const path of ['/99999998-6', '/it/99999998-6', '/agent/99999998', '/it/agent/99999998?page=2', '/agent/00001']) {
      for (const time of ['first', 'second']) {
        const a = await get(request, path);
        expect(a.status, `${path} ${time}`).toBe(404);
        expect(a.cache, `${path} ${time}: made again, not served from the cache`).toBe('MISS');
        expect(a.policies, `${path} ${time}`).toHaveLength(1);
        expect(a.body).not.toContain('nonce=');
      }
    }
  });

  test("a detail address with another slug moves to the property's own, keeping the referral and campaign tags", async ({ request, baseURL }) => {
    const [property] = await search(request, 6);
    if (!property) throw new Error('the demo data has no sale listings');
    for (const language of ['', '/it']) {
      const asked = `${language}/another-slug-${property.id}-${property.lettingType}?ref=5&utm_source=news&foo=bar`;
      for (const time of ['first', 'second']) {
        const res = await request.get(asked, { maxRedirects: 0 });
        expect(res.status(), `${asked} ${time}`).toBe(308);
        const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location');
        expect(locations, `${asked} ${time}: one Location`).toHaveLength(1);
        const to = new URL(locations[0]!.value, baseURL);
        expect(to.pathname + to.search, `${asked} ${time}`).toBe(`${language}${pathOf(property)}?ref=5&utm_source=news`);
        expect(res.headers()['x-nextjs-cache'], `${asked} ${time}: a redirect is not served from the cache`).not.toBe('HIT');
      }
    }
  });

  test("a page of the blog's list and an agent's profile: the first visitor's MISS, then one entry whatever spells its page number or fills its query", async ({ request }) => {
    const agents = await backendAgents(request);
    const agent = agents.at(-1);
    if (!agent) throw new Error('the demo data has no agents');
    for (const [path, spellings] of [
      ['/it/blog?page=2', ['/it/blog?page=02&foo=bar', '/it/blog?page=2&page=7&ref=5']],
      [`/it/agent/${agent.id}`, [`/it/agent/${agent.id}?page=abc`, `/it/agent/${agent.id}?page=1&sort=price-asc`, `/it/agent/${agent.id}?page=0`, `/it/agent/${agent.id}?page=99999`]],
    ] as const) {
      const first = await get(request, path, FORGED);
      expect(first.status, path).toBe(200);
      expect(first.cache, `${path}: made for this request`).toBe('MISS');
      expectHashedPage(first, `${path} (MISS)`);
      for (const other of spellings) {
        const hit = await get(request, other, FORGED);
        expect(hit.status, other).toBe(200);
        expect(hit.cache, `${other}: served from the entry of ${path}`).toBe('HIT');
        expectHashedPage(hit, `${other} (HIT)`);
        expect(hit.body, other).toBe(first.body);
      }
    }
  });

  test("a page number past the last page of the blog or of an agent's properties moves to the last page with the visit's tags, and is never kept", async ({ request, baseURL }) => {
    const { total } = await backendPosts(request);
    const agents = await backendAgents(request);
    const counts = await Promise.all(agents.map(async (a) => (await backendAgentProperties(request, a.id)).length));
    const most = counts.indexOf(Math.max(...counts));
    const pageOf = (path: string, n: number) => (n > 1 ? `${path}?page=${n}&` : `${path}?`);
    for (const [path, last] of [
      ['/blog', Math.max(1, Math.ceil(total / 20))],
      [`/it/agent/${agents[most]!.id}`, Math.max(1, Math.ceil(counts[most]! / 20))],
    ] as const) {
      // the highest number a query is read as (lib/pagination.ts, parsePage; a higher one is page 1)
      for (const past of [last + 1, 10_000]) {
        const asked = `${path}?page=${past}&ref=5&utm_source=news&foo=bar`;
        for (const time of ['first', 'second']) {
          const res = await request.get(asked, { maxRedirects: 0 });
          expect(res.status(), `${asked} ${time}`).toBe(307);
          const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location');
          expect(locations, `${asked} ${time}: one Location`).toHaveLength(1);
          const to = new URL(locations[0]!.value, baseURL);
          expect(to.pathname + to.search, `${asked} ${time}`).toBe(`${pageOf(path, last)}ref=5&utm_source=news`);
          expect(res.headers()['x-nextjs-cache'], `${asked} ${time}: a redirect is not served from the cache`).not.toBe('HIT');
        }
      }
    }
  });

  for (const path of ['/shortlist', '/residentials?sort=price-asc', '/penthouses-for-sale-in-malta?beds=2']) {
    test(`${path}: rendered per request, with a fresh nonce in its one policy and on its scripts`, async ({ request }) => {
      const nonces: string[] = [];
      for (const time of ['first', 'second']) {
        const a = await get(request, path, FORGED);
        expect(a.status, path).toBe(200);
        expect(a.policies, `${path} ${time}: one policy`).toHaveLength(1);
        const nonce = /'nonce-([^']+)'/.exec(a.policies[0]!)?.[1];
        expect(nonce, `${path} ${time}: a nonce in the policy`).toBeTruthy();
        expect(nonce, 'not the one the visitor sent').not.toBe('Zm9yZ2Vk');
        expect(a.body, `${path} ${time}: the scripts carry the policy's nonce`).toContain(`nonce="${nonce}"`);
        expect(a.policies[0]!).toContain("'strict-dynamic'");
        nonces.push(nonce!);
      }
      expect(nonces[0], 'a new nonce for each answer').not.toBe(nonces[1]);
    });
  }
});
