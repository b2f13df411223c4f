/**
 * Localities of Malta and Gozo with real coordinates (a point on land near each centre), grouped into
 * the five areas of the listing filter. `radius` is how far (metres) listings scatter around the point:
 * small for narrow peninsulas and harbour towns so markers stay on land. `factor` scales the asking
 * prices of the place (1 = the island's average).
 */

export interface Area {
  id: number;
  name: string;
  slug: string;
  /** Slug of the area's landing page (property-for-sale-in-…). */
  pageSlug: string;
}

export const AREAS: readonly Area[] = [
  { id: 1, name: 'Central Malta', slug: 'central-malta', pageSlug: 'property-for-sale-in-cental-malta' },
  { id: 2, name: 'North Malta', slug: 'north-malta', pageSlug: 'property-for-sale-in-north-malta' },
  { id: 3, name: 'South Malta', slug: 'south-malta', pageSlug: 'property-for-sale-in-south-malta' },
  {
    id: 4,
    name: 'Sliema & St Julians',
    slug: 'sliema-and-st-julians',
    pageSlug: 'property-for-sale-in-sliema-and-st-julians',
  },
  { id: 5, name: 'Gozo', slug: 'gozo', pageSlug: 'property-for-sale-in-gozo' },
];

export interface Locality {
  id: number;
  name: string;
  slug: string;
  areaId: number;
  lat: number;
  lng: number;
  radius: number;
  coastal: boolean;
  popular: boolean;
  factor: number;
}

type Row = [name: string, slug: string, lat: number, lng: number, radius: number, coastal: 0 | 1, popular: 0 | 1, factor: number];

const BY_AREA: Record<number, Row[]> = {
  // Sliema & St Julians
  4: [
    ['Sliema', 'sliema', 35.911, 14.502, 300, 1, 1, 1.55],
    ["St Julian's", 'st-julians', 35.9165, 14.487, 220, 1, 1, 1.5],
    ['Gzira', 'gzira', 35.9055, 14.4875, 180, 1, 1, 1.2],
    ['Ta\' Xbiex', 'ta-xbiex', 35.899, 14.495, 150, 1, 0, 1.55],
    ['Swieqi', 'swieqi', 35.9215, 14.479, 350, 0, 1, 1.3],
    ['Madliena', 'madliena', 35.933, 14.47, 350, 0, 1, 1.6],
    ['Pembroke', 'pembroke', 35.929, 14.477, 300, 0, 0, 1.2],
    ['Paceville', 'paceville', 35.9225, 14.4885, 150, 1, 0, 1.35],
    ['Ta\' Giorni', 'ta-giorni', 35.9175, 14.479, 250, 0, 0, 1.35],
    ['Tigne Point', 'tigne-point', 35.9075, 14.5115, 100, 1, 0, 1.9],
  ],
  // Central Malta
  1: [
    ['Valletta', 'valletta', 35.8985, 14.5125, 220, 1, 1, 1.5],
    ['Floriana', 'floriana', 35.8925, 14.506, 200, 0, 0, 1.1],
    ['Msida', 'msida', 35.896, 14.487, 250, 1, 1, 1.1],
    ['Pieta', 'pieta', 35.8925, 14.4925, 120, 1, 0, 1.1],
    ['Hamrun', 'hamrun', 35.885, 14.484, 300, 0, 0, 0.9],
    ['Santa Venera', 'santa-venera', 35.8895, 14.4765, 250, 0, 0, 0.95],
    ['Birkirkara', 'birkirkara', 35.8965, 14.462, 450, 0, 1, 1.0],
    ['Balzan', 'balzan', 35.8985, 14.4535, 250, 0, 0, 1.2],
    ['Lija', 'lija', 35.901, 14.4465, 300, 0, 0, 1.25],
    ['Attard', 'attard', 35.89, 14.442, 450, 0, 1, 1.25],
    ['Iklin', 'iklin', 35.905, 14.454, 300, 0, 0, 1.1],
    ['San Gwann', 'san-gwann', 35.908, 14.476, 400, 0, 1, 1.05],
    ['Kappara', 'kappara', 35.914, 14.476, 200, 0, 0, 1.15],
    ['Naxxar', 'naxxar', 35.9135, 14.444, 450, 0, 1, 1.15],
    ['Mosta', 'mosta', 35.91, 14.426, 500, 0, 1, 1.05],
    ['Gharghur', 'gharghur', 35.924, 14.453, 300, 0, 0, 1.15],
    ['Qormi', 'qormi', 35.876, 14.472, 450, 0, 0, 0.9],
    ['Zebbug', 'zebbug', 35.8725, 14.4415, 450, 0, 0, 0.95],
    ['Siggiewi', 'siggiewi', 35.8545, 14.438, 400, 0, 0, 0.9],
    ['Rabat', 'rabat', 35.8815, 14.3985, 450, 0, 1, 0.95],
    ['Mdina', 'mdina', 35.886, 14.4035, 100, 0, 0, 1.6],
    ['Mtarfa', 'mtarfa', 35.8905, 14.3965, 250, 0, 0, 0.9],
    ['Dingli', 'dingli', 35.861, 14.3825, 350, 0, 0, 0.9],
  ],
  // North Malta
  2: [
    ["St Paul's Bay", 'st-pauls-bay', 35.947, 14.399, 300, 1, 1, 1.0],
    ['Bugibba', 'bugibba', 35.9505, 14.416, 250, 1, 1, 1.0],
    ['Qawra', 'qawra', 35.954, 14.422, 250, 1, 1, 1.0],
    ['Mellieha', 'mellieha', 35.9565, 14.3625, 400, 0, 1, 1.15],
    ['Xemxija', 'xemxija', 35.95, 14.383, 200, 1, 0, 1.05],
    ['Mgarr', 'mgarr', 35.92, 14.366, 350, 0, 0, 0.95],
    ['Burmarrad', 'burmarrad', 35.934, 14.416, 350, 0, 0, 0.9],
    ['Bahar ic-Caghaq', 'bahar-ic-caghaq', 35.937, 14.456, 150, 1, 0, 1.05],
    ['Manikata', 'manikata', 35.936, 14.353, 250, 0, 0, 0.9],
    ['Santa Maria Estate', 'santa-maria-estate', 35.963, 14.3455, 250, 0, 0, 1.3],
  ],
  // South Malta
  3: [
    ['Birgu', 'birgu', 35.8875, 14.522, 130, 1, 1, 1.2],
    ['Senglea', 'senglea', 35.887, 14.5165, 90, 1, 0, 1.05],
    ['Cospicua', 'cospicua', 35.8825, 14.5225, 200, 1, 0, 0.95],
    ['Kalkara', 'kalkara', 35.8895, 14.5325, 200, 1, 0, 1.05],
    ['Fgura', 'fgura', 35.872, 14.5225, 300, 0, 0, 0.85],
    ['Paola', 'paola', 35.873, 14.5075, 350, 0, 0, 0.85],
    ['Tarxien', 'tarxien', 35.866, 14.515, 250, 0, 0, 0.85],
    ['Zabbar', 'zabbar', 35.8765, 14.5375, 400, 0, 1, 0.85],
    ['Marsaskala', 'marsaskala', 35.864, 14.56, 250, 1, 1, 0.95],
    ['Marsaxlokk', 'marsaxlokk', 35.842, 14.545, 150, 1, 1, 1.0],
    ['Birzebbuga', 'birzebbuga', 35.8265, 14.526, 250, 1, 0, 0.9],
    ['Zejtun', 'zejtun', 35.856, 14.533, 400, 0, 0, 0.85],
    ['Zurrieq', 'zurrieq', 35.831, 14.4745, 350, 0, 0, 0.85],
    ['Qrendi', 'qrendi', 35.8345, 14.4585, 250, 0, 0, 0.85],
    ['Mqabba', 'mqabba', 35.845, 14.468, 250, 0, 0, 0.8],
    ['Kirkop', 'kirkop', 35.842, 14.4855, 200, 0, 0, 0.8],
    ['Safi', 'safi', 35.8335, 14.485, 200, 0, 0, 0.8],
    ['Luqa', 'luqa', 35.8595, 14.4885, 300, 0, 0, 0.85],
    ['Gudja', 'gudja', 35.849, 14.5025, 250, 0, 0, 0.85],
    ['Ghaxaq', 'ghaxaq', 35.8485, 14.5165, 300, 0, 0, 0.85],
    ['Santa Lucija', 'santa-lucija', 35.8615, 14.507, 250, 0, 0, 0.9],
    ['Marsa', 'marsa', 35.879, 14.4935, 250, 0, 0, 0.75],
    ['Xghajra', 'xghajra', 35.8855, 14.546, 120, 1, 0, 0.9],
  ],
  // Gozo
  5: [
    ['Victoria', 'victoria', 36.0445, 14.2395, 450, 0, 1, 0.7],
    ['Xaghra', 'xaghra', 36.0495, 14.265, 400, 0, 1, 0.75],
    ['Nadur', 'nadur', 36.0375, 14.2945, 400, 0, 1, 0.72],
    ['Qala', 'qala', 36.0355, 14.309, 300, 0, 0, 0.72],
    ['Ghajnsielem', 'ghajnsielem', 36.027, 14.286, 300, 0, 1, 0.75],
    ['Mgarr (Gozo)', 'mgarr-gozo', 36.0265, 14.2965, 120, 1, 0, 0.8],
    ['Xewkija', 'xewkija', 36.0325, 14.2585, 350, 0, 0, 0.7],
    ['Sannat', 'sannat', 36.024, 14.243, 300, 0, 0, 0.7],
    ['Munxar', 'munxar', 36.03, 14.2335, 250, 0, 0, 0.7],
    ['Xlendi', 'xlendi', 36.0303, 14.2185, 90, 1, 0, 0.85],
    ['Fontana', 'fontana', 36.037, 14.2365, 200, 0, 0, 0.72],
    ['Kercem', 'kercem', 36.042, 14.227, 300, 0, 0, 0.7],
    ['San Lawrenz', 'san-lawrenz', 36.055, 14.2035, 250, 0, 0, 0.75],
    ['Gharb', 'gharb', 36.06, 14.209, 300, 0, 0, 0.72],
    ['Ghasri', 'ghasri', 36.058, 14.2275, 250, 0, 0, 0.72],
    ['Zebbug (Gozo)', 'zebbug-gozo', 36.072, 14.236, 250, 0, 0, 0.72],
    ['Marsalforn', 'marsalforn', 36.0695, 14.259, 150, 1, 1, 0.8],
  ],
};

export const LOCALITIES: readonly Locality[] = (() => {
  const out: Locality[] = [];
  let id = 1;
  for (const area of AREAS) {
    for (const [name, slug, lat, lng, radius, coastal, popular, factor] of BY_AREA[area.id] ?? []) {
      out.push({ id: id++, name, slug, areaId: area.id, lat, lng, radius, coastal: coastal === 1, popular: popular === 1, factor });
    }
  }
  return out;
})();


/** One or two sentences about a place, used in descriptions and landing pages. */
export const PLACE_NOTES: Record<string, string> = {
  sliema:
    'Sliema is Malta\'s busiest seaside town, with its long promenade, the Tower Road shops and cafés, and ferries across Marsamxett Harbour to Valletta.',
  'st-julians':
    "St Julian's wraps around Spinola and Balluta bays, with restaurants along the water, Portomaso and the hotels and nightlife of Paceville a short walk away.",
  gzira:
    'Gzira faces Manoel Island across the Msida Creek, a short walk from Sliema, with the Strand promenade and plenty of shops and cafés.',
  'ta-xbiex':
    "Ta' Xbiex is a quiet, leafy embassy quarter on the yacht marina, with elegant villas and apartments minutes from Valletta.",
  swieqi:
    'Swieqi is a residential hillside just above St Julian\'s, popular with families for its calm streets and easy reach of the coast.',
  madliena:
    'Madliena is one of Malta\'s most exclusive villa areas, on a ridge with views over the north-east coast and quick access to St Julian\'s.',
  valletta:
    'Valletta, the UNESCO-listed capital, packs baroque palaces, theatres, restaurants and harbour views into a walkable grid of limestone streets.',
  naxxar:
    'Naxxar is a well-kept village at the heart of the island, with a lively parish square, Palazzo Parisio and good roads to every part of Malta.',
  'san-gwann':
    'San Gwann is a residential town between Birkirkara and St Julian\'s, convenient for schools, supermarkets and the business centres of Mriehel and Smart City.',
  rabat:
    'Rabat sits beside the silent city of Mdina, with catacombs, country walks and some of the island\'s finest traditional town houses.',
  mellieha:
    'Mellieha looks down over Ghadira Bay, Malta\'s longest sandy beach, and combines village life with wide views of the north coast.',
  'st-pauls-bay':
    "St Paul's Bay is a lively coastal town in the north, with a seafront promenade, beaches and easy access to Mellieha and the Gozo ferry.",
  bugibba:
    'Bugibba is the heart of the northern seaside resorts, with a promenade, lidos and a busy square full of restaurants.',
  qawra:
    'Qawra has a long seafront walk from Bugibba to Salina, with hotels, lidos and quiet residential streets behind.',
  mosta:
    'Mosta is a large central town known for its Rotunda, with every amenity at hand and quick links to both north and south.',
  attard:
    'Attard is a sought-after residential village near San Anton Palace and Gardens, close to Mater Dei hospital and the university.',
  lija: 'Lija is one of the "Three Villages", a quiet, green residential area with elegant villas and houses of character.',
  balzan: 'Balzan is a small, quiet village of the "Three Villages", known for its gardens, period houses and central location.',
  birkirkara: 'Birkirkara is Malta\'s largest town, with every service at hand and good bus links across the island.',
  msida: 'Msida sits around its yacht marina, minutes from the university, Mater Dei hospital and Valletta.',
  birgu:
    'Birgu, one of the Three Cities, is a historic harbour town of narrow lanes, restored houses of character and the Vittoriosa yacht marina.',
  marsaskala:
    'Marsaskala is a relaxed seaside town in the south, with a sheltered bay, a waterfront lined with restaurants and good value for money.',
  marsaxlokk:
    'Marsaxlokk is the fishing village of the colourful luzzu boats, with its Sunday fish market and seafood restaurants on the harbour.',
  victoria:
    'Victoria, also called Rabat, is Gozo\'s capital, crowned by the Citadel, with shops, schools and services for the whole island.',
  xaghra:
    'Xaghra sits on a plateau above Ramla Bay, with the Ggantija temples, farmhouses of character and wide country views.',
  nadur: 'Nadur is a hilltop village in eastern Gozo, with views towards Comino and Malta and walks down to San Blas and Dahlet Qorrot.',
  marsalforn: 'Marsalforn is a small fishing village and seaside resort on Gozo\'s north coast, with a bay and a promenade of restaurants.',
  xlendi: 'Xlendi is a picturesque Gozitan inlet surrounded by cliffs, with clear water, restaurants and a small promenade.',
  'tigne-point':
    'Tigne Point is a modern seafront development at the tip of Sliema, with its own shopping mall, piazza and views over Valletta.',
  paceville: 'Paceville is Malta\'s entertainment district, next to St George\'s Bay, with hotels, bars and restaurants.',
  pembroke: 'Pembroke is a quiet, green residential town on the coast north of St Julian\'s, with garrigue walks and sea views.',
};

export const AREA_NOTES: Record<number, string> = {
  1: 'Central Malta is the island\'s residential heartland, with the Three Villages, Naxxar and Mosta, good schools, shopping and short drives to every coast.',
  2: 'North Malta is where the island\'s best sandy beaches are, from Ghadira to Golden Bay, with seaside towns, countryside and the ferry to Gozo.',
  3: 'South Malta offers traditional village life, the fishing harbours of Marsaxlokk and Marsaskala, the historic Three Cities and good value for money.',
  4: 'Sliema and St Julian\'s are Malta\'s most cosmopolitan waterfront towns, with promenades, shopping, restaurants, offices and ferries to Valletta.',
  5: 'Gozo is Malta\'s greener and quieter sister island, a short ferry ride away, with farmhouses, country views and unspoilt bays.',
};

/** Maltese street names, shared by all localities (most towns have a Triq il-Kbira, Triq il-Knisja …). */
export const STREETS: readonly string[] = [
  'Triq il-Kbira',
  'Triq il-Knisja',
  'Triq San Pawl',
  'Triq Santa Marija',
  'Triq il-Kappella',
  'Triq it-Torri',
  'Triq il-Wied',
  'Triq il-Baħar',
  'Triq ix-Xatt',
  'Triq San Ġorġ',
  'Triq il-Fortizza',
  'Triq il-Mitħna',
  'Triq Dun Karm',
  'Triq Sant\'Antnin',
  'Triq il-Ġnien',
  'Triq l-Imdina',
  'Triq Ħal Qormi',
  'Triq il-Parroċċa',
  'Triq il-Qasam',
  'Triq tal-Grazzja',
  'Triq il-Ħarrub',
  'Triq iż-Żnuber',
  'Triq il-Lellux',
  'Triq tal-Għajn',
];
