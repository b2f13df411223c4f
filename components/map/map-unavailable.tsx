import { MapIcon } from '@/components/ui/icons/map';
import styles from './property-map.module.css';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';

/** Shown in place of the map when interactive maps are off (no key or no Map ID) or Google's script failed. */
export function MapUnavailable({ texts }: { texts: Dictionary['map'] }) {
  return (
    <div className={styles.unavailable} role="note">
      <MapIcon size={32} />
      <div>
        <h2 className={styles.unavailableTitle}>{texts.unavailable}</h2>
        <p>{texts.unavailableText}</p>
      </div>
    </div>
  );
}
