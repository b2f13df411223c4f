import { describe, expect, it } from 'vitest';
import {
  answersNotFound,
  internalDetailPath,
  isInternalDetailPath,
  isOtherDetailAddress,
  parseCatchAll,
  parseCatchAllPath,
  parseInternalDetailParams,
} from '@/lib/catch-all';

describe('parseCatchAll', () => {
  it('reads the legacy detail address', () => {
    expect(parseCatchAll(['detail', '123', '6'])).toEqual({ kind: 'legacy-detail', id: 123, lettingType: 6 });
    expect(parseCatchAll(['Detail', '5', '1'])).toEqual({ kind: 'legacy-detail', id: 5, lettingType: 1 });
  });

  it('appends /1 to a detail path without its last segment', () => {
    expect(parseCatchAll(['detail', '42'])).toEqual({ kind: 'legacy-detail-incomplete', id: 42, location: '/detail/42/1' });
  });

  it('reads a property address: the last two dash-separated parts are numbers', () => {
    expect(parseCatchAll(['3-bedroom-penthouse-in-sliema-123-6'])).toEqual({
      kind: 'property',
      id: 123,
      lettingType: 6,
      slug: '3-bedroom-penthouse-in-sliema',
    });
    expect(parseCatchAll(['77-7'])).toEqual({ kind: 'property', id: 77, lettingType: 7, slug: '' });
  });

  it('treats any other slug as a category or location landing page', () => {
    expect(parseCatchAll(['penthouses-for-sale-in-malta'])).toEqual({ kind: 'category', slug: 'penthouses-for-sale-in-malta' });
    expect(parseCatchAll(['property-for-sale-in-cental-malta'])).toEqual({
      kind: 'category',
      slug: 'property-for-sale-in-cental-malta',
    });
    expect(parseCatchAll(['apartments-2024'])).toEqual({ kind: 'category', slug: 'apartments-2024' });
  });

  it.each([
    [[] as string[]],
    [['detail']],
    [['detail', 'abc']],
    [['detail', '-5', '6']],
    [['detail', '0', '6']],
    [['detail', '5', 'x']],
    [['detail', '5', '6', 'extra']],
    [['detail', '99999999999', '6']],
    [['a', 'b']],
    [['slug-0-6']],
    [['Upper-Case']],
    [['with space']],
    [['dots..']],
    [['%2F%2Fevil.example']],
    [['//evil.example']],
    [['x'.repeat(500)]],
    [['a--b']],
    [['<script>']],
  ])('sends hostile or unknown shapes to not-found: %j', (segments) => {
    expect(parseCatchAll(segments)).toEqual({ kind: 'not-found' });
  });

  it('never returns a redirect location off the site', () => {
    const r = parseCatchAll(['detail', '007']);
    expect(r).toEqual({ kind: 'legacy-detail-incomplete', id: 7, location: '/detail/7/1' });
  });
});

describe('parseCatchAllPath', () => {
  it('splits and decodes a pathname', () => {
    expect(parseCatchAllPath('/detail/12')).toMatchObject({ kind: 'legacy-detail-incomplete', id: 12 });
    expect(parseCatchAllPath('/detail/12/')).toMatchObject({ kind: 'legacy-detail-incomplete', id: 12 });
    expect(parseCatchAllPath('/detail/12/6')).toMatchObject({ kind: 'legacy-detail', id: 12, lettingType: 6 });
    expect(parseCatchAllPath('/gozo-farmhouse-9-6')).toMatchObject({ kind: 'property', id: 9 });
  });

  it('refuses malformed percent-encoding', () => {
    expect(parseCatchAllPath('/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });
});

describe('the internal detail route', () => {
  it('is where a detail address is served from, and reads back to the same id and letting type', () => {
    const route = parseCatchAllPath('/3-bedroom-apartment-in-sliema-1234-1');
    expect(route).toMatchObject({ kind: 'property', id: 1234, lettingType: 1 });
    if (route.kind !== 'property') return;
    const internal = internalDetailPath(route);
    expect(internal).toBe('/property-detail/1234/1/s-3-bedroom-apartment-in-sliema');
    const [id = '', lettingType = '', slug = ''] = internal.split('/').slice(2);
    expect(parseInternalDetailParams({ id, lettingType, slug })).toEqual({ id: 1234, lettingType: 1, slug: '3-bedroom-apartment-in-sliema' });
  });

  it('keeps an address without a slug apart, and refuses an asked slug no address has', () => {
    const route = parseCatchAllPath('/1234-6');
    if (route.kind !== 'property') throw new Error('a detail address');
    expect(internalDetailPath(route)).toBe('/property-detail/1234/6/s-');
    expect(parseInternalDetailParams({ id: '1234', lettingType: '6', slug: 's-' })).toEqual({ id: 1234, lettingType: 6, slug: '' });
    for (const slug of ['sliema', 's-Sliema!', 's-a/b', '']) {
      expect(parseInternalDetailParams({ id: '1234', lettingType: '6', slug }), slug).toBeNull();
    }
  });

  it('refuses parameters that are not positive numbers of the allowed length', () => {
    for (const [id, lettingType] of [
      ['0', '1'],
      ['12', '0'],
      ['-3', '1'],
      ['12a', '1'],
      ['1234567890', '1'],
      ['12', '1000'],
      ['', ''],
      ['1e3', '1'],
    ]) {
      expect(parseInternalDetailParams({ id: id!, lettingType: lettingType!, slug: 's-' }), `${id}/${lettingType}`).toBeNull();
    }
  });

  it('is recognised when asked for directly, so it can answer with the 404', () => {
    expect(isInternalDetailPath('/property-detail')).toBe(true);
    expect(isInternalDetailPath('/property-detail/12/1')).toBe(true);
    expect(isInternalDetailPath('/property-details-in-sliema')).toBe(false);
    expect(isInternalDetailPath('/property-detail-in-sliema-12-1')).toBe(false);
  });
});

describe('the not-found page', () => {
  it('answers at /404.html and for the internal routes asked for directly', () => {
    for (const path of ['/404.html', '/page-not-found', '/property-detail', '/property-detail/12/1']) {
      expect(answersNotFound(path), path).toBe(true);
    }
  });

  it('leaves every other address to its route', () => {
    for (const path of ['/', '/404', '/404.html/x', '/page-not-found-in-sliema', '/blog', '/some-house-12-6', '/residentials']) {
      expect(answersNotFound(path), path).toBe(false);
    }
  });
});

describe('isOtherDetailAddress', () => {
  const route = { id: 1475, lettingType: 6 };
  const addresses = { own: '/2-bedroom-maisonette-in-san-lawrenz-1475-6', fromTitle: '/sunny-2-bedroom-maisonette-san-lawrenz-1475-6' };

  it('is false for the property’s own address, and for the one the site builds from its title', () => {
    expect(isOtherDetailAddress('2-bedroom-maisonette-in-san-lawrenz', route, addresses)).toBe(false);
    // an agent's properties come without a slug: their links are built from the title
    expect(isOtherDetailAddress('sunny-2-bedroom-maisonette-san-lawrenz', route, addresses)).toBe(false);
  });

  it('is true for a stale, mistyped or missing slug', () => {
    expect(isOtherDetailAddress('sunny-maisonette', route, addresses)).toBe(true);
    expect(isOtherDetailAddress('2-bedroom-maisonette-in-san-lawren', route, addresses)).toBe(true);
    expect(isOtherDetailAddress('', route, addresses)).toBe(true);
  });

  it('is true when the property’s own sale type is another', () => {
    expect(isOtherDetailAddress('2-bedroom-maisonette-in-san-lawrenz', { id: 1475, lettingType: 7 }, addresses)).toBe(true);
  });

  it('never moves to an address that does not read back as this property’s page', () => {
    // the legacy form, which would send the visitor back
    expect(isOtherDetailAddress('any-slug', route, { own: '/detail/1475/6', fromTitle: '/detail/1475/6' })).toBe(false);
    // a slug longer than the parser reads, which would end at the not-found page
    const long = `/${'a'.repeat(170)}-1475-6`;
    expect(isOtherDetailAddress('any-slug', route, { own: long, fromTitle: long })).toBe(false);
  });

  it('reads a parsed detail address back as it was asked for', () => {
    const parsed = parseCatchAll(['2-bedroom-maisonette-in-san-lawrenz-1475-6']);
    expect(parsed.kind).toBe('property');
    if (parsed.kind === 'property') expect(isOtherDetailAddress(parsed.slug, parsed, addresses)).toBe(false);
    const bare = parseCatchAll(['1475-6']);
    expect(bare).toEqual({ kind: 'property', id: 1475, lettingType: 6, slug: '' });
    if (bare.kind === 'property') expect(isOtherDetailAddress(bare.slug, bare, addresses)).toBe(true);
  });
});
