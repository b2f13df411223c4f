/** Names of landing pages and places in the page's language, from the dictionaries. */
import { slugify } from '../routes';
import type { Dictionary } from './dictionaries/en';
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
