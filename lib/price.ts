/** Price texts of SPEC §9: euros with German-style thousand separators ("€ 1.250.000"). */
import { fill } from './i18n/format';

/**
 * A whole number with its thousands separated by full stops ("1.250.000"; a comma for English
 * texts), rounded to the unit. Written out rather than asked of Intl: a page's first Intl formatter
 * makes the browser load its locale data, 13–20 ms of the main thread on these machines and four
 * times that on a phone-speed CPU, and listing, detail and form pages format numbers as they load.
 */
export function groupThousands(amount: number, separator: '.' | ',' = '.'): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return whole < 0 ? `-${digits}` : digits;
}

export function formatEuro(amount: number): string {
  return `€ ${groupThousands(amount)}`;
}

/** The words of prices in English (the English dictionary's `price`); other languages' are in their dictionaries. */
export const PRICE_WORDS = {
  onRequest: 'Price On Request',
  perDay: '{price}/Day',
  perYear: '{price}/Year',
};
export type PriceWords = typeof PRICE_WORDS;

export interface PriceFields {
  price: number;
  priceDaily: number;
  priceYearly: number;
  priceOnRequest: boolean;
}

export interface PriceLine {
  text: string;
  kind: 'main' | 'daily' | 'yearly' | 'on-request';
}

/**
 * The price lines a card or page shows: "Price On Request" alone when set; otherwise the main
 * price without suffix, then the daily (/Day) and yearly (/Year) prices only when non-zero.
 */
export function priceLines(p: PriceFields, words: PriceWords = PRICE_WORDS): PriceLine[] {
  if (p.priceOnRequest) return [{ text: words.onRequest, kind: 'on-request' }];
  const lines: PriceLine[] = [];
  if (p.price > 0) lines.push({ text: formatEuro(p.price), kind: 'main' });
  if (p.priceDaily > 0) lines.push({ text: fill(words.perDay, { price: formatEuro(p.priceDaily) }), kind: 'daily' });
  if (p.priceYearly > 0) lines.push({ text: fill(words.perYear, { price: formatEuro(p.priceYearly) }), kind: 'yearly' });
  if (lines.length === 0) return [{ text: words.onRequest, kind: 'on-request' }];
  return lines;
}

/** The headline price text: the first of priceLines. */
export function priceText(p: PriceFields, words: PriceWords = PRICE_WORDS): string {
  return priceLines(p, words)[0]!.text;
}

/** Price per square metre, rounded to the euro, when both are known. */
export function pricePerSquareMetre(p: PriceFields & { squareMetres: number }): number | null {
  if (p.priceOnRequest || p.price <= 0 || p.squareMetres <= 0) return null;
  return Math.round(p.price / p.squareMetres);
}
