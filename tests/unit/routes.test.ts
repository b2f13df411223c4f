import { describe, expect, it } from 'vitest';
import { landingPath, listingPathFor, propertyPath, slugify } from '@/lib/routes';

describe('the site’s addresses', () => {
  it('makes a property’s address from its slug, id and sale type', () => {
    expect(propertyPath({ id: 12, lettingType: 6, urlSlug: 'sea-view-flat' })).toBe('/sea-view-flat-12-6');
    expect(propertyPath({ id: 12, lettingType: 7, title: "Shop in Ta' Xbiex" })).toBe('/shop-in-ta-xbiex-12-7');
    expect(propertyPath({ id: 12, lettingType: 6 })).toBe('/property-12-6');
  });

  it('sends a property of unknown sale type through the legacy address, which redirects to its real one', () => {
    expect(propertyPath({ id: 12, lettingType: 0, title: 'Flat' })).toBe('/detail/12/6');
  });

  it('slugs Maltese names into ASCII words', () => {
    expect(slugify('Għajnsielem')).toBe('ghajnsielem');
    expect(slugify("St Paul's Bay")).toBe('st-pauls-bay');
    expect(listingPathFor(7)).toBe('/commercials');
    expect(landingPath('property-for-sale-in-gozo')).toBe('/property-for-sale-in-gozo');
  });
});
