import { format, isValid, parseISO } from 'date-fns';

/**
 * A post's publish date as DD.MM.YYYY (SPEC §2). The calendar date the backend sent is kept as is,
 * whatever the server's time zone; an unreadable date gives "".
 */
export function formatBlogDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0];
  if (!day) return '';
  const date = parseISO(day);
  return isValid(date) ? format(date, 'dd.MM.yyyy') : '';
}

/** The date part (yyyy-mm-dd) for <time dateTime> and sitemaps, or "". */
export function isoDay(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0];
  return day && isValid(parseISO(day)) ? day : '';
}
