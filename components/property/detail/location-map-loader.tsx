'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './location-dialog.module.css';

/**
 * The location map, its code (and Google's) fetched when the location dialog first opens. It mounts
 * only in the open dialog, so only in the browser: `React.lazy` serves.
 */
const Map = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

/** The location map, with `loading` shown in the page's language while its code arrives. */
export function LocationMap({ loading, ...props }: ComponentProps<typeof Map> & { loading: string }) {
  return (
    <Suspense fallback={<p className={styles.loading}>{loading}</p>}>
      <Map {...props} />
    </Suspense>
  );
}
