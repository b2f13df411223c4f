/**
 * The comparison of up to four properties (/compare): one row per fact, one per feature, the
 * estimated purchase costs from the calculator's rules (lib/purchase-costs.ts, standard rate), and
 * which rows differ between the properties, so the page can highlight them. Pure.
 */
import type { PropertyDetail } from './domain/types';
import { AVAILABILITY, availabilityOf } from './availability';
import { formatEuro, priceText, pricePerSquareMetre } from './price';
import { purchaseCosts } from './purchase-costs';

export interface ComparisonRow {
  label: string;
  /** one text per property, in order ('—' when unknown) */
  values: string[];
  /** the properties do not all share this value */
  differs: boolean;
}

export interface Comparison {
  facts: ComparisonRow[];
  features: ComparisonRow[];
  costs: ComparisonRow[];
}

const NONE = '—';
const differs = (values: readonly string[]) => new Set(values).size > 1;
const row = (label: string, values: string[]): ComparisonRow => ({ label, values, differs: values.length > 1 && differs(values) });
const positive = (n: number, text: (n: number) => string) => (n > 0 ? text(n) : NONE);

type Compared = Pick<
  PropertyDetail,
  | 'price'
  | 'priceDaily'
  | 'priceYearly'
  | 'priceOnRequest'
  | 'squareMetres'
  | 'typeName'
  | 'locationName'
  | 'bedrooms'
  | 'bathrooms'
  | 'availableDate'
  | 'features'
  | 'agent'
>;

export function comparison(properties: readonly Compared[], today?: string): Comparison {
  const col = (f: (p: Compared) => string) => properties.map(f);
  const facts = [
    row('Price', col((p) => priceText(p))),
    row('Price per m²', col((p) => {
      const perSqm = pricePerSquareMetre(p);
      return perSqm ? formatEuro(perSqm) : NONE;
    })),
    row('Type', col((p) => p.typeName || NONE)),
    row('Locality', col((p) => p.locationName || NONE)),
    row('Area', col((p) => positive(p.squareMetres, (n) => `${n} m²`))),
    row('Bedrooms', col((p) => positive(p.bedrooms, String))),
    row('Bathrooms', col((p) => positive(p.bathrooms, String))),
    row('Availability', col((p) => AVAILABILITY[availabilityOf(p.availableDate, today)].label)),
    row('Agent', col((p) => [p.agent?.name, p.agent?.phone].filter(Boolean).join(', ') || NONE)),
  ];

  const names = [...new Set(properties.flatMap((p) => p.features.map((f) => f.name)))].sort((a, b) => a.localeCompare(b));
  const features = names.map((name) => row(name, col((p) => (p.features.some((f) => f.name === name) ? 'Yes' : 'No'))));

  const estimate = (p: Compared) => (p.priceOnRequest || !(p.price > 0) ? null : purchaseCosts(p.price, 'standard'));
  const money = (f: (c: NonNullable<ReturnType<typeof estimate>>) => number) =>
    col((p) => {
      const c = estimate(p);
      return c ? formatEuro(f(c)) : NONE;
    });
  const costs = [
    row('Stamp duty (standard rate)', money((c) => c.stampDuty)),
    row('Notary', money((c) => c.notaryFee)),
    row('Searches and registration', money((c) => c.searchesAndRegistration)),
    row('Total on top of the price', money((c) => c.extras)),
    row('Cash needed in all', money((c) => c.totalCash)),
  ];
  return { facts, features, costs };
}
