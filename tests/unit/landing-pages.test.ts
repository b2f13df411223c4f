import { describe, expect, it } from 'vitest';
import { FOOTER_LOCATIONS, PROPERTY_TYPE_LANDINGS, landingHeading, placeLandingSlug, placeLandingSlugs } from '@/lib/landing-pages';

describe('PROPERTY_TYPE_LANDINGS', () => {
  it('holds the 16 published type slugs once each', () => {
    const slugs = PROPERTY_TYPE_LANDINGS.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(16);
    expect(slugs).toContain('houses-of-character-for-sale-in-malta');
    expect(slugs).toContain('boathouse-for-sale-in-malta');
    expect(slugs.every((s) => /^[a-z-]+-for-sale-in-malta$/.test(s))).toBe(true);
  });
});

describe('placeLandingSlug', () => {
  it.each([
    ['Sliema', 'property-for-sale-in-sliema'],
    ["St Julian's", 'property-for-sale-in-st-julians'],
    ["Ta' Xbiex", 'property-for-sale-in-ta-xbiex'],
    ["St Paul's Bay", 'property-for-sale-in-st-pauls-bay'],
    ['Mgarr (Gozo)', 'property-for-sale-in-mgarr-gozo'],
    ['Sliema & St Julians', 'property-for-sale-in-sliema-and-st-julians'],
    ['Central Malta', 'property-for-sale-in-cental-malta'],
    ['South Malta', 'property-for-sale-in-south-malta'],
    ['Għajnsielem', 'property-for-sale-in-ghajnsielem'],
  ])('%s → %s', (place, slug) => {
    expect(placeLandingSlug(place)).toBe(slug);
  });

  it('lists each place once and skips names without letters', () => {
    expect(placeLandingSlugs([{ name: 'Gozo' }, { name: 'gozo' }, { name: '—' }, { name: 'Gzira' }])).toEqual([
      'property-for-sale-in-gozo',
      'property-for-sale-in-gzira',
    ]);
  });
});

describe('FOOTER_LOCATIONS', () => {
  it('links the areas and the most searched towns', () => {
    expect(FOOTER_LOCATIONS.map((l) => l.slug)).toContain('property-for-sale-in-cental-malta');
    expect(FOOTER_LOCATIONS.find((l) => l.label === "St Julian's")?.slug).toBe('property-for-sale-in-st-julians');
  });
});

describe('landingHeading', () => {
  it('reads a heading from the slug alone, the place capitalised', () => {
    expect(landingHeading('property-for-sale-in-mosta')).toBe('Property for sale in Mosta');
    expect(landingHeading('property-for-sale-in-ta-xbiex')).toBe('Property for sale in Ta Xbiex');
    expect(landingHeading('penthouses-for-sale-in-malta')).toBe('Penthouses for sale in Malta');
    expect(landingHeading('garage')).toBe('Garage');
  });
});
