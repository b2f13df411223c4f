/**
 * lib/api against a backend that misbehaves: every failure is a typed ApiError (or a FormResult
 * for form calls), never an unhandled exception.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

type Reply = { status?: number; type?: string; body?: string; hang?: boolean };
let reply: Reply = {};
/** answers given before `reply`, one per request */
const queue: Reply[] = [];
let served = 0;
/** the Idempotency-Key of each request, in order */
const keys: (string | undefined)[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    served += 1;
    keys.push(req.headers['idempotency-key'] as string | undefined);
    const r = queue.shift() ?? reply;
    if (r.hang) return; // never answers
    res.writeHead(r.status ?? 200, { 'content-type': r.type ?? 'application/json' });
    res.end(r.body ?? '');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  patientWaits();
});
afterEach(patientWaits);
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const { ApiError } = await import('@/lib/api/http');
const { getFeaturedProperties, getPropertyDetail, searchProperties } = await import('@/lib/api/properties');
const { getCategoryBySlug } = await import('@/lib/api/categories');
const { getAgents, getAgentInformation } = await import('@/lib/api/agents');
const { getBlogPost } = await import('@/lib/api/blog');
const { sendContact } = await import('@/lib/api/forms');
const { emptyFilters } = await import('@/lib/domain/filters');

/**
 * Waits no prompt answer misses, however loaded the machine: the modules imported above read them, and
 * every test that expects an answer uses those modules.
 */
function patientWaits() {
  process.env.API_TIMEOUT_MS = '10000';
  process.env.API_FORM_TIMEOUT_MS = '10000';
}

/**
 * lib/api loaded afresh with short waits, for the tests of a backend that never answers. What such a
 * test asserts holds however late any answer comes.
 */
async function impatientApi(waits: { read: number; form: number }) {
  process.env.API_TIMEOUT_MS = String(waits.read);
  process.env.API_FORM_TIMEOUT_MS = String(waits.form);
  vi.resetModules();
  return {
    ...(await import('@/lib/api/http')),
    ...(await import('@/lib/api/properties')),
    ...(await import('@/lib/api/forms')),
  };
}

async function failure(p: Promise<unknown>, errorClass: typeof ApiError = ApiError): Promise<InstanceType<typeof ApiError>> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(errorClass);
    return e as InstanceType<typeof ApiError>;
  }
  throw new Error('expected a failure');
}

const payload = { name: 'A', email: 'a@b.mt', phone: '+35699999999', comment: '', captcha: 't', sourceTypeID: 2 as const, refId: 0 };

const item = {
  id: 1, title: 'Flat', typeName: 'Apartment', typeId: 1, locationName: 'Sliema', locationId: 1, latitude: 35.9,
  longitude: 14.5, bedrooms: 2, bathrooms: 1, squareOfMeters: 90, price: 300000, priceDaily: 0, priceYearly: 0,
  isPriceOnRequest: 0, longLetsPrice: 0, shortLetsPrice: 0, commercialLetsPrice: 0, lettingType: 6,
  availableDate: '2026-01-01T00:00:00', thumbnailImageUrl: '1/1.jpg', urlSlug: 'flat-in-sliema',
};

describe('lib/api with a misbehaving backend', () => {
  it('reads a well-formed answer, with nulls turned into defaults', async () => {
    reply = { body: JSON.stringify({ statusCode: 200, result: [{ ...item, priceDaily: null, locationName: null }] }) };
    const [p] = await getFeaturedProperties();
    expect(p).toMatchObject({ id: 1, priceDaily: 0, locationName: '', availableDate: '2026-01-01' });
    expect(p?.imageUrl).toMatch(/\/images\/properties\/1\/1\.jpg$/);
  });

  it('missing fields are a shape error', async () => {
    const broken: Partial<typeof item> = { ...item };
    delete broken.title;
    reply = { body: JSON.stringify({ statusCode: 200, result: [broken] }) };
    const e = await failure(getFeaturedProperties());
    expect(e.kind).toBe('shape');
    expect(e.message).toContain('title');
  });

  it('wrong types are a shape error', async () => {
    reply = { body: JSON.stringify({ statusCode: 200, result: { data: 'nope', total: 'many' } }) };
    expect((await failure(searchProperties(emptyFilters(6), 1))).kind).toBe('shape');
  });

  it('an HTML error page is an http error', async () => {
    reply = { status: 502, type: 'text/html', body: '<html><body>Bad gateway</body></html>' };
    const e = await failure(getFeaturedProperties());
    expect(e.kind).toBe('http');
    expect(e.status).toBe(502);
    reply = { status: 200, type: 'text/html', body: '<!doctype html><p>maintenance</p>' };
    expect((await failure(getFeaturedProperties())).kind).toBe('http');
  });

  it('truncated JSON is an http error', async () => {
    reply = { body: JSON.stringify({ statusCode: 200, result: [item] }).slice(0, 40) };
    expect((await failure(getFeaturedProperties())).kind).toBe('http');
  });

  it('a malformed answer to a cached read is asked once more of the backend itself', async () => {
    const good = JSON.stringify({ statusCode: 200, result: [item] });
    queue.push({ body: good.slice(0, 40) });
    reply = { body: good };
    served = 0;
    expect((await getFeaturedProperties())[0]?.id).toBe(1);
    expect(served).toBe(2);
    // still broken: one retry, then the typed failure
    reply = { body: good.slice(0, 40) };
    served = 0;
    expect((await failure(getFeaturedProperties())).kind).toBe('http');
    expect(served).toBe(2);
  });

  it('a hang is a timeout', async () => {
    const api = await impatientApi({ read: 300, form: 1000 });
    reply = { hang: true };
    served = 0;
    const e = await failure(api.getFeaturedProperties(), api.ApiError);
    expect(e.kind).toBe('timeout');
    // the configured timeout ended it, and a read that got no answer is not asked again
    expect(e.message).toContain('no answer within 300 ms');
    expect(served).toBe(1);
  });

  it('a statusCode other than 200 is a status error; a 404 is "not found"', async () => {
    reply = { body: JSON.stringify({ statusCode: 500, result: null }) };
    expect((await failure(getFeaturedProperties())).kind).toBe('status');
    reply = { status: 404, body: JSON.stringify({ statusCode: 404, result: null }) };
    const e = await failure(getPropertyDetail(999999, 6));
    expect(e.isNotFound).toBe(true);
  });

  it('an empty category list means an unknown slug', async () => {
    reply = { body: JSON.stringify({ statusCode: 200, result: { category: [] } }) };
    expect(await getCategoryBySlug('nowhere', { shared: true })).toBeNull();
  });

  it('reads what SPEC leaves open: no statusCode on a read, optional fields left out, null for a list', async () => {
    // the search's "response used as is": an answer without a statusCode is read by its result
    reply = { body: JSON.stringify({ result: { data: [item], total: 1 } }) };
    expect(await searchProperties(emptyFilters(6), 1)).toMatchObject({ items: [{ id: 1 }], total: 1 });
    reply = { body: JSON.stringify({ statusCode: 200, result: { data: null, total: 0 } }) };
    expect(await searchProperties(emptyFilters(6), 1)).toMatchObject({ items: [], total: 0 });
    // a listing without its picture is still a listing
    const noPicture: Partial<typeof item> = { ...item };
    delete noPicture.thumbnailImageUrl;
    reply = { body: JSON.stringify({ statusCode: 200, result: [noPicture] }) };
    expect(await getFeaturedProperties()).toMatchObject([{ id: 1, imageUrl: '' }]);
    // a detail without a video, its agent without a photo, with no photos, features or related listings
    reply = {
      body: JSON.stringify({
        statusCode: 200,
        result: { property: { ...item, description: '<p>Bright.</p>', photos: null, homeShowUser: { firstName: 'Ann', lastName: 'Borg', mobilePhone: '+35699000000' } } },
      }),
    };
    expect(await getPropertyDetail(1, 6)).toMatchObject({ videoUrl: '', photos: [], features: [], related: [], agent: { name: 'Ann Borg' } });
    // an agent with only what SPEC §2 does not call optional
    reply = { body: JSON.stringify({ statusCode: 200, result: { data: [{ id: 3, firstName: 'Ann', lastName: 'Borg', mobilePhone: '+35699000000', email: 'ann@agency.mt' }] } }) };
    expect(await getAgents()).toMatchObject({ ok: true, agents: [{ id: 3, officePhone: '', description: '', position: '', dealer: undefined }] });
    // a field SPEC does not call optional is still required
    const untitled: Partial<typeof item> = { ...item };
    delete untitled.title;
    reply = { body: JSON.stringify({ result: [untitled] }) };
    expect((await failure(getFeaturedProperties())).kind).toBe('shape');
  });

  it('an unknown landing or blog slug is null, whether the list is empty or null or the answer a 404', async () => {
    for (const answer of [
      { body: JSON.stringify({ statusCode: 200, result: { category: null, blogPost: null } }) },
      { status: 404, body: JSON.stringify({ statusCode: 404, result: null }) },
      { body: JSON.stringify({ statusCode: 404, result: null }) },
    ]) {
      reply = answer;
      expect(await getCategoryBySlug('nowhere', { shared: true }), answer.body).toBeNull();
      expect(await getBlogPost('nowhere'), answer.body).toBeNull();
    }
    // any other status is a failure, not an unknown slug
    reply = { body: JSON.stringify({ statusCode: 500, result: null }) };
    expect((await failure(getCategoryBySlug('nowhere', { shared: true }))).kind).toBe('status');
  });

  it('agents: a non-200 status is told apart from an empty list; an unknown agent is null', async () => {
    reply = { body: JSON.stringify({ statusCode: 500, result: null }) };
    expect(await getAgents()).toEqual({ ok: false, agents: [] });
    reply = { body: JSON.stringify({ statusCode: 200, result: { data: [] } }) };
    expect(await getAgents()).toEqual({ ok: true, agents: [] });
    reply = { status: 404, body: JSON.stringify({ statusCode: 404, result: { data: null } }) };
    expect(await getAgentInformation(77)).toBeNull();
  });

  it('form calls never throw: every outcome is a FormResult', async () => {
    reply = { body: JSON.stringify({ statusCode: 200, result: null }) };
    expect(await sendContact(payload, { idempotencyKey: 'key-1' })).toEqual({ ok: true });
    reply = { status: 400, body: JSON.stringify({ statusCode: 400, result: { message: 'bad captcha' } }) };
    expect(await sendContact(payload, { idempotencyKey: 'key-1' })).toMatchObject({ ok: false, reason: 'rejected', status: 400, message: 'bad captcha' });
    reply = { status: 500, type: 'text/html', body: '<h1>oops</h1>' };
    expect(await sendContact(payload, { idempotencyKey: 'key-1' })).toMatchObject({ ok: false, reason: 'unavailable' });
    reply = { status: 503, body: JSON.stringify({ statusCode: 503, result: null }) };
    expect(await sendContact(payload, { idempotencyKey: 'key-1' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('a form call without a readable answer is unconfirmed, neither sent nor failed', async () => {
    reply = { body: JSON.stringify({ statusCode: 200, result: null }) };
    expect(await sendContact(payload, { idempotencyKey: 'key-1' })).toEqual({ ok: true });
    // each of these is unconfirmed whether its answer comes at once or after the short wait
    const { sendContact: send } = await impatientApi({ read: 300, form: 1000 });
    for (const lost of [
      { hang: true },
      // the answer of a success cut off, or not the envelope: the backend may have stored it
      { body: JSON.stringify({ statusCode: 200, result: null }).slice(0, 12) },
      { type: 'text/html', body: '<!doctype html><p>maintenance</p>' },
      { body: JSON.stringify({ result: 'sent' }) },
    ]) {
      reply = lost;
      expect(await send(payload, { idempotencyKey: 'key-1' }), JSON.stringify(lost)).toEqual({ ok: false, reason: 'unconfirmed' });
    }
  });
});

describe('form calls and the Idempotency-Key extension (API_IDEMPOTENCY)', () => {
  const ok = { body: JSON.stringify({ statusCode: 200, result: null }) };

  it('without it (the default) a call goes out exactly once and without the header, even when its answer is lost', async () => {
    keys.length = 0;
    reply = ok;
    expect(await sendContact(payload, { idempotencyKey: 'key-plain' })).toEqual({ ok: true });
    expect(keys).toEqual([undefined]);
    const { sendContact: impatientSend } = await impatientApi({ read: 300, form: 1000 });
    keys.length = 0;
    served = 0;
    reply = { hang: true };
    expect(await impatientSend(payload, { idempotencyKey: 'key-plain' })).toEqual({ ok: false, reason: 'unconfirmed' });
    // sent once: no second wait for an answer to a call that might have been taken
    expect(served).toBe(1);
    expect(keys).toEqual([undefined]);
  });

  it('with API_IDEMPOTENCY=1 a call carries its key and one without an answer is sent once more with it', async () => {
    process.env.API_IDEMPOTENCY = '1';
    vi.resetModules();
    const { sendContact: send } = await import('@/lib/api/forms');
    try {
      keys.length = 0;
      reply = ok;
      expect(await send(payload, { idempotencyKey: 'key-sent' })).toEqual({ ok: true });
      expect(keys).toEqual(['key-sent']);

      keys.length = 0;
      queue.push({ body: '{"statusCode":2' });
      expect(await send(payload, { idempotencyKey: 'key-cut' })).toEqual({ ok: true });
      expect(keys).toEqual(['key-cut', 'key-cut']);

      // a hang ends at the form wait, and the second try's answer has to come within the same wait:
      // the patient one, which no prompt answer misses, so the hang takes its full 10 s
      keys.length = 0;
      queue.push({ hang: true });
      expect(await send(payload, { idempotencyKey: 'key-retried' })).toEqual({ ok: true });
      expect(keys).toEqual(['key-retried', 'key-retried']);

      // two lost answers: the visitor is told, after exactly two tries
      const impatient = await impatientApi({ read: 300, form: 1000 });
      keys.length = 0;
      reply = { hang: true };
      expect(await impatient.sendContact(payload, { idempotencyKey: 'key-lost' })).toEqual({ ok: false, reason: 'unconfirmed' });
      expect(keys).toEqual(['key-lost', 'key-lost']);

      // a server error is an answer: not sent again
      keys.length = 0;
      reply = { status: 500, type: 'text/html', body: '<h1>oops</h1>' };
      expect(await send(payload, { idempotencyKey: 'key-500' })).toMatchObject({ ok: false, reason: 'unavailable' });
      expect(keys).toEqual(['key-500']);
    } finally {
      delete process.env.API_IDEMPOTENCY;
      vi.resetModules();
    }
  });
});
