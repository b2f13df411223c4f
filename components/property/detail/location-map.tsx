'use client';

import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps';

/** Google map centred on the property with one marker; only ever loaded when a maps key is configured. */
export function LocationMap({ apiKey, latitude, longitude, title }: { apiKey: string; latitude: number; longitude: number; title: string }) {
  const position = { lat: latitude, lng: longitude };
  return (
    <APIProvider apiKey={apiKey}>
      <Map defaultCenter={position} defaultZoom={15} gestureHandling="cooperative" style={{ width: '100%', height: '100%' }}>
        <Marker position={position} title={title} />
      </Map>
    </APIProvider>
  );
}
