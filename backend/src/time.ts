/** Calendar days in Malta's time zone, as YYYY-MM-DD strings (the unit of availability and viewings). */

const MALTA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Malta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Malta at `at`. */
export function maltaDay(at: Date = new Date()): string {
  return MALTA_DAY.format(at);
}

/** `day` plus `n` days (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The Malta calendar day a client meant: a plain YYYY-MM-DD as written, or an ISO date-time
 * (e.g. "2026-11-21T23:00:00.000Z" from a browser at Maltese midnight) converted to Malta's day.
 * Undefined when the value is not a date.
 */
export function toMaltaDay(value: string): string | undefined {
  const v = value.trim();
  if (isDay(v)) return v;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) return undefined;
  // A date-time without a zone is the client's wall clock: take its date part.
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(v)) return isDay(v.slice(0, 10)) ? v.slice(0, 10) : undefined;
  return maltaDay(d);
}
