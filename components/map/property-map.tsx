'use client';

import { APIProvider, AdvancedMarker, Map, useMap, type MapEvent } from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LettingTypeFilter } from '@/lib/domain/types';
import { MAP_ZOOM, averageCentre, movedEnough, searchPoint, type LatLng, type MapMarker } from '@/lib/map';
import { MapCard } from './map-card';
import { MapUnavailable } from './map-unavailable';
import styles from './property-map.module.css';

/** Advanced markers need a map id; Google's demo id works with any key that has the Maps JavaScript API. */
const MAP_ID = 'DEMO_MAP_ID';

function Recentre({ to }: { to: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (map && to) map.panTo(to);
  }, [map, to]);
  return null;
}

/**
 * Price markers on a 500 px map, centred on the average of the results (Malta's centre without any).
 * A marker opens a card (a bottom strip on phones); when a drag ends, the listings around the new
 * centre are searched with the same filters and the map re-centres on their average.
 */
export function PropertyMap({
  apiKey,
  markers: initial,
  lettingType,
  query,
}: {
  apiKey: string;
  markers: MapMarker[];
  lettingType: LettingTypeFilter;
  query: string;
}) {
  const [markers, setMarkers] = useState(initial);
  const [selected, setSelected] = useState<number | null>(null);
  const [recentre, setRecentre] = useState<LatLng | null>(null);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const lastSearch = useRef<LatLng | null>(null);
  const request = useRef<AbortController | null>(null);

  // a new search of the page (filters changed): start again from its markers
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setMarkers(initial);
    setSelected(null);
  }

  const onDragend = useCallback(
    async (e: MapEvent) => {
      const centre = e.map.getCenter();
      if (!centre) return;
      const at = { lat: centre.lat(), lng: centre.lng() };
      const point = searchPoint(at);
      if (!point || !movedEnough(lastSearch.current, at)) return;
      lastSearch.current = at;
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus('Searching this area…');
      try {
        const params = new URLSearchParams(query);
        params.set('lettingType', String(lettingType));
        params.set('lat', String(point.latitude));
        params.set('lng', String(point.longitude));
        const res = await fetch(`/api/map-search?${params.toString()}`, { signal: controller.signal });
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { markers: MapMarker[] };
        setMarkers(body.markers);
        setSelected(null);
        setStatus(`${body.markers.length} ${body.markers.length === 1 ? 'property' : 'properties'} in this area`);
        if (body.markers.length > 0) setRecentre(averageCentre(body.markers));
      } catch (err) {
        if ((err as Error).name !== 'AbortError') setStatus('This area could not be searched. Please try again.');
      }
    },
    [query, lettingType],
  );

  const card = markers.find((m) => m.id === selected);
  // the maps script could not load (offline, key refused): say so, the list below still works
  if (failed) return <MapUnavailable />;
  return (
    <div className={styles.frame}>
      <APIProvider apiKey={apiKey} onError={() => setFailed(true)}>
        <Map
          className={styles.map}
          mapId={MAP_ID}
          defaultCenter={averageCentre(initial)}
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
          <Recentre to={recentre} />
        </Map>
      </APIProvider>
      {card ? <MapCard marker={card} onClose={() => setSelected(null)} /> : null}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
