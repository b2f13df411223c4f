import { describe, expect, it } from 'vitest';
import type { FilterOptions } from '@/lib/domain/types';
import {
  SALE_TYPE_REQUIRED,
  chooseAreas,
  chooseSaleType,
  emptySearchCard,
  locationsFor,
  parseSaleType,
  propertyTypesFor,
  searchCardOptions,
  searchTarget,
} from '@/lib/search-card';

const options: FilterOptions = {
  propertyTypes: [
    { id: 1, name: 'Apartment', lettingType: 6 },
    { id: 2, name: 'Penthouse', lettingType: 6 },
    { id: 3, name: 'Office', lettingType: 7 },
    { id: 3, name: 'Office', lettingType: 7 },
    { id: 4, name: 'Restaurant', lettingType: 7 },
  ],
  areas: [
    { id: 10, name: 'Central' },
    { id: 20, name: 'North' },
  ],
  locations: [
    { id: 100, name: 'Sliema', areaId: 10, popular: true },
    { id: 101, name: 'Gzira', areaId: 10, popular: false },
    { id: 200, name: 'Mellieha', areaId: 20, popular: true },
  ],
  features: [],
};

describe('sale type', () => {
  it('is required: no choice, no search', () => {
    expect(searchTarget(emptySearchCard())).toEqual({ ok: false, error: SALE_TYPE_REQUIRED });
    expect(SALE_TYPE_REQUIRED).toBe('Please Choose Sale Type');
  });

  it('reads only 6 and 7 as sale types', () => {
    expect(parseSaleType('6')).toBe(6);
    expect(parseSaleType('7')).toBe(7);
    expect(parseSaleType('1')).toBeNull();
    expect(parseSaleType('')).toBeNull();
  });

  it('limits property types to the chosen sale type, once each', () => {
    expect(propertyTypesFor(options, null)).toEqual([]);
    expect(propertyTypesFor(options, 6).map((t) => t.id)).toEqual([1, 2]);
    expect(propertyTypesFor(options, 7).map((t) => t.id)).toEqual([3, 4]);
  });

  it('drops chosen property types of the other sale type when the sale type changes', () => {
    const s = { ...emptySearchCard(), lettingType: 6 as const, propertyTypes: [1, 2] };
    expect(chooseSaleType(s, 7, options).propertyTypes).toEqual([]);
    expect(chooseSaleType({ ...s, propertyTypes: [1] }, 6, options).propertyTypes).toEqual([1]);
  });
});

describe('areas and locations', () => {
  it('offers every location until an area is chosen', () => {
    expect(locationsFor(options, []).map((l) => l.id)).toEqual([100, 101, 200]);
    expect(locationsFor(options, [10]).map((l) => l.id)).toEqual([100, 101]);
    expect(locationsFor(options, [10, 20]).map((l) => l.id)).toEqual([100, 101, 200]);
  });

  it('drops chosen locations that no longer belong to the chosen areas', () => {
    const s = { ...emptySearchCard(), locations: [100, 200] };
    expect(chooseAreas(s, [20], options)).toMatchObject({ areas: [20], locations: [200] });
    expect(chooseAreas(s, [], options).locations).toEqual([100, 200]);
  });
});

describe('target', () => {
  it('opens /residentials for sale type 6 and /commercials for 7', () => {
    expect(searchTarget({ ...emptySearchCard(), lettingType: 6 })).toEqual({ ok: true, href: '/residentials' });
    expect(searchTarget({ ...emptySearchCard(), lettingType: 7 })).toEqual({ ok: true, href: '/commercials' });
  });

  it('carries every choice as a URL filter', () => {
    const out = searchTarget({
      lettingType: 6,
      propertyTypes: [2, 1],
      reference: ' 1234 ',
      minPrice: '€ 150.000',
      maxPrice: '400,000',
      areas: [10],
      locations: [101, 100],
    });
    expect(out).toEqual({
      ok: true,
      href: '/residentials?types=1,2&reference=1234&minPrice=150000&maxPrice=400000&areas=10&locations=100,101',
    });
  });

  it('reads prices as every typed price is read, in whole euros, and ignores what is no amount', () => {
    const prices = (minPrice: string, maxPrice = '') => searchTarget({ ...emptySearchCard(), lettingType: 7, minPrice, maxPrice });
    expect(prices('1 250 000', '€ 2.000.000')).toEqual({ ok: true, href: '/commercials?minPrice=1250000&maxPrice=2000000' });
    // cents are not thousands: "350000,50" is 350,001 euros; "350.000,50", which readPrice does not
    // know, is left out rather than read as 35,000,050
    expect(prices('350000,50')).toEqual({ ok: true, href: '/commercials?minPrice=350001' });
    for (const text of ['350.000,50', 'cheap', '250k', '0', '', '-5', '1e6', '000 000 000 000 000']) expect(prices(text), text).toEqual({ ok: true, href: '/commercials' });
    // digits beyond any price: the largest a search is made with, as the listing's own boxes read them
    expect(prices('', '99999999999999999999')).toEqual({ ok: true, href: '/commercials?maxPrice=1000000000000' });
    for (const text of ['€ 5 000 000 000 000', '1.000.000.000.000.000', '9'.repeat(50)]) expect(prices(text), text).toEqual({ ok: true, href: '/commercials?minPrice=1000000000000' });
    // leading zeros are no larger figure
    expect(prices('0000000000000500000')).toEqual({ ok: true, href: '/commercials?minPrice=500000' });
  });
});

describe('the options the card is given', () => {
  it('are its types, areas and locations with the fields it uses, no features and no popularity', () => {
    const given = searchCardOptions({ ...options, features: [{ id: 1, name: 'Pool' }] });
    expect(given).toEqual({
      propertyTypes: options.propertyTypes,
      areas: options.areas,
      locations: options.locations.map(({ id, name, areaId }) => ({ id, name, areaId })),
    });
    expect(given).not.toHaveProperty('features');
    expect(locationsFor(given, [20])).toEqual([{ id: 200, name: 'Mellieha', areaId: 20 }]);
  });
});
