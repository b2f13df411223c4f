/**
 * What a buyer from abroad needs before buying in Malta: whether the Acquisition of Immovable
 * Property Act (Cap. 246) asks for an AIP permit, its fee, and the minimum price a permit is granted
 * for. An estimate for visitors, never legal advice.
 *
 * The figures live in ONE dated table with their sources. A figure the sources do not confirm for
 * today is marked so, and the calculator says so rather than presenting it as current.
 *
 * Sources, as checked on `AIP_RULES.checkedOn`:
 * - the Commissioner for Revenue's FAQ on the Act, last updated 7 August 2020
 *   (cfrcms.gov.mt/en/property_shares_transfers/Pages/Acquisition-of-Immovable-Property---FAQ.aspx):
 *   "The fee payable on the issue of a permit is € 233"; "The minimum price is: € 136,972 for the
 *   purchase of a flat or maisonette; € 236,582 for the purchase of any other immovable property.
 *   (LN316/20: Immovable Property Price Index)"; a permit is processed within 35 days; "Property
 *   acquired by AIP permit cannot be rented out";
 * - the same FAQ, last updated 23 May 2022 (cfr.gov.mt/…/Acquisition-of-Immovable-Property---FAQ.aspx):
 *   the same €233 fee, "independent of the value of the property"; its minimum price could not be read;
 * - LN 308 of 2021 revised the minimums again ("subject to annual change according to the Property
 *   Price Index"): no source gave its figures or a later one, hence `confirmed: false`;
 * - who is exempt: the Act's definition of a non-resident person, which excludes third-country
 *   nationals holding long-term resident status, and its exemptions for EU citizens (five continuous
 *   years at any time; a primary residence; business or the provision of services) and their spouses
 *   acquiring jointly on the same deed;
 * - the Special Designated Areas: the Act's First Schedule as amended (Southridge by LN 181 of 2018),
 *   listed as their developments are known; no permit, no minimum and no one-property limit there.
 */

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
  /** the EU citizen buying (the buyer, or the spouse they buy with) has lived in Malta five continuous years at any time */
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

interface Sourced {
  /** where the figure is published */
  source: string;
  /** the source's own date (yyyy-mm-dd) */
  sourceDate: string;
  /** the figure is confirmed as in force on `AIP_RULES.checkedOn`; otherwise the calculator says it could not be */
  confirmed: boolean;
}

export interface AipRules {
  /** the day the table was last checked against published sources (yyyy-mm-dd) */
  checkedOn: string;
  fee: Sourced & { amount: number };
  minimums: Sourced & {
    amounts: Record<MinimumKind, number>;
    /** the legal notice that set these amounts */
    legalNotice: string;
    /** what has changed them since, as far as the sources say */
    since: string;
  };
  /** the Special Designated Areas (First Schedule to Cap. 246), as their developments are known */
  sdas: readonly string[];
}

export const AIP_RULES: AipRules = {
  checkedOn: '2026-11-26',
  fee: {
    amount: 233,
    source: 'Commissioner for Revenue, Acquisition of Immovable Property FAQ',
    sourceDate: '2022-05-23',
    // the same €233 in the FAQ of 7 August 2020 and of 23 May 2022, "independent of the value of the property"
    confirmed: true,
  },
  minimums: {
    amounts: { 'flat-or-maisonette': 136_972, other: 236_582 },
    legalNotice: 'LN 316/2020',
    source: 'Commissioner for Revenue, Acquisition of Immovable Property FAQ',
    sourceDate: '2020-08-07',
    since: 'LN 308/2021',
    // revised with the property price index (LN 308 of 2021 did so again); no later figure could be confirmed
    confirmed: false,
  },
  sdas: [
    'Tigné Point',
    'Portomaso',
    'Cottonera (Cottonera Development)',
    'SmartCity',
    'Fort Cambridge',
    'Pendergardens (Pender Place, Mercury House)',
    'Ta’ Monita',
    'Tas-Sellum',
    'Madliena Village',
    'Metropolis Plaza',
    'Quad Business Towers',
    'Southridge',
    'Fort Chambray (Gozo)',
    'Kempinski Residences (Gozo)',
    'Vista Point (Gozo)',
  ],
};

/** Why no permit is needed. */
type Exemption = 'maltese' | 'eu-five-years' | 'eu-primary' | 'eu-business' | 'long-term-resident' | 'sda';
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
      /** the price is below the minimum (null: no price to compare) */
      belowMinimum: boolean | null;
      /** the buyer does not know whether the property is in a Special Designated Area, where none of this applies */
      sdaUnsure: boolean;
    };

/** Which questions decide the answers given so far: the calculator asks only those. */
export function questionsFor(a: BuyerAnswers): { spouse: boolean; fiveYears: boolean; longTermResident: boolean; use: boolean } {
  const spouse = a.citizenship === 'other';
  const longTermResident = spouse && a.spouse === 'none';
  const euRoute = a.citizenship === 'eu' || (spouse && a.spouse === 'eu');
  return { spouse, longTermResident, fiveYears: euRoute, use: euRoute && !a.fiveYears };
}

/** What Cap. 246 asks of these buyers for a property of `kind` at `price` (0: no price). */
export function aipOutcome(a: BuyerAnswers, kind: MinimumKind, price: number, rules: AipRules = AIP_RULES): AipOutcome {
  const asked = questionsFor(a);
  const throughSpouse = asked.spouse && a.spouse !== 'none';
  // a citizen of Malta, or a buyer of any nationality buying jointly with their Maltese spouse
  const citizenship: Citizenship = throughSpouse ? (a.spouse === 'maltese' ? 'maltese' : 'eu') : a.citizenship;
  const exempt = (because: Exemption): AipOutcome => ({ permit: false, because, throughSpouse: throughSpouse && because !== 'sda' });
  if (citizenship === 'maltese') return exempt('maltese');
  if (citizenship === 'eu') {
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
    because: citizenship === 'eu' ? 'eu-secondary' : 'non-eu',
    fee: rules.fee.amount,
    minimum: { kind, amount, confirmed: rules.minimums.confirmed },
    belowMinimum: price > 0 ? price < amount : null,
    sdaUnsure: a.sda === 'unsure',
  };
}

/** The backend's property types the Act counts as "a flat or maisonette"; every other kind is "any other immovable property". */
const FLAT_TYPES = new Set(['apartment', 'penthouse', 'maisonette', 'duplex', 'studio', 'flat']);

/** The Act's kind of a property, from the backend's type name (in English) and sale type (7: commercial). */
export function minimumKindOf(typeName: string, lettingType: number): MinimumKind {
  return lettingType !== 7 && FLAT_TYPES.has(typeName.trim().toLowerCase()) ? 'flat-or-maisonette' : 'other';
}
