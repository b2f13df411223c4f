import type { ListingFilters } from '@/lib/domain/filters';
import type { PropertySummary } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { encodeFilters } from '@/lib/filter-url';
import { markersFor } from '@/lib/map';
import { MapLoader } from './map-loader';
import { MapUnavailable } from './map-unavailable';

/**
 * The listing's map view: Google Maps when a key is configured (loaded on demand, so list pages do not
 * pay for it), otherwise a clear notice; the list below keeps working either way.
 */
export function MapView({ properties, filters }: { properties: PropertySummary[]; filters: ListingFilters }) {
  const apiKey = env().GOOGLE_MAPS_API_KEY;
  if (!apiKey) return <MapUnavailable />;
  return (
    <MapLoader
      apiKey={apiKey}
      markers={markersFor(properties)}
      lettingType={filters.lettingType}
      query={encodeFilters({ ...filters, sort: 'newest' }).toString()}
    />
  );
}
