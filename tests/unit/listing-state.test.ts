import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/dictionaries/en';
import { it as italian } from '@/lib/i18n/dictionaries/it';
import { emptyFilters } from '@/lib/domain/filters';
import type { FilterOptions } from '@/lib/domain/types';
import {
  filterSummary,
  landingRefinements,
  listingResetHref,
  listingStateHref,
  listingTitle,
  offeredSaleTypes,
  resolveListing,
  saleListingTitle,
  typesOfAnotherSaleType,
  type ListingSource,
} from '@/lib/listing-state';

const sale: ListingSource = { kind: 'sale', lettingType: 6 };
const landing: ListingSource = {
  kind: 'landing',
  path: '/penthouses-for-sale-in-malta',
  preset: { ...emptyFilters(6), propertyTypes: [2] },
};

describe('a listing in Italian', () => {
  const itSale: ListingSource = { ...sale, locale: 'it' };
  const itLanding: ListingSource = { ...landing, locale: 'it' };

  it('keeps every address of its state in Italian, the landing page on its Italian slug', () => {
    expect(resolveListing(itSale, { page: '2' })).toMatchObject({ path: '/it/residentials', canonicalPath: '/it/residentials?page=2' });
    const r = resolveListing(itLanding, { beds: '2' });
    expect(r).toMatchObject({ path: '/it/attici-in-vendita-a-malta', canonicalPath: '/it/attici-in-vendita-a-malta', indexable: false });
    expect(listingStateHref(itLanding, r, { page: 2 })).toBe('/it/attici-in-vendita-a-malta?beds=2&page=2');
    expect(listingResetHref(itLanding, 'map')).toBe('/it/attici-in-vendita-a-malta?view=map');
  });

  it('sends another sale type chosen in the form to that listing in Italian, ref kept', () => {
    expect(resolveListing(itSale, new URLSearchParams('saleType=7&ref=4')).redirect).toBe('/it/commercials?ref=4');
  });
});

describe('resolveListing on a sale listing', () => {
  it('indexes the plain listing, canonical to itself', () => {
    expect(resolveListing(sale, {})).toMatchObject({ page: 1, view: 'list', canonicalPath: '/residentials', indexable: true });
    expect(resolveListing(sale, {}).redirect).toBeUndefined();
  });

  it('indexes page 2 with a canonical to page 2', () => {
    expect(resolveListing(sale, { page: '2' })).toMatchObject({ canonicalPath: '/residentials?page=2', indexable: true });
  });

  it('does not index a filter combination, canonical to the landing listing', () => {
    const r = resolveListing(sale, { types: '2', page: '3' });
    expect(r).toMatchObject({ canonicalPath: '/residentials', indexable: false, page: 3 });
    expect(r.redirect).toBeUndefined();
  });

  it('redirects a plain form submission to the canonical address, keeping a numeric ref', () => {
    const q = new URLSearchParams('saleType=6&availability=&types=3&types=1&reference=&minPrice=&beds=2&ref=5');
    expect(resolveListing(sale, q).redirect).toBe('/residentials?types=1,3&beds=2&ref=5');
  });

  it('drops a non-numeric ref and junk from the redirect', () => {
    expect(resolveListing(sale, new URLSearchParams('ref=abc&page=0&x=1')).redirect).toBe('/residentials');
  });

  it('keeps ref alone without a redirect, and never in the canonical', () => {
    const r = resolveListing(sale, new URLSearchParams('ref=9&sort=popular'));
    expect(r.redirect).toBeUndefined();
    expect(r.canonicalPath).toBe('/residentials');
  });

  it('keeps the map\'s search point in the map view only, rounded', () => {
    const r = resolveListing(sale, { view: 'map', near: '35.91224,14.50419', beds: '2' });
    expect(r.near).toEqual({ latitude: 35.9122, longitude: 14.5042 });
    expect(r.redirect).toBe('/residentials?beds=2&view=map&near=35.9122,14.5042');
    expect(resolveListing(sale, { near: '35.9,14.5' }).redirect).toBe('/residentials');
    const state = resolveListing(sale, { view: 'map', near: '35.9,14.5' });
    expect(listingStateHref(sale, state, { page: 2 })).toBe('/residentials?page=2&view=map&near=35.9,14.5');
    expect(listingStateHref(sale, state, { view: 'list' })).toBe('/residentials');
  });

  it('moves to the other listing when another sale type is chosen, dropping property types', () => {
    const r = resolveListing(sale, new URLSearchParams('saleType=7&types=2&minPrice=1000&view=map'));
    expect(r.redirect).toBe('/commercials?minPrice=1000&view=map');
  });
});

describe('resolveListing: whether a search is shared by every visitor (cached) or shaped by one (not)', () => {
  it.each([
    [sale, {}],
    [sale, { sort: 'price-asc' }],
    [sale, { page: '7' }],
    [sale, { view: 'map' }],
    // the map's point is the search by coordinate's, always a visitor's (lib/api/properties.ts)
    [sale, { view: 'map', near: '35.9,14.5' }],
    [landing, {}],
    [landing, { sort: 'popular', page: '2' }],
    [landing, { types: '2' }],
  ] as const)('%o %o is the listing’s own search', (source, query) => expect(resolveListing(source, query).shared).toBe(true));

  it.each([
    [sale, { minPrice: '250001' }],
    [sale, { beds: '2', sort: 'price-desc' }],
    [landing, { minPrice: '100000' }],
    [landing, { types: '' }],
    [landing, { types: '2,3' }],
  ] as const)('%o %o is a visitor’s', (source, query) => expect(resolveListing(source, query).shared).toBe(false));
});

describe('resolveListing on a landing page', () => {
  it('uses the preset and is canonical to itself', () => {
    const r = resolveListing(landing, {});
    expect(r.filters.propertyTypes).toEqual([2]);
    expect(r).toMatchObject({ canonicalPath: '/penthouses-for-sale-in-malta', indexable: true });
    expect(r.redirect).toBeUndefined();
  });

  it('takes sort, page and view from the query', () => {
    const r = resolveListing(landing, { sort: 'price-asc', page: '2' });
    expect(r.filters.sort).toBe('price-asc');
    expect(r.page).toBe(2);
    expect(r).toMatchObject({ canonicalPath: '/penthouses-for-sale-in-malta', indexable: false });
    expect(resolveListing(landing, { page: '2' }).canonicalPath).toBe('/penthouses-for-sale-in-malta?page=2');
  });

  it('keeps a filtered landing page on its own path, the visitor\'s changes over the preset', () => {
    const r = resolveListing(landing, { beds: '2', ref: '7' });
    expect(r.redirect).toBeUndefined();
    expect(r.filters).toMatchObject({ propertyTypes: [2], bedrooms: [2] });
    expect(r).toMatchObject({ path: '/penthouses-for-sale-in-malta', canonicalPath: '/penthouses-for-sale-in-malta', indexable: false });
    expect(resolveListing(landing, { types: '1' }).filters.propertyTypes).toEqual([1]);
  });

  it('says a cleared preset filter with an empty parameter', () => {
    const r = resolveListing(landing, { types: '' });
    expect(r.filters.propertyTypes).toEqual([]);
    expect(r.redirect).toBeUndefined();
    expect(r.indexable).toBe(false);
  });

  it('reads the filter form whole: what it leaves out is empty, what equals the preset is dropped', () => {
    const sent = new URLSearchParams('form=filters&availability=&types=2&reference=&minPrice=&beds=3&ref=4');
    expect(resolveListing(landing, sent).redirect).toBe('/penthouses-for-sale-in-malta?beds=3&ref=4');
    expect(resolveListing(landing, new URLSearchParams('form=filters&beds=3')).href).toBe(
      '/penthouses-for-sale-in-malta?types=&beds=3',
    );
    expect(resolveListing(landing, new URLSearchParams('form=filters&types=2')).href).toBe('/penthouses-for-sale-in-malta');
  });

  it('redirects a messy landing query to its canonical order, keeping the referral only in the redirect', () => {
    const r = resolveListing(landing, new URLSearchParams('view=map&beds=2&junk=1&ref=8&types=2'));
    expect(r.redirect).toBe('/penthouses-for-sale-in-malta?beds=2&view=map&ref=8');
    expect(r.canonicalPath).toBe('/penthouses-for-sale-in-malta');
  });

  it('lets a place page stored with one sale type start there and change to the other, never to "both"', () => {
    const place: ListingSource = { kind: 'landing', path: '/property-for-sale-in-sliema', preset: { ...emptyFilters(6), locations: [10] } };
    expect(offeredSaleTypes(place)).toEqual([6, 7]);
    expect(resolveListing(place, {})).toMatchObject({ filters: { lettingType: 6, locations: [10] }, indexable: true, redirect: undefined });
    const commercial = resolveListing(place, { saleType: '7' });
    expect(commercial).toMatchObject({ redirect: undefined, indexable: false, canonicalPath: '/property-for-sale-in-sliema' });
    expect(commercial.filters).toMatchObject({ lettingType: 7, locations: [10] });
    expect(resolveListing(place, new URLSearchParams('form=filters&saleType=7&locations=10')).href).toBe('/property-for-sale-in-sliema?saleType=7');
    expect(resolveListing(place, new URLSearchParams('form=filters&saleType=6&locations=10')).href).toBe('/property-for-sale-in-sliema');
    // "both" is no choice of SPEC's select: the page's own sale type, at the clean address
    const both = resolveListing(place, { saleType: '0' });
    expect(both.filters.lettingType).toBe(6);
    expect(both.redirect).toBe('/property-for-sale-in-sliema');
    expect(offeredSaleTypes(sale)).toEqual([6, 7]);
    expect(offeredSaleTypes(landing)).toEqual([6]);
  });

  it('lets the sale type change on a page stored for both, never on a property type\'s page', () => {
    const place: ListingSource = { kind: 'landing', path: '/property-for-sale-in-sliema', preset: { ...emptyFilters(0), locations: [10] } };
    expect(resolveListing(place, {}).filters.lettingType).toBe(0);
    const r = resolveListing(place, { saleType: '7' });
    expect(r).toMatchObject({ redirect: undefined, indexable: false });
    expect(r.filters).toMatchObject({ lettingType: 7, locations: [10] });
    expect(resolveListing(place, new URLSearchParams('form=filters&saleType=0&locations=10')).href).toBe(
      '/property-for-sale-in-sliema',
    );
    // a property type's page keeps its sale type whatever the query says
    expect(resolveListing(landing, { saleType: '7' }).filters.lettingType).toBe(6);
    expect(resolveListing(landing, { saleType: '7' }).redirect).toBe('/penthouses-for-sale-in-malta');
  });

  it('keeps an exact range of the preset until the visitor removes it or ticks a choice', () => {
    const big: ListingSource = { kind: 'landing', path: '/big-homes', preset: { ...emptyFilters(6), bedroomRange: { min: 5, max: 6 } } };
    expect(resolveListing(big, {}).filters.bedroomRange).toEqual({ min: 5, max: 6 });
    expect(resolveListing(big, new URLSearchParams('form=filters&beds=5-6')).href).toBe('/big-homes');
    expect(resolveListing(big, new URLSearchParams('form=filters')).href).toBe('/big-homes?beds=');
    const ticked = resolveListing(big, new URLSearchParams('form=filters&beds=5-6&beds=2'));
    expect(ticked.href).toBe('/big-homes?beds=2');
    expect(ticked.filters).toMatchObject({ bedrooms: [2] });
    expect(ticked.filters.bedroomRange).toBeUndefined();
  });

  it('summarises only what the visitor changed', () => {
    const r = resolveListing(landing, { beds: '2', sort: 'popular' });
    expect(landingRefinements(landing.kind === 'landing' ? landing.preset : emptyFilters(6), r.filters)).toEqual({
      ...emptyFilters(6),
      bedrooms: [2],
      sort: 'popular',
    });
  });

  it('resets to the preset, on the view shown', () => {
    expect(listingResetHref(landing, 'map')).toBe('/penthouses-for-sale-in-malta?view=map');
    expect(listingResetHref(sale, 'list')).toBe('/residentials');
  });
});

const options: FilterOptions = {
  propertyTypes: [
    { id: 1, name: 'Apartment', lettingType: 6 },
    { id: 2, name: 'Penthouse', lettingType: 6 },
    { id: 3, name: 'Villa', lettingType: 6 },
  ],
  areas: [{ id: 1, name: 'Central Malta' }],
  locations: [{ id: 10, name: 'Sliema', areaId: 1, popular: true }],
  features: [{ id: 4, name: 'Pool' }],
};

describe('typesOfAnotherSaleType', () => {
  const both: FilterOptions = { ...options, propertyTypes: [...options.propertyTypes, { id: 11, name: 'Office', lettingType: 7 }] };
  it('names the ticked types that belong to the other sale type', () => {
    expect(typesOfAnotherSaleType({ ...emptyFilters(7), propertyTypes: [1, 11] }, both)).toEqual([1]);
    expect(typesOfAnotherSaleType({ ...emptyFilters(6), propertyTypes: [1, 11, 99] }, both)).toEqual([11]);
  });

  it('finds none when both sale types are searched', () => {
    expect(typesOfAnotherSaleType({ ...emptyFilters(0), propertyTypes: [1, 11] }, both)).toEqual([]);
  });
});

describe('titles', () => {
  it('follows SPEC §2 for sale listings', () => {
    expect(saleListingTitle(6, en.listing)).toBe('Residential Properties');
    expect(saleListingTitle(7, en.listing)).toBe('Commercial Properties in Malta');
    expect(saleListingTitle(7, italian.listing)).toBe('Immobili commerciali a Malta');
  });

  it('summarises a search', () => {
    const f = { ...emptyFilters(6), propertyTypes: [1, 2, 3], locations: [10], maxPrice: 500000, bedrooms: [2, 4] };
    expect(filterSummary(f, options, en.summary)).toBe('Apartment, Penthouse +1 in Sliema · up to € 500.000 · 2, 4+ bedrooms');
    expect(filterSummary({ ...emptyFilters(6), areas: [1], videoOnly: true }, options, en.summary)).toBe('in Central Malta · with video');
    expect(filterSummary({ ...emptyFilters(6), bedroomRange: { min: 5, max: 6 } }, options, en.summary)).toBe('5–6 bedrooms');
  });

  it('summarises a search in Italian, the backend’s names as they are', () => {
    const f = { ...emptyFilters(6), propertyTypes: [1, 2, 3], locations: [10], maxPrice: 500000, bedrooms: [2, 4] };
    expect(filterSummary(f, options, italian.summary)).toBe('Apartment, Penthouse +1 a Sliema · fino a € 500.000 · 2, 4+ camere da letto');
    expect(filterSummary({ ...emptyFilters(6), minPrice: 200000, videoOnly: true }, options, italian.summary)).toBe('da € 200.000 · con video');
  });

  it('says one room in the singular', () => {
    expect(filterSummary({ ...emptyFilters(6), bedrooms: [1], bathrooms: [1] }, options, italian.summary)).toBe('1 camera da letto · 1 bagno');
    expect(filterSummary({ ...emptyFilters(6), bedroomRange: { min: 1, max: 1 } }, options, en.summary)).toBe('1 bedroom');
    expect(filterSummary({ ...emptyFilters(6), bedrooms: [1, 2] }, options, italian.summary)).toBe('1, 2 camere da letto');
  });

  it('adds the sort and the page', () => {
    expect(listingTitle('Residential Properties', { summary: 'in Sliema', sort: 'price-asc', page: 2 }, en)).toBe(
      'Residential Properties: in Sliema (Price Low to High) – Page 2',
    );
    expect(listingTitle('Luxury Villas', {}, en)).toBe('Luxury Villas');
    expect(listingTitle('Attici in vendita a Malta', { sort: 'price-desc', page: 3 }, italian)).toBe(
      'Attici in vendita a Malta (Prezzo decrescente) – Pagina 3',
    );
  });
});

describe('listingStateHref', () => {
  it('changes page, view or sort of a sale listing, keeping its filters', () => {
    const state = resolveListing(sale, { types: '2', page: '3' });
    expect(listingStateHref(sale, state, { page: 4 })).toBe('/residentials?types=2&page=4');
    expect(listingStateHref(sale, state, { view: 'map' })).toBe('/residentials?types=2&page=3&view=map');
    expect(listingStateHref(sale, state, { sort: 'price-asc' })).toBe('/residentials?types=2&sort=price-asc');
  });

  it('keeps a landing page on its own path, with the visitor\'s changes', () => {
    const state = resolveListing(landing, { sort: 'popular' });
    expect(listingStateHref(landing, state, { page: 2 })).toBe('/penthouses-for-sale-in-malta?sort=popular&page=2');
    expect(listingStateHref(landing, state, { sort: 'newest' })).toBe('/penthouses-for-sale-in-malta');
    const filtered = resolveListing(landing, { beds: '2', page: '2' });
    expect(listingStateHref(landing, filtered, { view: 'map' })).toBe('/penthouses-for-sale-in-malta?beds=2&page=2&view=map');
    expect(listingStateHref(landing, filtered, { sort: 'price-asc' })).toBe('/penthouses-for-sale-in-malta?beds=2&sort=price-asc');
  });
});
