/** Names of landing pages and places per language (lib/i18n/labels.ts). */
import { backendLang } from '@/lib/i18n/locales';
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/dictionaries/en';
import { it as italian } from '@/lib/i18n/dictionaries/it';
import { backendName } from '@/lib/i18n/card-texts';
import { landingPageTitle, landingTypeLabel, localizedOptions, placeLabel, propertyTitle } from '@/lib/i18n/labels';
import { PROPERTY_TYPE_LANDINGS } from '@/lib/landing-pages';

const places = [{ name: "St Julian's" }, { name: "Ta' Xbiex" }, { name: 'Gozo' }, { name: 'Central Malta' }];

describe('landingPageTitle', () => {
  it.each([
    ['penthouses-for-sale-in-malta', 'Attici in vendita a Malta'],
    ['terraced-houses-for-sale-in-malta', 'Case a schiera in vendita a Malta'],
    ['property-for-sale-in-st-julians', "Immobili in vendita a St Julian's"],
    ['property-for-sale-in-ta-xbiex', "Immobili in vendita a Ta' Xbiex"],
    ['property-for-sale-in-cental-malta', 'Immobili in vendita nel centro di Malta'],
    ['property-for-sale-in-north-malta', 'Immobili in vendita nel nord di Malta'],
    ['farmhouses-for-sale-in-gozo', 'Casali in vendita a Gozo'],
    // a place the backend did not name: its slug's words
    ['property-for-sale-in-san-gwann', 'Immobili in vendita a San Gwann'],
  ])('%s → %s', (slug, title) => {
    expect(landingPageTitle(italian, slug, places)).toBe(title);
  });

  it('writes the English titles as the backend does', () => {
    expect(landingPageTitle(en, 'penthouses-for-sale-in-malta', places)).toBe('Penthouses for Sale in Malta');
    expect(landingPageTitle(en, 'property-for-sale-in-st-julians', places)).toBe("Property for Sale in St Julian's");
  });

  it('names no page whose type the dictionaries do not know', () => {
    expect(landingPageTitle(italian, 'castles-for-sale-in-malta', places)).toBeNull();
    expect(landingPageTitle(italian, 'new-developments', places)).toBeNull();
  });
});

describe('landingTypeLabel and placeLabel', () => {
  it('name every property-type landing page in English as the site always has, and in Italian', () => {
    for (const landing of PROPERTY_TYPE_LANDINGS) {
      expect(landingTypeLabel(en, landing)).toBe(landing.label);
      expect(landingTypeLabel(italian, landing)).not.toBe(landing.label);
    }
    expect(landingTypeLabel(italian, { slug: 'boathouse-for-sale-in-malta', label: 'Boathouses' })).toBe('Rimesse per barche');
    expect(landingTypeLabel(italian, { slug: 'new-developments', label: 'New Developments' })).toBe('New Developments');
  });

  it('translate the parts of Malta and leave localities as they are', () => {
    expect(placeLabel(italian, 'North Malta')).toBe('Nord di Malta');
    expect(placeLabel(italian, { label: 'Central Malta' })).toBe('Centro di Malta');
    expect(placeLabel(italian, "St Julian's")).toBe("St Julian's");
    expect(placeLabel(en, 'South Malta')).toBe('South Malta');
  });
});

describe('the backend’s property type and area names', () => {
  const options = {
    propertyTypes: [
      { id: 2, name: 'Penthouse', lettingType: 6 as const },
      { id: 99, name: 'Castle', lettingType: 6 as const },
    ],
    areas: [
      { id: 2, name: 'North Malta' },
      { id: 4, name: 'Sliema & St Julians' },
    ],
    locations: [],
    features: [],
  };

  it('are named in Italian where the dictionary knows them, and left as the backend wrote them otherwise', () => {
    expect(localizedOptions(options, italian).propertyTypes.map((p) => p.name)).toEqual(['Attico', 'Castle']);
    expect(localizedOptions(options, en).propertyTypes.map((p) => p.name)).toEqual(['Penthouse', 'Castle']);
    expect(localizedOptions(options, italian).areas.map((a) => a.name)).toEqual(['Nord di Malta', 'Sliema & St Julians']);
    expect(localizedOptions(options, en).areas.map((a) => a.name)).toEqual(['North Malta', 'Sliema & St Julians']);
    expect(backendName(italian.propertyTypeNames, 'Terraced House')).toBe('Casa a schiera');
    expect(backendName(italian.propertyTypeNames, 'constructor')).toBe('constructor');
  });
});

describe('the backend’s texts on a page', () => {
  it('carry lang="en" on a page in another language, and nothing on an English page', () => {
    expect(backendLang('en')).toBeUndefined();
    expect(backendLang('it')).toBe('en');
  });
});

describe('propertyTitle', () => {
  const penthouse = { title: 'Bright Penthouse with Sea Views', typeName: 'Penthouse', bedrooms: 3, locationName: 'Sliema' };

  it('builds an Italian title from the fields, as an agent writes it', () => {
    expect(propertyTitle('it', italian, penthouse)).toBe('Attico con 3 camere da letto in vendita a Sliema');
    expect(propertyTitle('it', italian, { ...penthouse, typeName: 'Apartment', bedrooms: 1, locationName: 'Attard' })).toBe(
      'Appartamento con 1 camera da letto in vendita ad Attard',
    );
    expect(propertyTitle('it', italian, { ...penthouse, typeName: 'Garage', bedrooms: 0, locationName: 'Msida' })).toBe('Garage in vendita a Msida');
  });
  it('keeps the backend’s own title in English', () => {
    expect(propertyTitle('en', en, penthouse)).toBe('Bright Penthouse with Sea Views');
  });
});
