/**
 * The comparison of up to four properties (/compare): one row per fact, one per feature, the
 * estimated purchase costs from the calculator's rules (lib/purchase-costs.ts, standard rate), and
 * which rows differ between the properties, so the page can highlight them; in the page's language
 * (`ComparisonWords`), the features' names as the backend gives them. Pure.
 */
import type { PropertyDetail } from './domain/types';
import { AVAILABILITY, availabilityOf } from './availability';
import type { Dictionary } from './i18n/dictionaries/en';
import { backendName } from './i18n/card-texts';
import { formatEuro, priceText, pricePerSquareMetre } from './price';
import { purchaseCosts } from './purchase-costs';

export interface ComparisonRow {
  label: string;
  /** the label is the backend's (a feature's name), in English whatever the page's language */
  fromBackend?: true;
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
const row = (label: string, values: string[], fromBackend?: true): ComparisonRow => ({
  label,
  values,
  differs: values.length > 1 && differs(values),
  ...(fromBackend ? { fromBackend } : {}),
});
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

/** What the comparison says, in the page's language. */
export interface ComparisonWords {
  rows: Dictionary['compareTable']['rows'];
  price: Dictionary['price'];
  availability: Dictionary['availability'];
  typeNames: Dictionary['propertyTypeNames'];
}

export const comparisonWordsOf = (t: Dictionary): ComparisonWords => ({
  rows: t.compareTable.rows,
  price: t.price,
  availability: t.availability,
  typeNames: t.propertyTypeNames,
});

export function comparison(properties: readonly Compared[], words: ComparisonWords, today?: string): Comparison {
  const { rows: w } = words;
  const col = (f: (p: Compared) => string) => properties.map(f);
  const facts = [
    row(w.price, col((p) => priceText(p, words.price))),
    row(w.perSquareMetre, col((p) => {
      const perSqm = pricePerSquareMetre(p);
      return perSqm ? formatEuro(perSqm) : NONE;
    })),
    row(w.type, col((p) => (p.typeName ? backendName(words.typeNames, p.typeName) : NONE))),
    row(w.locality, col((p) => p.locationName || NONE)),
    row(w.area, col((p) => positive(p.squareMetres, (n) => `${n} m²`))),
    row(w.bedrooms, col((p) => positive(p.bedrooms, String))),
    row(w.bathrooms, col((p) => positive(p.bathrooms, String))),
    row(w.availability, col((p) => words.availability[AVAILABILITY[availabilityOf(p.availableDate, today)].tone])),
    row(w.agent, col((p) => [p.agent?.name, p.agent?.phone].filter(Boolean).join(', ') || NONE)),
  ];

  const names = [...new Set(properties.flatMap((p) => p.features.map((f) => f.name)))].sort((a, b) => a.localeCompare(b));
  const features = names.map((name) => row(name, col((p) => (p.features.some((f) => f.name === name) ? w.yes : w.no)), true));

  const estimate = (p: Compared) => (p.priceOnRequest || !(p.price > 0) ? null : purchaseCosts(p.price, 'standard'));
  const money = (f: (c: NonNullable<ReturnType<typeof estimate>>) => string) =>
    col((p) => {
      const c = estimate(p);
      return c ? f(c) : NONE;
    });
  const euro = (f: (c: NonNullable<ReturnType<typeof estimate>>) => number) => money((c) => formatEuro(f(c)));
  const costs = [
    row(w.stampDuty, euro((c) => c.stampDuty)),
    // the range the sources give; the totals count its high end
    row(w.notary, money((c) => `${formatEuro(c.notaryFeeFrom)} – ${formatEuro(c.notaryFee)}`)),
    row(w.searches, euro((c) => c.searchesAndRegistration)),
    row(w.extras, euro((c) => c.extras)),
    row(w.cash, euro((c) => c.totalCash)),
  ];
  return { facts, features, costs };
}
