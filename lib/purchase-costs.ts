/**
 * What buying a property in Malta costs on top of its price: stamp duty (Duty on Documents and
 * Transfers Act, Cap. 364), the provisional duty due at the promise of sale (konvenju), and notary,
 * search and registration fees. An estimate for visitors, never tax advice.
 *
 * The rules live in ONE dated table. When the law changes (usually with the Budget each October),
 * change the table and its dates, and the calculator on every detail page follows; the schemes'
 * names and who they are for are in the dictionaries (`costs.schemes`).
 */

/** A slice of the price taxed at one rate; `upTo` is the slice's upper bound (null: no limit). */
interface DutyBand {
  upTo: number | null;
  rate: number;
}

export type DutyScheme = 'standard' | 'first-time-buyer' | 'sole-residence';

interface DutySchemeRule {
  bands: readonly DutyBand[];
  /** false when the scheme is for homes only (not commercial property) */
  commercial: boolean;
}

export interface PurchaseCostRules {
  /** the day these rules took effect (yyyy-mm-dd) */
  effectiveFrom: string;
  /** the day they were last checked against published sources (yyyy-mm-dd) */
  checkedOn: string;
  /** what the figures rest on */
  basis: string;
  /** duty is charged "on every €100 or part thereof": each band's slice is rounded up to this */
  dutyStep: number;
  schemes: Record<DutyScheme, DutySchemeRule>;
  /** provisional duty paid when the promise of sale is registered, as a share of the price */
  provisionalDutyRate: number;
  /** notary's fee as a share of the price (the official tariff is graded; ~1% is the usual estimate) */
  notaryFeeRate: number;
  /** searches, Public Registry and Land Registry fees, as a flat estimate in euro */
  searchesAndRegistration: number;
}

export const PURCHASE_COST_RULES: PurchaseCostRules = {
  effectiveFrom: '2025-10-28',
  checkedOn: '2026-11-22',
  basis:
    'Duty on Documents and Transfers Act (Cap. 364) and SL 364.12 as amended by the Budget 2026 measures of 28 October 2025, when the first-time buyer exemption became permanent',
  dutyStep: 100,
  schemes: {
    standard: {
      bands: [{ upTo: null, rate: 0.05 }],
      commercial: true,
    },
    'first-time-buyer': {
      bands: [
        { upTo: 200_000, rate: 0 },
        { upTo: 400_000, rate: 0.035 },
        { upTo: null, rate: 0.05 },
      ],
      commercial: false,
    },
    'sole-residence': {
      bands: [
        { upTo: 400_000, rate: 0.035 },
        { upTo: null, rate: 0.05 },
      ],
      commercial: false,
    },
  },
  provisionalDutyRate: 0.01,
  notaryFeeRate: 0.01,
  searchesAndRegistration: 600,
};

const DUTY_SCHEMES = Object.keys(PURCHASE_COST_RULES.schemes) as DutyScheme[];

/** The schemes open to a property: homes (6) may use every scheme, commercial property (7) only the standard rate. */
export function schemesFor(lettingType: number, rules: PurchaseCostRules = PURCHASE_COST_RULES): DutyScheme[] {
  return DUTY_SCHEMES.filter((s) => lettingType !== 7 || rules.schemes[s].commercial);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Stamp duty on a price under a scheme, band by band, each slice rounded up to the next €100. */
export function stampDuty(price: number, scheme: DutyScheme, rules: PurchaseCostRules = PURCHASE_COST_RULES): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  let duty = 0;
  let from = 0;
  for (const band of rules.schemes[scheme].bands) {
    const to = band.upTo === null ? price : Math.min(price, band.upTo);
    if (to > from) {
      const slice = Math.ceil((to - from) / rules.dutyStep) * rules.dutyStep;
      duty += slice * band.rate;
    }
    if (band.upTo === null || price <= band.upTo) break;
    from = band.upTo;
  }
  return cents(duty);
}

export interface PurchaseCosts {
  price: number;
  scheme: DutyScheme;
  stampDuty: number;
  /** part of the duty paid at the promise of sale (never more than the duty itself) */
  provisionalDuty: number;
  /** the rest of the duty, paid on the final deed */
  dutyOnDeed: number;
  notaryFee: number;
  searchesAndRegistration: number;
  /** everything on top of the price */
  extras: number;
  /** price plus extras: the cash a buyer needs in all */
  totalCash: number;
  /** duty as a share of the price (0..1) */
  effectiveDutyRate: number;
}

/** The estimated costs of buying at a price under a scheme. */
export function purchaseCosts(
  price: number,
  scheme: DutyScheme,
  rules: PurchaseCostRules = PURCHASE_COST_RULES,
): PurchaseCosts {
  const p = Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
  const duty = stampDuty(p, scheme, rules);
  const provisional = cents(Math.min(p * rules.provisionalDutyRate, duty));
  const notary = p > 0 ? cents(p * rules.notaryFeeRate) : 0;
  const searches = p > 0 ? rules.searchesAndRegistration : 0;
  const extras = cents(duty + notary + searches);
  return {
    price: p,
    scheme,
    stampDuty: duty,
    provisionalDuty: provisional,
    dutyOnDeed: cents(duty - provisional),
    notaryFee: notary,
    searchesAndRegistration: searches,
    extras,
    totalCash: cents(p + extras),
    effectiveDutyRate: p > 0 ? duty / p : 0,
  };
}
