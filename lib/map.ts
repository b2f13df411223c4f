/**
 * The map view's rules (SPEC §2, §9), pure: which properties become markers and with what label, where
 * the map is centred, and which point a search by coordinate sends after a drag.
 */
import type { PropertySummary } from './domain/types';
import { groupThousands, priceLines, PRICE_WORDS, type PriceWords } from './price';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { localizePath } from './i18n/paths';
import { propertyPath } from './routes';
import { toShortlistCard, type ShortlistCard } from './shortlist';

export const MALTA_CENTRE = { lat: 35.911292, lng: 14.489585 } as const;
export const MAP_ZOOM = 14;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The Maltese islands with a margin: a coordinate outside is a data error, not a property. */
const ISLANDS = { south: 35.7, north: 36.15, west: 14.1, east: 14.7 } as const;

function isPlausibleCoordinate(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= ISLANDS.south &&
    lat <= ISLANDS.north &&
    lng >= ISLANDS.west &&
    lng <= ISLANDS.east
  );
}

export interface MapMarker {
  id: number;
  position: LatLng;
  /** short price for the marker itself: "€ 450k", "€ 1,25M", "On request" */
  label: string;
  /** full price lines for the card */
  price: string;
  title: string;
  typeName: string;
  locationName: string;
  bedrooms: number;
  bathrooms: number;
  imageUrl: string;
  href: string;
  /** what the card's heart saves to the shortlist (lib/shortlist.ts's ShortlistCard) */
  card: ShortlistCard;
}

/** A marker label: compact euros, so a map full of them stays readable. */
export function shortPrice(p: Pick<PropertySummary, 'price' | 'priceOnRequest'>): string {
  if (p.priceOnRequest || !(p.price > 0)) return 'On request';
  if (p.price >= 1_000_000) {
    const m = Math.round(p.price / 10_000) / 100;
    const [whole, fraction] = String(m).split('.');
    return `€ ${groupThousands(Number(whole))}${fraction ? `,${fraction}` : ''}M`;
  }
  if (p.price >= 1_000) return `€ ${Math.round(p.price / 1_000)}k`;
  return `€ ${Math.round(p.price)}`;
}

/**
 * Markers for the properties that have a plausible position, one per property, with their prices'
 * words and their addresses in the page's language (English when not given).
 */
export function markersFor(
  properties: readonly PropertySummary[],
  language: { locale: Locale; price: PriceWords } = { locale: DEFAULT_LOCALE, price: PRICE_WORDS },
): MapMarker[] {
  const seen = new Set<number>();
  const out: MapMarker[] = [];
  for (const p of properties) {
    if (seen.has(p.id) || !isPlausibleCoordinate(p.latitude, p.longitude)) continue;
    seen.add(p.id);
    out.push({
      id: p.id,
      position: { lat: p.latitude, lng: p.longitude },
      label: shortPrice(p),
      price: priceLines(p, language.price)
        .map((l) => l.text)
        .join(' · '),
      title: p.title,
      typeName: p.typeName,
      locationName: p.locationName,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      imageUrl: p.imageUrl,
      href: localizePath(language.locale, propertyPath(p)),
      card: toShortlistCard(p),
    });
  }
  return out;
}

/** The average position of the markers, or Malta's centre when there are none. */
export function averageCentre(points: readonly { position: LatLng }[], fallback: LatLng = MALTA_CENTRE): LatLng {
  if (points.length === 0) return { ...fallback };
  let lat = 0;
  let lng = 0;
  for (const p of points) {
    lat += p.position.lat;
    lng += p.position.lng;
  }
  return { lat: lat / points.length, lng: lng / points.length };
}

/**
 * The point a search by coordinate sends when a drag ends: the map's centre, clamped to valid
 * degrees and rounded to 4 decimals (about 10 m), so small nudges share one cached search.
 */
export function searchPoint(centre: LatLng): { latitude: number; longitude: number } | null {
  if (!Number.isFinite(centre.lat) || !Number.isFinite(centre.lng)) return null;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  const lat = Math.min(90, Math.max(-90, centre.lat));
  // wrap the longitude into -180..180 (a dragged world map can report 374°)
  const lng = ((((centre.lng + 180) % 360) + 360) % 360) - 180;
  return { latitude: round(lat), longitude: round(lng) };
}

export type SearchPoint = NonNullable<ReturnType<typeof searchPoint>>;

/** Whether a new search is worth sending: the centre moved more than a few metres since the last one. */
export function movedEnough(from: LatLng | null, to: LatLng, minDegrees = 0.0005): boolean {
  if (!from) return true;
  return Math.abs(from.lat - to.lat) > minDegrees || Math.abs(from.lng - to.lng) > minDegrees;
}
