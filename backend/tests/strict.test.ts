/**
 * Strict mode (BACKEND_STRICT=1): the agency's API as SPEC.md shows it and no more, so the site is
 * proven against nothing it may not have. A repeated Idempotency-Key is a new submission, every
 * category stores sale type 6 or 7, answers carry exactly the fields SPEC §3 and §7 name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../lib/api/wire.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { generateDataset } from '../src/seed/generate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { emptyFilter } from './empty-filter.ts';
import { devToken, getJson, postJson, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let base: string;
const paths = apiPaths('Sale');

type Json = Record<string, unknown>;
const result = async (path: string) => {
  const res = await getJson<{ statusCode: number; result: unknown }>(base, path);
  expect(res.status, path).toBe(200);
  expect(Object.keys(res.body).sort(), `${path}: the envelope`).toEqual(['result', 'statusCode']);
  return res.body.result;
};
const keys = (o: unknown) => Object.keys(o as Json).sort();
const rows = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? -1;

/** The fields SPEC §3 names for a property listing item (the card reads `type.name`). */
const ITEM_FIELDS = [
  'id', 'title', 'typeName', 'type', 'typeId', 'locationName', 'locationId', 'latitude', 'longitude', 'bedrooms',
  'bathrooms', 'squareOfMeters', 'price', 'priceDaily', 'priceYearly', 'isPriceOnRequest', 'longLetsPrice',
  'shortLetsPrice', 'commercialLetsPrice', 'lettingType', 'availableDate', 'thumbnailImageUrl', 'urlSlug',
].sort();
const CATEGORY_FIELDS = [
  'name', 'metaDescription', 'description', 'lettingType', 'priceMin', 'priceMax', 'bedroomsMin', 'bedroomsMax',
  'bathroomsMin', 'bathroomsMax', 'squareOfMetersMin', 'squareOfMetersMax', 'propertyTypes', 'locationGroups',
  'locations', 'features', 'mostPopularPropertyTypes',
].sort();

function expectItem(item: unknown, where: string) {
  expect(keys(item), where).toEqual(ITEM_FIELDS);
  expect(keys((item as Json).type), `${where}: type`).toEqual(['name']);
}

beforeAll(async () => {
  server = await startTestServer({ config: { strict: true } });
  base = server.url;
});
afterAll(async () => {
  await server?.stop();
});

describe('BACKEND_STRICT', () => {
  it('is read from the environment, off by default', () => {
    expect(loadConfig({ BACKEND_STRICT: '1' }).strict).toBe(true);
    expect(loadConfig({}).strict).toBe(false);
    expect(() => loadConfig({ BACKEND_STRICT: 'yes' })).toThrow(/BACKEND_STRICT/);
  });
});

describe('strict mode ignores Idempotency-Key', () => {
  const contact = (captcha: string) => ({
    name: 'Rita Borg', email: 'rita@example.com', phone: '+356 7912 3456', comment: 'Please call me back.', captcha, sourceTypeID: 2, refId: 0,
  });

  it('stores a repeat with the same key as a new submission', async () => {
    const key = { 'idempotency-key': `strict-${Date.now()}` };
    const before = await rows('contact_requests');
    const first = await postJson(base, paths.contact, contact(devToken()), false, key);
    const repeat = await postJson(base, paths.contact, contact(devToken()), false, key);
    expect([first.status, repeat.status]).toEqual([200, 200]);
    expect(await rows('contact_requests')).toBe(before + 2);
    expect(await rows('idempotency_keys')).toBe(0);
  });

  it('neither reads nor refuses a malformed key', async () => {
    const before = await rows('contact_requests');
    const res = await postJson(base, paths.contact, contact(devToken()), false, { 'idempotency-key': 'a b' });
    expect(res.status).toBe(200);
    expect(await rows('contact_requests')).toBe(before + 1);
  });
});

describe('strict mode stores sale type 6 or 7 on every category', () => {
  it('seeds area and locality pages as residential, and every other page with its own sale type', () => {
    const strict = generateDataset({ day: '2026-01-15', strict: true }).categories;
    const normal = generateDataset({ day: '2026-01-15' }).categories;
    expect(strict.map((c) => c.url_slug)).toEqual(normal.map((c) => c.url_slug));
    for (const [i, c] of strict.entries()) {
      expect([6, 7], String(c.url_slug)).toContain(c.letting_type);
      if (normal[i]?.letting_type !== 0) expect(c.letting_type, String(c.url_slug)).toBe(normal[i]?.letting_type);
      else expect(c.letting_type, String(c.url_slug)).toBe(6);
    }
  });

  it('answers every category with lettingType 6 or 7 and only the fields SPEC §3 names', async () => {
    const slugs = (await server.db.query<{ url_slug: string }>('select url_slug from categories order by id')).map((r) => r.url_slug);
    expect(slugs.length).toBeGreaterThan(100);
    const seen = new Set<number>();
    for (const slug of slugs) {
      const { category } = (await result(`${paths.category}?urlSlug=${slug}`)) as { category: Json[] };
      expect(category, slug).toHaveLength(1);
      const [c] = category;
      expect(keys(c), slug).toEqual(CATEGORY_FIELDS);
      seen.add(c?.lettingType as number);
    }
    expect([...seen].sort()).toEqual([6, 7]);
    const sliema = (await result(`${paths.category}?urlSlug=property-for-sale-in-sliema`)) as { category: Json[] };
    expect(sliema.category[0]?.lettingType).toBe(6);
  });

  it('refuses a database seeded in the normal mode instead of answering from it', async () => {
    const db = await openDatabase({ memory: true });
    try {
      await migrate(db);
      await seedIfEmpty(db);
      await expect(seedIfEmpty(db, { strict: true })).rejects.toThrow(/BACKEND_STRICT=1.*seeded in the normal mode/);
    } finally {
      await db.close();
    }
  });
});

describe('strict mode answers only what SPEC.md shows', () => {
  it('a search with a sale type other than 6 or 7 finds nothing', async () => {
    const search = async (lettingType: number) => {
      const res = await postJson<{ statusCode: number; result: { data: unknown[]; total: number } }>(base, paths.search, { ...emptyFilter, lettingType });
      expect(res.status).toBe(200);
      return res.body.result;
    };
    const [residential, commercial, none] = [await search(6), await search(7), await search(0)];
    expect(residential.total * commercial.total).toBeGreaterThan(0);
    expect(none).toEqual({ data: [], total: 0 });
    const near = await postJson<{ result: unknown[] }>(base, paths.searchByCoordinate, { ...emptyFilter, lettingType: 0, latitude: 35.912, longitude: 14.504 });
    expect(near.body.result).toEqual([]);
    const nearResidential = await postJson<{ result: unknown[] }>(base, paths.searchByCoordinate, { ...emptyFilter, lettingType: 6, latitude: 35.912, longitude: 14.504 });
    expect(nearResidential.body.result.length).toBeGreaterThan(0);
    for (const item of nearResidential.body.result) expectItem(item, 'by coordinate');
  });

  it('property items, the detail and the home carousel carry no extension field', async () => {
    const { data, total } = (await postJson<{ result: { data: Json[]; total: number } }>(base, paths.search, { ...emptyFilter, lettingType: 6 })).body.result;
    expect(total).toBeGreaterThan(0);
    for (const item of data) expectItem(item, 'search');
    const home = (await result(paths.home)) as Json[];
    for (const item of home) expectItem(item, 'home');

    const detail = (await result(`${paths.propertyDetail(data[0]?.id as number)}?lettingType=6`)) as Json;
    expect(keys(detail)).toEqual(['categories', 'property', 'recommendations']);
    const property = detail.property as Json;
    expect(keys(property)).toEqual([...ITEM_FIELDS, 'description', 'features', 'homeShowUser', 'photos', 'videoURL'].sort());
    expect(keys(property.homeShowUser)).toEqual(['firstName', 'lastName', 'mobilePhone', 'profilePicture']);
    for (const photo of property.photos as Json[]) expect(keys(photo)).toEqual(['id', 'imageCompressSource']);
    for (const feature of property.features as Json[]) expect(keys(feature)).toEqual(['id', 'name']);
    for (const category of detail.categories as Json[]) expect(keys(category)).toEqual(['name', 'urlSlug']);
    for (const item of detail.recommendations as Json[]) expectItem(item, 'recommendation');
  });

  it('filter options, agents, the blog and careers carry no extension field', async () => {
    const options = (await result(paths.filterOptions)) as Record<string, Json[]>;
    expect(keys(options)).toEqual(['areas', 'features', 'locations', 'propertyTypes']);
    for (const t of options.propertyTypes ?? []) expect(keys(t)).toEqual(['id', 'lettingType', 'name']);
    for (const a of options.areas ?? []) expect(keys(a)).toEqual(['id', 'name']);
    for (const l of options.locations ?? []) expect(keys(l)).toEqual(['group', 'groupId', 'id', 'isPopular', 'name']);
    for (const f of options.features ?? []) expect(keys(f)).toEqual(['id', 'name']);

    const { data: agents } = (await result(paths.agents)) as { data: Json[] };
    const AGENT_FIELDS = [
      'id', 'firstName', 'lastName', 'mobilePhone', 'officePhone', 'email', 'profilePicture', 'agentWebSiteDescription',
      'agentWebSiteWorkingPosition', 'dealerName', 'dealerPhone', 'dealerEmail',
    ].sort();
    for (const a of agents) expect(keys(a)).toEqual(AGENT_FIELDS);
    const information = (await result(`${paths.agentInformation}?agentId=${agents[0]?.id}`)) as { data: { agent: Json; properties: Json[] } };
    expect(keys(information.data)).toEqual(['agent', 'properties']);
    expect(information.data.properties.length).toBeGreaterThan(0);
    for (const p of information.data.properties) {
      expect(keys(p)).toEqual(['address', 'bathrooms', 'bedrooms', 'id', 'isPriceOnRequest', 'location', 'name', 'photos', 'prices', 'type']);
      for (const price of p.prices as Json[]) expect(keys(price)).toEqual(['lettingType', 'price', 'priceDaily', 'priceYearly']);
    }

    const BLOG_FIELDS = ['content', 'imageURL', 'publishedDate', 'slug', 'tags', 'title'];
    const page = (await result(`${paths.blogPage}?requestPage=0`)) as { data: Json[]; total: number };
    expect(keys(page)).toEqual(['data', 'total']);
    for (const post of page.data) expect(keys(post)).toEqual(BLOG_FIELDS);
    const { blogPost } = (await result(`${paths.blogPost}?slug=${page.data[0]?.slug as string}`)) as { blogPost: Json[] };
    expect(keys(blogPost[0])).toEqual(BLOG_FIELDS);
    for (const position of (await result(paths.careers)) as Json[]) expect(keys(position)).toEqual(['description', 'id', 'title']);
  });

  it('has no call SPEC §7 does not show', async () => {
    expect((await getJson(base, '/health')).status).toBe(404);
  });
});

describe('refusals in strict mode', () => {
  /** An owner's submission as multipart, with these text fields. */
  async function submit(fields: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(`${base}${paths.requestPropertyAdd}`, { method: 'POST', body: form });
    return { status: res.status, body: await res.json() };
  }
  const owner = { FullName: 'Anna Borg', ContactNumber: '+35679123456', CaptchValue: devToken(), SourceType: '2' };

  it('an owner’s submission with a RefId, which SPEC §3’s submission has not, is refused and not stored', async () => {
    const before = await rows('property_submissions');
    expect(await submit({ ...owner, RefId: '42' })).toEqual({
      status: 400,
      body: { statusCode: 400, result: { message: 'RefId is not a field of the property submission (SPEC §3).' } },
    });
    expect(await rows('property_submissions')).toBe(before);
    // without it the same submission is taken
    expect((await submit({ ...owner, CaptchValue: devToken() })).status).toBe(200);
  });

  it('say their message and name no field (SPEC shows none)', async () => {
    expect(await submit({ ...owner, FullName: '', CaptchValue: devToken() })).toEqual({
      status: 400,
      body: { statusCode: 400, result: { message: 'Please fill the required fields: Full Name.' } },
    });
  });
});
