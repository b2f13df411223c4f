/**
 * What a home loan costs a month: the level instalment (annuity) that repays a loan over a term at
 * a rate, with the defaults a named Maltese bank publishes. An estimate for visitors, never an offer.
 *
 * The bank's terms, as read (stored copy of the page, read on `LOAN_TERMS.read`):
 * HSBC Bank Malta, Classic Home Loan (hsbc.com.mt/home-loans/products/classic-home-loan/): "Borrow up
 * to 90% of the value of your property for your primary residence and 85% … for your second
 * residence"; its representative example: "a home loan of €170,000 … at a variable borrowing interest
 * rate of 2.90% p.a. for a term of 360 months … The APRC will be 3.0% p.a. The loan will be repayable
 * in 359 equal monthly instalments of €711.45 and one final instalment of €733.94"; the maximum term,
 * from HSBC Malta's home loan pages: 40 years, repaid by the age of 65 (or before retirement).
 * The page gives no date of its own.
 *
 * The convention: the bank's instalment follows interest counted on the actual days of each month
 * over a 360-day year (the nominal 2.90% earns 2.90% × 365/360 over a year). The level instalment at
 * that monthly rate is €711.26 on the example; the bank's €711.45 and its larger last instalment come
 * from its calendar of 28- to 31-day months, which an estimate does not know. At the plain nominal
 * rate over 12 (2.90%/12) the instalment would be €707.59, €3.86 less than the bank's.
 */

export const LOAN_TERMS = {
  bank: 'HSBC Bank Malta',
  product: 'Classic Home Loan',
  url: 'https://www.hsbc.com.mt/home-loans/products/classic-home-loan/',
  /** the day the page was read (yyyy-mm-dd); the page states no date of its own */
  read: '2026-12-07',
  /** the largest share of the value lent for a primary residence */
  maxLoanToValue: 0.9,
  maxTermYears: 40,
  /** the representative example's variable rate */
  rate: 0.029,
  /** the representative example's term */
  termYears: 30,
  /** interest counts actual days over a 360-day year */
  daysInYear: 360,
} as const;

/** The defaults the monthly estimate starts from, as the visitor sees them: the bank's largest loan for a home, its example's term and rate. */
export const LOAN_DEFAULTS = {
  depositPercent: Math.round((1 - LOAN_TERMS.maxLoanToValue) * 100),
  termYears: LOAN_TERMS.termYears,
  ratePercent: Math.round(LOAN_TERMS.rate * 10_000) / 100,
} as const;

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The level monthly instalment that repays `loan` over `years` at the nominal yearly `rate`, interest
 * counted over a `daysInYear`-day year (the bank's convention: see above). 0 for no loan.
 */
export function monthlyRepayment(loan: number, rate: number, years: number, daysInYear: number = LOAN_TERMS.daysInYear): number {
  if (!(loan > 0) || !(years > 0)) return 0;
  const n = Math.round(years * 12);
  const r = (rate * 365) / daysInYear / 12;
  return cents(r === 0 ? loan / n : (loan * r) / (1 - (1 + r) ** -n));
}

export interface MonthlyCost {
  deposit: number;
  loan: number;
  monthly: number;
  /** everything repaid over the term */
  repaid: number;
}

/** The loan, its monthly instalment and what is repaid in all, for a price, a deposit and a rate in percent, and a term in years. */
export function monthlyCost(price: number, depositPercent: number, years: number, ratePercent: number): MonthlyCost {
  const p = price > 0 ? price : 0;
  const deposit = cents((p * Math.min(Math.max(depositPercent, 0), 100)) / 100);
  const loan = cents(p - deposit);
  const monthly = monthlyRepayment(loan, ratePercent / 100, years);
  return { deposit, loan, monthly, repaid: cents(monthly * Math.round(years * 12)) };
}

/** The limits of what the estimate takes: a term the bank offers, a rate and a deposit that are shares. */
export const LOAN_LIMITS = { termYears: { min: 1, max: LOAN_TERMS.maxTermYears }, ratePercent: { min: 0, max: 20 }, depositPercent: { min: 0, max: 100 } } as const;

/**
 * A number as a visitor types it into the estimate ("10", "2.9", "2,9", "2,90 %"), in its limits;
 * null when it is none or outside them.
 */
export function readFigure(text: string, limits: { min: number; max: number }): number | null {
  const t = text.trim().replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n >= limits.min && n <= limits.max ? n : null;
}
