'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { MapIcon } from '@/components/ui/icons';
import styles from './location-dialog.module.css';

// the maps code is fetched only when the dialog opens, and only with a key
const LocationMap = dynamic(() => import('./location-map').then((m) => m.LocationMap), {
  ssr: false,
  loading: () => <p className={styles.loading}>Loading the map…</p>,
});

export interface LocationDialogProps {
  /** the Google Maps key, passed from the server; without it a notice replaces the map */
  apiKey: string | null;
  latitude: number;
  longitude: number;
  locality: string;
  title: string;
}

/** "Show Location": the property on a map in a dialog, or a clear notice with a map link when maps are off. */
export function LocationDialog({ apiKey, latitude, longitude, locality, title }: LocationDialogProps) {
  const [open, setOpen] = useState(false);
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        <MapIcon size={20} /> Show Location
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Location" description={locality ? `${title}, ${locality}` : title} size="lg">
        {apiKey ? (
          <div className={styles.map}>
            <LocationMap apiKey={apiKey} latitude={latitude} longitude={longitude} title={title} />
          </div>
        ) : (
          <div className={styles.fallback} role="note">
            <p>
              <strong>The interactive map is not available on this site right now.</strong>
            </p>
            <p>
              This property is in {locality || 'Malta'}, at {latitude.toFixed(4)}° N, {longitude.toFixed(4)}° E.
            </p>
            <p>
              <a href={mapsLink} target="_blank" rel="noopener noreferrer">
                Open the location in Google Maps
              </a>
            </p>
          </div>
        )}
      </Dialog>
    </>
  );
}
