/** Names of landing pages and places in the page's language, from the dictionaries. */
import type { FilterOptions } from '../domain/types';
import { placeLandingSlug } from '../landing-pages';
import { slugify } from '../routes';
import type { Dictionary } from './dictionaries/en';
import { fill } from './format';
import { backendName } from './card-texts';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { landingSlugParts } from './paths';

/** Whether a key is one of a dictionary section's own. */
const has = <T extends object>(section: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(section, key);

/**
 * A property-type landing page's name ("Attici" for penthouses-for-sale-in-malta); a category the
 * dictionaries do not know keeps its English label.
 */
export function landingTypeLabel(t: Dictionary, landing: { slug: string; label: string }): string {
  const type = landingSlugParts(landing.slug)?.type ?? '';
  return has(t.landingTypes, type) ? t.landingTypes[type] : landing.label;
}

/** A place's name: the parts of Malta in the page's language ("Nord di Malta"), localities as they are. */
export function placeLabel(t: Dictionary, place: { label: string } | string): string {
  const name = typeof place === 'string' ? place : place.label;
  const key = slugify(name);
  return has(t.regions, key) ? t.regions[key] : name;
}

/** "ta-xbiex" → "Ta Xbiex": a place's name from its slug, when no place of the backend's has it. */
const fromSlug = (words: string) =>
  words
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * A landing page's title in a language, from its English slug ("Attici in vendita a Malta", "Immobili
 * in vendita nel nord di Malta"): the type's name, and the place as the backend names it (a locality
 * or area whose landing slug this is) or as the dictionary names a part of Malta. Null for a slug the
 * dictionaries cannot name, whose page keeps the backend's title.
 */
export function landingPageTitle(t: Dictionary, slug: string, places: readonly { name: string }[]): string | null {
  const parts = landingSlugParts(slug);
  if (!parts || !has(t.landingTypes, parts.type)) return null;
  const placeSlug = `property-for-sale-in-${parts.place}`;
  const region = Object.keys(t.regionsIn).find((key) => placeLandingSlug(key.replace(/-/g, ' ')) === placeSlug);
  const place =
    region !== undefined && has(t.regionsIn, region)
      ? t.regionsIn[region]
      : fill(t.listing.inPlace, { place: places.find((p) => placeLandingSlug(p.name) === placeSlug)?.name ?? fromSlug(parts.place) });
  return fill(t.listing.landingTitle, { type: t.landingTypes[parts.type], place });
}

/**
 * A property's title in a page's language: the backend's own (English) on an English page; in
 * another, built from its fields, as an agent writing that language would ("Attico con 3 camere da
 * letto in vendita a Sliema"). A type the dictionary does not name keeps the backend's name, a
 * property without a locality is in Malta.
 */
export function propertyTitle(
  locale: Locale,
  t: Pick<Dictionary, 'detail' | 'propertyTypeNames'>,
  p: { title: string; typeName: string; bedrooms: number; locationName: string },
): string {
  if (locale === DEFAULT_LOCALE || !p.typeName) return p.title;
  const values = {
    type: backendName(t.propertyTypeNames, p.typeName),
    rooms: fill(p.bedrooms === 1 ? t.detail.bedroomOne : t.detail.bedroomMany, { count: p.bedrooms }),
    place: p.locationName || 'Malta',
  };
  return fill(p.bedrooms > 0 ? t.detail.builtTitleRooms : t.detail.builtTitle, values);
}

/**
 * The filter options with their property types and areas named in the page's language, for the
 * filters, the search card, the summaries and the add-my-property choices; localities keep their
 * names and features stay the backend's English (marked lang="en" where they are shown).
 */
export function localizedOptions(options: FilterOptions, t: Pick<Dictionary, 'propertyTypeNames' | 'areaNames'>): FilterOptions {
  return {
    ...options,
    propertyTypes: options.propertyTypes.map((p) => ({ ...p, name: backendName(t.propertyTypeNames, p.name) })),
    areas: options.areas.map((a) => ({ ...a, name: backendName(t.areaNames, a.name) })),
  };
}
