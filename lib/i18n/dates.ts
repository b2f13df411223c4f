/** Days in a sentence, as each language writes them; on the server only (date-fns' locales stay out of client scripts). */
import { format, parseISO, type Locale as DateLocale } from 'date-fns';
import { enGB, it } from 'date-fns/locale';
import type { Locale } from './locales';

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enGB, it };

/** A day of a rules table (yyyy-mm-dd) in a sentence of a page in `locale`: "28 October 2025", "28 ottobre 2025". */
export const longDate = (day: string, locale: Locale): string => format(parseISO(day), 'd MMMM yyyy', { locale: DATE_LOCALES[locale] });

/** A month of a rules table (yyyy-mm) in a sentence of a page in `locale`: "August 2022", "agosto 2022". */
export const monthOfYear = (month: string, locale: Locale): string => format(parseISO(`${month}-01`), 'MMMM yyyy', { locale: DATE_LOCALES[locale] });
