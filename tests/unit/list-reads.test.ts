/**
 * What the list routes read and what it costs (lib/list-reads.ts): a saved search is charged the
 * backend reads its count makes, and each route's body cap holds its longest list.
 */
import { describe, expect, it } from 'vitest';
import { LIST_BODY_MAX, savedSearchReads, savedSearchTarget } from '@/lib/list-reads';
import { SHORTLIST_MAX } from '@/lib/shortlist';
import { SAVED_SEARCH_MAX, SAVED_SEARCH_URL_MAX } from '@/lib/saved-searches';

describe('savedSearchTarget', () => {
  it('is a sale listing or a landing page, with the saved query', () => {
    expect(savedSearchTarget('/residentials?bedrooms=2')).toMatchObject({ url: '/residentials?bedrooms=2', listing: { kind: 'sale', lettingType: 6 } });
    expect(savedSearchTarget('/commercials')?.listing).toEqual({ kind: 'sale', lettingType: 7 });
    const landing = savedSearchTarget('/penthouses-for-sale-in-malta?maxPrice=500000&page=3');
    expect(landing?.listing).toEqual({ kind: 'landing', slug: 'penthouses-for-sale-in-malta' });
    expect(landing?.query.get('maxPrice')).toBe('500000');
    expect(landing?.query.has('page')).toBe(false);
  });

  it('is the same listing when it was saved from an Italian page', () => {
    expect(savedSearchTarget('/it/residentials?beds=2')).toMatchObject({ url: '/it/residentials?beds=2', listing: { kind: 'sale', lettingType: 6 } });
    expect(savedSearchTarget('/it/attici-in-vendita-a-malta?maxPrice=500000')?.listing).toEqual({
      kind: 'landing',
      slug: 'penthouses-for-sale-in-malta',
    });
    expect(savedSearchTarget('/it/penthouses-for-sale-in-malta')).toBeNull();
    expect(savedSearchTarget('/en/residentials')).toBeNull();
  });

  it('is null for an address that is no listing', () => {
    for (const saved of ['https://elsewhere.example/residentials', '//elsewhere.example', '/detail/12/6', '/flat-in-sliema-12-6', '/a/b', 'residentials']) {
      expect(savedSearchTarget(saved), saved).toBeNull();
    }
  });
});

describe('savedSearchReads', () => {
  it('charges the search, and a landing page its category look-up too', () => {
    expect(savedSearchReads('/residentials?locations=3')).toBe(1);
    expect(savedSearchReads('/commercials')).toBe(1);
    expect(savedSearchReads('/property-for-sale-in-sliema')).toBe(2);
    expect(savedSearchReads('/detail/12/6')).toBe(0);
    expect(savedSearchReads('https://elsewhere.example/')).toBe(0);
  });
});

describe('LIST_BODY_MAX', () => {
  it('holds the longest list each route takes, and not ten times more', () => {
    const shortlist = JSON.stringify({ items: Array.from({ length: SHORTLIST_MAX }, () => ({ id: 2_147_483_647, lettingType: 99 })), list: 'shared' });
    expect(new TextEncoder().encode(shortlist).length).toBeLessThanOrEqual(LIST_BODY_MAX.shortlist);
    expect(LIST_BODY_MAX.shortlist).toBeLessThan(10 * shortlist.length);
    const searches = JSON.stringify({ urls: Array.from({ length: SAVED_SEARCH_MAX }, () => `/residentials?${'a'.repeat(SAVED_SEARCH_URL_MAX - 14)}`) });
    expect(new TextEncoder().encode(searches).length).toBeLessThanOrEqual(LIST_BODY_MAX.savedSearches);
    expect(LIST_BODY_MAX.savedSearches).toBeLessThan(10 * searches.length);
  });
});
