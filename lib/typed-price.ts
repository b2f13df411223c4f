/**
 * A price as a visitor types it, read the one way the site reads prices: Add My Property's sale
 * price, the detail page's purchase-cost calculator and the home search card's prices. A module of
 * its own, without zod, so the browser scripts that read a price carry this function and nothing of
 * the forms' rules.
 */

/** The price as typed: digits, optional thousands separators, optional cents, spaces and a euro sign; null when it is none. */
export function readPrice(v: string): number | null {
  const t = v.trim().replace(/[\s€]/g, '');
  if (t === '') return null;
  if (/^\d{1,3}([.,]\d{3})+$/.test(t)) return Number(t.replace(/[.,]/g, ''));
  if (/^\d{1,12}([.,]\d{1,2})?$/.test(t)) return Number(t.replace(',', '.'));
  return null;
}
