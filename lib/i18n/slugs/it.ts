import type { LandingSlugTable } from './types.ts';

/**
 * The Italian landing addresses (docs/glossary-it.md): "appartamenti-in-vendita-a-sliema". Locality
 * names stay as they are; the three parts of Malta read as Italian does ("nel nord di Malta").
 */
export const IT_LANDING_SLUGS: LandingSlugTable = {
  forSale: 'in-vendita',
  placePreposition: 'a',
  and: 'e',
  types: {
    property: 'immobili',
    apartments: 'appartamenti',
    penthouses: 'attici',
    maisonettes: 'maisonette',
    townhouses: 'townhouse',
    'terraced-houses': 'case-a-schiera',
    'houses-of-character': 'case-di-carattere',
    'luxury-villas': 'ville-di-lusso',
    bungalows: 'bungalow',
    farmhouses: 'casali',
    'seafront-property': 'immobili-fronte-mare',
    'family-homes': 'case-per-famiglie',
    offices: 'uffici',
    bars: 'bar',
    restaurant: 'ristoranti',
    hotels: 'hotel',
    garage: 'garage',
    boathouse: 'rimesse-per-barche',
  },
  places: {
    // the published English address keeps its misspelling (SPEC §2); the Italian one need not
    'cental-malta': 'nel-centro-di-malta',
    'north-malta': 'nel-nord-di-malta',
    'south-malta': 'nel-sud-di-malta',
  },
};
