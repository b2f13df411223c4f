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

/**
 * /{urlSlug}-{id}-{lettingType}; a missing slug is made from the title. A property whose sale type is
 * not known (an agent's property listed without prices) links to the legacy address /detail/{id}/6,
 * which looks the property up and redirects to its real address (SPEC §2), never to a -0 that is a 404.
 */
export function propertyPath(p: { id: number; lettingType: number; urlSlug?: string; title?: string }): string {
  if (p.lettingType !== 6 && p.lettingType !== 7) return `/detail/${p.id}/6`;
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
