/** What a property card says in the page's language: the dictionaries' few texts it needs, for client components too. */
import type { Dictionary } from './dictionaries/en';
import type { Locale } from './locales';

export interface CardTexts {
  locale: Locale;
  card: Dictionary['card'];
  heart: Dictionary['heart'];
  price: Dictionary['price'];
  availability: Dictionary['availability'];
  typeNames: Dictionary['propertyTypeNames'];
}

export const cardTextsOf = (locale: Locale, t: Dictionary): CardTexts => ({
  locale,
  card: t.card,
  heart: t.heart,
  price: t.price,
  availability: t.availability,
  typeNames: t.propertyTypeNames,
});

/**
 * A name from the backend's lists in the page's language, by the backend's English name from one of
 * the dictionary's tables ("Attico" for "Penthouse" from `propertyTypeNames`, "Nord di Malta" from
 * `areaNames`); as the backend wrote it when the table has no such name.
 */
export function backendName(names: Readonly<Record<string, string>>, name: string): string {
  return Object.hasOwn(names, name) ? (names[name] ?? name) : name;
}

