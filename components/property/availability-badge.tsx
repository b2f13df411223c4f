import { AVAILABILITY, availabilityOf } from '@/lib/availability';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import styles from './availability-badge.module.css';

/** The availability badge (SPEC §4) in the page's language. */
export function AvailabilityBadge({ availableDate, labels }: { availableDate: string; labels: Dictionary['availability'] }) {
  const { tone } = AVAILABILITY[availabilityOf(availableDate)];
  const label = labels[tone];
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-availability={tone}>
      {label}
    </span>
  );
}
