/** The home page's fixed content: the area tiles, the town blocks and the property-type tiles (SPEC §2). */
import { landingPath, locationLandingSlug } from '@/lib/routes';

export interface Tile {
  name: string;
  href: string;
  image: string;
}

const location = (place: string) => landingPath(locationLandingSlug(place));

/** "Property For Sale in Malta": four areas, each opening its location page with an empty search. */
export const AREA_TILES: readonly Tile[] = [
  { name: 'Sliema', href: location('Sliema'), image: '/images/home/area-sliema.webp' },
  { name: 'St Julians', href: location('St Julians'), image: '/images/home/area-st-julians.webp' },
  { name: 'Bugibba', href: location('Bugibba'), image: '/images/home/area-bugibba.webp' },
  { name: 'Gzira', href: location('Gzira'), image: '/images/home/area-gzira.webp' },
];

export interface LocationBlock {
  name: string;
  href: string;
  towns: { name: string; href: string }[];
}

const block = (name: string, slug: string, towns: string[]): LocationBlock => ({
  name,
  href: landingPath(`property-for-sale-in-${slug}`),
  towns: towns.map((t) => ({ name: t, href: location(t) })),
});

/** "Best Locations In Malta": five regions with about a dozen towns each. */
export const LOCATION_BLOCKS: readonly LocationBlock[] = [
  // the Central Malta page keeps the agency's historical spelling of its address (SPEC §2)
  block('Central Malta', 'cental-malta', [
    'Valletta', 'Floriana', 'Msida', 'Birkirkara', 'Balzan', 'Lija', 'Attard', 'Iklin', 'San Gwann', 'Naxxar', 'Mosta', 'Rabat',
  ]),
  block('Sliema', 'sliema', [
    'Sliema', "St Julian's", 'Gzira', "Ta' Xbiex", 'Swieqi', 'Madliena', 'Pembroke', 'Paceville', "Ta' Giorni", 'Tigne Point', 'Pieta', 'Kappara',
  ]),
  block('South Malta', 'south-malta', [
    'Birgu', 'Senglea', 'Cospicua', 'Kalkara', 'Fgura', 'Paola', 'Zabbar', 'Marsaskala', 'Marsaxlokk', 'Birzebbuga', 'Zejtun', 'Zurrieq',
  ]),
  block('North Malta', 'north-malta', [
    "St Paul's Bay", 'Bugibba', 'Qawra', 'Mellieha', 'Xemxija', 'Mgarr', 'Burmarrad', 'Bahar ic-Caghaq', 'Manikata', 'Santa Maria Estate', 'Gharghur', 'Mtarfa',
  ]),
  block('Gozo', 'gozo', [
    'Victoria', 'Xaghra', 'Nadur', 'Qala', 'Ghajnsielem', 'Mgarr (Gozo)', 'Xewkija', 'Sannat', 'Munxar', 'Xlendi', 'Gharb', 'San Lawrenz',
  ]),
];

/** "Most Popular Property Types": fourteen category pages. */
export const POPULAR_TYPES: readonly Tile[] = [
  ['Apartments', 'apartments-for-sale-in-malta', 'apartment'],
  ['Penthouses', 'penthouses-for-sale-in-malta', 'penthouse'],
  ['Maisonettes', 'maisonettes-for-sale-in-malta', 'maisonette'],
  ['Townhouses', 'townhouses-for-sale-in-malta', 'townhouse'],
  ['Terraced Houses', 'terraced-houses-for-sale-in-malta', 'terraced'],
  ['Houses of Character', 'houses-of-character-for-sale-in-malta', 'character'],
  ['Luxury Villas', 'luxury-villas-for-sale-in-malta', 'villa'],
  ['Farmhouses', 'farmhouses-for-sale-in-malta', 'farmhouse'],
  ['Bungalows', 'bungalows-for-sale-in-malta', 'bungalow'],
  ['Seafront Property', 'seafront-property-for-sale-in-malta', 'seafront'],
  ['Offices', 'offices-for-sale-in-malta', 'office'],
  ['Bars', 'bars-for-sale-in-malta', 'bar'],
  ['Restaurants', 'restaurant-for-sale-in-malta', 'restaurant'],
  ['Hotels', 'hotels-for-sale-in-malta', 'hotel'],
].map(([name, slug, image]) => ({ name: name!, href: landingPath(slug!), image: `/images/home/type-${image}.webp` }));
