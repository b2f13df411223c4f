/**
 * The six viewing slots of SPEC §4: Morning, Afternoon or Evening, today or tomorrow in Malta,
 * default Afternoon today. A slot travels as a fixed key ("today-afternoon"); the date is worked out
 * when the request is sent, so nothing but these six can ever be sent.
 */
import { addDays, maltaDay } from './malta-time';

export const VIEWING_DAYS = [
  { key: 'today', label: 'Today', offset: 0 },
  { key: 'tomorrow', label: 'Tomorrow', offset: 1 },
] as const;
const VIEWING_TIMES = ['Morning', 'Afternoon', 'Evening'] as const;

export type ViewingTime = (typeof VIEWING_TIMES)[number];

export const VIEWING_SLOTS = VIEWING_DAYS.flatMap((d) =>
  VIEWING_TIMES.map((t) => ({ key: `${d.key}-${t.toLowerCase()}`, day: d.key, dayLabel: d.label, time: t })),
);
export const VIEWING_SLOT_KEYS = VIEWING_SLOTS.map((s) => s.key) as [string, ...string[]];
export const DEFAULT_VIEWING_SLOT = 'today-afternoon';

/** The date (YYYY-MM-DD, Malta) and time label a slot key stands for at the given instant. */
export function resolveViewingSlot(key: string, now: Date): { date: string; time: ViewingTime } | null {
  const slot = VIEWING_SLOTS.find((s) => s.key === key);
  if (!slot) return null;
  const offset = VIEWING_DAYS.find((d) => d.key === slot.day)?.offset ?? 0;
  return { date: addDays(maltaDay(now), offset), time: slot.time };
}
