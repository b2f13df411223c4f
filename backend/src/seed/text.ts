/** Sentence pools for listing titles, descriptions and landing pages of the demo data. */
import type { Rng } from './prng.ts';
import type { PropertyTypeDef, FeatureName } from './catalog.ts';
import { AREA_NOTES, PLACE_NOTES, type Locality } from './places.ts';

export interface ListingFacts {
  type: PropertyTypeDef;
  place: Locality;
  bedrooms: number;
  bathrooms: number;
  size: number;
  features: ReadonlySet<FeatureName>;
  street: string;
}

const has = (f: ListingFacts, name: FeatureName) => f.features.has(name);

const ADJECTIVES: Record<string, readonly string[]> = {
  default: ['Spacious', 'Bright', 'Modern', 'Well-Kept', 'Sunny', 'Elegant', 'Brand New', 'Corner'],
  Villa: ['Luxurious', 'Detached', 'Elegant', 'Modern', 'Impressive'],
  Penthouse: ['Luxurious', 'Stunning', 'Modern', 'Bright', 'Brand New'],
  Farmhouse: ['Converted', 'Charming', 'Traditional', 'Restored', 'Rustic'],
  'House of Character': ['Charming', 'Restored', 'Traditional', 'Unconverted', 'Elegant'],
  Bungalow: ['Detached', 'Spacious', 'Modern', 'Well-Kept'],
};

const COMMERCIAL_TITLES: Record<string, readonly string[]> = {
  Office: ['Prime Office Space', 'Modern Office', 'Office Floor', 'Open-Plan Office', 'Finished Office'],
  Bar: ['Licensed Bar', 'Bar with Outdoor Seating', 'Lounge Bar', 'Established Bar'],
  Restaurant: ['Fully Equipped Restaurant', 'Restaurant with Terrace', 'Licensed Restaurant', 'Seafront Restaurant'],
  Hotel: ['Boutique Hotel', 'Hotel', 'Guesthouse and Hotel', 'Seaside Hotel'],
  Garage: ['Lock-Up Garage', 'Garage', 'Double Garage', 'Underlying Garage'],
  Boathouse: ['Boathouse', 'Seafront Boathouse', 'Boathouse with Slipway'],
  Shop: ['Retail Outlet', 'Shop', 'Corner Shop', 'Showroom'],
  Warehouse: ['Warehouse', 'Storage Warehouse', 'Warehouse with Yard'],
};

const HIGHLIGHTS: readonly (readonly [FeatureName, string])[] = [
  ['Sea Views', 'Sea Views'],
  ['Swimming Pool', 'Pool'],
  ['Roof Terrace', 'Roof Terrace'],
  ['Garden', 'Garden'],
  ['Airspace', 'Airspace'],
  ['Garage', 'Garage'],
  ['Country Views', 'Country Views'],
];

export function listingTitle(r: Rng, f: ListingFacts): string {
  const t = f.type;
  if (t.lettingType === 7) {
    let word = r.pick(COMMERCIAL_TITLES[t.name] ?? [t.name]);
    if (word.startsWith('Seafront') && !f.place.coastal) word = t.name;
    return `${word} in ${f.place.name}`;
  }
  const noun = t.name === 'Seafront Property' ? 'Seafront Apartment' : t.name;
  const adj = r.pick(ADJECTIVES[t.name] ?? ADJECTIVES.default ?? []);
  const highlight = HIGHLIGHTS.find(([feat]) => has(f, feat) && r.chance(0.6));
  const beds = `${f.bedrooms} Bedroom`;
  switch (r.int(0, 3)) {
    case 0:
      return `${beds} ${noun} in ${f.place.name}`;
    case 1:
      return highlight ? `${beds} ${noun} with ${highlight[1]} in ${f.place.name}` : `${adj} ${beds} ${noun} in ${f.place.name}`;
    case 2:
      return `${adj} ${noun} in ${f.place.name}`;
    default:
      return highlight ? `${adj} ${noun} with ${highlight[1]}, ${f.place.name}` : `${adj} ${beds} ${noun}, ${f.place.name}`;
  }
}

export function listingSlug(f: ListingFacts): string {
  const word = f.type.slugWord;
  if (f.type.lettingType === 7) return `${word}-in-${f.place.slug}`;
  return `${f.bedrooms}-bedroom-${word}-in-${f.place.slug}`;
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function intro(r: Rng, f: ListingFacts): string {
  const a = f.type.name === 'Apartment' || f.type.name === 'Office' ? 'an' : 'a';
  const noun = f.type.name.toLowerCase();
  const where = `${f.place.name}`;
  const views = has(f, 'Sea Views') ? 'sea views' : has(f, 'Country Views') ? 'open country views' : '';
  const options = [
    `Situated in a quiet street in ${where}, this ${noun} offers ${f.size} square metres of ${f.type.lettingType === 7 ? 'space' : 'living space'}${views ? ` with ${views}` : ''}.`,
    `We are pleased to offer ${a} ${noun} in ${where}${views ? `, enjoying ${views}` : ''}, close to all amenities.`,
    `A rare opportunity to acquire ${a} ${noun} in the heart of ${where}, measuring approximately ${f.size} square metres.`,
    `Located on ${f.street} in ${where}, this ${noun} combines a practical layout with ${views || 'plenty of natural light'}.`,
  ];
  return r.pick(options);
}

function layout(r: Rng, f: ListingFacts): string {
  const t = f.type.name;
  if (f.type.lettingType === 7) {
    const byType: Record<string, string[]> = {
      Office: [
        `The premises comprise an open-plan office area, ${r.int(1, 3)} private offices, a meeting room, a kitchenette and ${Math.max(1, f.bathrooms)} washrooms.`,
        'The floor is laid out as open-plan space with a boardroom, a server room and a reception area, ideal for a growing company.',
      ],
      Bar: [
        'The bar comes fully equipped, with a long counter, a cold room, a small kitchen and customer washrooms.',
        'Inside there is seating for around forty guests, a fitted bar and storage, with space for tables outside.',
      ],
      Restaurant: [
        `The restaurant seats about ${r.int(40, 120)} covers and is sold with a fully equipped kitchen, cold rooms and storage.`,
        'A dining hall, a professional kitchen, a bar area and customer washrooms make this a turnkey business.',
      ],
      Hotel: [
        `The hotel has ${f.bedrooms} rooms, a reception and lounge, a breakfast room and back-of-house facilities.`,
        `With ${f.bedrooms} en-suite rooms over several floors, a restaurant and a rooftop terrace, the hotel is ready to trade.`,
      ],
      Garage: [
        `The garage measures about ${f.size} square metres, has an electric door and can fit ${f.size > 35 ? 'two cars' : 'a car and storage'}.`,
        'Ideal for parking or storage, with water and electricity and an automatic roller door.',
      ],
      Boathouse: [
        'Right on the water\'s edge, the boathouse has a slipway and room for a boat and fishing gear.',
        'A traditional boathouse with arched doors facing the bay, with water and electricity.',
      ],
      Shop: [
        'The outlet has a wide shop front, a display area, storage at the back and a washroom.',
        'A bright retail space with large windows on a busy street, suitable for many types of business.',
      ],
      Warehouse: [
        'The warehouse has a high ceiling, a loading bay and a small office, with easy access for vans and lorries.',
        'A large open storage space with a goods lift, a yard and an office area.',
      ],
    };
    return r.pick(byType[t] ?? ['The premises are flexible and ready for use.']);
  }
  const outdoor = has(f, 'Roof Terrace')
    ? 'a large roof terrace'
    : has(f, 'Terrace')
      ? 'a front terrace'
      : has(f, 'Backyard')
        ? 'a backyard'
        : has(f, 'Garden')
          ? 'the garden'
          : 'a balcony';
  const kitchen = has(f, 'Open Plan Kitchen') ? 'an open-plan kitchen, living and dining area' : 'a kitchen and dining area, a separate living room';
  const baths = f.bathrooms > 1 ? `${f.bathrooms} bathrooms` : 'a main bathroom';
  const options = [
    `The accommodation comprises ${kitchen} leading onto ${outdoor}, ${f.bedrooms} bedrooms (the main one with an en suite) and ${baths}.`,
    `Inside you will find ${kitchen}, ${f.bedrooms} double bedrooms and ${baths}${has(f, 'Washroom') ? ', together with a washroom' : ''}, while ${outdoor} is perfect for al fresco dining.`,
    `The layout includes ${kitchen}, ${f.bedrooms} bedrooms${has(f, 'Study') ? ', a study' : ''} and ${baths}, all bright and well proportioned.`,
  ];
  if (t === 'Farmhouse' || t === 'House of Character') {
    options.push(
      `Traditional features such as stone arches, timber beams and patterned tiles have been kept throughout. There are ${f.bedrooms} bedrooms, ${baths} and ${has(f, 'Swimming Pool') ? 'a courtyard with a pool' : 'an internal courtyard'}.`,
    );
  }
  if (t === 'Villa' || t === 'Bungalow') {
    options.push(
      `Set in landscaped grounds, the ${t.toLowerCase()} offers large reception rooms, ${f.bedrooms} bedrooms, ${baths}${has(f, 'Swimming Pool') ? ', a pool deck' : ''}${has(f, 'Garage') ? ' and a garage for several cars' : ''}.`,
    );
  }
  return r.pick(options);
}

function finish(r: Rng, f: ListingFacts): string {
  const extras: string[] = [];
  if (has(f, 'Lift')) extras.push('a lift');
  if (has(f, 'Air Conditioning')) extras.push('air conditioning');
  if (has(f, 'Double Glazing')) extras.push('double glazing');
  if (has(f, 'Solar Panels')) extras.push('solar panels');
  if (has(f, 'Garage')) extras.push('a garage');
  if (has(f, 'Airspace')) extras.push('its own airspace');
  if (has(f, 'Swimming Pool')) extras.push('a swimming pool');
  if (has(f, 'Well')) extras.push('a well');
  const state = has(f, 'Shell Form')
    ? r.pick(['It is being sold in shell form, so you can finish it to your own taste.', 'Sold in shell form, it is a blank canvas for your own design.'])
    : has(f, 'Semi-Finished')
      ? 'It is being sold semi-finished, with plastering, electrics and plumbing in place.'
      : has(f, 'Furnished')
        ? r.pick(['It is sold fully finished and furnished, ready to move in.', 'Finished to a high standard and sold furnished.'])
        : r.pick(['It is finished to a high standard and ready to move in.', 'The property is in excellent condition throughout.']);
  return extras.length > 0 ? `${state} Other features include ${list(extras)}.` : state;
}

function placeParagraph(r: Rng, f: ListingFacts): string {
  const note = PLACE_NOTES[f.place.slug];
  if (note) return note;
  const area = AREA_NOTES[f.place.areaId] ?? '';
  return r.pick([
    `${f.place.name} is a pleasant locality with shops, cafés and bus stops within walking distance. ${area}`,
    `The property is within easy reach of ${f.place.name}'s parish square, schools and everyday amenities. ${area}`,
  ]);
}

const CLOSINGS = [
  'Contact us today to arrange a viewing.',
  'Viewings are highly recommended.',
  'Call us for more information or to book a viewing.',
  'A must see. Get in touch to arrange a viewing at your convenience.',
];

/** 2 to 4 paragraphs of HTML. */
export function listingDescription(r: Rng, f: ListingFacts): string {
  const paras = [intro(r, f) + ' ' + layout(r, f)];
  const count = r.int(2, 4);
  if (count >= 3) paras.push(finish(r, f));
  else paras[0] += ' ' + finish(r, f);
  if (count >= 4 || r.chance(0.5)) paras.push(placeParagraph(r, f));
  paras.push(r.pick(CLOSINGS));
  if (paras.length > count) {
    const last = paras.pop();
    paras[paras.length - 1] += ` ${last}`;
  }
  return paras.map((x) => `<p>${escapeHtml(x)}</p>`).join('\n');
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What each property type is, for its landing page. */
export const TYPE_NOTES: Record<string, string> = {
  Apartment:
    'Apartments are the most common homes in Malta, from compact one-bedroom flats for first-time buyers to large three- and four-bedroom homes with terraces and sea views.',
  Penthouse:
    'A penthouse occupies the top floor of a block and usually comes with a large terrace, often with open views of the sea or the countryside. Many include the airspace above.',
  Maisonette:
    'A maisonette is a home with its own front door on the street, usually on the ground floor or with its own stairs, often with a backyard and sometimes with airspace.',
  Townhouse:
    'Townhouses are traditional Maltese homes built over two or more floors, often with a roof terrace, a backyard and a closed wooden balcony on the façade.',
  Villa:
    'Villas in Malta are detached homes set in their own grounds, with gardens, a pool and plenty of parking, in sought-after areas such as Madliena, Santa Maria Estate and the Three Villages.',
  Farmhouse:
    'Farmhouses are built of thick local limestone, with arches, courtyards and country views. Converted farmhouses with a pool are especially popular in Gozo.',
  'Terraced House':
    'Terraced houses offer the space of a house on a plot shared with the neighbours on each side, often with a front garden, a garage and a back garden.',
  'House of Character':
    'Houses of character keep the features of old Maltese homes: stone arches, timber beams, patterned cement tiles, courtyards and wells, lovingly restored or waiting for your touch.',
  'Seafront Property':
    'Seafront homes put you right on the water, with uninterrupted sea views from the promenades of Sliema, St Paul\'s Bay, Marsaskala and the bays of Gozo.',
  Bungalow:
    'Bungalows are detached single-storey homes with gardens and pools, in quiet residential areas with easy access to the rest of the island.',
  Office:
    'Office space for sale in Malta\'s business districts, from small serviced units to whole floors and buildings in Gzira, Sliema, St Julian\'s, Ta\' Xbiex and central Malta.',
  Bar: 'Bars for sale in Malta\'s busiest locations, many with licences, outdoor seating and established trade.',
  Restaurant:
    'Restaurants for sale across Malta and Gozo, from seafront eateries to village restaurants, many sold with a fully equipped kitchen and licences.',
  Hotel: 'Hotels and guesthouses for sale in Malta and Gozo, for investors and hoteliers looking for an established business or a project.',
  Garage: 'Lock-up garages and car spaces for sale, a practical buy in towns where street parking is scarce.',
  Boathouse: 'Boathouses on the water\'s edge, in fishing villages and bays around Malta and Gozo.',
  Shop: 'Shops and retail outlets for sale on busy commercial streets.',
  Warehouse: 'Warehouses and storage space for sale, with easy access for deliveries.',
};
