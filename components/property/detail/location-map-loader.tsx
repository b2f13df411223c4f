'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { LoadingText, useLoadingText } from '@/components/ui/loading-text';
import styles from './location-dialog.module.css';

function MapLoading() {
  return <p className={styles.loading}>{useLoadingText()}</p>;
}

/** The location map, its code (and Google's) fetched when the location dialog first opens. */
const Map = dynamic(() => import('./location-map').then((m) => m.LocationMap), { ssr: false, loading: MapLoading });

/** The location map, with `loading` shown in the page's language while its code arrives. */
export function LocationMap({ loading, ...props }: ComponentProps<typeof Map> & { loading: string }) {
  return (
    <LoadingText text={loading}>
      <Map {...props} />
    </LoadingText>
  );
}
