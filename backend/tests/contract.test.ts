/**
 * Every read call of SPEC §7 over real HTTP, checked with the schemas of lib/api/wire.ts and for
 * sensible content: filters filter, sorts sort, pages page, unknown ids and slugs answer as documented.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  apiPaths,
  wireAgentInformationResponse,
  wireAgentsResponse,
  wireBlogPageResponse,
  wireBlogPostResponse,
  wireCareersResponse,
  wireCategoryResponse,
  wireCoordinateSearchResponse,
  wireFilterOptionsResponse,
  wireHomeResponse,
  wirePropertyDetailResponse,
  wireSearchResponse,
  type WireSearchRequest,
} from '../../lib/api/wire.ts';
import { LETTING_TYPE } from '../../lib/api/wire-constants.ts';
import { addDays, maltaDay } from '../src/time.ts';
import { emptyFilter } from './empty-filter.ts';
import { generateDataset } from '../src/seed/generate.ts';
import { LOCALITIES } from '../src/seed/places.ts';
import { getJson, haversineKm, postJson, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let base: string;
const paths = apiPaths('Sale');

async function search(body: Partial<WireSearchRequest>) {
  const res = await postJson(base, paths.search, { ...emptyFilter, ...body });
  expect(res.status).toBe(200);
  return wireSearchResponse.parse(res.body).result;
}

async function count(sql: string, params: unknown[] = []) {
  const [row] = await server.db.query<{ n: number }>(sql, params);
  return row?.n ?? -1;
}

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(async () => {
  await server?.stop();
});

describe('demo data', () => {
  it('is seeded at start with Malta-sized content', () => {
    const c = server.seed?.counts ?? {};
    expect(c.properties).toBeGreaterThanOrEqual(400);
    expect(c.locations).toBeGreaterThanOrEqual(60);
    expect(c.agents).toBeGreaterThanOrEqual(8);
    expect(c.blog_posts).toBeGreaterThanOrEqual(25);
    expect(c.career_positions).toBeGreaterThanOrEqual(3);
  });

  it('is the same on every run', () => {
    const a = generateDataset({ day: '2026-01-15' });
    const b = generateDataset({ day: '2026-01-15' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('has about 5% price on request, about 15% videos and dates in every availability bucket', async () => {
    const total = await count('select count(*)::int as n from properties');
    const por = await count('select count(*)::int as n from properties where is_price_on_request');
    const video = await count(`select count(*)::int as n from properties where video_url <> ''`);
    expect(por / total).toBeGreaterThan(0.02);
    expect(por / total).toBeLessThan(0.1);
    expect(video / total).toBeGreaterThan(0.1);
    expect(video / total).toBeLessThan(0.2);
    const [photos] = await server.db.query<{ mn: number; mx: number }>(
      'select min(c)::int as mn, max(c)::int as mx from (select count(*) as c from property_photos group by property_id) x',
    );
    expect(photos?.mn).toBeGreaterThanOrEqual(3);
    expect(photos?.mx).toBeLessThanOrEqual(12);
  });
});

describe('the calls of SPEC §7, and no other', () => {
  it('lib/api/wire.ts names exactly the calls SPEC §7 lists', () => {
    const p = apiPaths('Sale');
    const named = Object.values(p).map((v) => (typeof v === 'function' ? v(1) : v));
    expect(named.sort()).toEqual(
      [
        '/Saleproperties',
        '/SaleProperties/FilterOptions',
        '/SaleProperties/1',
        '/Categories/GetCategoryWithUrlSlug',
        '/SaleHome',
        '/Form/ContactAgent',
        '/Form/RequestViewing',
        '/Form/Contact',
        '/Careers',
        '/Properties/SearchByCoordinate',
        '/Properties/RequestPropertyAdd',
        '/BlogPosts/GetWithPaginationSale',
        '/BlogPosts/GetBlogPostWithUrlSlug',
        '/Properties/GetAgentInformation',
        '/Properties/GetAgents',
      ].sort(),
    );
  });

  it('the reference backend has no call the agency\'s API lacks', async () => {
    const res = await postJson(base, '/Newsletter/Register', { email: 'someone@example.com' }, false);
    expect(res.status).toBe(404);
  });
});

describe('POST {product}properties', () => {
  it('answers 20 a page with the right total, and the last page holds the rest', async () => {
    const total = await count('select count(*)::int as n from properties');
    const first = await search({});
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(total);
    const lastPage = Math.ceil(total / 20);
    const last = await search({ page: lastPage });
    expect(last.data).toHaveLength(total - (lastPage - 1) * 20);
    const beyond = await search({ page: lastPage + 1 });
    expect(beyond.data).toHaveLength(0);
    const second = await search({ page: 2 });
    const ids = new Set(first.data.map((p) => p.id));
    expect(second.data.some((p) => ids.has(p.id))).toBe(false);
  });

  it('filters by letting type, property types, bedrooms, bathrooms, price and size', async () => {
    const residential = await search({ lettingType: LETTING_TYPE.residential });
    expect(residential.total).toBe(await count('select count(*)::int as n from properties where letting_type = 6'));
    expect(residential.data.every((p) => p.lettingType === 6)).toBe(true);
    const commercial = await search({ lettingType: LETTING_TYPE.commercial });
    expect(commercial.total + residential.total).toBe(await count('select count(*)::int as n from properties'));
    // 0, a location page's stored letting type: both sale types
    const both = await search({ lettingType: 0 });
    expect(both.total).toBe(commercial.total + residential.total);
    const sliema = await search({ lettingType: 0, locations: [LOCALITIES.find((l) => l.slug === 'sliema')!.id] });
    expect(new Set(sliema.data.map((p) => p.lettingType))).toEqual(new Set([6, 7]));

    const penthouses = await search({ lettingType: 6, propertyTypes: [2] });
    expect(penthouses.total).toBeGreaterThan(0);
    expect(penthouses.data.every((p) => p.typeId === 2 && p.typeName === 'Penthouse')).toBe(true);

    const beds = await search({ bedrooms: [2, 3], bathrooms: [2] });
    expect(beds.total).toBe(await count('select count(*)::int as n from properties where bedrooms in (2, 3) and bathrooms = 2'));
    expect(beds.data.every((p) => [2, 3].includes(p.bedrooms) && p.bathrooms === 2)).toBe(true);

    const priced = await search({ minPrice: 300_000, maxPrice: 500_000 });
    expect(priced.total).toBe(await count('select count(*)::int as n from properties where not is_price_on_request and price between 300000 and 500000'));
    expect(priced.data.every((p) => p.price >= 300_000 && p.price <= 500_000 && p.isPriceOnRequest === 0)).toBe(true);

    const sized = await search({ squareOfMetersMin: 100, squareOfMetersMax: 150 });
    expect(sized.total).toBe(await count('select count(*)::int as n from properties where square_of_meters between 100 and 150'));
    const noBound = await search({ squareOfMetersMin: 0, squareOfMetersMax: 0 });
    expect(noBound.total).toBe(await count('select count(*)::int as n from properties'));
  });

  it('filters by areas, locations, features (all of them) and video', async () => {
    const gozo = await search({ areas: [5] });
    expect(gozo.total).toBe(await count('select count(*)::int as n from properties p join locations l on l.id = p.location_id where l.area_id = 5'));
    const [sliema] = await server.db.query<{ id: number }>(`select id from locations where slug = 'sliema'`);
    const inSliema = await search({ locations: [sliema!.id] });
    expect(inSliema.total).toBeGreaterThan(0);
    expect(inSliema.data.every((p) => p.locationId === sliema!.id && p.locationName === 'Sliema')).toBe(true);

    const both = await search({ features: [1, 2] });
    expect(both.total).toBe(
      await count(
        'select count(*)::int as n from properties p where exists (select 1 from property_features where property_id = p.id and feature_id = 1) and exists (select 1 from property_features where property_id = p.id and feature_id = 2)',
      ),
    );
    expect(both.total).toBeLessThan((await search({ features: [1] })).total);

    const video = await search({ isVideoExist: true });
    expect(video.total).toBe(await count(`select count(*)::int as n from properties where video_url <> ''`));
  });

  it('matches the reference number against the id exactly', async () => {
    const one = await search({ referanceNumber: '1100' });
    expect(one.total).toBe(1);
    expect(one.data[0]?.id).toBe(1100);
    expect((await search({ referanceNumber: '110' })).total).toBe(0);
    expect((await search({ referanceNumber: 'abc' })).total).toBe(0);
    expect((await search({ referanceNumber: '' })).total).toBeGreaterThan(400);
  });

  it('derives availability from availableDate: now, within 60 days, later', async () => {
    const today = maltaDay();
    const soon = addDays(today, 60);
    const [now, within, later, all] = await Promise.all([
      search({ availability: 0 }),
      search({ availability: 1 }),
      search({ availability: 2 }),
      search({}),
    ]);
    expect(now.total + within.total + later.total).toBe(all.total);
    expect(now.total * within.total * later.total).toBeGreaterThan(0);
    expect(now.data.every((p) => p.availableDate <= today)).toBe(true);
    expect(within.data.every((p) => p.availableDate > today && p.availableDate <= soon)).toBe(true);
    expect(later.data.every((p) => p.availableDate > soon)).toBe(true);
  });

  it('sorts newest first, by price both ways with price on request last, and by popularity', async () => {
    const newest = await search({ sortingType: 0 });
    const ids = newest.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const total = (await search({})).total;
    const lastPage = Math.ceil(total / 20);
    for (const sortingType of [1, 2] as const) {
      const firstPage = await search({ sortingType });
      const prices = firstPage.data.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => (sortingType === 1 ? a - b : b - a)));
      expect(firstPage.data.every((p) => p.isPriceOnRequest === 0)).toBe(true);
      const tail = await search({ sortingType, page: lastPage });
      expect(tail.data.at(-1)?.isPriceOnRequest).toBe(1);
    }

    const popular = await search({ sortingType: 3 });
    const views = await server.db.query<{ id: number; views: number }>('select id, views from properties where id = any($1::int[])', [
      popular.data.map((p) => p.id),
    ]);
    const byId = new Map(views.map((v) => [v.id, v.views]));
    const ordered = popular.data.map((p) => byId.get(p.id) ?? 0);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
  });

  it('answers a 400 envelope, never a 500, for bodies that are not a filter', async () => {
    const bad: [unknown, boolean][] = [
      ['"just a string"', true],
      ['[1,2,3]', true],
      ['{"page":', true],
      [{ ...emptyFilter, page: 0 }, false],
      [{ ...emptyFilter, availability: 5 }, false],
      [{ ...emptyFilter, propertyTypes: 'penthouse' }, false],
      [{ ...emptyFilter, sortingType: 9 }, false],
      [{ ...emptyFilter, bedrooms: [1.5] }, false],
    ];
    for (const [body, raw] of bad) {
      const res = await postJson<{ statusCode: number; result: { message: string } }>(base, paths.search, body, raw);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.result.message).toBeTruthy();
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    }
    // one refused field is named inside the envelope's result, beside the message
    const one = await postJson<{ statusCode: number; result: { message: string; field?: string } }>(base, paths.search, { ...emptyFilter, sortingType: 9 });
    expect(Object.keys(one.body).sort()).toEqual(['result', 'statusCode']);
    expect(one.body.result).toMatchObject({ field: 'sortingType', message: expect.any(String) });
    const text = await fetch(base + paths.search, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });
});

describe('POST /Properties/SearchByCoordinate', () => {
  it('answers the listings within 5 km, nearest first, at most 200, with the same filters', async () => {
    const point = { latitude: 35.911292, longitude: 14.489585 };
    const res = await postJson(base, paths.searchByCoordinate, { ...emptyFilter, ...point });
    expect(res.status).toBe(200);
    const items = wireCoordinateSearchResponse.parse(res.body).result;
    expect(items.length).toBeGreaterThan(20);
    expect(items.length).toBeLessThanOrEqual(200);
    const d = items.map((p) => haversineKm(point.latitude, point.longitude, p.latitude, p.longitude));
    expect(d.every((x) => x <= 5.0001)).toBe(true);
    expect(d).toEqual([...d].sort((a, b) => a - b));

    const filtered = wireCoordinateSearchResponse.parse(
      (await postJson(base, paths.searchByCoordinate, { ...emptyFilter, ...point, lettingType: 7 })).body,
    ).result;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((p) => p.lettingType === 7)).toBe(true);

    const gozo = wireCoordinateSearchResponse.parse(
      (await postJson(base, paths.searchByCoordinate, { ...emptyFilter, latitude: 36.0445, longitude: 14.2395 })).body,
    ).result;
    expect(gozo.every((p) => p.latitude > 36)).toBe(true);

    const bad = await postJson(base, paths.searchByCoordinate, { ...emptyFilter, latitude: 'x' });
    expect(bad.status).toBe(400);
  });
});

describe('GET {product}Properties/FilterOptions', () => {
  it('lists types of both sale types, the five areas, the localities and the features', async () => {
    const res = await getJson(base, paths.filterOptions);
    const o = wireFilterOptionsResponse.parse(res.body).result;
    expect(new Set(o.propertyTypes.map((t) => t.lettingType))).toEqual(new Set([6, 7]));
    expect(o.areas.map((a) => a.name)).toEqual(['Central Malta', 'North Malta', 'South Malta', 'Sliema & St Julians', 'Gozo']);
    expect(o.locations.length).toBeGreaterThanOrEqual(60);
    const areaIds = new Set(o.areas.map((a) => a.id));
    expect(o.locations.every((l) => areaIds.has(l.groupId) && l.group?.id === l.groupId)).toBe(true);
    expect(o.features.map((f) => f.name)).toEqual(expect.arrayContaining(['Lift', 'Sea Views', 'Airspace', 'Shell Form', 'Swimming Pool']));
  });
});

describe('GET {product}Properties/{id}', () => {
  it('answers the property with photos, features, agent, categories and up to 8 similar listings', async () => {
    const res = await getJson(base, `${paths.propertyDetail(1100)}?lettingType=6`);
    expect(res.status).toBe(200);
    const detail = wirePropertyDetailResponse.parse(res.body).result;
    expect(detail).not.toBeNull();
    const p = detail!.property;
    expect(p.id).toBe(1100);
    expect(p.photos!.length).toBeGreaterThanOrEqual(3);
    expect(p.photos![0]!.imageCompressSource).toBe('1100/1.jpg');
    expect(p.description).toMatch(/^<p>/);
    expect(p.homeShowUser?.firstName).toBeTruthy();
    expect(p.homeShowUser?.email).toMatch(/@/);
    expect(p.homeShowUser?.profilePicture).toMatch(/^agent-\d+\.jpg$/);
    const slugs = detail!.categories!.map((c) => c.urlSlug);
    expect(slugs.some((s) => s.endsWith('-for-sale-in-malta'))).toBe(true);
    expect(slugs.some((s) => s.startsWith('property-for-sale-in-'))).toBe(true);
    const recs = detail!.recommendations!;
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.length).toBeLessThanOrEqual(8);
    expect(recs.every((r) => r.id !== 1100 && r.lettingType === p.lettingType && (r.typeId === p.typeId || r.locationId === p.locationId))).toBe(true);
  });

  it('has video links on some listings', async () => {
    const [row] = await server.db.query<{ id: number }>(`select id from properties where video_url <> '' order by id limit 1`);
    const detail = wirePropertyDetailResponse.parse((await getJson(base, paths.propertyDetail(row!.id))).body).result;
    expect(detail!.property.videoURL).toMatch(/^https:\/\/(www\.youtube\.com|vimeo\.com)\//);
  });

  it('answers 404 with result null for an unknown id', async () => {
    for (const id of ['99999', 'abc', '0']) {
      const res = await getJson(base, `/SaleProperties/${id}?lettingType=6`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, result: null });
      wirePropertyDetailResponse.parse(res.body);
    }
  });
});

describe('GET /Categories/GetCategoryWithUrlSlug', () => {
  const typeSlugs = [
    'luxury-villas-for-sale-in-malta',
    'townhouses-for-sale-in-malta',
    'penthouses-for-sale-in-malta',
    'maisonettes-for-sale-in-malta',
    'apartments-for-sale-in-malta',
    'farmhouses-for-sale-in-malta',
    'terraced-houses-for-sale-in-malta',
    'houses-of-character-for-sale-in-malta',
    'seafront-property-for-sale-in-malta',
    'bars-for-sale-in-malta',
    'offices-for-sale-in-malta',
    'bungalows-for-sale-in-malta',
    'boathouse-for-sale-in-malta',
    'garage-for-sale-in-malta',
    'hotels-for-sale-in-malta',
    'restaurant-for-sale-in-malta',
  ];
  const places = ['sliema', 'valletta', 'swieqi', 'naxxar', 'ta-xbiex', 'san-gwann', 'rabat', 'madliena', 'st-pauls-bay', 'st-julians', 'mellieha', 'gozo', 'cental-malta', 'south-malta', 'north-malta', 'bugibba', 'gzira'];

  async function category(slug: string) {
    const res = await getJson(base, `${paths.category}?urlSlug=${encodeURIComponent(slug)}`);
    expect(res.status).toBe(200);
    return wireCategoryResponse.parse(res.body).result.category;
  }

  it('has every property-type landing page of SPEC §2 with its criteria and 7 to 14 popular types', async () => {
    for (const slug of typeSlugs) {
      const [c] = await category(slug);
      expect(c, slug).toBeDefined();
      expect(c!.name).toMatch(/for Sale in Malta$/);
      expect(c!.metaDescription.length).toBeGreaterThan(40);
      expect(c!.description).toMatch(/<p>/);
      expect([6, 7]).toContain(c!.lettingType);
      expect(c!.propertyTypes!.length).toBe(1);
      const n = c!.mostPopularPropertyTypes!.length;
      expect(n).toBeGreaterThanOrEqual(7);
      expect(n).toBeLessThanOrEqual(14);
      expect(c!.mostPopularPropertyTypes!.every((m) => typeSlugs.includes(m.url.replace(/^\//, '')) && m.image && m.title)).toBe(true);
    }
    const [penthouses] = await category('penthouses-for-sale-in-malta');
    expect(penthouses!.name).toBe('Penthouses for Sale in Malta');
  });

  it('has every location landing page of SPEC §2, and its criteria find listings', async () => {
    for (const place of places) {
      const [c] = await category(`property-for-sale-in-${place}`);
      expect(c, place).toBeDefined();
      expect(c!.name).toMatch(/^Property for Sale in /);
      const criteria = (c!.locations?.length ?? 0) + (c!.locationGroups?.length ?? 0);
      expect(criteria, place).toBe(1);
    }
    const [sliema] = await category('property-for-sale-in-sliema');
    expect(sliema!.name).toBe('Property for Sale in Sliema');
    const found = await search({ locations: sliema!.locations!.map((l) => l.location.id) });
    expect(found.total).toBeGreaterThan(0);
    const [central] = await category('/property-for-sale-in-cental-malta');
    const inArea = await search({ areas: central!.locationGroups!.map((g) => g.locationGroupId) });
    expect(inArea.total).toBeGreaterThan(0);
  });

  it('answers an empty list for an unknown slug', async () => {
    expect(await category('no-such-page')).toEqual([]);
    const missing = await getJson(base, paths.category);
    expect(missing.status).toBe(400);
  });
});

describe('GET {product}Home', () => {
  it('answers about a dozen featured listings', async () => {
    const items = wireHomeResponse.parse((await getJson(base, paths.home)).body).result;
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeLessThanOrEqual(14);
  });
});

describe('agents', () => {
  it('lists the agents, and an agent with their listings', async () => {
    const list = wireAgentsResponse.parse((await getJson(base, paths.agents)).body).result;
    expect(list!.data.length).toBeGreaterThanOrEqual(8);
    expect(list!.data.every((a) => a.mobilePhone.startsWith('+356') && a.email.includes('@'))).toBe(true);
    let withNone = 0;
    for (const a of list!.data) {
      const res = await getJson(base, `${paths.agentInformation}?agentId=${a.id}`);
      expect(res.status).toBe(200);
      const info = wireAgentInformationResponse.parse(res.body).result!.data!;
      expect(info.agent!.id).toBe(a.id);
      const expected = await count('select count(*)::int as n from properties where agent_id = $1', [a.id]);
      expect(info.properties!.length).toBe(expected);
      if (expected === 0) withNone++;
      for (const p of info.properties!) {
        expect(p.photos!.length).toBeGreaterThanOrEqual(3);
        expect(p.prices![0]!.lettingType).toBeGreaterThan(0);
      }
    }
    expect(withNone).toBe(1);
  });

  it('answers 404 with data null for an unknown agent', async () => {
    const res = await getJson(base, `${paths.agentInformation}?agentId=999`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, result: { data: null } });
    wireAgentInformationResponse.parse(res.body);
    expect((await getJson(base, `${paths.agentInformation}?agentId=x`)).status).toBe(400);
  });
});

describe('blog', () => {
  it('pages zero-based, 20 a page, newest first', async () => {
    const page = wireBlogPageResponse.parse((await getJson(base, `${paths.blogPage}?requestPage=0`)).body).result;
    expect(page.total).toBeGreaterThanOrEqual(25);
    expect(page.data.length).toBe(20);
    expect(page.data[0]!.tags).toContain(',');
    const next = wireBlogPageResponse.parse((await getJson(base, `${paths.blogPage}?requestPage=1`)).body).result;
    expect(next.total).toBe(page.total);
    expect(next.data.length).toBe(page.total - 20);
    const both = [...page.data, ...next.data];
    expect(new Set(both.map((p) => p.slug)).size).toBe(page.total);
    const dates = both.map((p) => p.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    const after = wireBlogPageResponse.parse((await getJson(base, `${paths.blogPage}?requestPage=2`)).body).result;
    expect(after.data).toEqual([]);
    expect((await getJson(base, `${paths.blogPage}?requestPage=-1`)).status).toBe(400);
  });

  it('finds a post by slug, and none for an unknown slug', async () => {
    const res = await getJson(base, `${paths.blogPost}?slug=stamp-duty-in-malta-explained`);
    const [post] = wireBlogPostResponse.parse(res.body).result.blogPost;
    expect(post!.title).toBe('Stamp Duty in Malta Explained');
    expect(post!.content).toMatch(/<p>/);
    expect(post!.imageURL).toBe('stamp-duty-in-malta-explained.jpg');
    const none = wireBlogPostResponse.parse((await getJson(base, `${paths.blogPost}?slug=nope`)).body).result.blogPost;
    expect(none).toEqual([]);
  });
});

describe('GET /Careers', () => {
  it('lists the open positions with HTML descriptions', async () => {
    const positions = wireCareersResponse.parse((await getJson(base, paths.careers)).body).result;
    expect(positions.length).toBeGreaterThanOrEqual(3);
    expect(positions.every((p) => p.description.startsWith('<'))).toBe(true);
  });
});

describe('images', () => {
  async function image(path: string) {
    const res = await fetch(base + path);
    const buf = Buffer.from(await res.arrayBuffer());
    return { res, buf, meta: res.ok ? await sharp(buf).metadata() : undefined };
  }

  it('serves listing photos and thumbnails, agent portraits, blog and type images as cached JPEGs', async () => {
    const cases: [string, number, number][] = [
      ['/images/properties/1100/1.jpg', 1200, 900],
      ['/images/properties/1100/3.jpg', 1200, 900],
      ['/images/properties/1100/thumb.jpg', 640, 480],
      ['/images/properties/types/penthouse.jpg', 800, 600],
      ['/images/users/agent-1.jpg', 400, 400],
      ['/images/blog/stamp-duty-in-malta-explained.jpg', 1200, 675],
    ];
    for (const [path, width, height] of cases) {
      const { res, buf, meta } = await image(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(meta?.format).toBe('jpeg');
      expect([meta?.width, meta?.height]).toEqual([width, height]);
      expect(buf.length).toBeLessThan(150 * 1024);
    }
    const again = await image('/images/properties/1100/1.jpg');
    const first = await image('/images/properties/1100/1.jpg');
    expect(again.buf.equals(first.buf)).toBe(true);
  });

  it('answers 404 for images that do not exist', async () => {
    for (const path of ['/images/properties/1100/13.jpg', '/images/properties/99999/1.jpg', '/images/properties/1100/..%2F..%2Fx', '/images/users/agent-99.jpg', '/images/blog/nope.jpg', '/images/properties/types/castle.jpg']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('hostile input', () => {
  it('never answers 500 to odd query strings', async () => {
    const queries = [
      `${paths.category}?urlSlug=%00abc`,
      `${paths.category}?urlSlug=a&urlSlug=b`,
      `${paths.blogPost}?slug=%00`,
      `${paths.blogPost}?slug=%ED%A0%80`,
      `${paths.agentInformation}?agentId=99999999999`,
      `${paths.agentInformation}?agentId=-1`,
      `${paths.blogPage}?requestPage=999999`,
      `${paths.blogPage}?requestPage=1e3`,
      '/SaleProperties/2147483648',
      '/SaleProperties/-1',
      '/images/blog/%00.jpg',
      '/images/users/..%2F..%2Fetc%2Fpasswd',
    ];
    for (const q of queries) {
      const res = await fetch(base + q);
      expect(res.status, q).toBeLessThan(500);
      const body = (await res.json()) as { statusCode: number };
      expect(body.statusCode, q).toBe(res.status);
    }
  });

  it('never answers 500 to random search bodies', async () => {
    const values = [null, 0, -1, 1, 2.5, 1e12, 2147483648, '', 'x', '123', '\u0000', true, [], [1, 2], [-5], [1e10], ['a'], {}, { a: 1 }];
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const fields = Object.keys(emptyFilter);
    for (let i = 0; i < 60; i++) {
      const body: Record<string, unknown> = { ...emptyFilter };
      for (let k = 0; k < 3; k++) body[fields[Math.floor(rand() * fields.length)]!] = values[Math.floor(rand() * values.length)];
      for (const path of [paths.search, paths.searchByCoordinate]) {
        const res = await postJson(base, path, path === paths.search ? body : { ...body, latitude: 35.9, longitude: 14.5 });
        expect([200, 400], `${path} ${JSON.stringify(body)}`).toContain(res.status);
      }
    }
    const huge = await search({ minPrice: 1e12, squareOfMetersMax: 99_999_999_999 });
    expect(huge.total).toBe(0);
  });
});

describe('unknown routes', () => {
  it('answer a 404 envelope', async () => {
    const res = await getJson(base, '/NoSuchThing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, result: { message: 'Not found.' } });
  });
});
