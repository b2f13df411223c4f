'use client';

import dynamic from 'next/dynamic';
import styles from './location-dialog.module.css';

/** The location map, its code (and Google's) fetched when the location dialog first opens. */
export const LocationMap = dynamic(() => import('./location-map').then((m) => m.LocationMap), {
  ssr: false,
  loading: () => <p className={styles.loading}>Loading the map…</p>,
});
