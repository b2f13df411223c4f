import { describe, expect, it } from 'vitest';
import { emptyFilters, type ListingFilters } from '@/lib/domain/filters';
import type { FilterOptions } from '@/lib/domain/types';
import {
  EMPTY_SHORTLIST,
  PENDING_VIEWS_KEY,
  RECENT_MAX,
  SHORTLIST_MAX,
  SHORTLIST_STORAGE_KEY,
  addAll,
  addProperty,
  appendPendingView,
  isSaved,
  recordView,
  removeProperty,
  serializeShortlist,
  toShortlistCard,
  type LatestCheck,
  type SavedProperty,
  type SavedSearch,
  type ShortlistCard,
} from '@/lib/shortlist';
import {
  SAVED_SEARCH_MAX,
  VISIT_GAP_MS,
  isSearchSaved,
  newSinceLastVisit,
  pluralType,
  removeSearch,
  saveSearch,
  savedSearchUrl,
  searchName,
  updateSearch,
} from '@/lib/saved-searches';
import { compareHref, decodeIds, encodeIds, readChosenIds, shareShortlistHref } from '@/lib/list-links';
import { byReduction, changesSinceSaved, checkDue, CHECK_EVERY_MS, failedCheckCounts, reductionOf, withFailedCheck, withLatest } from '@/lib/shortlist-changes';
import { parsePendingViews, parseShortlist } from '@/lib/shortlist-storage';

const card = (id: number, extra: Partial<ShortlistCard> = {}): ShortlistCard => ({
  id,
  title: `Property ${id}`,
  urlSlug: `property-${id}`,
  lettingType: 6,
  typeName: 'Apartment',
  locationName: 'Sliema',
  bedrooms: 2,
  bathrooms: 1,
  squareMetres: 90,
  price: 350_000,
  priceDaily: 0,
  priceYearly: 0,
  priceOnRequest: false,
  availableDate: '2026-01-01',
  imageUrl: 'http://img.test/1.jpg',
  ...extra,
});

describe('stored format', () => {
  it('uses one versioned key', () => {
    expect(SHORTLIST_STORAGE_KEY).toBe('shortlist');
    expect(parseShortlist(serializeShortlist(EMPTY_SHORTLIST))).toEqual(EMPTY_SHORTLIST);
  });

  it('reads what it wrote', () => {
    let s = addProperty(EMPTY_SHORTLIST, card(1), 1000);
    s = saveSearch(s, { url: '/residentials?beds=3', name: '3 bedroom homes' }, 2000);
    s = recordView(s, card(2), 3000);
    expect(parseShortlist(serializeShortlist(s))).toEqual(s);
  });

  it('reads nothing, junk, other shapes and unknown versions as empty', () => {
    for (const raw of [null, undefined, '', 'not json', '[]', '42', 'null', '{"version":2,"saved":[]}', '{"saved":[]}']) {
      expect(parseShortlist(raw)).toEqual(EMPTY_SHORTLIST);
    }
  });

  it('drops a bad entry without losing the others', () => {
    const raw = JSON.stringify({
      version: 1,
      saved: [{ ...card(1), savedAt: 5 }, { id: 'x' }, { ...card(2), price: -1, savedAt: 5 }, { ...card(3), savedAt: 6 }, { ...card(1), savedAt: 9 }],
      searches: [{ url: '/residentials', name: 'All', savedAt: 1 }, { url: 5 }, { url: '/.//evil.com', name: 'Elsewhere', savedAt: 2 }, { url: '//evil.com', name: 'Elsewhere', savedAt: 3 }],
      recent: 'nope',
    });
    const s = parseShortlist(raw);
    expect(s.saved.map((p) => p.id)).toEqual([1, 3]);
    expect(s.saved[0]!.savedAt).toBe(5);
    expect(s.searches).toHaveLength(1);
    expect(s.recent).toEqual([]);
  });

  it('keeps only the card fields and caps what it reads', () => {
    const many = Array.from({ length: SHORTLIST_MAX + 5 }, (_, i) => ({ ...card(i + 1), savedAt: i, secret: 'x' }));
    const s = parseShortlist(JSON.stringify({ version: 1, saved: many }));
    expect(s.saved).toHaveLength(SHORTLIST_MAX);
    expect(s.saved[0]).not.toHaveProperty('secret');
  });
});

describe('shortlist', () => {
  it('adds first, once, with the time it was saved', () => {
    let s = addProperty(EMPTY_SHORTLIST, card(1), 10);
    s = addProperty(s, card(2), 20);
    s = addProperty(s, card(1), 30);
    expect(s.saved.map((p) => [p.id, p.savedAt])).toEqual([
      [2, 20],
      [1, 10],
    ]);
    expect(isSaved(s, 1)).toBe(true);
  });

  it('keeps only the fields a card needs', () => {
    const detail = { ...card(1), photos: [], descriptionHtml: '<p>x</p>' } as ShortlistCard;
    expect(Object.keys(toShortlistCard(detail))).not.toContain('descriptionHtml');
    expect(addProperty(EMPTY_SHORTLIST, detail, 1).saved[0]).not.toHaveProperty('photos');
  });

  it('refuses more than the cap instead of forgetting', () => {
    let s = EMPTY_SHORTLIST;
    for (let i = 1; i <= SHORTLIST_MAX; i++) s = addProperty(s, card(i), i);
    const full = addProperty(s, card(999), 999);
    expect(full).toBe(s);
    expect(isSaved(full, 999)).toBe(false);
  });

  it('removes', () => {
    const s = removeProperty(addProperty(addProperty(EMPTY_SHORTLIST, card(1), 1), card(2), 2), 1);
    expect(s.saved.map((p) => p.id)).toEqual([2]);
    expect(removeProperty(s, 42)).toBe(s);
  });

  it('adds a shared list in its order, skipping what is saved', () => {
    const s = addAll(addProperty(EMPTY_SHORTLIST, card(2), 1), [card(1), card(2), card(3)], 5);
    expect(s.saved.map((p) => p.id)).toEqual([1, 3, 2]);
  });
});

describe('recently viewed', () => {
  it('keeps the last twelve, newest first, once each', () => {
    let s = EMPTY_SHORTLIST;
    for (let i = 1; i <= 15; i++) s = recordView(s, card(i), i);
    s = recordView(s, card(10), 100);
    expect(s.recent).toHaveLength(RECENT_MAX);
    expect(s.recent.map((p) => p.id)).toEqual([10, 15, 14, 13, 12, 11, 9, 8, 7, 6, 5, 4]);
    expect(s.recent[0]!.viewedAt).toBe(100);
  });

  it('a view recorded late takes its place by its time, and never replaces a later view of the same property', () => {
    let s = recordView(recordView(EMPTY_SHORTLIST, card(1), 100), card(3), 300);
    s = recordView(s, card(2), 200);
    expect(s.recent.map((p) => [p.id, p.viewedAt])).toEqual([
      [3, 300],
      [2, 200],
      [1, 100],
    ]);
    expect(recordView(s, card(3), 250)).toBe(s);
    expect(recordView(s, card(1), 400).recent.map((p) => [p.id, p.viewedAt])).toEqual([
      [1, 400],
      [3, 300],
      [2, 200],
    ]);
  });

  it('views that could not be recorded yet are written without their reader and read back entry by entry', () => {
    expect(PENDING_VIEWS_KEY).not.toBe(SHORTLIST_STORAGE_KEY);
    let raw = appendPendingView(null, { ...card(1), description: 'not a card field' } as ShortlistCard, 10);
    raw = appendPendingView(raw, card(2), 20);
    expect(parsePendingViews(raw)).toEqual([
      { ...card(1), viewedAt: 10 },
      { ...card(2), viewedAt: 20 },
    ]);
    // an unreadable value starts a new list; a bad entry is dropped, the others kept
    expect(parsePendingViews(appendPendingView('{not json', card(3), 30))).toEqual([{ ...card(3), viewedAt: 30 }]);
    expect(parsePendingViews(appendPendingView('{"a":1}', card(3), 30))).toEqual([{ ...card(3), viewedAt: 30 }]);
    expect(parsePendingViews(JSON.stringify([{ id: 'x' }, { ...card(4), viewedAt: 40 }]))).toEqual([{ ...card(4), viewedAt: 40 }]);
    expect(parsePendingViews(null)).toEqual([]);
    expect(parsePendingViews('nonsense')).toEqual([]);
  });

  it('the pending views are bounded: the newest RECENT_MAX are kept', () => {
    let raw: string | null = null;
    for (let i = 1; i <= RECENT_MAX + 5; i++) raw = appendPendingView(raw, card(i), i);
    const views = parsePendingViews(raw);
    expect(views).toHaveLength(RECENT_MAX);
    expect(views.at(-1)!.id).toBe(RECENT_MAX + 5);
    expect(views[0]!.id).toBe(6);
  });
});

describe('saved searches', () => {
  it('stores the address without page, view, map point or referral', () => {
    expect(savedSearchUrl('/residentials?beds=3&page=2&view=map&near=35.9,14.5&ref=7')).toBe('/residentials?beds=3');
    expect(savedSearchUrl('/property-for-sale-in-sliema?types=1,2')).toBe('/property-for-sale-in-sliema?types=1,2');
    expect(savedSearchUrl('/residentials')).toBe('/residentials');
  });

  it('refuses other sites and oversized addresses', () => {
    for (const bad of ['https://evil.test/residentials', '//evil.test/x', '/\\evil.test', 'residentials', `/residentials?x=${'a'.repeat(2100)}`]) {
      expect(savedSearchUrl(bad)).toBeNull();
    }
  });

  it('never keeps an address that a browser would read as another site, however it is written', () => {
    for (const bad of [
      '/.//evil.com',
      '/./\\/evil.com',
      '/..//evil.com',
      '/residentials/..//evil.com',
      '/.\t//evil.com',
      '/\t/evil.com',
      '/%2e//evil.com',
      '/%2E%2E//evil.com',
      '/%2F%2Fevil.com',
      '/%2f/evil.com',
      '/%5Cevil.com',
      '/./%5C/evil.com',
      '/.//evil.com?beds=3',
    ]) {
      expect(savedSearchUrl(bad), bad).toBeNull();
    }
    // dot segments inside the site are the site's own path
    expect(savedSearchUrl('/./residentials?beds=3')).toBe('/residentials?beds=3');
  });

  it('saves once, first, at most the cap, and removes', () => {
    let s = EMPTY_SHORTLIST;
    for (let i = 0; i < SAVED_SEARCH_MAX + 2; i++) s = saveSearch(s, { url: `/residentials?minPrice=${i + 1}`, name: `n${i}` }, i);
    expect(s.searches).toHaveLength(SAVED_SEARCH_MAX);
    expect(s.searches[0]!.url).toBe(`/residentials?minPrice=${SAVED_SEARCH_MAX + 2}`);
    expect(saveSearch(s, { url: s.searches[3]!.url, name: 'again' }, 99)).toBe(s);
    expect(saveSearch(s, { url: 'https://evil.test/', name: 'x' }, 99)).toBe(s);
    const removed = removeSearch(s, s.searches[0]!.url);
    expect(isSearchSaved(removed, s.searches[0]!.url)).toBe(false);
    expect(removed.searches).toHaveLength(SAVED_SEARCH_MAX - 1);
  });

  it('updates one search in place', () => {
    const s = saveSearch(saveSearch(EMPTY_SHORTLIST, { url: '/a', name: 'a' }, 1), { url: '/b', name: 'b' }, 2);
    const next = updateSearch(s, { ...s.searches[1]!, seenIds: [1] });
    expect(next.searches.map((x) => [x.url, x.seenIds])).toEqual([
      ['/b', undefined],
      ['/a', [1]],
    ]);
  });
});

describe('new since the last visit', () => {
  const base: SavedSearch = { url: '/residentials', name: 'Homes', savedAt: 0 };
  const t0 = 1_000_000;

  it('sets the baseline on the first check: nothing is new', () => {
    const r = newSinceLastVisit(base, [5, 4, 3], t0);
    expect(r.newCount).toBe(0);
    expect(r.search).toMatchObject({ seenIds: [5, 4, 3], latestIds: [5, 4, 3], latestAt: t0 });
  });

  it('counts what ranks above the baseline, and keeps counting through the same visit', () => {
    const first = newSinceLastVisit(base, [5, 4, 3], t0).search;
    const again = newSinceLastVisit(first, [7, 6, 5, 4, 3], t0 + 60_000);
    expect(again.newCount).toBe(2);
    // a reload a minute later still says so
    expect(newSinceLastVisit(again.search, [7, 6, 5, 4, 3], t0 + 120_000).newCount).toBe(2);
  });

  it('moves the baseline to what was shown once a new visit starts', () => {
    const first = newSinceLastVisit(base, [5, 4, 3], t0).search;
    const seen = newSinceLastVisit(first, [7, 6, 5, 4, 3], t0 + 60_000).search;
    const later = newSinceLastVisit(seen, [8, 7, 6, 5, 4], t0 + 60_000 + VISIT_GAP_MS);
    expect(later.newCount).toBe(1);
    expect(later.search.seenIds).toEqual([7, 6, 5, 4, 3]);
  });

  it('does not count a property that moved up because others went', () => {
    const first = newSinceLastVisit(base, [5, 4, 3], t0).search;
    expect(newSinceLastVisit(first, [4, 3, 2], t0 + 1000).newCount).toBe(0);
  });

  it('counts every unknown id when none of the baseline matches any more', () => {
    const first = newSinceLastVisit(base, [5, 4], t0).search;
    expect(newSinceLastVisit(first, [9, 8, 7], t0 + 1000).newCount).toBe(3);
  });
});

describe('addresses', () => {
  it('encodes and decodes ids with their sale type, skipping junk and repeats, capped', () => {
    expect(encodeIds([{ id: 12, lettingType: 6 }, { id: 15, lettingType: 7 }])).toBe('12-6,15-7');
    expect(decodeIds('12-6, 15-7,12-6,abc,-1-6,0-6,99999999999-6,7-6', 10)).toEqual([
      { id: 12, lettingType: 6 },
      { id: 15, lettingType: 7 },
      { id: 7, lettingType: 6 },
    ]);
    expect(decodeIds(['1-6', '2-6,3-6'], 2)).toEqual([
      { id: 1, lettingType: 6 },
      { id: 2, lettingType: 6 },
    ]);
    expect(decodeIds(undefined, 4)).toEqual([]);
  });

  it('builds the share link with the referral, and the compare link with at most four', () => {
    const items = [1, 2, 3, 4, 5].map((id) => ({ id, lettingType: 6 }));
    expect(shareShortlistHref(items.slice(0, 2), 42)).toBe('/shortlist?ids=1-6,2-6&ref=42');
    expect(shareShortlistHref(items.slice(0, 1), null)).toBe('/shortlist?ids=1-6');
    expect(compareHref(items)).toBe('/compare?ids=1-6,2-6,3-6,4-6');
  });

  it('reads back the ids chosen for the comparison: the last four, once each, junk skipped', () => {
    expect(readChosenIds('12,15')).toEqual([12, 15]);
    expect(readChosenIds('1,2,2,x,0,-3,3,4,5')).toEqual([2, 3, 4, 5]);
    expect(readChosenIds(null)).toEqual([]);
    expect(readChosenIds('')).toEqual([]);
  });
});

describe('a saved search name', () => {
  const options: FilterOptions = {
    propertyTypes: [
      { id: 1, name: 'Apartment', lettingType: 6 },
      { id: 2, name: 'Penthouse', lettingType: 6 },
      { id: 3, name: 'House of Character', lettingType: 6 },
      { id: 4, name: 'Office', lettingType: 7 },
      { id: 5, name: 'Boathouse', lettingType: 6 },
    ],
    areas: [{ id: 10, name: 'Central Malta' }],
    locations: [
      { id: 100, name: 'Sliema', areaId: 10, popular: true },
      { id: 101, name: 'Gzira', areaId: 10, popular: true },
      { id: 102, name: 'Msida', areaId: 10, popular: false },
    ],
    features: [{ id: 7, name: 'Pool' }],
  };
  const f = (x: Partial<ListingFilters>): ListingFilters => ({ ...emptyFilters(6), ...x });

  it('reads like a sentence', () => {
    expect(searchName(f({ bedrooms: [3, 4], propertyTypes: [1], locations: [100], maxPrice: 450_000 }), options)).toBe(
      '3+ bedroom apartments in Sliema under €450,000',
    );
  });

  it('names the sale type when no property type is chosen', () => {
    expect(searchName(f({}), options)).toBe('Homes');
    expect(searchName({ ...emptyFilters(7), propertyTypes: [4] }, options)).toBe('Offices');
    expect(searchName(emptyFilters(7), options)).toBe('Commercial properties');
    expect(searchName(emptyFilters(0), options)).toBe('Properties');
  });

  it('says ranges, several places and what else narrows', () => {
    expect(
      searchName(
        f({
          bedrooms: [2],
          propertyTypes: [1, 2],
          locations: [100, 101, 102],
          minPrice: 200_000,
          maxPrice: 300_000,
          bathrooms: [2, 3],
          features: [7],
          availability: 0,
          videoOnly: true,
          minSqm: 80,
        }),
        options,
      ),
    ).toBe('2 bedroom apartments and penthouses in Sliema, Gzira +1 €200,000–€300,000, 2–3 bathroom, from 80 m², with pool, available now, with video');
    expect(searchName(f({ bedroomRange: { min: 5, max: 6 }, areas: [10], minPrice: 1_000_000 }), options)).toBe(
      '5–6 bedroom homes in Central Malta over €1,000,000',
    );
  });

  it('makes plurals of the type names', () => {
    expect(pluralType('House of Character')).toBe('houses of character');
    expect(pluralType('Terraced House')).toBe('terraced houses');
    expect(pluralType('Boathouse')).toBe('boathouses');
    expect(pluralType('Farmhouse')).toBe('farmhouses');
    expect(pluralType('Bar')).toBe('bars');
    expect(pluralType('Property')).toBe('properties');
    expect(pluralType('Duplex')).toBe('duplexes');
  });
});

describe('what changed since a property was saved', () => {
  const SAVED_AT = Date.UTC(2026, 10, 3, 10); // 3 Nov 2026
  const saved = (extra: Partial<SavedProperty> = {}): SavedProperty => ({ ...card(1, { price: 250_000, availableDate: '2026-10-01' }), savedAt: SAVED_AT, ...extra });
  const check = (extra: Partial<LatestCheck> = {}): LatestCheck => ({ at: SAVED_AT + 86_400_000, today: '2026-11-26', price: 250_000, priceOnRequest: false, availableDate: '2026-10-01', ...extra });

  it('finds nothing before a check, or when nothing changed', () => {
    expect(changesSinceSaved(saved())).toEqual([]);
    expect(changesSinceSaved(saved({ latest: check() }))).toEqual([]);
  });

  it('finds a price that falls or rises, by how much', () => {
    expect(changesSinceSaved(saved({ latest: check({ price: 235_000 }) }))).toEqual([{ kind: 'reduced', by: 15_000 }]);
    expect(changesSinceSaved(saved({ latest: check({ price: 260_000 }) }))).toEqual([{ kind: 'raised', by: 10_000 }]);
  });

  it('finds a price that disappears (on request) and one that comes back', () => {
    expect(changesSinceSaved(saved({ latest: check({ priceOnRequest: true }) }))).toEqual([{ kind: 'on-request' }]);
    expect(changesSinceSaved(saved({ latest: check({ price: 0 }) }))).toEqual([{ kind: 'on-request' }]);
    const savedOnRequest = saved({ price: 0, priceOnRequest: true });
    expect(changesSinceSaved({ ...savedOnRequest, latest: check({ price: 240_000 }) })).toEqual([{ kind: 'priced', price: 240_000 }]);
  });

  it('compares each check with the card as saved: down and up again is no change', () => {
    let p = saved({ latest: check({ price: 230_000 }) });
    expect(changesSinceSaved(p)).toEqual([{ kind: 'reduced', by: 20_000 }]);
    p = { ...p, latest: check({ price: 250_000 }) };
    expect(changesSinceSaved(p)).toEqual([]);
  });

  it('finds a property gone, and compares it as before once it is listed again', () => {
    expect(changesSinceSaved(saved({ latest: check({ gone: true }) }))).toEqual([{ kind: 'gone' }]);
    expect(changesSinceSaved(saved({ latest: check({ price: 240_000 }) }))).toEqual([{ kind: 'reduced', by: 10_000 }]);
  });

  it('finds a property available now that was not yet when saved', () => {
    const later = saved({ availableDate: '2026-11-20' });
    expect(changesSinceSaved({ ...later, latest: check({ availableDate: '2026-11-20' }) })).toEqual([{ kind: 'now-available' }]);
    // still to come at the check
    expect(changesSinceSaved({ ...later, latest: check({ availableDate: '2026-12-20' }) })).toEqual([]);
    // available already when saved
    expect(changesSinceSaved(saved({ latest: check() }))).toEqual([]);
    expect(changesSinceSaved({ ...later, latest: check({ availableDate: '2026-11-20', price: 240_000 }) })).toEqual([
      { kind: 'reduced', by: 10_000 },
      { kind: 'now-available' },
    ]);
  });

  it('sorts the biggest reduction first, then the rest in their order', () => {
    const a = { ...saved({ latest: check({ price: 245_000 }) }), id: 1 };
    const b = { ...saved(), id: 2 };
    const c = { ...saved({ latest: check({ price: 200_000 }) }), id: 3 };
    const d = { ...saved({ latest: check({ price: 270_000 }) }), id: 4 };
    const e = { ...saved({ latest: check({ gone: true, price: 0 }) }), id: 5 };
    expect(byReduction([a, b, c, d, e]).map((p) => p.id)).toEqual([3, 1, 2, 5, 4]);
    expect(reductionOf(c)).toBe(50_000);
    expect(reductionOf(d)).toBe(-20_000);
  });

  it('keeps a check with the saved properties, and is due another an hour later', () => {
    let s = addProperty(EMPTY_SHORTLIST, card(1, { price: 250_000 }), SAVED_AT);
    expect(checkDue(s, SAVED_AT + CHECK_EVERY_MS - 1)).toBe(false);
    expect(checkDue(s, SAVED_AT + CHECK_EVERY_MS)).toBe(true);
    const at = SAVED_AT + CHECK_EVERY_MS;
    s = withLatest(s, new Map([[1, { price: 235_000, priceOnRequest: false, availableDate: '2026-10-01' }], [9, { gone: true, price: 0, priceOnRequest: false, availableDate: '' }]]), at, '2026-11-03');
    expect(s.saved[0]!.latest).toEqual({ at, today: '2026-11-03', price: 235_000, priceOnRequest: false, availableDate: '2026-10-01' });
    expect(checkDue(s, at + 1)).toBe(false);
    // stored and read back; a check that cannot be read is forgotten, never the property
    expect(parseShortlist(serializeShortlist(s))).toEqual(s);
    const broken = JSON.parse(serializeShortlist(s));
    broken.saved[0].latest.price = 'cheap';
    expect(parseShortlist(JSON.stringify(broken)).saved[0]).toEqual(s.saved[0] && { ...s.saved[0], latest: undefined });
  });

  it('counts a check the server refused (429) or failed (5xx) as the hour\'s check, kept with the list', () => {
    const s = addProperty(EMPTY_SHORTLIST, card(1, { price: 250_000 }), SAVED_AT);
    const at = SAVED_AT + CHECK_EVERY_MS;
    expect(checkDue(s, at)).toBe(true);
    const failed = withFailedCheck(s, at);
    expect(checkDue(failed, at + 1)).toBe(false);
    expect(checkDue(failed, at + CHECK_EVERY_MS - 1)).toBe(false);
    expect(checkDue(failed, at + CHECK_EVERY_MS)).toBe(true);
    // stored and read back, so a page view after a reload does not post the list again
    expect(checkDue(parseShortlist(serializeShortlist(failed)), at + 1)).toBe(false);
    expect(parseShortlist(JSON.stringify({ ...failed, checkFailedAt: 'soon' }))).toEqual(s);
    expect([429, 500, 503].map(failedCheckCounts)).toEqual([true, true, true]);
    expect([400, 404].map(failedCheckCounts)).toEqual([false, false]);
  });

  it('reads the day a property was saved in Malta, not in UTC', () => {
    // saved at 00:30 on 1 July in Malta (22:30 UTC on 30 June), the day it became available
    const p = { ...card(1, { availableDate: '2026-07-01' }), savedAt: Date.UTC(2026, 5, 30, 22, 30) };
    expect(changesSinceSaved({ ...p, latest: check({ availableDate: '2026-07-01', price: p.price }) })).toEqual([]);
  });
});
