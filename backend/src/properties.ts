/**
 * Property queries shared by the search, map, detail, home and agent calls: the filter of SPEC §3
 * turned into SQL, and database rows turned into the wire's property items.
 */
import type { Queryable } from './db/database.ts';
import { type WirePropertyItem } from '../../lib/api/wire.ts';
import { LIMITS } from '../../lib/api/wire-constants.ts';
import { addDays } from './time.ts';

/** The filter after validation: every field present, lists de-duplicated. */
export interface PropertyFilter {
  availability: number | null;
  lettingType: number | null;
  propertyTypes: number[];
  referanceNumber: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  squareOfMetersMin: number;
  squareOfMetersMax: number;
  bedrooms: number[];
  bathrooms: number[];
  areas: number[];
  locations: number[];
  features: number[];
  isVideoExist: boolean;
  sortingType: number;
}

/** Days ahead that still count as "Available Soon" (SPEC §4). */
const SOON_DAYS = 60;

export const ITEM_COLUMNS = `
  p.id, p.title, p.url_slug, p.type_id, t.name as type_name, p.location_id, l.name as location_name,
  l.area_id, p.latitude, p.longitude, p.bedrooms, p.bathrooms, p.square_of_meters, p.price,
  p.is_price_on_request, p.letting_type, p.available_date::text as available_date, p.video_url,
  p.address, p.agent_id`;

export const ITEM_FROM = `
  from properties p
  join property_types t on t.id = p.type_id
  join locations l on l.id = p.location_id`;

export interface ItemRow {
  id: number;
  title: string;
  url_slug: string;
  type_id: number;
  type_name: string;
  location_id: number;
  location_name: string;
  area_id: number;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  square_of_meters: number;
  price: number;
  is_price_on_request: boolean;
  letting_type: number;
  available_date: string;
  video_url: string;
  address: string;
  agent_id: number | null;
}

/** Relative to /images/properties/. */
const thumbnailPath = (id: number) => `${id}/thumb.jpg`;

export function toWireItem(r: ItemRow): WirePropertyItem {
  return {
    id: r.id,
    title: r.title,
    typeName: r.type_name,
    type: { name: r.type_name },
    typeId: r.type_id,
    locationName: r.location_name,
    locationId: r.location_id,
    latitude: r.latitude,
    longitude: r.longitude,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    squareOfMeters: r.square_of_meters,
    price: r.is_price_on_request ? 0 : r.price,
    priceDaily: 0,
    priceYearly: 0,
    isPriceOnRequest: r.is_price_on_request ? 1 : 0,
    longLetsPrice: 0,
    shortLetsPrice: 0,
    commercialLetsPrice: 0,
    lettingType: r.letting_type,
    availableDate: r.available_date,
    thumbnailImageUrl: thumbnailPath(r.id),
    urlSlug: r.url_slug,
  };
}

/** Builds the WHERE clause of a filter; `params` receives the values ($1 …). */
function filterSql(f: PropertyFilter, today: string, params: unknown[]): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const conds: string[] = [];
  if (f.lettingType === 6 || f.lettingType === 7) conds.push(`p.letting_type = ${p(f.lettingType)}`);
  if (f.availability === 0) conds.push(`p.available_date <= ${p(today)}::date`);
  if (f.availability === 1) {
    conds.push(`p.available_date > ${p(today)}::date and p.available_date <= ${p(addDays(today, SOON_DAYS))}::date`);
  }
  if (f.availability === 2) conds.push(`p.available_date > ${p(addDays(today, SOON_DAYS))}::date`);
  if (f.propertyTypes.length > 0) conds.push(`p.type_id = any(${p(f.propertyTypes)}::int[])`);
  const ref = f.referanceNumber?.trim() ?? '';
  if (ref !== '') {
    // The reference number of a property is its id.
    const m = /^#?(\d{1,9})$/.exec(ref);
    conds.push(m ? `p.id = ${p(Number(m[1]))}` : 'false');
  }
  if (f.minPrice !== null && f.minPrice > 0) conds.push(`not p.is_price_on_request and p.price >= ${p(f.minPrice)}`);
  if (f.maxPrice !== null && f.maxPrice > 0) conds.push(`not p.is_price_on_request and p.price <= ${p(f.maxPrice)}`);
  if (f.squareOfMetersMin > 0) conds.push(`p.square_of_meters >= ${p(f.squareOfMetersMin)}`);
  if (f.squareOfMetersMax > 0) conds.push(`p.square_of_meters <= ${p(f.squareOfMetersMax)}`);
  if (f.bedrooms.length > 0) conds.push(`p.bedrooms = any(${p(f.bedrooms)}::int[])`);
  if (f.bathrooms.length > 0) conds.push(`p.bathrooms = any(${p(f.bathrooms)}::int[])`);
  if (f.areas.length > 0) conds.push(`l.area_id = any(${p(f.areas)}::int[])`);
  if (f.locations.length > 0) conds.push(`p.location_id = any(${p(f.locations)}::int[])`);
  if (f.features.length > 0) {
    conds.push(
      `(select count(*) from property_features pf where pf.property_id = p.id and pf.feature_id = any(${p(f.features)}::int[])) = ${p(f.features.length)}`,
    );
  }
  if (f.isVideoExist) conds.push(`p.video_url <> ''`);
  return conds.length > 0 ? conds.join(' and ') : 'true';
}

function orderSql(sortingType: number): string {
  switch (sortingType) {
    case 1:
      // Price on request has no price to compare: last on both price sorts.
      return 'p.is_price_on_request, p.price asc, p.id desc';
    case 2:
      return 'p.is_price_on_request, p.price desc, p.id desc';
    case 3:
      return 'p.views desc, p.id desc';
    default:
      return 'p.created_at desc, p.id desc';
  }
}

export async function searchProperties(db: Queryable, f: PropertyFilter, page: number, today: string) {
  const params: unknown[] = [];
  const where = filterSql(f, today, params);
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${ITEM_FROM} where ${where}`, params);
  const size = LIMITS.pageSize;
  const rows = await db.query<ItemRow>(
    `select ${ITEM_COLUMNS} ${ITEM_FROM} where ${where} order by ${orderSql(f.sortingType)} limit ${size} offset ${(page - 1) * size}`,
    params,
  );
  return { data: rows.map(toWireItem), total: count?.n ?? 0 };
}

const COORDINATE_RADIUS_KM = 5;
const COORDINATE_MAX_RESULTS = 200;

/** The listings within 5 km of a point, nearest first. */
export async function searchByCoordinate(db: Queryable, f: PropertyFilter, lat: number, lng: number, today: string) {
  const params: unknown[] = [];
  const where = filterSql(f, today, params);
  params.push(lat, lng);
  const la = `$${params.length - 1}::float8`;
  const lo = `$${params.length}::float8`;
  const dLat = COORDINATE_RADIUS_KM / 111.32;
  const dLng = COORDINATE_RADIUS_KM / (111.32 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const distance = `(6371 * 2 * asin(sqrt(power(sin(radians(p.latitude - ${la}) / 2), 2) + cos(radians(${la})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lo}) / 2), 2))))`;
  const rows = await db.query<ItemRow & { distance_km: number }>(
    `select * from (
       select ${ITEM_COLUMNS}, ${distance} as distance_km ${ITEM_FROM}
       where ${where}
         and p.latitude between ${la} - ${dLat} and ${la} + ${dLat}
         and p.longitude between ${lo} - ${dLng} and ${lo} + ${dLng}
     ) q
     where q.distance_km <= ${COORDINATE_RADIUS_KM}
     order by q.distance_km, q.id
     limit ${COORDINATE_MAX_RESULTS}`,
    params,
  );
  return rows.map(toWireItem);
}
