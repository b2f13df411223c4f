/**
 * What a buyer from abroad needs before buying in Malta: whether the Acquisition of Immovable
 * Property Act (Cap. 246) asks for an AIP permit, its fee, and the minimum price a permit is granted
 * for. An estimate for visitors, never legal advice.
 *
 * The figures come from the law table (lib/law-rules.ts), one sourced row per rule. A figure the
 * sources do not confirm for today is marked so, and the calculator says so rather than presenting
 * it as current: above all, it never tells a buyer that a price passes a minimum it cannot confirm.
 *
 * Who needs a permit follows the Act's definition of a non-resident person: a citizen of Malta is
 * treated as a citizen of any other EU country (exempt after five continuous years' residence, or
 * for a primary residence, or for business); third-country nationals with long-term resident status
 * are outside the Act; spouses buying jointly on the same deed share the exemption.
 */

import { LAW, LAW_CHECKED_ON, type SdaEntry } from './law-rules';

type Citizenship = 'maltese' | 'eu' | 'other';
/** A buyer outside the EU buying jointly, on the same deed, with a spouse who is a citizen of Malta or of the EU */
type Spouse = 'none' | 'maltese' | 'eu';
type PropertyUse = 'primary' | 'business' | 'secondary';
type SdaAnswer = 'yes' | 'no' | 'unsure';
/** The Act's two kinds of property for the minimum price */
export type MinimumKind = 'flat-or-maisonette' | 'other';

export interface BuyerAnswers {
  citizenship: Citizenship;
  spouse: Spouse;
  /** the Maltese or EU citizen buying (the buyer, or the spouse they buy with) has lived in Malta five continuous years at any time */
  fiveYears: boolean;
  /** the buyer outside the EU holds long-term resident status in Malta */
  longTermResident: boolean;
  use: PropertyUse;
  sda: SdaAnswer;
}

export const DEFAULT_ANSWERS: BuyerAnswers = {
  citizenship: 'maltese',
  spouse: 'none',
  fiveYears: false,
  longTermResident: false,
  use: 'primary',
  sda: 'no',
};

export interface AipRules {
  /** the day the table was last checked against published sources (yyyy-mm-dd) */
  checkedOn: string;
  fee: { amount: number; sourceDate: string; confirmed: boolean };
  minimums: {
    amounts: Record<MinimumKind, number>;
    /** the month these amounts were set, as the sources report it (yyyy-mm) */
    revisedIn: string;
    /** confirmed as in force today; otherwise the calculator says it could not be */
    confirmed: boolean;
  };
  /** the Special Designated Areas (First Schedule to Cap. 246), each with the sources naming it */
  sdas: readonly SdaEntry[];
}

/** The permit's figures, each from its row of the law table. */
export const AIP_RULES: AipRules = {
  checkedOn: LAW_CHECKED_ON,
  fee: { amount: LAW.permitFee.figure.amount, sourceDate: LAW.permitFee.figure.sourceDate, confirmed: LAW.permitFee.confirmed },
  minimums: {
    amounts: LAW.permitMinimums.figure.amounts,
    revisedIn: LAW.permitMinimums.figure.revisedIn,
    confirmed: LAW.permitMinimums.confirmed,
  },
  sdas: LAW.specialDesignatedAreas.figure.areas,
};

/** Why no permit is needed. */
type Exemption = 'eu-five-years' | 'eu-primary' | 'eu-business' | 'long-term-resident' | 'sda';
/** Why a permit is needed. */
type PermitReason = 'eu-secondary' | 'non-eu';

export type AipOutcome =
  | {
      permit: false;
      because: Exemption;
      /** the exemption is the spouse's, shared by buying jointly on the same deed */
      throughSpouse: boolean;
    }
  | {
      permit: true;
      because: PermitReason;
      fee: number;
      minimum: { kind: MinimumKind; amount: number; confirmed: boolean };
      /**
       * the price against the minimum: below it; at or above a confirmed one; at or above the last
       * figure found, which is not confirmed as today's (never said to pass); null: no price
       */
      price: 'below' | 'above' | 'above-unconfirmed' | null;
      /** the buyer does not know whether the property is in a Special Designated Area, where none of this applies */
      sdaUnsure: boolean;
    };

/** Which questions decide the answers given so far: the calculator asks only those. */
export function questionsFor(a: BuyerAnswers): { spouse: boolean; fiveYears: boolean; longTermResident: boolean; use: boolean } {
  const spouse = a.citizenship === 'other';
  const longTermResident = spouse && a.spouse === 'none';
  // a citizen of Malta, like any other EU citizen, needs five years' residence or an exempt use
  const euRoute = !spouse || a.spouse !== 'none';
  return { spouse, longTermResident, fiveYears: euRoute, use: euRoute && !a.fiveYears };
}

/** What Cap. 246 asks of these buyers for a property of `kind` at `price` (0: no price). */
export function aipOutcome(a: BuyerAnswers, kind: MinimumKind, price: number, rules: AipRules = AIP_RULES): AipOutcome {
  const asked = questionsFor(a);
  const throughSpouse = asked.spouse && a.spouse !== 'none';
  // the citizen of Malta or of the EU whose residence decides: the buyer, or the spouse they buy with
  const eu = throughSpouse || a.citizenship !== 'other';
  const exempt = (because: Exemption): AipOutcome => ({ permit: false, because, throughSpouse: throughSpouse && because !== 'sda' });
  if (eu) {
    if (a.fiveYears) return exempt('eu-five-years');
    if (a.use === 'primary') return exempt('eu-primary');
    if (a.use === 'business') return exempt('eu-business');
  } else if (asked.longTermResident && a.longTermResident) {
    return exempt('long-term-resident');
  }
  if (a.sda === 'yes') return exempt('sda');
  const amount = rules.minimums.amounts[kind];
  return {
    permit: true,
    because: eu ? 'eu-secondary' : 'non-eu',
    fee: rules.fee.amount,
    minimum: { kind, amount, confirmed: rules.minimums.confirmed },
    price: !(price > 0) ? null : price < amount ? 'below' : rules.minimums.confirmed ? 'above' : 'above-unconfirmed',
    sdaUnsure: a.sda === 'unsure',
  };
}

/** The backend's property types the Act counts as "a flat or maisonette"; every other kind is "any other immovable property". */
const FLAT_TYPES = new Set(['apartment', 'penthouse', 'maisonette', 'duplex', 'studio', 'flat']);

/** The Act's kind of a property, from the backend's type name (in English) and sale type (7: commercial). */
export function minimumKindOf(typeName: string, lettingType: number): MinimumKind {
  return lettingType !== 7 && FLAT_TYPES.has(typeName.trim().toLowerCase()) ? 'flat-or-maisonette' : 'other';
}

/**
 * Whether these buyers are a permit buyer for the duty schemes (lib/purchase-costs.ts, schemesFor):
 * they need a permit, or need none only because the property is in a Special Designated Area.
 */
export function permitBuyer(outcome: AipOutcome): boolean {
  return outcome.permit || outcome.because === 'sda';
}
