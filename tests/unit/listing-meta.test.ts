import { describe, expect, it } from 'vitest';
import { emptyFilters } from '@/lib/domain/filters';
import type { FilterOptions } from '@/lib/domain/types';
import {
  filterSummary,
  listingStateHref,
  listingTitle,
  resolveListing,
  saleListingTitle,
  type ListingSource,
} from '@/lib/listing-meta';

const sale: ListingSource = { kind: 'sale', lettingType: 6 };
const landing: ListingSource = {
  kind: 'landing',
  path: '/penthouses-for-sale-in-malta',
  preset: { ...emptyFilters(6), propertyTypes: [2] },
};

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

  it('moves to the other listing when another sale type is chosen, dropping property types', () => {
    const r = resolveListing(sale, new URLSearchParams('saleType=7&types=2&minPrice=1000&view=map'));
    expect(r.redirect).toBe('/commercials?minPrice=1000&view=map');
  });
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

  it('sends filters asked of a landing page to the sale listing, merged with the preset', () => {
    expect(resolveListing(landing, { beds: '2', ref: '7' }).redirect).toBe('/residentials?types=2&beds=2&ref=7');
    expect(resolveListing(landing, { types: '1' }).redirect).toBe('/residentials?types=1');
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

describe('titles', () => {
  it('follows SPEC §2 for sale listings', () => {
    expect(saleListingTitle(6)).toBe('Residential Properties');
    expect(saleListingTitle(7)).toBe('Commercial Properties in Malta');
  });

  it('summarises a search', () => {
    const f = { ...emptyFilters(6), propertyTypes: [1, 2, 3], locations: [10], maxPrice: 500000, bedrooms: [2, 4] };
    expect(filterSummary(f, options)).toBe('Apartment, Penthouse +1 in Sliema · up to € 500.000 · 2, 4+ bedrooms');
    expect(filterSummary({ ...emptyFilters(6), areas: [1], videoOnly: true }, options)).toBe('in Central Malta · with video');
  });

  it('adds the sort and the page', () => {
    expect(listingTitle('Residential Properties', { summary: 'in Sliema', sort: 'price-asc', page: 2 })).toBe(
      'Residential Properties: in Sliema (Price Low to High) – Page 2',
    );
    expect(listingTitle('Luxury Villas', {})).toBe('Luxury Villas');
  });
});

describe('listingStateHref', () => {
  it('changes page, view or sort of a sale listing, keeping its filters', () => {
    const state = resolveListing(sale, { types: '2', page: '3' });
    expect(listingStateHref(sale, state, { page: 4 })).toBe('/residentials?types=2&page=4');
    expect(listingStateHref(sale, state, { view: 'map' })).toBe('/residentials?types=2&page=3&view=map');
    expect(listingStateHref(sale, state, { sort: 'price-asc' })).toBe('/residentials?types=2&sort=price-asc');
  });

  it('keeps a landing page on its own path', () => {
    const state = resolveListing(landing, { sort: 'popular' });
    expect(listingStateHref(landing, state, { page: 2 })).toBe('/penthouses-for-sale-in-malta?sort=popular&page=2');
    expect(listingStateHref(landing, state, { sort: 'newest' })).toBe('/penthouses-for-sale-in-malta');
  });
});
