/**
 * Calendar dates as they are in Malta (Europe/Malta), whatever the server's or browser's zone.
 * The formatter is made on first use, not when the module loads: every form's scripts import this
 * module, and a page's first Intl formatter costs the browser its locale and zone data's start-up.
 */
let maltaDate: Intl.DateTimeFormat | undefined;

/** The Malta calendar date of an instant, as YYYY-MM-DD. */
export function maltaDay(now: Date): string {
  maltaDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Malta', year: 'numeric', month: '2-digit', day: '2-digit' });
  return maltaDate.format(now);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic in UTC, free of DST jumps). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True when the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
