import type { PropertySummary } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { markersFor } from '@/lib/map';
import { MapLoader } from './map-loader';
import { MapUnavailable } from './map-unavailable';
import type { MapArea } from './property-map';

/**
 * The listing's map view: Google Maps when a key is configured (loaded on demand, so list pages do not
 * pay for it), otherwise a clear notice; the list below keeps working either way.
 */
export function MapView({
  properties,
  area,
  searchHref,
}: {
  properties: PropertySummary[];
  area: MapArea;
  /** this listing's address in the map view, without a search point */
  searchHref: string;
}) {
  const apiKey = env().GOOGLE_MAPS_API_KEY;
  if (!apiKey) return <MapUnavailable />;
  return <MapLoader apiKey={apiKey} markers={markersFor(properties)} area={area} searchHref={searchHref} />;
}
