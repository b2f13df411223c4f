/** The canonical landing pages of SPEC §2: one per property type and one per place. */
import { locationLandingSlug, slugify } from './routes';

export interface Landing {
  slug: string;
  label: string;
}

/** The 16 property-type landing pages (SPEC §2, "Category landing slugs"). */
export const PROPERTY_TYPE_LANDINGS: readonly Landing[] = [
  { slug: 'apartments-for-sale-in-malta', label: 'Apartments' },
  { slug: 'penthouses-for-sale-in-malta', label: 'Penthouses' },
  { slug: 'maisonettes-for-sale-in-malta', label: 'Maisonettes' },
  { slug: 'townhouses-for-sale-in-malta', label: 'Townhouses' },
  { slug: 'terraced-houses-for-sale-in-malta', label: 'Terraced Houses' },
  { slug: 'houses-of-character-for-sale-in-malta', label: 'Houses of Character' },
  { slug: 'luxury-villas-for-sale-in-malta', label: 'Luxury Villas' },
  { slug: 'bungalows-for-sale-in-malta', label: 'Bungalows' },
  { slug: 'farmhouses-for-sale-in-malta', label: 'Farmhouses' },
  { slug: 'seafront-property-for-sale-in-malta', label: 'Seafront Property' },
  { slug: 'offices-for-sale-in-malta', label: 'Offices' },
  { slug: 'bars-for-sale-in-malta', label: 'Bars' },
  { slug: 'restaurant-for-sale-in-malta', label: 'Restaurants' },
  { slug: 'hotels-for-sale-in-malta', label: 'Hotels' },
  { slug: 'garage-for-sale-in-malta', label: 'Garages' },
  { slug: 'boathouse-for-sale-in-malta', label: 'Boathouses' },
];

/**
 * The landing slug of a place (a locality or an area): property-for-sale-in-{place}. "&" reads as
 * "and", and Central Malta keeps the published address's spelling, cental-malta (SPEC §2).
 */
export function placeLandingSlug(place: string): string {
  const slug = slugify(place.replace(/&/g, ' and '));
  return locationLandingSlug(slug === 'central-malta' ? 'cental-malta' : slug);
}

/** Every place landing slug for the areas and localities the backend offers, without duplicates. */
export function placeLandingSlugs(places: readonly { name: string }[]): string[] {
  return [...new Set(places.map((p) => placeLandingSlug(p.name)).filter((s) => s !== locationLandingSlug('')))];
}

/** Every landing slug the site derives: the property types' and those of the places the backend offers. */
export function derivedLandingSlugs(places: readonly { name: string }[]): string[] {
  return [...PROPERTY_TYPE_LANDINGS.map((l) => l.slug), ...placeLandingSlugs(places)];
}

/** The places the footer links to: the five areas and the most searched towns. */
export const FOOTER_LOCATIONS: readonly Landing[] = [
  'Sliema',
  "St Julian's",
  'Valletta',
  'Gzira',
  'Swieqi',
  'Bugibba',
  'Mellieha',
  'Central Malta',
  'North Malta',
  'South Malta',
  'Gozo',
].map((label) => ({ slug: placeLandingSlug(label), label }));

/**
 * A landing page's heading from its slug alone, for when its category cannot be looked up:
 * "property-for-sale-in-ta-xbiex" → "Property for sale in Ta Xbiex" (the place's words capitalised).
 */
export function landingHeading(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const place = words.lastIndexOf('in');
  const heading = words.map((w, i) => (i === 0 || (place >= 0 && i > place) ? w.charAt(0).toUpperCase() + w.slice(1) : w));
  return heading.join(' ');
}
