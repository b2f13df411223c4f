import type { PropertySummary } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { markersFor } from '@/lib/map';
import { interactiveMaps } from '@/lib/maps-config';
import { MapLoader } from './map-loader';
import { MapUnavailable } from './map-unavailable';
import type { MapArea } from './property-map';
import type { CardTexts } from '@/lib/i18n/card-texts';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';

/**
 * The listing's map view: Google Maps when interactive maps are configured (a key and a Map ID; loaded
 * on demand, so list pages do not pay for it), otherwise a clear notice; the list below keeps working
 * either way.
 */
export function MapView({
  properties,
  area,
  searchHref,
  texts,
  notice,
}: {
  texts: CardTexts;
  /** the notice shown in place of the map when it cannot be */
  notice: Dictionary['map'];
  properties: PropertySummary[];
  area: MapArea;
  /** this listing's address in the map view, without a search point */
  searchHref: string;
}) {
  const maps = interactiveMaps(env());
  if (!maps) return <MapUnavailable texts={notice} />;
  return <MapLoader maps={maps} markers={markersFor(properties, texts)} area={area} searchHref={searchHref} texts={texts} notice={notice} />;
}
