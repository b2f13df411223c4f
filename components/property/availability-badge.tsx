import { AVAILABILITY, availabilityOf } from '@/lib/availability';
import styles from './availability-badge.module.css';

export function AvailabilityBadge({ availableDate }: { availableDate: string }) {
  const { label, tone } = AVAILABILITY[availabilityOf(availableDate)];
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-availability={tone}>
      {label}
    </span>
  );
}
