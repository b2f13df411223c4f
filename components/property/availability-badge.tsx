import { AVAILABILITY } from '@/lib/availability';
import type { Availability } from '@/lib/domain/types';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './availability-badge.module.css';

/** The availability badge (SPEC §4) in the page's language, as lib/availability.ts reads the date. */
export function AvailabilityBadge({ availability, labels }: { availability: Availability; labels: Dictionary['availability'] }) {
  const { tone } = AVAILABILITY[availability];
  const label = labels[tone];
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-availability={tone}>
      {label}
    </span>
  );
}
