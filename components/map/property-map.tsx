'use client';

import { APIProvider, AdvancedMarker, Map, useMap, type MapEvent } from '@vis.gl/react-google-maps';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { NEAR_PARAM, formatNear } from '@/lib/filter-url';
import { MAP_ZOOM, averageCentre, movedEnough, searchPoint, type LatLng, type MapMarker } from '@/lib/map';
import type { MapsConfig } from '@/lib/maps-config';
import { MapCard } from './map-card';
import type { CardTexts } from '@/lib/i18n/card-texts';
import { fill } from '@/lib/i18n/format';
import { MapUnavailable } from './map-unavailable';
import styles from './property-map.module.css';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';

/** What the markers are: the page's results, the listings around a dragged-to point, or that search failed. */
export type MapArea = 'page' | 'found' | 'failed';

function Recentre({ to }: { to: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (map && to) map.panTo(to);
  }, [map, to]);
  return null;
}

/**
 * Price markers on a 500 px map, centred on the average of the results (Malta's centre without any).
 * A marker opens a card (a bottom strip on phones). When a drag ends, the listing's address gains the
 * map's centre (`near=`), so the server searches around it with the same filters; the new markers
 * arrive with the page and the map re-centres on their average.
 */
export function PropertyMap({
  maps,
  markers,
  area,
  searchHref,
  texts,
  notice,
}: {
  texts: CardTexts;
  notice: Dictionary['map'];
  maps: MapsConfig;
  markers: MapMarker[];
  area: MapArea;
  searchHref: string;
}) {
  const router = useRouter();
  const [searching, startSearch] = useTransition();
  const [selected, setSelected] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const lastSearch = useRef<LatLng | null>(null);

  // a new search (a drag, or the filters changed): close the card and centre on the new results
  const [shown, setShown] = useState(markers);
  if (shown !== markers) {
    setShown(markers);
    setSelected(null);
  }
  const centre = useMemo(() => (markers.length > 0 ? averageCentre(markers) : null), [markers]);

  const onDragend = useCallback(
    (e: MapEvent) => {
      const centre = e.map.getCenter();
      if (!centre) return;
      const at = { lat: centre.lat(), lng: centre.lng() };
      const point = searchPoint(at);
      if (!point || !movedEnough(lastSearch.current, at)) return;
      lastSearch.current = at;
      startSearch(() => router.replace(`${searchHref}&${NEAR_PARAM}=${formatNear(point)}`, { scroll: false }));
    },
    [router, searchHref],
  );

  const status = searching
    ? notice.searching
    : area === 'found'
      ? markers.length === 1
        ? notice.foundOne
        : fill(notice.foundMany, { count: markers.length })
      : area === 'failed'
        ? notice.searchFailed
        : '';
  const card = markers.find((m) => m.id === selected);
  // the maps script could not load (offline, key refused): say so, the list below still works
  if (failed) return <MapUnavailable texts={notice} />;
  return (
    <div className={styles.frame}>
      <APIProvider apiKey={maps.apiKey} onError={() => setFailed(true)}>
        <Map
          className={styles.map}
          mapId={maps.mapId}
          defaultCenter={averageCentre(markers)}
          defaultZoom={MAP_ZOOM}
          gestureHandling="cooperative"
          clickableIcons={false}
          onDragend={onDragend}
          onClick={() => setSelected(null)}
        >
          {markers.map((m) => (
            <AdvancedMarker
              key={m.id}
              position={m.position}
              title={`${m.title}, ${m.price}`}
              onClick={() => setSelected(m.id)}
              zIndex={m.id === selected ? 2 : 1}
            >
              <span className={`${styles.pin} ${m.id === selected ? styles.pinActive : ''}`}>{m.label}</span>
            </AdvancedMarker>
          ))}
          <Recentre to={centre} />
        </Map>
      </APIProvider>
      {card ? <MapCard marker={card} onClose={() => setSelected(null)} texts={texts} /> : null}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
