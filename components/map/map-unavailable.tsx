import { MapIcon } from '@/components/ui/icons';
import styles from './property-map.module.css';

/** Shown in place of the map when interactive maps are off (no key or no Map ID) or Google's script failed. */
export function MapUnavailable() {
  return (
    <div className={styles.unavailable} role="note">
      <MapIcon size={32} />
      <div>
        <h2 className={styles.unavailableTitle}>Map unavailable</h2>
        <p>The map cannot be shown right now. Every property of this search is listed below.</p>
      </div>
    </div>
  );
}
