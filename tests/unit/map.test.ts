import { describe, expect, it } from 'vitest';
import type { PropertySummary } from '@/lib/domain/types';
import { it as italian } from '@/lib/i18n/dictionaries/it';
import { MALTA_CENTRE, averageCentre, markersFor, movedEnough, searchPoint, shortPrice } from '@/lib/map';

const property = (over: Partial<PropertySummary>): PropertySummary => ({
  id: 1,
  title: 'Seafront apartment',
  urlSlug: 'seafront-apartment-sliema',
  lettingType: 6,
  typeId: 1,
  typeName: 'Apartment',
  locationId: 3,
  locationName: 'Sliema',
  latitude: 35.912,
  longitude: 14.504,
  bedrooms: 2,
  bathrooms: 1,
  squareMetres: 90,
  price: 450_000,
  priceDaily: 0,
  priceYearly: 0,
  priceOnRequest: false,
  availableDate: '2026-01-01',
  imageUrl: '',
  ...over,
});

describe('markersFor', () => {
  it('makes a marker with a short price label and the detail link', () => {
    const [m] = markersFor([property({})]);
    expect(m).toMatchObject({
      id: 1,
      position: { lat: 35.912, lng: 14.504 },
      label: '€ 450k',
      price: '€ 450.000',
      href: '/seafront-apartment-sliema-1-6',
    });
  });

  it('writes the price’s words and the detail link in the page’s language', () => {
    const [m] = markersFor([property({ priceOnRequest: true })], { locale: 'it', price: italian.price });
    expect(m).toMatchObject({ price: 'Prezzo su richiesta', href: '/it/seafront-apartment-sliema-1-6' });
  });

  it('skips properties without a plausible position in Malta, and duplicates', () => {
    const list = [
      property({ id: 1 }),
      property({ id: 2, latitude: 0, longitude: 0 }),
      property({ id: 3, latitude: Number.NaN }),
      property({ id: 4, latitude: 51.5, longitude: -0.12 }),
      property({ id: 1 }),
      property({ id: 5, latitude: 36.04, longitude: 14.24 }),
    ];
    expect(markersFor(list).map((m) => m.id)).toEqual([1, 5]);
  });
});

describe('shortPrice', () => {
  it.each([
    [{ price: 450_000, priceOnRequest: false }, '€ 450k'],
    [{ price: 1_250_000, priceOnRequest: false }, '€ 1,25M'],
    [{ price: 2_000_000, priceOnRequest: false }, '€ 2M'],
    [{ price: 1_204_999, priceOnRequest: false }, '€ 1,2M'],
    [{ price: 1_234_560_000, priceOnRequest: false }, '€ 1.234,56M'],
    [{ price: 950, priceOnRequest: false }, '€ 950'],
    [{ price: 0, priceOnRequest: false }, 'On request'],
    [{ price: 300_000, priceOnRequest: true }, 'On request'],
  ])('%j → %s', (p, text) => {
    expect(shortPrice(p)).toBe(text);
  });
});

describe('averageCentre', () => {
  it('is the average of the marker positions', () => {
    const c = averageCentre([
      { position: { lat: 35.9, lng: 14.4 } },
      { position: { lat: 36.0, lng: 14.6 } },
    ]);
    expect(c.lat).toBeCloseTo(35.95, 10);
    expect(c.lng).toBeCloseTo(14.5, 10);
  });

  it("falls back to Malta's centre (35.911292, 14.489585) without markers", () => {
    expect(averageCentre([])).toEqual({ lat: 35.911292, lng: 14.489585 });
    expect(MALTA_CENTRE).toEqual({ lat: 35.911292, lng: 14.489585 });
  });
});

describe('searchPoint', () => {
  it('rounds the centre to about 10 m so nudges share a search', () => {
    expect(searchPoint({ lat: 35.9112921, lng: 14.4895851 })).toEqual({ latitude: 35.9113, longitude: 14.4896 });
  });

  it('clamps latitude and wraps longitude', () => {
    expect(searchPoint({ lat: 120, lng: 374.5 })).toEqual({ latitude: 90, longitude: 14.5 });
    expect(searchPoint({ lat: -95, lng: -190 })).toEqual({ latitude: -90, longitude: 170 });
  });

  it('refuses non-finite positions', () => {
    expect(searchPoint({ lat: Number.NaN, lng: 14 })).toBeNull();
    expect(searchPoint({ lat: 35, lng: Infinity })).toBeNull();
  });
});

describe('movedEnough', () => {
  it('asks for a search on the first drag and after a real move only', () => {
    expect(movedEnough(null, MALTA_CENTRE)).toBe(true);
    expect(movedEnough(MALTA_CENTRE, { lat: 35.9113, lng: 14.4896 })).toBe(false);
    expect(movedEnough(MALTA_CENTRE, { lat: 35.93, lng: 14.4896 })).toBe(true);
  });
});
