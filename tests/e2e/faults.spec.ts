/**
 * A failing backend never takes the site down. The site talks to the reference backend in its strict
 * mode through the fault-injecting proxy (playwright.faults.config.ts); in every mode (down, 503,
 * hanging, slow, truncated JSON, wrong shapes) each page type answers with cached content or a clear
 * reduced state and never a stack trace, having waited for no more than one backend call's timeout;
 * pages that were cached keep being served; a form is sent once, keeps the input and says what is
 * known: sent, failed, or not confirmed (sent without an answer, so never sent twice). With an API that honours the
 * Idempotency-Key header (API_IDEMPOTENCY=1, the reference backend outside strict mode) a call whose
 * answer is lost is sent again with its key instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, message } from '../../lib/forms/messages';
import { faultsEnv } from '../../playwright.faults.config';
import { apiPaths } from '../../lib/api/wire';
import { DEV_CAPTCHA_PREFIX } from '../../lib/api/wire-constants';
import { parseEnv } from '../../lib/env';
import { FAULT_MODES, SLOW_MS, setFaultMode, startFaultProxy, type FaultMode, type FaultProxy, type FaultState } from '../support/fault-proxy';
import { freePort } from '../../scripts/support/net';
import { startSecondSite, type SecondSite } from '../support/second-site';
import { startBackend, type ReferenceBackend } from '../support/reference-backend';
import { postAction, stored, unique } from '../support/forms';
import { pathOf, search, type WireItem } from '../support/backend-data';

const PROXY = faultsEnv.FAULT_PROXY_URL;
const { BUSINESS_PHONE, BUSINESS_EMAIL } = parseEnv({ ...process.env, ...faultsEnv });
const BACKEND = faultsEnv.BACKEND_URL;
/**
 * What a visitor may wait for a page while the backend fails: every call gives up after the API
 * timeout and a page's calls go out side by side, so a page waits for one timeout at most, never for
 * a second one after it. Twice the timeout proves that much on a loaded machine; what the page shows
 * is asserted as states.
 */
const PAGE_BUDGET_MS = 2 * Number(faultsEnv.API_TIMEOUT_MS);
/**
 * A form call that gets no answer is sent once (lib/api/forms.ts, API_IDEMPOTENCY off): the visitor is
 * told after one wait for its answer, never after a second; the proxy counts the calls.
 */
const FORM_BUDGET_MS = 2 * Number(faultsEnv.API_FORM_TIMEOUT_MS);
const STACK_TRACE = /\n\s+at [\w.<>]+ \(|node_modules\/|ApiError|TypeError:|Application error: a server-side exception/;

interface Listing {
  id: number;
  title: string;
  urlSlug: string;
  lettingType: number;
}

const detailPath = (p: Listing) => `/${p.urlSlug}-${p.id}-${p.lettingType}`;
const paths = apiPaths('Sale');
/** The secret of the revalidation hook (app/api/revalidate/route.ts) on the instances these tests start. */
const REVALIDATE_SECRET = `e2e-revalidate-${randomInt(1e9)}`;

/** Whether a page shows a text, however React escaped it. */
const shows = (body: string, text: string) =>
  body.includes(text) ||
  body.includes(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'));

async function backendJson<T>(request: APIRequestContext, path: string): Promise<T> {
  return ((await (await request.get(`${BACKEND}${path}`)).json()) as { result: T }).result;
}

/** Fetches a page whole (the streamed body included) and times it. */
async function timedGet(request: APIRequestContext, path: string) {
  const started = Date.now();
  const res = await request.get(path, { maxRedirects: 0, timeout: 30_000 });
  const body = await res.text();
  return { status: res.status(), body, ms: Date.now() - started };
}

let warm: { name: string; path: string; marker: string }[] = [];
let cold: { name: string; path: string }[] = [];

/**
 * Heals the backend and waits until the site calls it again (its circuit breaker lets a probe
 * through once its cool-down, API_CIRCUIT_COOLDOWN_MS, has passed), so each mode starts from a
 * healthy site.
 */
async function healthy(request: APIRequestContext) {
  const seen = async () => (await faultState(request)).counts.pass ?? 0;
  await setFaultMode(PROXY, 'pass');
  const before = await seen();
  await expect(async () => {
    // a property nobody has: the backend's 404 is never cached, and the read is the site's own (counted
    // by the circuit breaker, so it is the probe once the cool-down has passed)
    await request.get(`/no-such-property-${900_000_000 + (Date.now() % 99_999_999)}-6`, { maxRedirects: 0 });
    expect(await seen()).toBeGreaterThan(before);
  }).toPass({ timeout: 30_000, intervals: [1000] });
}

/** How many contact messages from this address a backend stored. */
async function storedContacts(request: APIRequestContext, email: string, backend = BACKEND): Promise<number> {
  return (await stored(request, 'contact', email, backend)).length;
}

/** The proxy's counters now. */
async function faultState(request: APIRequestContext): Promise<FaultState> {
  return (await (await request.get(`${PROXY}/__fault`)).json()) as FaultState;
}

/** Fills the contact form (the development human check ticked), ready to send. */
async function fillContactForm(page: Page, name: string, email: string) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel(/^Name( \*)?$/).fill(name);
  await form.getByLabel(/^Email( \*)?$/).fill(email);
  await form.getByLabel(/^Phone( \*)?$/).fill('2133 4455');
  await form.getByLabel('Comment').fill('Is the Sliema flat still available?');
  await form.getByLabel('I am not a robot (development check)').check();
  return form;
}

/** The honest answer to a submission sent without an answer: not confirmed, how to check, the input kept. */
async function expectUnconfirmed(form: Locator, page: Page, name: string, email: string) {
  const banner = form.getByRole('alert').filter({ hasText: MESSAGES.unconfirmed });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`Please call us on ${BUSINESS_PHONE} or e-mail ${BUSINESS_EMAIL} before sending it again.`);
  await expect(banner).not.toContainText(MESSAGES.errorBanner);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByLabel(/^Name( \*)?$/)).toHaveValue(name);
  await expect(form.getByLabel(/^Email( \*)?$/)).toHaveValue(email);
}

test.beforeAll(async ({ request }) => {
  await healthy(request);
  const featured = await backendJson<Listing[]>(request, paths.home);
  const agents = (await backendJson<{ data: { id: number; firstName: string; lastName: string }[] }>(request, paths.agents)).data;
  const posts = (await backendJson<{ data: { title: string }[] }>(request, `${paths.blogPage}?requestPage=0`)).data;
  const positions = await backendJson<{ title: string }[]>(request, paths.careers);
  const [a, b] = featured;
  const [agentA, agentB] = agents;
  const [post] = posts;
  const [position] = positions;
  if (!a || !b || !agentA || !agentB || !post || !position) throw new Error('the demo data lacks properties, agents, posts or positions');

  // Visited while the backend is healthy, so their data is in the cache.
  warm = [
    { name: 'home', path: '/', marker: a.title },
    { name: 'landing page', path: '/penthouses-for-sale-in-malta', marker: 'Penthouses' },
    { name: 'sorted listing', path: '/residentials?sort=price-asc', marker: 'Residential' },
    { name: 'detail page', path: detailPath(a), marker: a.title },
    { name: 'agents', path: '/agents', marker: `${agentB.firstName} ${agentB.lastName}` },
    { name: 'agent profile', path: `/agent/${agentA.id}`, marker: `${agentA.firstName} ${agentA.lastName}` },
    { name: 'blog', path: '/blog', marker: post.title },
    { name: 'careers', path: '/career', marker: position.title },
  ];
  for (const p of warm) {
    const res = await timedGet(request, p.path);
    expect(res.status, `${p.name} while healthy`).toBe(200);
    expect(shows(res.body, p.marker), `${p.name} while healthy shows ${p.marker}`).toBe(true);
  }
  // Never visited before the backend fails.
  cold = [
    { name: 'uncached detail page', path: detailPath(b) },
    { name: 'uncached agent profile', path: `/agent/${agentB.id}` },
    { name: 'uncached filter combination', path: '/residentials?beds=3&baths=2&sort=price-desc' },
    { name: 'uncached landing page', path: '/property-for-sale-in-gozo' },
    { name: 'uncached listing page', path: '/commercials?page=2' },
    { name: 'uncached blog page', path: '/blog?page=2' },
  ];
});

/** Modes in which the backend receives the submission and confirms it (slowly, or in a mangled answer). */
const CONFIRMED: FaultMode[] = ['slow', 'wrong-shape'];
/** Modes in which the site gets no answer it can read: no answer at all, or a success cut in half after the backend stored it. */
const UNCONFIRMED: FaultMode[] = ['hang', 'truncated'];

test.afterAll(async () => {
  await setFaultMode(PROXY, 'pass');
});

/** the modes a backend stays in (lost-answer is a single lost answer, tested on its own) */
const failing = FAULT_MODES.filter((m): m is Exclude<FaultMode, 'pass' | 'lost-answer'> => m !== 'pass' && m !== 'lost-answer');

for (const mode of failing) {
  test.describe(`backend ${mode}`, () => {
    test.beforeEach(async ({ request }) => {
      await healthy(request);
      await setFaultMode(PROXY, mode);
    });

    test('pages cached earlier are still served, in time', async ({ request }) => {
      for (const p of warm) {
        const res = await timedGet(request, p.path);
        // soft: one run names every page that fails
        expect.soft(res.status, `${mode}: ${p.name}`).toBe(200);
        expect.soft(shows(res.body, p.marker), `${mode}: ${p.name} shows its cached content (${p.marker})`).toBe(true);
        expect.soft(res.body, `${mode}: ${p.name}`).not.toMatch(STACK_TRACE);
        expect.soft(res.ms, `${mode}: ${p.name} took ${res.ms} ms`).toBeLessThanOrEqual(PAGE_BUDGET_MS);
      }
    });

    test('pages never cached answer in time with a clear reduced state, never a stack trace', async ({ request }) => {
      for (const p of cold) {
        const res = await timedGet(request, p.path);
        expect.soft(res.status, `${mode}: ${p.name} is not a server error`).not.toBe(500);
        expect.soft(res.body, `${mode}: ${p.name}`).not.toMatch(STACK_TRACE);
        expect.soft(res.body, `${mode}: ${p.name} is a page of the site`).toContain('</html>');
        expect.soft(res.ms, `${mode}: ${p.name} took ${res.ms} ms`).toBeLessThanOrEqual(mode === 'slow' ? PAGE_BUDGET_MS + SLOW_MS : PAGE_BUDGET_MS);
      }
    });

    test(
      CONFIRMED.includes(mode)
        ? 'a contact message the backend confirms is sent'
        : UNCONFIRMED.includes(mode)
          ? 'a contact message without a readable answer is not confirmed, sent once, and keeps the input'
          : 'the contact form says the submission failed and keeps the input',
      async ({ page, request }) => {
        const email = `${unique(`joseph-${mode}`)}@example.com`;
        await page.goto('/contact');
        const form = await fillContactForm(page, 'Joseph Camilleri', email);
        // the same fault for the contact call, now counted: the message never goes out twice
        const callsBefore = (await setFaultMode(PROXY, mode, paths.contact)).matched;
        const contactCalls = async () => (await faultState(request)).matched - callsBefore;
        const started = Date.now();
        await form.getByRole('button', { name: 'SEND NOW' }).click();
        if (CONFIRMED.includes(mode)) {
          await expect(page).toHaveURL(/\/thankyou-contact$/);
          expect(await contactCalls(), `${mode}: contact calls`).toBe(1);
          expect(await storedContacts(request, email), 'the backend stored it once').toBe(1);
          return;
        }
        if (UNCONFIRMED.includes(mode)) {
          await expectUnconfirmed(form, page, 'Joseph Camilleri', email);
          expect(Date.now() - started).toBeLessThanOrEqual(FORM_BUDGET_MS);
          expect(await contactCalls(), `${mode}: contact calls`).toBe(1);
          // a hanging backend never got it; a cut-off answer came after the backend stored it, once
          expect(await storedContacts(request, email)).toBe(mode === 'truncated' ? 1 : 0);
          return;
        }
        await expect(form.getByRole('alert').filter({ hasText: MESSAGES.errorBanner })).toBeVisible();
        expect(Date.now() - started).toBeLessThanOrEqual(FORM_BUDGET_MS);
        // a lead is always tried, whatever the page reads did to the circuit breaker
        expect(await contactCalls(), `${mode}: contact calls`).toBe(1);
        await expect(page).toHaveURL(/\/contact$/);
        await expect(form.getByLabel(/^Name( \*)?$/)).toHaveValue('Joseph Camilleri');
        await expect(form.getByLabel(/^Email( \*)?$/)).toHaveValue(email);
        await expect(form.getByLabel('Comment')).toHaveValue('Is the Sliema flat still available?');
      },
    );
  });
}

/**
 * Searches a visitor shapes are outside the circuit breaker (lib/api/circuit-breaker.ts): however many
 * of them fail, each answers 503 for itself while the site's other pages and its leads go on
 * (docs/decisions/outage-status.md).
 */
test('failing searches a visitor shaped close nothing: other pages answer 200 and a contact message is sent', async ({ page, request }) => {
  await healthy(request);
  const agents = (await backendJson<{ data: { id: number; firstName: string; lastName: string }[] }>(request, paths.agents)).data;
  const agent = agents.at(-2);
  if (!agent) throw new Error('the demo data has too few agents');
  await setFaultMode(PROXY, '503', paths.search);
  for (let beds = 1; beds <= 4; beds++) {
    for (const sort of ['price-asc', 'price-desc']) {
      // a price nobody searched before, so that no cache of any version of the site could answer it
      const res = await timedGet(request, `/residentials?beds=${beds}&minPrice=${randomInt(1000, 900_000)}&sort=${sort}`);
      expect.soft(res.status, `beds=${beds} sort=${sort}: its own search failed`).toBe(503);
      expect.soft(res.body).not.toMatch(STACK_TRACE);
    }
  }
  // eight failed searches later: a page of the site's own reads, and a lead
  const profile = await timedGet(request, `/agent/${agent.id}`);
  expect(profile.status).toBe(200);
  expect(shows(profile.body, `${agent.firstName} ${agent.lastName}`)).toBe(true);
  const email = `${unique('breaker')}@example.com`;
  await page.goto('/contact');
  const form = await fillContactForm(page, 'Rita Vella', email);
  await form.getByRole('button', { name: 'SEND NOW' }).click();
  await expect(page).toHaveURL(/\/thankyou-contact$/);
  expect(await storedContacts(request, email)).toBe(1);
  await setFaultMode(PROXY, 'pass');
});

test('a contact message whose answer is lost is not confirmed and not sent again: one stored message, the visitor told how to check', async ({ page, request }) => {
  await healthy(request);
  const email = `${unique('lost-answer')}@example.com`;
  await page.goto('/contact');
  const form = await fillContactForm(page, 'Maria Azzopardi', email);
  const before = (await faultState(request)).counts;
  // the backend stores the call, whose answer never reaches the site
  await setFaultMode(PROXY, 'lost-answer', paths.contact);
  await form.getByRole('button', { name: 'SEND NOW' }).click();
  await expectUnconfirmed(form, page, 'Maria Azzopardi', email);
  const after = (await faultState(request)).counts;
  expect((after['lost-answer'] ?? 0) - (before['lost-answer'] ?? 0)).toBe(1);
  // the strict backend stores every call it gets: one message means one call
  expect(await storedContacts(request, email)).toBe(1);
});

/**
 * The add-my-property forwarding lane (lib/server/forwarding.ts) while the backend holds every
 * submission: two are forwarded, one network has one place in line, and a submission whose owner
 * hung up while it waited is dropped at its turn, never sent (lib/server/visitor-presence.ts).
 */
test('an owner who hangs up while their submission waits its turn is not sent; the next owner is', async ({ request }) => {
  await healthy(request);
  const submission = (name: string): [string, string][] => [
    ['fullName', name],
    ['contactNumber', '79123456'],
    ['contactCountry', 'MT'],
    ['captcha', `${DEV_CAPTCHA_PREFIX}${unique('lane')}`],
  ];
  const from = (network: string) => ({ 'x-forwarded-for': network });
  const send = (network: string, signal?: AbortSignal) =>
    postAction('submitProperty', submission(unique('owner')), '/my-properties', faultsEnv.SITE_URL, from(network), signal);
  const matched = async () => (await faultState(request)).matched;

  await setFaultMode(PROXY, 'hang', paths.requestPropertyAdd);
  const before = await matched();
  // two owners forwarded, their calls held by the backend
  const held = [send('198.51.100.71'), send('198.51.100.72')];
  await expect.poll(async () => (await matched()) - before).toBe(2);
  // two from one network: whichever takes the place in line, the other is told at once that the site is busy
  const [first, second] = [new AbortController(), new AbortController()];
  const waiting = [send('198.51.100.73', first.signal), send('198.51.100.73', second.signal)];
  const busy = await Promise.race(waiting.map((w, i) => w.then(async (res) => ({ i, text: await res.text() }))));
  expect(busy.text).toContain(`"${message('busy')}"`);
  // the owner in line hangs up; a page answered after that shows the site has read the hang-up (its
  // sockets are read in the order they became ready)
  [first, second][1 - busy.i]!.abort();
  await Promise.allSettled(waiting);
  expect((await request.head(`${faultsEnv.SITE_URL}/favicon.ico`)).status()).toBeLessThan(500);
  // the backend lets the two held calls go (they fail at once) and their places free up: the lane's
  // next turn drops the one that hung up
  await setFaultMode(PROXY, 'pass', paths.requestPropertyAdd);
  await Promise.all(held.map(async (res) => expect((await res).status).toBe(200)));
  expect((await send('198.51.100.74')).status).toBe(200);
  // forwarded: the two held and the last owner's, never the one who hung up
  expect((await matched()) - before).toBe(3);
});

/**
 * The Idempotency-Key extension end to end: the same build with API_IDEMPOTENCY=1, in front of a
 * reference backend outside strict mode (which honours the header) behind a fault proxy of its own.
 */
test.describe('with an API that honours Idempotency-Key', () => {
  let backend: ReferenceBackend | undefined;
  let proxy: FaultProxy | undefined;
  let site: SecondSite | undefined;

  test.beforeAll(async () => {
    backend = await startBackend({ BACKEND_STRICT: '0' });
    proxy = await startFaultProxy({ target: backend.url });
    const { API_TIMEOUT_MS, API_FORM_TIMEOUT_MS, IMAGE_BASE_URL } = faultsEnv;
    site = await startSecondSite({ API_BASE_URL: proxy.url, API_IDEMPOTENCY: '1', API_TIMEOUT_MS, API_FORM_TIMEOUT_MS, IMAGE_BASE_URL }, '/contact');
  });
  test.afterAll(async () => {
    site?.stop();
    await proxy?.close();
    backend?.stop();
  });

  test('a contact message whose answer is lost is sent again with the same key: one stored message, one thank-you page', async ({ page, request }) => {
    const email = `${unique('lost-answer-key')}@example.com`;
    await page.goto(`${site!.origin}/contact`);
    const form = await fillContactForm(page, 'Maria Azzopardi', email);
    proxy!.setMode('lost-answer', paths.contact);
    await form.getByRole('button', { name: 'SEND NOW' }).click();
    // a state, not a budget: the site first waits out its form timeout, then sends again
    await expect(page).toHaveURL(/\/thankyou-contact$/, { timeout: 60_000 });
    const counts = proxy!.state().counts;
    // one call lost, the repeat answered by the backend with the first answer
    expect(counts['lost-answer']).toBe(1);
    expect(await storedContacts(request, email, backend!.url)).toBe(1);
  });
});

test('once the backend is back, uncached pages show their content again', async ({ request }) => {
  await setFaultMode(PROXY, 'pass');
  // the circuit breaker lets a probe through once its cool-down has passed
  await expect(async () => {
    const res = await timedGet(request, cold[0]?.path ?? '/');
    expect(res.status).toBe(200);
    expect(res.body).not.toMatch(STACK_TRACE);
  }).toPass({ timeout: 30_000 });
});

/**
 * Several instances behind one cache (cache-handler.mjs, docs/performance.md): what one instance
 * read from the backend, another serves while the backend is down, though it never asked for it.
 */
test.describe('instances sharing the Redis cache', () => {
  let redis: ChildProcess | undefined;
  let redisPort = 0;
  const sites: SecondSite[] = [];
  const prefix = `e2e-${Date.now()}:`;
  const redisKeys = () =>
    spawnSync('redis-cli', ['-p', String(redisPort), '--scan', '--pattern', `${prefix}*`]).stdout.toString().trim().split('\n').filter(Boolean);

  test.beforeAll(async () => {
    redisPort = await freePort();
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await expect.poll(() => spawnSync('redis-cli', ['-p', String(redisPort), 'ping']).stdout?.toString().trim(), { timeout: 10_000 }).toBe('PONG');
    const shared = { ...faultsEnv, REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_KEY_PREFIX: prefix, REVALIDATE_SECRET };
    sites.push(await startSecondSite(shared), await startSecondSite(shared));
  });
  test.afterAll(async () => {
    for (const s of sites) s.stop();
    redis?.kill();
    await setFaultMode(PROXY, 'pass');
  });

  test('a page one instance cached is served by another while the backend is down', async ({ request }) => {
    const [first, second] = sites;
    if (!first || !second) throw new Error('the two instances did not start');
    await healthy(request);
    const agents = (await backendJson<{ data: { id: number; firstName: string; lastName: string }[] }>(request, paths.agents)).data;
    const agent = agents.at(-1);
    if (!agent) throw new Error('the demo data has no agents');
    const path = `/agent/${agent.id}`;
    const name = `${agent.firstName} ${agent.lastName}`;

    const warmed = await timedGet(request, first.origin + path);
    expect(warmed.status).toBe(200);
    expect(shows(warmed.body, name)).toBe(true);
    await expect.poll(() => redisKeys().length, { message: 'the first instance wrote to Redis' }).toBeGreaterThan(0);

    await setFaultMode(PROXY, 'down');
    const served = await timedGet(request, second.origin + path);
    expect(served.status).toBe(200);
    expect(shows(served.body, name), `the second instance shows ${name} from the shared cache`).toBe(true);
    expect(served.body).not.toMatch(STACK_TRACE);
  });

  test('a listing changed and revalidated through one instance is fresh on the other at its first request', async ({ request }) => {
    const [first, second] = sites;
    if (!first || !second) throw new Error('the two instances did not start');
    await expectFreshAfterRevalidation(request, first.origin, second.origin, (await search(request, 6, {}, BACKEND)).at(-2));
  });

  test('an invented detail id adds nothing to Redis', async ({ request }) => {
    const [first] = sites;
    if (!first) throw new Error('the instance did not start');
    // a read of the instance's layout is in the cache, so the page's own render is all that could add a key
    await expect.poll(async () => (await request.get(`${first.origin}/99999997-6`)).status()).toBe(404);
    const before = redisKeys().sort();
    for (const time of ['first', 'second']) {
      const res = await request.get(`${first.origin}/99999996-6`);
      expect(res.status(), time).toBe(404);
      expect(res.headers()['x-nextjs-cache'], `${time}: made again, never served from the cache`).toBe('MISS');
    }
    expect(redisKeys().sort()).toEqual(before);
  });
});

/**
 * A detail page cached on both instances (the same one when there is only one); the listing's price
 * changed in the backend (its test-only inspect API) and the page's tag revalidated through `hookOn`:
 * the first request to `readOn` after it shows the new price.
 *
 * What that first visitor sees: the page made again for it (MISS), not the old page served stale while
 * it is made again. The cache handler's library deletes the entries carrying the tag, in Redis (shared:
 * what one instance deletes, the other no longer finds, as it reads Redis before its own memory) and in
 * the memory of the instance the hook was called on; Next.js's revalidateTag(tag, 'max') alone would
 * serve the old page once more. So the other instance serves it fresh with no hook of its own.
 */
async function expectFreshAfterRevalidation(request: APIRequestContext, hookOn: string, readOn: string, property: WireItem | undefined) {
  if (!property) throw new Error('the demo data has too few sale listings');
  await setFaultMode(PROXY, 'pass');
  await healthy(request);
  const path = pathOf(property);
  const price = 987_654;
  const shown = price.toLocaleString('de-DE');
  for (const origin of new Set([hookOn, readOn])) {
    // the breaker of an instance that saw the backend down lets a probe through after its cool-down
    await expect.poll(async () => (await request.get(origin + path)).headers()['x-nextjs-cache'], { message: `${origin}${path} cached`, timeout: 30_000 }).toBe('HIT');
  }
  const patched = await request.patch(`${BACKEND}/__inspect/properties/${property.id}`, { data: { price } });
  expect(patched.ok()).toBe(true);
  const cached = await request.get(readOn + path);
  expect(cached.headers()['x-nextjs-cache'], 'until the hook, the stored page').toBe('HIT');
  expect(shows(await cached.text(), shown), 'the stored page has the old price').toBe(false);

  const hook = await request.post(`${hookOn}/api/revalidate`, {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
    data: { tags: [`property-${property.id}`] },
  });
  expect(hook.status(), await hook.text()).toBe(200);

  const fresh = await request.get(readOn + path);
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()['x-nextjs-cache'], 'the first visitor after the hook gets the page made again').toBe('MISS');
  expect(shows(await fresh.text(), shown), `the first visitor after the hook sees € ${shown}`).toBe(true);
  const hit = await request.get(readOn + path);
  expect(hit.headers()['x-nextjs-cache']).toBe('HIT');
  expect(shows(await hit.text(), shown), 'the page made again is the one kept').toBe(true);
}

test.describe('one instance with no Redis', () => {
  let site: SecondSite | undefined;
  test.beforeAll(async () => {
    site = await startSecondSite({ ...faultsEnv, REVALIDATE_SECRET });
  });
  test.afterAll(() => site?.stop());

  test('a listing changed and revalidated is fresh at the first request after the hook', async ({ request }) => {
    if (!site) throw new Error('the instance did not start');
    await expectFreshAfterRevalidation(request, site.origin, site.origin, (await search(request, 6, {}, BACKEND)).at(-3));
  });
});
