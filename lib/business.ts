/** The business as structured data (SPEC §1): name, telephone, address in Malta, social profiles. */
import type { Env } from './env';

type BusinessSettings = Pick<
  Env,
  | 'SITE_URL'
  | 'BUSINESS_NAME'
  | 'BUSINESS_PHONE'
  | 'BUSINESS_EMAIL'
  | 'BUSINESS_STREET'
  | 'BUSINESS_LOCALITY'
  | 'BUSINESS_POSTCODE'
  | 'SOCIAL_FACEBOOK'
  | 'SOCIAL_INSTAGRAM'
  | 'SOCIAL_LINKEDIN'
  | 'SOCIAL_YOUTUBE'
>;

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'LinkedIn' | 'YouTube';
  url: string;
}

/** The configured social profiles, in a fixed order; unset ones are left out. */
export function socialLinks(e: BusinessSettings): SocialLink[] {
  const all: [SocialLink['network'], string | undefined][] = [
    ['Facebook', e.SOCIAL_FACEBOOK],
    ['Instagram', e.SOCIAL_INSTAGRAM],
    ['LinkedIn', e.SOCIAL_LINKEDIN],
    ['YouTube', e.SOCIAL_YOUTUBE],
  ];
  return all.filter((s): s is [SocialLink['network'], string] => Boolean(s[1])).map(([network, url]) => ({ network, url }));
}

/** The one-line postal address: "128 Triq San Ġorġ, St Julian's STJ 3204, Malta". */
export const postalAddressLine = (e: BusinessSettings) =>
  `${e.BUSINESS_STREET}, ${e.BUSINESS_LOCALITY} ${e.BUSINESS_POSTCODE}, Malta`;

/** schema.org RealEstateAgent for every page. */
export function businessJsonLd(e: BusinessSettings): Record<string, unknown> {
  const sameAs = socialLinks(e).map((s) => s.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${e.SITE_URL}/#business`,
    name: e.BUSINESS_NAME,
    url: `${e.SITE_URL}/`,
    logo: `${e.SITE_URL}/apple-icon.png`,
    image: `${e.SITE_URL}/apple-icon.png`,
    telephone: e.BUSINESS_PHONE,
    email: e.BUSINESS_EMAIL,
    address: {
      '@type': 'PostalAddress',
      streetAddress: e.BUSINESS_STREET,
      addressLocality: e.BUSINESS_LOCALITY,
      postalCode: e.BUSINESS_POSTCODE,
      addressCountry: 'MT',
    },
    areaServed: { '@type': 'Country', name: 'Malta' },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
