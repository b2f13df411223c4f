import { describe, expect, it } from 'vitest';
import { emptyFilters, roomCounts, roomsFromRange, type ListingFilters } from '@/lib/domain/filters';
import { encodeFilters, formatNear, hasFilters, listingHref } from '@/lib/filter-url';
import { MAX_LIST, categoryFilters, decodeFilters, decodePage, decodeView, parseNear } from '@/lib/filter-url-decode';
import { searchPoint } from '@/lib/map';

const full: ListingFilters = {
  availability: 1,
  lettingType: 6,
  propertyTypes: [2, 12],
  reference: '1234',
  minPrice: 150000,
  maxPrice: 900000,
  minSqm: 60,
  maxSqm: 250,
  bedrooms: [1, 2, 4],
  bathrooms: [2, 3],
  areas: [3],
  locations: [10, 41],
  features: [5, 7, 9],
  videoOnly: true,
  sort: 'price-desc',
};

const roundTrip = (f: ListingFilters) => decodeFilters(new URLSearchParams(encodeFilters(f).toString()), f.lettingType);

describe('encodeFilters / decodeFilters', () => {
  it('round-trips every field', () => {
    expect(roundTrip(full)).toEqual(full);
  });

  it.each([
    ['availability', { availability: 0 }],
    ['availability later', { availability: 2 }],
    ['types', { propertyTypes: [15] }],
    ['reference', { reference: '77' }],
    ['minPrice', { minPrice: 1 }],
    ['maxPrice', { maxPrice: 2_500_000 }],
    ['minSqm', { minSqm: 40 }],
    ['maxSqm', { maxSqm: 400 }],
    ['video', { videoOnly: true }],
    ['beds', { bedrooms: [4] }],
    ['baths', { bathrooms: [1] }],
    ['areas', { areas: [1, 2] }],
    ['locations', { locations: [99] }],
    ['features', { features: [3] }],
    ['sort asc', { sort: 'price-asc' }],
    ['sort popular', { sort: 'popular' }],
  ] satisfies [string, Partial<ListingFilters>][])('round-trips %s alone', (_name, part) => {
    const f: ListingFilters = { ...emptyFilters(7), ...part };
    expect(roundTrip(f)).toEqual(f);
  });

  it('uses the agreed readable names in a fixed order', () => {
    expect(encodeFilters(full).toString()).toBe(
      'availability=soon&types=2%2C12&reference=1234&minPrice=150000&maxPrice=900000&minSqm=60&maxSqm=250' +
        '&video=1&beds=1%2C2%2C4&baths=2%2C3&areas=3&locations=10%2C41&features=5%2C7%2C9&sort=price-desc',
    );
  });

  it('omits defaults: no filters and the newest sort encode to nothing', () => {
    expect(encodeFilters(emptyFilters(6)).toString()).toBe('');
    expect(hasFilters(emptyFilters(6))).toBe(false);
    expect(hasFilters({ ...emptyFilters(6), sort: 'popular' })).toBe(false);
    expect(hasFilters({ ...emptyFilters(6), areas: [1] })).toBe(true);
  });

  it('is canonical: list order and duplicates do not change the URL', () => {
    const a = encodeFilters({ ...emptyFilters(6), propertyTypes: [12, 2, 12] }).toString();
    const b = encodeFilters({ ...emptyFilters(6), propertyTypes: [2, 12] }).toString();
    expect(a).toBe(b);
  });

  it('is idempotent: decoding an encoded query and encoding again changes nothing', () => {
    const once = encodeFilters(full).toString();
    expect(encodeFilters(decodeFilters(new URLSearchParams(once), 6)).toString()).toBe(once);
  });

  it('reads repeated parameters as a GET form sends them, merged with comma lists', () => {
    const f = decodeFilters(new URLSearchParams('types=3&types=1,2&beds=2&beds=4&video=1'), 6);
    expect(f.propertyTypes).toEqual([1, 2, 3]);
    expect(f.bedrooms).toEqual([2, 4]);
    expect(f.videoOnly).toBe(true);
  });

  it("reads Next's searchParams object as well as URLSearchParams", () => {
    const f = decodeFilters({ types: ['5', '6'], minPrice: '1000', sort: 'popular', ref: '9' }, 6);
    expect(f.propertyTypes).toEqual([5, 6]);
    expect(f.minPrice).toBe(1000);
    expect(f.sort).toBe('popular');
  });

  it('reads a price as a visitor types it, as the home search card sends it before its script runs', () => {
    const f = decodeFilters(new URLSearchParams('minPrice=%E2%82%AC+250%2C000&maxPrice=1.250.000'), 6);
    expect(f.minPrice).toBe(250_000);
    expect(f.maxPrice).toBe(1_250_000);
    const beyond = decodeFilters(new URLSearchParams('minPrice=99999999999999999&maxPrice=250k'), 6);
    expect(beyond.minPrice).toBe(1_000_000_000_000);
    expect(beyond.maxPrice).toBeUndefined();
    // sizes stay whole digits
    expect(decodeFilters(new URLSearchParams('minSqm=1%2C000'), 6).minSqm).toBeUndefined();
  });

  it('treats empty form fields as absent', () => {
    const f = decodeFilters(new URLSearchParams('reference=&minPrice=&maxPrice=&minSqm=&maxSqm=&availability='), 6);
    expect(f).toEqual(emptyFilters(6));
  });

  it('never carries ref (the referral) into a filter URL', () => {
    const f = decodeFilters(new URLSearchParams('ref=5&types=1'), 6);
    expect(encodeFilters(f).has('ref')).toBe(false);
    expect(listingHref(f)).toBe('/residentials?types=1');
  });
});

describe('hostile input decodes to safe values', () => {
  it('drops junk, negative, fractional, NaN and overflowing numbers', () => {
    const q = new URLSearchParams(
      'types=abc,-3,1.5,NaN,0,99999999999,7&minPrice=-100&maxPrice=NaN&minSqm=1e9&maxSqm=Infinity&reference=12ab',
    );
    const f = decodeFilters(q, 6);
    expect(f.propertyTypes).toEqual([7]);
    expect(f.minPrice).toBeUndefined();
    expect(f.maxPrice).toBeUndefined();
    expect(f.minSqm).toBeUndefined();
    expect(f.maxSqm).toBeUndefined();
    expect(f.reference).toBeUndefined();
  });

  it('keeps only the room choices 1, 2, 3 and +4', () => {
    expect(decodeFilters(new URLSearchParams('beds=0,1,5,4,9&baths=3,-1'), 6)).toMatchObject({
      bedrooms: [1, 4],
      bathrooms: [3],
    });
  });

  it('caps huge lists', () => {
    const huge = Array.from({ length: 5000 }, (_, i) => i + 1).join(',');
    const f = decodeFilters(new URLSearchParams(`locations=${huge}&areas=${huge}`), 6);
    expect(f.locations).toHaveLength(MAX_LIST);
    expect(f.areas).toHaveLength(MAX_LIST);
    const repeated = new URLSearchParams(Array.from({ length: 5000 }, (_, i) => `features=${i + 1}`).join('&'));
    expect(decodeFilters(repeated, 6).features).toHaveLength(MAX_LIST);
  });

  it('takes the first real value of a repeated scalar and ignores unknown words', () => {
    const f = decodeFilters(new URLSearchParams('minPrice=&minPrice=500&minPrice=900&sort=cheapest&availability=soonish'), 7);
    expect(f.minPrice).toBe(500);
    expect(f.sort).toBe('newest');
    expect(f.availability).toBeUndefined();
    expect(f.lettingType).toBe(7);
  });

  it('searches a figure beyond every price or size as the largest there can be, not as none', () => {
    const f = decodeFilters(new URLSearchParams(`minPrice=99999999999999999999&maxSqm=1 000 000 000 000 000&maxPrice=${'9'.repeat(50)}&minSqm=${'0'.repeat(45)}60`), 6);
    expect(f.minPrice).toBe(1_000_000_000_000);
    expect(f.maxPrice).toBe(1_000_000_000_000);
    expect(f.maxSqm).toBe(1_000_000_000_000);
    // leading zeros are no larger figure
    expect(f.minSqm).toBe(60);
    expect(encodeFilters(f).get('minPrice')).toBe('1000000000000');
  });

  it('orders a swapped min/max range', () => {
    const f = decodeFilters(new URLSearchParams('minPrice=900000&maxPrice=100000&minSqm=300&maxSqm=50'), 6);
    expect([f.minPrice, f.maxPrice, f.minSqm, f.maxSqm]).toEqual([100000, 900000, 50, 300]);
  });

  it('accepts digits typed with spaces', () => {
    expect(decodeFilters(new URLSearchParams('maxPrice=1 250 000&reference= 12 34 '), 6)).toMatchObject({
      maxPrice: 1_250_000,
      reference: '1234',
    });
  });
});

describe('page and view', () => {
  it.each([
    ['', 1],
    ['page=2', 2],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=99999999', 1],
    ['page=&page=4', 4],
  ])('%s → page %i', (qs, page) => {
    expect(decodePage(new URLSearchParams(qs))).toBe(page);
  });

  it('reads the map view and defaults to the list', () => {
    expect(decodeView(new URLSearchParams('view=map'))).toBe('map');
    expect(decodeView(new URLSearchParams('view=satellite'))).toBe('list');
    expect(decodeView({})).toBe('list');
  });
});

describe('the search point in the URL', () => {
  it('writes and reads back a rounded point', () => {
    const point = searchPoint({ lat: 35.91224, lng: 14.50419 })!;
    expect(formatNear(point)).toBe('35.9122,14.5042');
    expect(parseNear('35.9122,14.5042')).toEqual(point);
    expect(parseNear(' 35.91224,14.50419 ')).toEqual(point);
  });

  it('reads anything else as no point', () => {
    for (const junk of [undefined, '', 'abc', '35.9', '35.9,', ',14.5', '35.9;14.5', '1e3,14', '35.9,14.5,1']) expect(parseNear(junk)).toBeNull();
  });
});

describe('listingHref', () => {
  it('goes to /residentials or /commercials by sale type', () => {
    expect(listingHref({ lettingType: 6 })).toBe('/residentials');
    expect(listingHref({ lettingType: 7, propertyTypes: [12, 15] })).toBe('/commercials?types=12,15');
  });

  it('accepts partial filters, as the detail page links by type or location', () => {
    expect(listingHref({ lettingType: 6, locations: [41] })).toBe('/residentials?locations=41');
  });

  it('adds page (when > 1) and view (when map) after the filters', () => {
    expect(listingHref({ lettingType: 6, sort: 'price-asc' }, { page: 3, view: 'map' })).toBe(
      '/residentials?sort=price-asc&page=3&view=map',
    );
    expect(listingHref({ lettingType: 6 }, { page: 1, view: 'list' })).toBe('/residentials');
    expect(listingHref({ lettingType: 6 }, { page: -2 })).toBe('/residentials');
  });
});

describe('category presets', () => {
  it('shows a stored range as the 1, 2, 3, +4 choices when they say exactly that range', () => {
    expect(roomsFromRange(2, 3)).toEqual({ choices: [2, 3] });
    expect(roomsFromRange(3, 8)).toEqual({ choices: [3, 4] });
    expect(roomsFromRange(4, undefined)).toEqual({ choices: [4] });
    expect(roomsFromRange(undefined, 2)).toEqual({ choices: [1, 2] });
    expect(roomsFromRange(undefined, undefined)).toEqual({ choices: [] });
    expect(roomsFromRange(5, 3)).toEqual({ choices: [] });
  });

  it('keeps a range the choices cannot say as an exact range, never widened', () => {
    expect(roomsFromRange(5, 6)).toEqual({ choices: [], range: { min: 5, max: 6 } });
    expect(roomsFromRange(3, 6)).toEqual({ choices: [], range: { min: 3, max: 6 } });
    expect(roomsFromRange(4, 4)).toEqual({ choices: [], range: { min: 4, max: 4 } });
    expect(roomsFromRange(5, undefined)).toEqual({ choices: [], range: { min: 5, max: 8 } });
    expect(roomsFromRange(2, 99)).toEqual({ choices: [2, 3, 4] });
  });

  it('searches the counts of the choices, else of the range', () => {
    expect(roomCounts([2, 4])).toEqual([2, 4, 5, 6, 7, 8]);
    expect(roomCounts([], { min: 5, max: 6 })).toEqual([5, 6]);
    expect(roomCounts([1], { min: 5, max: 6 })).toEqual([1]);
    expect(roomCounts([])).toEqual([]);
  });

  it('reads and writes a range as beds=5-6; a choice made wins over it', () => {
    const f = { ...emptyFilters(6), bedroomRange: { min: 5, max: 6 } };
    expect(encodeFilters(f).toString()).toBe('beds=5-6');
    expect(roundTrip(f)).toEqual(f);
    expect(decodeFilters(new URLSearchParams('beds=5-6&beds=2'), 6)).toEqual({ ...emptyFilters(6), bedrooms: [2] });
    for (const junk of ['6-5', '0-3', '5-9', '5-', 'a-b', '5--6']) {
      expect(decodeFilters(new URLSearchParams({ baths: junk }), 6)).toEqual(emptyFilters(6));
    }
  });

  it('presets the filters from stored criteria', () => {
    const f = categoryFilters({
      lettingType: 7,
      priceMin: 500_000,
      priceMax: 100_000,
      bedroomsMin: 1,
      bedroomsMax: 2,
      propertyTypes: [13, 12, 12],
      areas: [2],
      locations: [],
      features: [0, 4],
    });
    expect(f).toEqual({
      ...emptyFilters(7),
      propertyTypes: [12, 13],
      bedrooms: [1, 2],
      areas: [2],
      features: [4],
      minPrice: 100_000,
      maxPrice: 500_000,
    });
  });

  it('applies a stored range exactly', () => {
    const f = categoryFilters({ bedroomsMin: 5, bedroomsMax: 6, bathroomsMin: 2, propertyTypes: [], areas: [], locations: [], features: [] });
    expect(f).toMatchObject({ bedrooms: [], bedroomRange: { min: 5, max: 6 }, bathrooms: [2, 3, 4] });
  });

  it('reads a letting type other than 6 or 7 as both sale types', () => {
    expect(categoryFilters({ propertyTypes: [], areas: [], locations: [41], features: [] }).lettingType).toBe(0);
    expect(categoryFilters({ lettingType: 3, propertyTypes: [], areas: [], locations: [41], features: [] }).lettingType).toBe(0);
  });
});
