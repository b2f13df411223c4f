/**
 * What buying a property in Malta costs on top of its price: stamp duty (Duty on Documents and
 * Transfers Act, Cap. 364), the provisional duty due at the promise of sale (konvenju), and notary,
 * search and registration fees. An estimate for visitors, never tax advice.
 *
 * The figures come from the law table (lib/law-rules.ts), one sourced row per rule: when the law
 * changes, change the row, and the calculator on every detail page follows. The schemes' names and
 * who they are for are in the dictionaries (`costs.schemes`).
 */

import { LAW, LAW_CHECKED_ON, type DutyBand } from './law-rules';

export type DutyScheme = 'standard' | 'first-time-buyer' | 'sole-residence';

interface DutySchemeRule {
  bands: readonly DutyBand[];
  /** false when the scheme is for homes only (not commercial property) */
  commercial: boolean;
  /** false when it is for buyers who need no AIP permit only (lib/foreign-buyers.ts) */
  permitBuyers: boolean;
}

export interface PurchaseCostRules {
  /** the day the latest of these rules took effect (yyyy-mm-dd) */
  effectiveFrom: string;
  /** the day they were last checked against published sources (yyyy-mm-dd) */
  checkedOn: string;
  /** duty is charged "on every €100 or part thereof": each band's slice is rounded up to this */
  dutyStep: number;
  schemes: Record<DutyScheme, DutySchemeRule>;
  /** provisional duty paid when the promise of sale is registered, as a share of the price */
  provisionalDutyRate: number;
  /** the notary's fee as a share of the price: the range the sources give */
  notaryFeeRates: { low: number; high: number };
  /** searches, Public Registry and Land Registry fees, as a flat estimate in euro */
  searchesAndRegistration: number;
}

/** The calculator's figures, each from its row of the law table (lib/law-rules.ts). */
export const PURCHASE_COST_RULES: PurchaseCostRules = {
  effectiveFrom: LAW.firstTimeBuyer.inForce,
  checkedOn: LAW_CHECKED_ON,
  dutyStep: LAW.standardDuty.figure.step,
  schemes: {
    standard: { bands: LAW.standardDuty.figure.bands, commercial: true, permitBuyers: true },
    'first-time-buyer': {
      bands: LAW.firstTimeBuyer.figure.bands,
      commercial: LAW.residentialSchemesOnly.figure.commercial,
      permitBuyers: false,
    },
    'sole-residence': {
      bands: LAW.soleResidence.figure.bands,
      commercial: LAW.residentialSchemesOnly.figure.commercial,
      permitBuyers: false,
    },
  },
  provisionalDutyRate: LAW.provisionalDuty.figure.rate,
  notaryFeeRates: LAW.notaryFees.figure,
  searchesAndRegistration: LAW.searchesAndRegistration.figure.amount,
};

const DUTY_SCHEMES = Object.keys(PURCHASE_COST_RULES.schemes) as DutyScheme[];

/**
 * The schemes open to a purchase: homes (6) may use every scheme, commercial property (7) only the
 * standard rate; a buyer who needs an AIP permit, or needs none only because the property is in a
 * Special Designated Area (`permitBuyer`), only the standard rate too.
 */
export function schemesFor(lettingType: number, permitBuyer = false, rules: PurchaseCostRules = PURCHASE_COST_RULES): DutyScheme[] {
  return DUTY_SCHEMES.filter((s) => (lettingType !== 7 || rules.schemes[s].commercial) && (!permitBuyer || rules.schemes[s].permitBuyers));
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
  /** the notary's fee at the range's low end */
  notaryFeeFrom: number;
  /** the notary's fee at the range's high end, the figure counted in the totals */
  notaryFee: number;
  searchesAndRegistration: number;
  /** everything on top of the price, with the notary's fee at its high end */
  extras: number;
  /** price plus extras: the cash a buyer needs in all, at most */
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
  const notary = p > 0 ? cents(p * rules.notaryFeeRates.high) : 0;
  const searches = p > 0 ? rules.searchesAndRegistration : 0;
  const extras = cents(duty + notary + searches);
  return {
    price: p,
    scheme,
    stampDuty: duty,
    provisionalDuty: provisional,
    dutyOnDeed: cents(duty - provisional),
    notaryFeeFrom: p > 0 ? cents(p * rules.notaryFeeRates.low) : 0,
    notaryFee: notary,
    searchesAndRegistration: searches,
    extras,
    totalCash: cents(p + extras),
    effectiveDutyRate: p > 0 ? duty / p : 0,
  };
}
