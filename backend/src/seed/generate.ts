/**
 * Builds the demo dataset from a seeded PRNG: the same content on every run, with availability,
 * listing and blog dates relative to the day of seeding. Rows use the database's column names.
 */
import { addDays } from '../time.ts';
import { createRng, type Rng } from './prng.ts';
import { AREAS, AREA_NOTES, LOCALITIES, PLACE_NOTES, STREETS, type Locality } from './places.ts';
import {
  AGENTS,
  CAREER_POSITIONS,
  FEATURES,
  PROPERTY_TYPES,
  agentEmail,
  featureId,
  type FeatureName,
  type PropertyTypeDef,
} from './catalog.ts';
import { BLOG_POSTS } from './blog.ts';
import { TYPE_NOTES, escapeHtml, listingDescription, listingSlug, listingTitle, type ListingFacts } from './text.ts';

export const DEFAULT_SEED = 'malta-property-sales-v1';

type Row = Record<string, unknown>;
export interface Dataset {
  areas: Row[];
  locations: Row[];
  property_types: Row[];
  features: Row[];
  agents: Row[];
  properties: Row[];
  property_photos: Row[];
  property_features: Row[];
  categories: Row[];
  blog_posts: Row[];
  career_positions: Row[];
}

/** Insertion order (foreign keys). */
export const TABLES: readonly (keyof Dataset)[] = [
  'areas',
  'locations',
  'property_types',
  'features',
  'agents',
  'properties',
  'property_photos',
  'property_features',
  'categories',
  'blog_posts',
  'career_positions',
];

const FIRST_PROPERTY_ID = 1001;
const FEATURED_COUNT = 12;

const GOZO = 5;

function placeWeights(t: PropertyTypeDef): (readonly [Locality, number])[] {
  const w = (slugs: Record<string, number>, fallback: (l: Locality) => number = () => 0) =>
    LOCALITIES.map((l) => [l, slugs[l.slug] ?? fallback(l)] as const).filter(([, x]) => x > 0);
  switch (t.where) {
    case 'coastal':
      return w({}, (l) => (l.coastal ? (l.popular ? 3 : 1.5) : 0));
    case 'rural':
      return w(
        { victoria: 1, 'mgarr-gozo': 0.3, xlendi: 0.3, marsalforn: 0.5, mgarr: 1.5, zebbug: 1, siggiewi: 1, dingli: 1.2, rabat: 1, gharghur: 1, manikata: 1.2, burmarrad: 1, qrendi: 0.8, zurrieq: 0.6, mellieha: 1, naxxar: 0.6, ghaxaq: 0.6 },
        (l) => (l.areaId === GOZO ? 3 : 0),
      );
    case 'villa':
      return w(
        { madliena: 4, swieqi: 2, 'santa-maria-estate': 3, mellieha: 2, attard: 2, lija: 2, balzan: 1, naxxar: 2, iklin: 1, gharghur: 1.5, 'ta-xbiex': 1, pembroke: 1, kappara: 1, 'san-gwann': 1, mosta: 1, rabat: 1, siggiewi: 1, marsaskala: 1, xaghra: 2, nadur: 1.5, qala: 1, 'san-lawrenz': 1, gharb: 1, kercem: 1, munxar: 1, sannat: 1 },
      );
    case 'tourist':
      return w(
        { sliema: 4, 'st-julians': 4, paceville: 3, valletta: 4, bugibba: 3, qawra: 2, 'st-pauls-bay': 2, mellieha: 2, marsaxlokk: 2, marsaskala: 2, birgu: 2, gzira: 2, victoria: 2, marsalforn: 2, xlendi: 1, mdina: 1, rabat: 1, xaghra: 1 },
      );
    case 'business':
      return w(
        { gzira: 3, sliema: 3, 'st-julians': 3, 'ta-xbiex': 2, msida: 2, birkirkara: 3, 'san-gwann': 2, valletta: 3, mosta: 2, qormi: 2, hamrun: 2, 'santa-venera': 2, paola: 2, naxxar: 1, victoria: 2, fgura: 1, zabbar: 1, marsa: 2, 'st-pauls-bay': 1, bugibba: 1 },
      );
    default:
      return w({ sliema: 16, 'st-julians': 12, gzira: 8, swieqi: 6, msida: 5, 'st-pauls-bay': 6, qawra: 5, bugibba: 5, mosta: 5, naxxar: 5, 'san-gwann': 5 }, (l) =>
        l.slug === 'mdina' || l.slug === 'tigne-point' ? 0.4 : l.areaId === GOZO ? (l.popular ? 1.2 : 0.6) : l.popular ? 3 : 1,
      );
  }
}

/** A point at most `radius` metres from the locality's point. */
function scatter(r: Rng, l: Locality): [number, number] {
  const dist = l.radius * Math.sqrt(r.next());
  const angle = r.next() * 2 * Math.PI;
  const dLat = (dist * Math.cos(angle)) / 111_320;
  const dLng = (dist * Math.sin(angle)) / (111_320 * Math.cos((l.lat * Math.PI) / 180));
  return [Number((l.lat + dLat).toFixed(6)), Number((l.lng + dLng).toFixed(6))];
}

function roundPrice(p: number): number {
  if (p < 100_000) return Math.round(p / 1000) * 1000;
  if (p < 1_000_000) return Math.round(p / 5000) * 5000;
  return Math.round(p / 10_000) * 10_000;
}

function chooseFeatures(r: Rng, t: PropertyTypeDef, l: Locality, beds: number): Set<FeatureName> {
  const f = new Set<FeatureName>();
  const add = (name: FeatureName, p: number) => {
    if (r.chance(p)) f.add(name);
  };
  const n = t.name;
  const isFlat = n === 'Apartment' || n === 'Penthouse' || n === 'Seafront Property';
  const rural = l.areaId === GOZO || ['mgarr', 'dingli', 'siggiewi', 'manikata', 'gharghur', 'rabat', 'burmarrad', 'qrendi', 'zurrieq'].includes(l.slug);

  if (t.lettingType === 6) {
    const finish = r.weighted<FeatureName>(
      isFlat || n === 'Maisonette'
        ? [['Finished', 60], ['Shell Form', 25], ['Semi-Finished', 15]]
        : [['Finished', 80], ['Semi-Finished', 10], ['Shell Form', 10]],
    );
    f.add(finish);
    if (finish === 'Finished') f.add(r.chance(0.45) ? 'Furnished' : 'Unfurnished');
    if (isFlat) add('Lift', 0.8);
    if (l.coastal || n === 'Penthouse') add('Sea Views', n === 'Seafront Property' ? 1 : n === 'Penthouse' ? 0.6 : 0.5);
    if (rural || n === 'Farmhouse' || n === 'Villa') add('Country Views', n === 'Farmhouse' ? 0.8 : 0.45);
    if (n === 'Seafront Property') f.add('Seafront');
    const p = (table: Partial<Record<string, number>>) => table[n] ?? 0;
    add('Airspace', p({ Maisonette: 0.35, 'Terraced House': 0.4, Townhouse: 0.3, Penthouse: 0.3 }));
    add('Garage', p({ Apartment: 0.35, Penthouse: 0.45, Maisonette: 0.4, Townhouse: 0.3, Villa: 0.9, 'Terraced House': 0.6, Bungalow: 0.8, Farmhouse: 0.3, 'Seafront Property': 0.3, 'House of Character': 0.15 }));
    add('Car Space', 0.15);
    add('Swimming Pool', p({ Villa: 0.85, Farmhouse: 0.75, Bungalow: 0.6, Penthouse: 0.2, 'House of Character': 0.25, 'Seafront Property': 0.15, 'Terraced House': 0.1 }));
    add('Garden', p({ Villa: 0.95, Bungalow: 0.9, Farmhouse: 0.6, 'Terraced House': 0.5, 'House of Character': 0.4, Townhouse: 0.25, Maisonette: 0.25 }));
    add('Front Garden', p({ Villa: 0.4, Bungalow: 0.4, 'Terraced House': 0.5 }));
    add('Terrace', p({ Apartment: 0.6, Maisonette: 0.3, 'Seafront Property': 0.8, Penthouse: 0.5 }));
    add('Roof Terrace', p({ Penthouse: 0.9, Townhouse: 0.6, 'House of Character': 0.5, 'Terraced House': 0.5, Farmhouse: 0.4 }));
    add('Balcony', p({ Apartment: 0.7, 'Seafront Property': 0.6, Maisonette: 0.3 }));
    add('Maltese Balcony', p({ Townhouse: 0.7, 'House of Character': 0.6, Apartment: 0.05 }));
    add('Backyard', p({ Maisonette: 0.7, Townhouse: 0.6, 'Terraced House': 0.5, 'House of Character': 0.4 }));
    if (f.has('Finished')) add('Air Conditioning', 0.75);
    add('Double Glazing', 0.5);
    add('Solar Panels', isFlat ? 0.1 : 0.35);
    add('Central Heating', 0.12);
    add('Jacuzzi', p({ Penthouse: 0.25, Villa: 0.3 }));
    add('Well', p({ Farmhouse: 0.6, 'House of Character': 0.4, Townhouse: 0.15 }));
    add('Traditional Features', p({ 'House of Character': 0.95, Farmhouse: 0.8, Townhouse: 0.6 }));
    add('Fireplace', p({ Farmhouse: 0.4, Villa: 0.3, 'House of Character': 0.2 }));
    if (beds >= 3) add('Study', 0.2);
    add('Washroom', p({ Penthouse: 0.5, Townhouse: 0.4, 'Terraced House': 0.3 }));
    add('Gym', p({ Villa: 0.15, Apartment: 0.05 }));
    add('Open Plan Kitchen', p({ Apartment: 0.6, Penthouse: 0.7, Maisonette: 0.4, 'Seafront Property': 0.6 }));
    add('Wine Cellar', p({ Villa: 0.2, Farmhouse: 0.2, 'House of Character': 0.2 }));
    add('Pet Friendly', 0.2);
    add('Storage Room', 0.25);
    return f;
  }
  switch (n) {
    case 'Office':
      f.add(r.weighted<FeatureName>([['Finished', 65], ['Semi-Finished', 15], ['Shell Form', 20]]));
      add('Air Conditioning', 0.95);
      add('Lift', 0.7);
      add('Reception Area', 0.5);
      add('Disabled Access', 0.5);
      add('Car Space', 0.3);
      add('Double Glazing', 0.4);
      add('Open Plan Kitchen', 0.2);
      if (l.coastal) add('Sea Views', 0.3);
      break;
    case 'Bar':
    case 'Restaurant':
      f.add('Finished');
      add('Catering Licence', 0.9);
      add('Outdoor Seating', 0.7);
      add('Air Conditioning', 0.8);
      add('Disabled Access', 0.4);
      add('Furnished', 0.8);
      if (l.coastal) {
        add('Sea Views', 0.4);
        add('Seafront', 0.3);
      }
      break;
    case 'Hotel':
      f.add('Finished');
      f.add('Lift');
      f.add('Reception Area');
      f.add('Air Conditioning');
      add('Swimming Pool', 0.8);
      add('Sea Views', 0.7);
      add('Catering Licence', 0.8);
      add('Gym', 0.5);
      add('Roof Terrace', 0.6);
      add('Furnished', 0.9);
      break;
    case 'Boathouse':
      f.add('Seafront');
      add('Sea Views', 0.6);
      break;
    case 'Shop':
      f.add(r.chance(0.7) ? 'Finished' : 'Shell Form');
      add('Air Conditioning', 0.7);
      add('Disabled Access', 0.4);
      add('Storage Room', 0.4);
      break;
    case 'Warehouse':
      add('Car Space', 0.5);
      add('Storage Room', 0.6);
      break;
    default:
      add('Storage Room', 0.2);
  }
  return f;
}

function priceFor(r: Rng, t: PropertyTypeDef, l: Locality, size: number, f: Set<FeatureName>): number {
  let p = t.perSqm * l.factor * size * r.float(0.88, 1.15);
  if (f.has('Sea Views')) p *= 1.1;
  if (f.has('Seafront')) p *= 1.08;
  if (f.has('Swimming Pool')) p *= 1.08;
  if (f.has('Shell Form')) p *= 0.85;
  if (f.has('Semi-Finished')) p *= 0.92;
  if (f.has('Airspace')) p *= 1.04;
  if (t.priceClamp) p = Math.min(t.priceClamp[1], Math.max(t.priceClamp[0], p));
  return roundPrice(p);
}

function videoUrl(r: Rng): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  if (r.chance(0.65)) {
    let id = '';
    for (let i = 0; i < 11; i++) id += alphabet[r.int(0, alphabet.length - 1)];
    return `https://www.youtube.com/watch?v=${id}`;
  }
  return `https://vimeo.com/${r.int(100_000_000, 999_999_999)}`;
}

interface Draft {
  facts: ListingFacts;
  lat: number;
  lng: number;
  createdDaysAgo: number;
  createdMinutes: number;
}

export interface GenerateOptions {
  seed?: string;
  /** The Malta calendar day of seeding, YYYY-MM-DD: availability and dates are relative to it. */
  day: string;
  /**
   * The agency's API as SPEC.md shows it (BACKEND_STRICT=1): every category stores sale type 6 or 7,
   * so the area and locality pages are residential ones. Otherwise they store 0, this backend's
   * convention for a page that spans both sale types.
   */
  strict?: boolean;
}

export function generateDataset({ seed = DEFAULT_SEED, day, strict = false }: GenerateOptions): Dataset {
  const r = createRng(seed);
  const dayStart = new Date(`${day}T00:00:00Z`).getTime();

  /* --- properties --- */
  const slots = r.shuffle(PROPERTY_TYPES.flatMap((t) => Array.from({ length: t.count }, () => t)));
  const drafts: Draft[] = slots.map((t) => {
    const place = r.weighted(placeWeights(t));
    const bedrooms = t.name === 'Hotel' ? r.int(14, 90) : r.weighted(t.beds);
    const size = Math.max(12, t.size(bedrooms, r.next));
    const features = chooseFeatures(r, t, place, bedrooms);
    const bathrooms =
      t.lettingType === 6
        ? Math.max(1, Math.min(bedrooms + 1, bedrooms - 1 + r.int(0, t.name === 'Villa' ? 2 : 1)))
        : ({ Office: r.int(1, 3), Bar: r.int(1, 2), Restaurant: r.int(2, 3), Hotel: bedrooms + 2, Shop: r.int(0, 1), Warehouse: 1 } as Record<string, number>)[t.name] ?? 0;
    const [lat, lng] = scatter(r, place);
    return {
      facts: { type: t, place, bedrooms, bathrooms, size, features, street: r.pick(STREETS) },
      lat,
      lng,
      createdDaysAgo: r.int(1, 420),
      createdMinutes: r.int(7 * 60, 19 * 60),
    };
  });
  // Ids grow with the listing date, as in a real database.
  drafts.sort((a, b) => b.createdDaysAgo - a.createdDaysAgo || a.createdMinutes - b.createdMinutes);

  const agentPicker = (f: ListingFacts) => {
    const key = f.type.lettingType === 7 ? 'commercial' : f.place.areaId === GOZO ? 'gozo' : 'malta';
    return r.weighted(AGENTS.filter((a) => a.weight[key] > 0).map((a) => [a.id, a.weight[key]] as const));
  };

  const properties: Row[] = [];
  const photos: Row[] = [];
  const propertyFeatures: Row[] = [];
  let photoId = 1;
  drafts.forEach((d, i) => {
    const id = FIRST_PROPERTY_ID + i;
    const f = d.facts;
    const porChance = f.type.name === 'Villa' || f.type.name === 'Hotel' ? 0.12 : 0.035;
    const onRequest = r.chance(porChance);
    const price = onRequest ? 0 : priceFor(r, f.type, f.place, f.size, f.features as Set<FeatureName>);
    const bucket = r.weighted([[0, 40], [1, 30], [2, 30]] as const);
    const offset = bucket === 0 ? -r.int(0, 200) : bucket === 1 ? r.int(1, 60) : r.int(61, 300);
    const photoCount = r.int(3, 12);
    for (let n = 1; n <= photoCount; n++) {
      photos.push({ id: photoId++, property_id: id, position: n, image_path: `${id}/${n}.jpg` });
    }
    for (const name of f.features) propertyFeatures.push({ property_id: id, feature_id: featureId(name) });
    const created = new Date(dayStart - d.createdDaysAgo * 86_400_000 + d.createdMinutes * 60_000);
    properties.push({
      id,
      title: listingTitle(r, f),
      url_slug: listingSlug(f),
      type_id: f.type.id,
      location_id: f.place.id,
      letting_type: f.type.lettingType,
      agent_id: agentPicker(f),
      address: `${f.street}, ${f.place.name}`,
      latitude: d.lat,
      longitude: d.lng,
      bedrooms: f.type.lettingType === 7 && f.type.name !== 'Hotel' ? 0 : f.bedrooms,
      bathrooms: f.bathrooms,
      square_of_meters: f.size,
      price,
      is_price_on_request: onRequest,
      available_date: addDays(day, offset),
      description: listingDescription(r, f),
      video_url: r.chance(0.14) ? videoUrl(r) : '',
      views: Math.floor(r.next() ** 3 * 2500) + r.int(3, 40),
      is_featured: false,
      featured_order: null,
      created_at: created.toISOString(),
    });
  });

  // Featured on the home page: a varied dozen with a price, available now or soon.
  const soon = addDays(day, 60);
  const candidates = r.shuffle(
    properties.filter((p) => !p.is_price_on_request && String(p.available_date) <= soon && (p.letting_type === 6 || r.chance(0.3))),
  );
  const featuredTypes = new Map<unknown, number>();
  let order = 1;
  for (const p of candidates) {
    if (order > FEATURED_COUNT) break;
    const seen = featuredTypes.get(p.type_id) ?? 0;
    if (seen >= 2) continue;
    featuredTypes.set(p.type_id, seen + 1);
    p.is_featured = true;
    p.featured_order = order++;
    p.views = Number(p.views) + 400;
  }

  /* --- reference tables --- */
  const areas = AREAS.map((a, i) => ({ id: a.id, name: a.name, slug: a.slug, sort_order: i + 1 }));
  const locations = LOCALITIES.map((l) => ({
    id: l.id,
    name: l.name,
    slug: l.slug,
    area_id: l.areaId,
    latitude: l.lat,
    longitude: l.lng,
    is_popular: l.popular,
  }));
  const propertyTypes = PROPERTY_TYPES.map((t) => ({
    id: t.id,
    name: t.name,
    plural_name: t.plural,
    letting_type: t.lettingType,
    slug: t.slugWord,
  }));
  const features = FEATURES.map((name, i) => ({ id: i + 1, name }));
  const agents = AGENTS.map((a) => ({
    id: a.id,
    first_name: a.firstName,
    last_name: a.lastName,
    mobile_phone: a.mobilePhone,
    office_phone: a.officePhone,
    email: agentEmail(a),
    profile_picture: `agent-${a.id}.jpg`,
    description: a.description,
    working_position: a.position,
    dealer_name: a.dealer?.name ?? '',
    dealer_phone: a.dealer?.phone ?? '',
    dealer_email: a.dealer?.email ?? '',
  }));

  /* --- categories --- */
  const typeCategories = PROPERTY_TYPES.filter((t) => t.categorySlug);
  const tile = (t: PropertyTypeDef) => ({ url: `/${t.categorySlug}`, image: `types/${t.slugWord}.jpg`, title: t.plural });
  const mostPopular = (exclude?: number) => {
    const pool = typeCategories.filter((t) => t.id !== exclude);
    const n = r.int(7, Math.min(14, pool.length));
    // Keep the home page's order (most sought-after first), drop a random few.
    const keep = new Set(r.sample(pool, n).map((t) => t.id));
    return pool.filter((t) => keep.has(t.id)).map(tile);
  };
  const categories: Row[] = [];
  let categoryId = 1;
  for (const t of typeCategories) {
    const plural = t.plural.toLowerCase();
    categories.push({
      id: categoryId++,
      url_slug: t.categorySlug,
      name: t.categoryName,
      meta_description: `Browse ${plural} for sale in Malta and Gozo. Compare prices, photos and features, and contact our agents to arrange a viewing.`,
      description: [
        TYPE_NOTES[t.name] ?? '',
        `Our ${plural} for sale range from ${t.lettingType === 6 ? 'Sliema and St Julian\'s to the quieter villages of the south and the countryside of Gozo' : 'the business districts of Gzira, Sliema and St Julian\'s to the busiest tourist areas of the north and Gozo'}. Use the filters to narrow the list by price, size, location and features, or switch to the map view to see where each property is.`,
        'Found something you like? Request a viewing from the property page and one of our consultants will call you back, usually on the same day.',
      ]
        .map((x) => `<p>${escapeHtml(x)}</p>`)
        .join('\n'),
      letting_type: t.lettingType,
      property_type_ids: [t.id],
      location_group_ids: [],
      location_ids: [],
      feature_ids: [],
      bedrooms_min: 0,
      bedrooms_max: 0,
      most_popular: mostPopular(t.id),
    });
  }
  const locationCategory = (slug: string, name: string, body: string[], criteria: { location_group_ids?: number[]; location_ids?: number[] }) => {
    categories.push({
      id: categoryId++,
      url_slug: slug,
      name: `Property for Sale in ${name}`,
      meta_description: strict
        ? `Residential property for sale in ${name}, Malta: apartments, penthouses, maisonettes and houses with photos, prices and maps.`
        : `Property for sale in ${name}, Malta: apartments, penthouses, houses and commercial property with photos, prices and maps.`,
      description: body.map((x) => `<p>${escapeHtml(x)}</p>`).join('\n'),
      letting_type: strict ? 6 : 0,
      property_type_ids: [],
      location_group_ids: criteria.location_group_ids ?? [],
      location_ids: criteria.location_ids ?? [],
      feature_ids: [],
      bedrooms_min: 0,
      bedrooms_max: 0,
      most_popular: mostPopular(),
    });
  };
  for (const a of AREAS) {
    const towns = LOCALITIES.filter((l) => l.areaId === a.id).map((l) => l.name);
    locationCategory(a.pageSlug.replace(/^property-for-sale-in-/, 'property-for-sale-in-'), a.name, [
      AREA_NOTES[a.id] ?? '',
      `Our listings in ${a.name} cover ${towns.slice(0, 8).join(', ')} and more.`,
      'Filter by price, property type and features, or open the map to explore the area street by street.',
    ], { location_group_ids: [a.id] });
  }
  for (const l of LOCALITIES) {
    const area = AREAS.find((a) => a.id === l.areaId);
    const typesHere = new Map<number, number>();
    for (const p of properties) if (p.location_id === l.id) typesHere.set(Number(p.type_id), (typesHere.get(Number(p.type_id)) ?? 0) + 1);
    const common = [...typesHere.entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([id]) => PROPERTY_TYPES.find((t) => t.id === id)?.plural.toLowerCase() ?? '')
      .filter(Boolean);
    locationCategory(`property-for-sale-in-${l.slug}`, l.name, [
      PLACE_NOTES[l.slug] ?? `${l.name} is a locality in ${area?.name ?? 'Malta'}. ${AREA_NOTES[l.areaId] ?? ''}`,
      common.length > 0
        ? `Most of the properties we have for sale in ${l.name} are ${common.join(', ').replace(/, ([^,]*)$/, ' and $1')}, each with photos, a floor area and a map.`
        : `New property in ${l.name} comes on the market regularly: save this page and check back soon.`,
      `Prices in ${l.name} are ${l.factor >= 1.3 ? 'among the highest on the islands, reflecting its location' : l.factor >= 1 ? 'close to the island\'s average' : 'below the island\'s average, which makes it popular with first-time buyers'}. Our consultants know the area well and will help you compare.`,
    ], { location_ids: [l.id] });
  }

  // A page whose criteria are a bedroom range the 1, 2, 3, +4 choices cannot say: the site applies it
  // exactly. (Every category names bedrooms_min and _max: the seed inserts the columns the first row names.)
  const familyTypes = PROPERTY_TYPES.filter((t) => ['Maisonette', 'Townhouse', 'Terraced House', 'House of Character', 'Villa'].includes(t.name));
  categories.push({
    id: categoryId++,
    url_slug: 'family-homes-for-sale-in-malta',
    name: 'Family Homes for Sale in Malta',
    meta_description: 'Family homes for sale in Malta and Gozo with three to five bedrooms: maisonettes, townhouses, houses of character and villas.',
    description: [
      'Room for everyone: maisonettes, townhouses, terraced houses, houses of character and villas with three to five bedrooms, close to schools, shops and the sea.',
      'Narrow the list by price, area and features, or open the map to see each home in its neighbourhood.',
    ]
      .map((x) => `<p>${escapeHtml(x)}</p>`)
      .join('\n'),
    letting_type: 6,
    bedrooms_min: 3,
    bedrooms_max: 5,
    property_type_ids: familyTypes.map((t) => t.id),
    location_group_ids: [],
    location_ids: [],
    feature_ids: [],
    most_popular: familyTypes.filter((t) => t.categorySlug).map(tile),
  });

  /* --- blog and careers --- */
  const blogPosts = BLOG_POSTS.map((b, i) => ({
    id: i + 1,
    slug: b.slug,
    title: b.title,
    image_url: `${b.slug}.jpg`,
    tags: b.tags,
    published_at: `${addDays(day, -b.daysAgo)}T09:00:00.000Z`,
    content: b.content,
  }));
  const careerPositions = CAREER_POSITIONS.map((c, i) => ({ id: c.id, title: c.title, description: c.description, sort_order: i + 1 }));

  return {
    areas,
    locations,
    property_types: propertyTypes,
    features,
    agents,
    properties,
    property_photos: photos,
    property_features: propertyFeatures,
    categories,
    blog_posts: blogPosts,
    career_positions: careerPositions,
  };
}
