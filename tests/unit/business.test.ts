import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { businessJsonLd, postalAddressLine, socialLinks } from '@/lib/business';

describe('business structured data', () => {
  it('names the business, its phone and its Maltese address', () => {
    const e = parseEnv({ SITE_URL: 'https://example.mt/' });
    const ld = businessJsonLd(e);
    expect(ld).toMatchObject({
      '@type': 'RealEstateAgent',
      name: e.BUSINESS_NAME,
      telephone: e.BUSINESS_PHONE,
      url: 'https://example.mt/',
      address: { '@type': 'PostalAddress', streetAddress: e.BUSINESS_STREET, addressCountry: 'MT' },
    });
    expect(ld).not.toHaveProperty('sameAs');
    expect(postalAddressLine(e)).toBe(`${e.BUSINESS_STREET}, ${e.BUSINESS_LOCALITY} ${e.BUSINESS_POSTCODE}, Malta`);
  });

  it('lists the configured social profiles as sameAs', () => {
    const e = parseEnv({ SOCIAL_INSTAGRAM: 'https://instagram.com/x', SOCIAL_FACEBOOK: 'https://facebook.com/x' });
    expect(socialLinks(e).map((s) => s.network)).toEqual(['Facebook', 'Instagram']);
    expect(businessJsonLd(e).sameAs).toEqual(['https://facebook.com/x', 'https://instagram.com/x']);
  });
});
