import { Dialog, DialogButton } from '@/components/ui/dialog';
import { MapIcon } from '@/components/ui/icons';
import type { MapsConfig } from '@/lib/maps-config';
import { LocationMap } from './location-map-loader';
import styles from './location-dialog.module.css';

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
export function LocationDialog({ maps, latitude, longitude, locality, title }: LocationDialogProps) {
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return (
    <>
      <DialogButton dialog={LOCATION} className={styles.button}>
        <MapIcon size={20} /> Show Location
      </DialogButton>
      <Dialog
        id={LOCATION}
        title="Location"
        description={locality ? `${title}, ${locality}` : title}
        size="lg"
        whileOpen={
          maps ? (
            <div className={styles.map}>
              <LocationMap maps={maps} latitude={latitude} longitude={longitude} title={title} />
            </div>
          ) : null
        }
      >
        <div className={styles.fallback} role="note">
          {maps ? null : (
            <p>
              <strong>The interactive map is not available on this site right now.</strong>
            </p>
          )}
          <p>
            This property is in {locality || 'Malta'}, at {latitude.toFixed(4)}° N, {longitude.toFixed(4)}° E.
          </p>
          <p>
            <a href={mapsLink} target="_blank" rel="noopener noreferrer">
              Open the location in Google Maps
            </a>
          </p>
        </div>
      </Dialog>
    </>
  );
}
