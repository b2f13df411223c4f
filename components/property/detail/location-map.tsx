'use client';

import { APIProvider, AdvancedMarker, Map } from '@vis.gl/react-google-maps';
import type { MapsConfig } from '@/lib/maps-config';

/** Google map centred on the property with one marker; only ever loaded when interactive maps are configured. */
export function LocationMap({ maps, latitude, longitude, title }: { maps: MapsConfig; latitude: number; longitude: number; title: string }) {
  const position = { lat: latitude, lng: longitude };
  return (
    <APIProvider apiKey={maps.apiKey}>
      <Map mapId={maps.mapId} defaultCenter={position} defaultZoom={15} gestureHandling="cooperative" style={{ width: '100%', height: '100%' }}>
        <AdvancedMarker position={position} title={title} />
      </Map>
    </APIProvider>
  );
}
