/** Property types, features, agents and career positions of the demo data. */

export type Scene = 'street' | 'terrace' | 'interior' | 'country' | 'harbour' | 'office' | 'garage' | 'venue';

export interface PropertyTypeDef {
  id: number;
  name: string;
  plural: string;
  lettingType: 6 | 7;
  /** Word used in titles and url slugs ("3-bedroom-penthouse-in-sliema"). */
  slugWord: string;
  /** Landing page of the type; undefined for types without one. */
  categorySlug?: string;
  categoryName?: string;
  count: number;
  /** Euros per square metre at a price factor of 1. */
  perSqm: number;
  size: (beds: number, r: () => number) => number;
  beds: readonly (readonly [number, number])[];
  /** Where this type is found: locality slugs, or predicates on the locality. */
  where: 'any' | 'coastal' | 'rural' | 'villa' | 'tourist' | 'business';
  scenes: readonly Scene[];
  priceClamp?: readonly [number, number];
}

const lin = (base: number, perBed: number, extra: number) => (beds: number, r: () => number) =>
  Math.round(base + perBed * beds + r() * extra);

export const PROPERTY_TYPES: readonly PropertyTypeDef[] = [
  {
    id: 1, name: 'Apartment', plural: 'Apartments', lettingType: 6, slugWord: 'apartment',
    categorySlug: 'apartments-for-sale-in-malta', categoryName: 'Apartments for Sale in Malta',
    count: 130, perSqm: 3000, size: lin(45, 28, 35), beds: [[1, 15], [2, 40], [3, 38], [4, 7]],
    where: 'any', scenes: ['street', 'interior', 'terrace', 'interior'],
  },
  {
    id: 2, name: 'Penthouse', plural: 'Penthouses', lettingType: 6, slugWord: 'penthouse',
    categorySlug: 'penthouses-for-sale-in-malta', categoryName: 'Penthouses for Sale in Malta',
    count: 40, perSqm: 3900, size: lin(70, 30, 70), beds: [[1, 5], [2, 35], [3, 50], [4, 10]],
    where: 'any', scenes: ['terrace', 'interior', 'street', 'terrace'],
  },
  {
    id: 3, name: 'Maisonette', plural: 'Maisonettes', lettingType: 6, slugWord: 'maisonette',
    categorySlug: 'maisonettes-for-sale-in-malta', categoryName: 'Maisonettes for Sale in Malta',
    count: 45, perSqm: 2600, size: lin(70, 30, 50), beds: [[2, 35], [3, 50], [4, 15]],
    where: 'any', scenes: ['street', 'interior', 'interior'],
  },
  {
    id: 4, name: 'Townhouse', plural: 'Townhouses', lettingType: 6, slugWord: 'townhouse',
    categorySlug: 'townhouses-for-sale-in-malta', categoryName: 'Townhouses for Sale in Malta',
    count: 30, perSqm: 2700, size: lin(110, 35, 90), beds: [[3, 50], [4, 35], [5, 15]],
    where: 'any', scenes: ['street', 'interior', 'terrace'],
  },
  {
    id: 5, name: 'Villa', plural: 'Luxury Villas', lettingType: 6, slugWord: 'villa',
    categorySlug: 'luxury-villas-for-sale-in-malta', categoryName: 'Luxury Villas for Sale in Malta',
    count: 25, perSqm: 3500, size: lin(280, 60, 380), beds: [[4, 40], [5, 35], [6, 18], [7, 7]],
    where: 'villa', scenes: ['terrace', 'interior', 'street'],
  },
  {
    id: 6, name: 'Farmhouse', plural: 'Farmhouses', lettingType: 6, slugWord: 'farmhouse',
    categorySlug: 'farmhouses-for-sale-in-malta', categoryName: 'Farmhouses for Sale in Malta',
    count: 25, perSqm: 2050, size: lin(190, 50, 300), beds: [[3, 35], [4, 35], [5, 20], [6, 10]],
    where: 'rural', scenes: ['country', 'interior', 'country'],
  },
  {
    id: 7, name: 'Terraced House', plural: 'Terraced Houses', lettingType: 6, slugWord: 'terraced-house',
    categorySlug: 'terraced-houses-for-sale-in-malta', categoryName: 'Terraced Houses for Sale in Malta',
    count: 25, perSqm: 2300, size: lin(130, 30, 80), beds: [[3, 55], [4, 35], [5, 10]],
    where: 'any', scenes: ['street', 'interior', 'terrace'],
  },
  {
    id: 8, name: 'House of Character', plural: 'Houses of Character', lettingType: 6, slugWord: 'house-of-character',
    categorySlug: 'houses-of-character-for-sale-in-malta', categoryName: 'Houses of Character for Sale in Malta',
    count: 22, perSqm: 2900, size: lin(140, 40, 160), beds: [[3, 40], [4, 35], [5, 18], [6, 7]],
    where: 'any', scenes: ['street', 'interior', 'country'],
  },
  {
    id: 9, name: 'Seafront Property', plural: 'Seafront Property', lettingType: 6, slugWord: 'seafront-apartment',
    categorySlug: 'seafront-property-for-sale-in-malta', categoryName: 'Seafront Property for Sale in Malta',
    count: 18, perSqm: 4200, size: lin(70, 30, 60), beds: [[2, 35], [3, 50], [4, 15]],
    where: 'coastal', scenes: ['harbour', 'terrace', 'interior'],
  },
  {
    id: 10, name: 'Bungalow', plural: 'Bungalows', lettingType: 6, slugWord: 'bungalow',
    categorySlug: 'bungalows-for-sale-in-malta', categoryName: 'Bungalows for Sale in Malta',
    count: 12, perSqm: 3000, size: lin(190, 40, 200), beds: [[3, 45], [4, 40], [5, 15]],
    where: 'villa', scenes: ['terrace', 'interior', 'street'],
  },
  {
    id: 11, name: 'Office', plural: 'Offices', lettingType: 7, slugWord: 'office',
    categorySlug: 'offices-for-sale-in-malta', categoryName: 'Offices for Sale in Malta',
    count: 26, perSqm: 3200, size: (_b, r) => Math.round(45 + r() * r() * 600), beds: [[0, 1]],
    where: 'business', scenes: ['office', 'street', 'office'],
  },
  {
    id: 12, name: 'Bar', plural: 'Bars', lettingType: 7, slugWord: 'bar',
    categorySlug: 'bars-for-sale-in-malta', categoryName: 'Bars for Sale in Malta',
    count: 9, perSqm: 4100, size: (_b, r) => Math.round(45 + r() * 160), beds: [[0, 1]],
    where: 'tourist', scenes: ['venue', 'street', 'venue'],
  },
  {
    id: 13, name: 'Restaurant', plural: 'Restaurants', lettingType: 7, slugWord: 'restaurant',
    categorySlug: 'restaurant-for-sale-in-malta', categoryName: 'Restaurants for Sale in Malta',
    count: 11, perSqm: 4300, size: (_b, r) => Math.round(80 + r() * 260), beds: [[0, 1]],
    where: 'tourist', scenes: ['venue', 'harbour', 'venue'],
  },
  {
    id: 14, name: 'Hotel', plural: 'Hotels', lettingType: 7, slugWord: 'hotel',
    categorySlug: 'hotels-for-sale-in-malta', categoryName: 'Hotels for Sale in Malta',
    count: 7, perSqm: 3300, size: (_b, r) => Math.round(900 + r() * 5000), beds: [[0, 1]],
    where: 'tourist', scenes: ['street', 'terrace', 'interior'],
  },
  {
    id: 15, name: 'Garage', plural: 'Garages', lettingType: 7, slugWord: 'garage',
    categorySlug: 'garage-for-sale-in-malta', categoryName: 'Garages for Sale in Malta',
    count: 20, perSqm: 1900, size: (_b, r) => Math.round(16 + r() * 45), beds: [[0, 1]],
    where: 'any', scenes: ['garage', 'street'], priceClamp: [30_000, 120_000],
  },
  {
    id: 16, name: 'Boathouse', plural: 'Boathouses', lettingType: 7, slugWord: 'boathouse',
    categorySlug: 'boathouse-for-sale-in-malta', categoryName: 'Boathouses for Sale in Malta',
    count: 9, perSqm: 2600, size: (_b, r) => Math.round(20 + r() * 40), beds: [[0, 1]],
    where: 'coastal', scenes: ['harbour', 'garage'], priceClamp: [45_000, 260_000],
  },
  {
    id: 17, name: 'Shop', plural: 'Shops', lettingType: 7, slugWord: 'shop',
    count: 16, perSqm: 3400, size: (_b, r) => Math.round(30 + r() * 200), beds: [[0, 1]],
    where: 'business', scenes: ['street', 'office'],
  },
  {
    id: 18, name: 'Warehouse', plural: 'Warehouses', lettingType: 7, slugWord: 'warehouse',
    count: 6, perSqm: 1150, size: (_b, r) => Math.round(200 + r() * 1300), beds: [[0, 1]],
    where: 'any', scenes: ['garage', 'office'],
  },
];


export const FEATURES = [
  'Lift',
  'Sea Views',
  'Country Views',
  'Garage',
  'Airspace',
  'Swimming Pool',
  'Garden',
  'Terrace',
  'Roof Terrace',
  'Balcony',
  'Maltese Balcony',
  'Finished',
  'Semi-Finished',
  'Shell Form',
  'Air Conditioning',
  'Furnished',
  'Unfurnished',
  'Backyard',
  'Jacuzzi',
  'Central Heating',
  'Solar Panels',
  'Well',
  'Car Space',
  'Open Plan Kitchen',
  'Study',
  'Washroom',
  'Gym',
  'Front Garden',
  'Seafront',
  'Traditional Features',
  'Double Glazing',
  'Pet Friendly',
  'Wine Cellar',
  'Fireplace',
  'Storage Room',
  'Disabled Access',
  'Outdoor Seating',
  'Catering Licence',
  'Reception Area',
] as const;
export type FeatureName = (typeof FEATURES)[number];
export const featureId = (name: FeatureName): number => FEATURES.indexOf(name) + 1;

export interface AgentDef {
  id: number;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  officePhone: string;
  position: string;
  description: string;
  dealer?: { name: string; phone: string; email: string };
  /** Hair of the drawn portrait. */
  hair: 'long' | 'short';
  /** Share of the listings this agent handles (0 = none). */
  weight: { malta: number; gozo: number; commercial: number };
}

const ST_JULIANS_OFFICE = '+356 2133 4455';
const GZIRA_OFFICE = '+356 2134 6677';

export const AGENTS: readonly AgentDef[] = [
  {
    id: 1, firstName: 'Joseph', hair: 'short', lastName: 'Borg', mobilePhone: '+356 7921 4410', officePhone: ST_JULIANS_OFFICE,
    position: 'Senior Property Consultant',
    description: 'Joseph has sold homes in Sliema and St Julian\'s for over fifteen years and knows every block on the Tower Road front.',
    weight: { malta: 3, gozo: 0, commercial: 0.5 },
  },
  {
    id: 2, firstName: 'Maria', hair: 'long', lastName: 'Camilleri', mobilePhone: '+356 9945 2231', officePhone: ST_JULIANS_OFFICE,
    position: 'Property Consultant',
    description: 'Maria helps first-time buyers and families find apartments and maisonettes across central Malta.',
    weight: { malta: 3, gozo: 0, commercial: 0 },
  },
  {
    id: 3, firstName: 'Daniel', hair: 'short', lastName: 'Vella', mobilePhone: '+356 7955 8702', officePhone: GZIRA_OFFICE,
    position: 'Commercial Property Consultant',
    description: 'Daniel looks after offices, retail outlets, catering establishments and hotels for investors and business owners.',
    dealer: { name: 'Vella Commercial Partners', phone: '+356 2134 9900', email: 'office@vellacommercial.example' },
    weight: { malta: 0.5, gozo: 0, commercial: 5 },
  },
  {
    id: 4, firstName: 'Rebecca', hair: 'long', lastName: 'Zammit', mobilePhone: '+356 9912 6645', officePhone: GZIRA_OFFICE,
    position: 'Gozo Property Specialist',
    description: 'Born in Xaghra, Rebecca specialises in Gozitan farmhouses, houses of character and homes with country views.',
    weight: { malta: 0, gozo: 5, commercial: 0.5 },
  },
  {
    id: 5, firstName: 'Mark', hair: 'short', lastName: 'Farrugia', mobilePhone: '+356 7720 3398', officePhone: ST_JULIANS_OFFICE,
    position: 'Property Consultant',
    description: 'Mark covers the north of Malta, from St Paul\'s Bay and Bugibba to Mellieha, and speaks English, Maltese and Italian.',
    weight: { malta: 3, gozo: 0.5, commercial: 0.5 },
  },
  {
    id: 6, firstName: 'Claire', hair: 'long', lastName: 'Grech', mobilePhone: '+356 9981 0427', officePhone: GZIRA_OFFICE,
    position: 'Sales Manager',
    description: 'Claire leads the sales team and handles villas, penthouses and prime seafront homes.',
    dealer: { name: 'Grech Developments Ltd', phone: '+356 2138 1200', email: 'sales@grechdevelopments.example' },
    weight: { malta: 2, gozo: 0.5, commercial: 0 },
  },
  {
    id: 7, firstName: 'Luke', hair: 'short', lastName: 'Azzopardi', mobilePhone: '+356 7946 5512', officePhone: ST_JULIANS_OFFICE,
    position: 'Property Consultant',
    description: 'Luke knows the south of Malta and the Three Cities well and loves restoring houses of character.',
    weight: { malta: 3, gozo: 0, commercial: 0.5 },
  },
  {
    id: 8, firstName: 'Nicole', hair: 'long', lastName: 'Galea', mobilePhone: '+356 9930 7784', officePhone: GZIRA_OFFICE,
    position: 'Property Consultant',
    description: 'Nicole helps relocating professionals and foreign buyers through every step, from viewing to the final deed.',
    weight: { malta: 2.5, gozo: 0.5, commercial: 0.5 },
  },
  {
    id: 9, firstName: 'Kurt', hair: 'short', lastName: 'Micallef', mobilePhone: '+356 7988 1109', officePhone: ST_JULIANS_OFFICE,
    position: 'Trainee Property Consultant',
    description: 'Kurt joined the team this year and is building his portfolio in Gzira and Msida.',
    weight: { malta: 0, gozo: 0, commercial: 0 },
  },
];

export const agentEmail = (a: { firstName: string; lastName: string }) =>
  `${a.firstName}.${a.lastName}@maltapropertysales.example`.toLowerCase();

export const CAREER_POSITIONS = [
  {
    id: 1,
    title: 'Property Consultant – Sliema & St Julian\'s',
    description:
      '<p>We are looking for a motivated <strong>Property Consultant</strong> to join our St Julian\'s branch and help buyers and sellers across Sliema, St Julian\'s and Gzira.</p>' +
      '<h3>What you will do</h3><ul><li>Meet owners, value and list their properties</li><li>Accompany buyers on viewings and negotiate offers</li><li>Follow each sale through to the promise of sale and the final deed</li></ul>' +
      '<h3>What we look for</h3><ul><li>Excellent English; Maltese or Italian is an asset</li><li>A driving licence and your own car</li><li>A positive, organised attitude; experience in sales is a plus but not required</li></ul>' +
      '<p>We offer full training, a basic salary with an attractive commission structure, and a friendly multilingual team.</p>',
  },
  {
    id: 2,
    title: 'Gozo Property Specialist',
    description:
      '<p>Our Gozo desk is growing. We need someone who knows Gozo\'s villages and countryside to handle farmhouses, houses of character and new developments.</p>' +
      '<ul><li>Based in Victoria, with regular visits to our Gzira office</li><li>Fluent Maltese and English</li><li>Knowledge of planning rules and of rural property is an advantage</li></ul>' +
      '<p>Full or part time; flexible hours.</p>',
  },
  {
    id: 3,
    title: 'Marketing & Content Executive',
    description:
      '<p>Help us tell the story of Malta\'s property market: listings copy, photography briefs, social media, our blog and the newsletter.</p>' +
      '<ul><li>Strong writing in English</li><li>Experience with social media advertising and analytics</li><li>An eye for photography and layout</li></ul>' +
      '<p>Hybrid working from our Gzira office.</p>',
  },
  {
    id: 4,
    title: 'Office Administrator (Part Time)',
    description:
      '<p>A part-time role at our St Julian\'s office: answering calls and e-mails, arranging viewings, keeping listings up to date and supporting the sales team.</p>' +
      '<ul><li>Mornings, Monday to Friday</li><li>Good computer skills and attention to detail</li></ul>',
  },
] as const;
