'use client';

import dynamic from 'next/dynamic';
import { LoadingText, useLoadingText } from '@/components/ui/loading-text';
import type { MapMarker } from '@/lib/map';
import type { MapsConfig } from '@/lib/maps-config';
import type { CardTexts } from '@/lib/i18n/card-texts';
import type { MapArea } from './property-map';
import styles from './property-map.module.css';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';

function MapLoading() {
  return (
    <div className={styles.frame} aria-busy="true">
      <p className={styles.loading}>{useLoadingText()}</p>
    </div>
  );
}

const PropertyMap = dynamic(() => import('./property-map').then((m) => m.PropertyMap), { ssr: false, loading: MapLoading });

/**
 * Loads the map's code only when the map view is shown, saying so in the page's language meanwhile.
 * The server renders the map view, so the map needs next/dynamic's `ssr: false` (the dialogs' maps
 * and forms, which mount only in the browser, use `React.lazy`).
 */
export function MapLoader(props: {
  maps: MapsConfig;
  markers: MapMarker[];
  area: MapArea;
  searchHref: string;
  texts: CardTexts;
  notice: Dictionary['map'];
}) {
  return (
    <LoadingText text={props.notice.loading}>
      <PropertyMap {...props} />
    </LoadingText>
  );
}
