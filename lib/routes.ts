/** The site's own addresses (SPEC §2), built in one place. */

/** Lower-case ASCII words joined by dashes ("Ta' Xbiex" → "ta-xbiex"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ħ/gi, 'h')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** /{urlSlug}-{id}-{lettingType}; a missing slug is made from the title. */
export function propertyPath(p: { id: number; lettingType: number; urlSlug?: string; title?: string }): string {
  const slug = slugify(p.urlSlug || p.title || '') || 'property';
  return `/${slug}-${p.id}-${p.lettingType}`;
}

export const residentialsPath = '/residentials';
export const commercialsPath = '/commercials';
export const listingPathFor = (lettingType: number) => (lettingType === 7 ? commercialsPath : residentialsPath);
export const landingPath = (slug: string) => `/${slug}`;
export const locationLandingSlug = (place: string) => `property-for-sale-in-${slugify(place)}`;
export const agentPath = (id: number) => `/agent/${id}`;
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
