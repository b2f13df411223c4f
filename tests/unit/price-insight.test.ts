import { describe, expect, it } from 'vitest';
import { generateDataset } from '@/backend/src/seed/generate';
import { compareToMedian, histogram, median, MIN_COMPARABLE, priceFigures, priceKindOf, type PricedListing } from '@/lib/price-insight';

/** A listing of `sqm` m² at `perSqm` €/m² (price = perSqm × sqm). */
const listing = (perSqm: number, over: Partial<PricedListing> = {}): PricedListing => ({
  price: perSqm * 100,
  squareMetres: 100,
  priceDaily: 0,
  priceYearly: 0,
  priceOnRequest: false,
  lettingType: 6,
  typeName: 'Apartment',
  ...over,
});

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([7])).toBe(7);
  });
  it('is the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1000, 2000])).toBe(1500);
  });
  it('is null for nothing, and leaves its input as it was', () => {
    expect(median([])).toBeNull();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('kinds (for prices only)', () => {
  it('groups apartments and penthouses, houses and maisonettes, and commercial sale', () => {
    expect(priceKindOf({ lettingType: 6, typeName: 'Apartment' })).toBe('flats');
    expect(priceKindOf({ lettingType: 6, typeName: 'Penthouse' })).toBe('flats');
    for (const name of ['Maisonette', 'Townhouse', 'Villa', 'Farmhouse', 'Terraced House', 'House of Character', 'Bungalow']) {
      expect(priceKindOf({ lettingType: 6, typeName: name }), name).toBe('houses');
    }
    // commercial sale whatever the type's name says (a boathouse is no house)
    for (const name of ['Office', 'Boathouse', 'Garage', 'Hotel']) expect(priceKindOf({ lettingType: 7, typeName: name }), name).toBe('commercial');
  });
  it('gives a residential type that is neither a flat nor a house no kind', () => {
    expect(priceKindOf({ lettingType: 6, typeName: 'Seafront Property' })).toBeNull();
    expect(priceKindOf({ lettingType: 6, typeName: '' })).toBeNull();
  });
});

describe('price figures', () => {
  it('takes the median per kind, rounded to the euro', () => {
    const listings = [
      ...[3000, 3100, 3200, 3300, 3400, 3500].map((v) => listing(v)),
      ...[2000, 2100, 2200, 2300, 2450].map((v) => listing(v, { typeName: 'Maisonette' })),
      ...[4000, 4100, 4150, 4300, 4400].map((v) => listing(v, { lettingType: 7, typeName: 'Office' })),
    ];
    const f = priceFigures(listings, listings.length, '2026-11-26');
    expect(f.kinds).toEqual([
      { kind: 'flats', comparable: 6, median: 3250, types: ['Apartment'] },
      { kind: 'houses', comparable: 5, median: 2200, types: ['Maisonette'] },
      { kind: 'commercial', comparable: 5, median: 4150, types: ['Office'] },
    ]);
    // the 10th to the 90th percentile of the 16, interpolated: 2150 and 4225
    expect(f.range).toEqual({ min: 2150, max: 4225, below: 2, above: 2 });
    expect(f.comparable).toBe(16);
    // the place's own median, of all 16
    expect(f.median).toBe(3250);
    expect(f.countedOn).toBe('2026-11-26');
  });

  it(`shows no median for a kind with fewer than ${MIN_COMPARABLE} comparable properties`, () => {
    const listings = [...[3000, 3100, 3200, 3300, 3400].map((v) => listing(v)), ...[2000, 2100, 2200, 2300].map((v) => listing(v, { typeName: 'Villa' }))];
    const f = priceFigures(listings, 9, '2026-11-26');
    expect(f.kinds).toEqual([
      { kind: 'flats', comparable: 5, median: 3200, types: ['Apartment'] },
      { kind: 'houses', comparable: 4, median: null, types: ['Villa'] },
    ]);
    // the place as a whole has nine: its range and chart stand, the chart of those within the range
    expect(f.range).toEqual({ min: 2080, max: 3320, below: 1, above: 1 });
    expect(f.bins.reduce((n, b) => n + b.count, 0)).toBe(7);
  });

  it(`shows no range and no chart for a place with fewer than ${MIN_COMPARABLE}`, () => {
    const f = priceFigures([listing(3000), listing(3100), listing(3200), listing(3300)], 4, '2026-11-26');
    expect(f.range).toBeNull();
    expect(f.bins).toEqual([]);
    expect(f.kinds).toEqual([{ kind: 'flats', comparable: 4, median: null, types: ['Apartment'] }]);
  });

  it('counts a listing without a floor area or a price among those for sale, and in no €/m² figure', () => {
    const listings = [
      ...[3000, 3100, 3200, 3300, 3400].map((v) => listing(v)),
      listing(9000, { squareMetres: 0 }),
      listing(9000, { priceOnRequest: true }),
      listing(0, { price: 0 }),
    ];
    const f = priceFigures(listings, 8, '2026-11-26');
    expect(f.total).toBe(8);
    expect(f.read).toBe(8);
    expect(f.comparable).toBe(5);
    expect(f.kinds).toEqual([{ kind: 'flats', comparable: 5, median: 3200, types: ['Apartment'] }]);
    expect(f.range).toEqual({ min: 3040, max: 3360, below: 1, above: 1 });
  });

  it('counts a residential listing without a kind in the range and chart, in no kind', () => {
    const listings = [...[3000, 3100, 3200, 3300].map((v) => listing(v)), listing(8000, { typeName: 'Seafront Property' })];
    const f = priceFigures(listings, 5, '2026-11-26');
    expect(f.range).toEqual({ min: 3040, max: 6120, below: 1, above: 1 });
    expect(f.kinds).toEqual([{ kind: 'flats', comparable: 4, median: null, types: ['Apartment'] }]);
  });

  it('says how many were read when the search found more than the budget read', () => {
    const f = priceFigures([3000, 3100, 3200, 3300, 3400].map((v) => listing(v)), 700, '2026-11-26');
    expect(f).toMatchObject({ total: 700, read: 5 });
  });
});

describe('histogram', () => {
  it('uses round bars from a multiple of their width, every value in one bar', () => {
    const values = [1950, 2000, 2499, 2500, 3999];
    const bins = histogram(values);
    expect(bins).toEqual([
      { from: 1500, to: 2000, count: 1 },
      { from: 2000, to: 2500, count: 2 },
      { from: 2500, to: 3000, count: 1 },
      { from: 3000, to: 3500, count: 0 },
      { from: 3500, to: 4000, count: 1 },
    ]);
  });
  it('keeps to eight bars at most, the narrowest width that does', () => {
    for (const values of [[1000, 1799], [100, 90_000], [2000, 2000], [1150, 7800, 4000], [5, 12_345_678]]) {
      const bins = histogram(values);
      expect(bins.length, String(values)).toBeLessThanOrEqual(8);
      expect(bins.reduce((n, b) => n + b.count, 0)).toBe(values.length);
      for (const v of values) expect(bins.some((b) => b.from <= v && v < b.to), `${v} in a bar`).toBe(true);
    }
    expect(histogram([1000, 1799]).map((b) => b.to - b.from)).toEqual(Array(8).fill(100));
    expect(histogram([])).toEqual([]);
  });
});

describe('a listing against its locality', () => {
  const place = priceFigures([2800, 2900, 3000, 3100, 3200].map((v) => listing(v)), 5, '2026-11-26');

  it('says how far below or above the median of its kind, in whole per cent', () => {
    expect(compareToMedian(listing(2640), place)).toEqual({ basis: { type: 'Apartment' }, percent: 12, direction: 'below', median: 3000, comparable: 5 });
    expect(compareToMedian(listing(3450), place)).toMatchObject({ percent: 15, direction: 'above' });
    expect(compareToMedian(listing(3010), place)).toMatchObject({ percent: 0, direction: 'at' });
  });
  it('says nothing without a €/m², a kind, or a median of its kind', () => {
    expect(compareToMedian(listing(3000, { squareMetres: 0 }), place)).toBeNull();
    expect(compareToMedian(listing(3000, { priceOnRequest: true }), place)).toBeNull();
    expect(compareToMedian(listing(3000, { typeName: 'Seafront Property' }), place)).toBeNull();
    expect(compareToMedian(listing(3000, { typeName: 'Villa' }), place)).toBeNull();
  });
});

describe('like with like', () => {
  const place = (over: Partial<PricedListing>, values: number[]) => values.map((v) => listing(v, over));

  it('compares with the same property type where at least five of it are in the place', () => {
    const f = priceFigures([...place({}, [2000, 2100, 2200, 2300, 2400]), ...place({ typeName: 'Penthouse' }, [4000, 4100, 4200, 4300, 4400])], 10, '2026-11-26');
    expect(compareToMedian(listing(3780, { typeName: 'Penthouse' }), f)).toEqual({ basis: { type: 'Penthouse' }, percent: 10, direction: 'below', median: 4200, comparable: 5 });
  });
  it('compares with the kind, and says so, where fewer than five of the type are', () => {
    const f = priceFigures([...place({}, [2000, 2100, 2200, 2300, 2400]), ...place({ typeName: 'Penthouse' }, [4000])], 6, '2026-11-26');
    expect(compareToMedian(listing(4000, { typeName: 'Penthouse' }), f)).toMatchObject({ basis: { kind: 'flats', tooFewOfType: 'Penthouse' }, median: 2250, comparable: 6 });
  });
  it('never compares a commercial property with other commercial types', () => {
    const commercial = { lettingType: 7 };
    const f = priceFigures([...place({ ...commercial, typeName: 'Office' }, [3000, 3100, 3200, 3300, 3400]), ...place({ ...commercial, typeName: 'Garage' }, [1500])], 6, '2026-11-26');
    expect(compareToMedian(listing(1500, { ...commercial, typeName: 'Garage' }), f)).toBeNull();
    expect(compareToMedian(listing(3200, { ...commercial, typeName: 'Office' }), f)).toMatchObject({ basis: { type: 'Office' }, direction: 'at' });
  });
  it('names the types a kind counted, most first', () => {
    const f = priceFigures([...place({ typeName: 'Penthouse' }, [4000, 4100]), ...place({}, [2000])], 3, '2026-11-26');
    expect(f.kinds[0]?.types).toEqual(['Penthouse', 'Apartment']);
  });
});

describe('on the seed of the reference backend', () => {
  const data = generateDataset({ day: '2026-11-26' });
  const typeName = new Map(data.property_types.map((t) => [t.id, String(t.name)]));
  const listings = data.properties.map((p) => ({
    price: Number(p.price),
    squareMetres: Number(p.square_of_meters),
    priceDaily: 0,
    priceYearly: 0,
    priceOnRequest: Boolean(p.is_price_on_request),
    lettingType: Number(p.letting_type),
    typeName: typeName.get(p.type_id) ?? '',
    locationId: Number(p.location_id),
  }));
  /** Each listing with its locality's figures for its sale type, as the detail page has them. */
  const compared = (name: string) =>
    listings
      .filter((p) => p.typeName === name)
      .map((p) => {
        const peers = listings.filter((q) => q.locationId === p.locationId && q.lettingType === p.lettingType);
        const f = priceFigures(peers, peers.length, '2026-11-26');
        return { p, f, c: compareToMedian(p, f) };
      });

  it('compares no penthouse with apartments without saying so: no place has five penthouses', () => {
    const penthouses = compared('Penthouse');
    expect(penthouses.length).toBe(40);
    for (const { f, c } of penthouses) {
      expect(f.types.find((t) => t.typeName === 'Penthouse')?.comparable ?? 0).toBeLessThan(MIN_COMPARABLE);
      if (c) expect(c.basis).toEqual({ kind: 'flats', tooFewOfType: 'Penthouse' });
    }
    expect(penthouses.filter((x) => x.c).length).toBeGreaterThan(0);
  });

  it('says nothing of a garage against offices, shops or hotels', () => {
    const garages = compared('Garage');
    expect(garages.length).toBe(20);
    for (const { c } of garages) expect(c).toBeNull();
  });

  it('keeps a listing of 1 m² out of Sliema\'s range and chart, and counts it', () => {
    const sliemaId = data.locations.find((l) => l.name === 'Sliema')!.id;
    const sliema = listings.filter((p) => p.locationId === sliemaId && p.lettingType === 6);
    const outlier = { ...sliema[0]!, squareMetres: 1, price: 350_000 };
    const before = priceFigures(sliema, sliema.length, '2026-11-26');
    const after = priceFigures([...sliema, outlier], sliema.length + 1, '2026-11-26');
    // €350,000 per m² moves the 90th percentile by less than a tenth, and is counted as left out
    expect(after.range!.max).toBeLessThan(before.range!.max * 1.1);
    expect(after.range!.max).toBeLessThan(350_000);
    expect(after.range!.above).toBeGreaterThanOrEqual(1);
    expect(after.bins.at(-1)!.to).toBeLessThan(before.range!.max * 1.5);
    expect(after.bins.reduce((n, b) => n + b.count, 0)).toBe(after.comparable - after.range!.below - after.range!.above);
  });
});
