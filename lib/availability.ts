/** The availability badge of SPEC §4, from availableDate, counted in days in Malta's time zone. */
import type { Availability } from './domain/types';
import { maltaDay } from './forms/malta-time';

const SOON_DAYS = 60;

export const AVAILABILITY: Record<Availability, { label: string; tone: 'now' | 'soon' | 'later' }> = {
  0: { label: 'Available Now', tone: 'now' },
  1: { label: 'Available Soon', tone: 'soon' },
  2: { label: 'Available in Few Months', tone: 'later' },
};

const dayNumber = (isoDate: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : t / 86_400_000;
};

/**
 * 0 (now) when the date is today or earlier, or unknown; 1 (soon) up to 60 days ahead;
 * 2 (few months) later.
 */
export function availabilityOf(availableDate: string, today: string = maltaDay(new Date())): Availability {
  const d = dayNumber(availableDate);
  const t = dayNumber(today);
  if (d === null || t === null) return 0;
  const days = d - t;
  if (days <= 0) return 0;
  if (days <= SOON_DAYS) return 1;
  return 2;
}
