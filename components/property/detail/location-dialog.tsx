import { Dialog, DialogButton } from '@/components/ui/dialog';
import { MapIcon } from '@/components/ui/icons/map';
import type { MapsConfig } from '@/lib/maps-config';
import { LocationMap } from './location-map-loader';
import styles from './location-dialog.module.css';
import { fill } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/server';

export interface LocationDialogProps {
  /** the interactive maps' settings; without them a notice replaces the map */
  maps: MapsConfig | null;
  latitude: number;
  longitude: number;
  locality: string;
  title: string;
}

const LOCATION = 'location-dialog';

/**
 * "Show Location": the property on a map in a dialog (the map's code loads while it is open), with
 * the place in words and a link to Google Maps, which is all there is when maps are off or before
 * the scripts run.
 */
export async function LocationDialog({ maps, latitude, longitude, locality, title }: LocationDialogProps) {
  const { t } = await pageLanguage();
  const w = t.detailActions;
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return (
    <>
      <DialogButton dialog={LOCATION} className={styles.button}>
        <MapIcon size={20} /> {w.showLocation}
      </DialogButton>
      <Dialog
        id={LOCATION}
        title={t.detail.location}
        closeLabel={w.close}
        description={locality ? `${title}, ${locality}` : title}
        size="lg"
        whileOpen={
          maps ? (
            <div className={styles.map}>
              <LocationMap maps={maps} latitude={latitude} longitude={longitude} title={title} loading={w.mapLoading} />
            </div>
          ) : null
        }
      >
        <div className={styles.fallback} role="note">
          {maps ? null : (
            <p>
              <strong>{w.mapUnavailable}</strong>
            </p>
          )}
          <p>
            {fill(w.placeIn, { place: locality || 'Malta', lat: latitude.toFixed(4), lng: longitude.toFixed(4) })}
          </p>
          <p>
            <a href={mapsLink} target="_blank" rel="noopener noreferrer">
              {w.openLocation}
            </a>
          </p>
        </div>
      </Dialog>
    </>
  );
}
