/** Price texts of SPEC §9: euros with German-style thousand separators ("€ 1.250.000"). */

const euro = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

export function formatEuro(amount: number): string {
  return `€ ${euro.format(Math.round(amount))}`;
}

export const PRICE_ON_REQUEST = 'Price On Request';

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
export function priceLines(p: PriceFields): PriceLine[] {
  if (p.priceOnRequest) return [{ text: PRICE_ON_REQUEST, kind: 'on-request' }];
  const lines: PriceLine[] = [];
  if (p.price > 0) lines.push({ text: formatEuro(p.price), kind: 'main' });
  if (p.priceDaily > 0) lines.push({ text: `${formatEuro(p.priceDaily)}/Day`, kind: 'daily' });
  if (p.priceYearly > 0) lines.push({ text: `${formatEuro(p.priceYearly)}/Year`, kind: 'yearly' });
  if (lines.length === 0) return [{ text: PRICE_ON_REQUEST, kind: 'on-request' }];
  return lines;
}

/** The headline price text: the first of priceLines. */
export function priceText(p: PriceFields): string {
  return priceLines(p)[0]!.text;
}

/** Price per square metre, rounded to the euro, when both are known. */
export function pricePerSquareMetre(p: PriceFields & { squareMetres: number }): number | null {
  if (p.priceOnRequest || p.price <= 0 || p.squareMetres <= 0) return null;
  return Math.round(p.price / p.squareMetres);
}
