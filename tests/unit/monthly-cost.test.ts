import { describe, expect, it } from 'vitest';
import { LOAN_DEFAULTS, LOAN_LIMITS, LOAN_TERMS, monthlyCost, monthlyRepayment, readFigure } from '@/lib/monthly-cost';

describe('the monthly repayment', () => {
  it('reproduces HSBC Malta’s worked example: €170,000 at 2.90% over 30 years, €711.45 a month', () => {
    // interest on actual days over a 360-day year: €711.26, the bank's calendar of months the other 19 cents
    const monthly = monthlyRepayment(170_000, 0.029, 30);
    expect(monthly).toBe(711.26);
    expect(Math.abs(monthly - 711.45)).toBeLessThan(0.25);
    // the plain nominal rate over 12 would fall €3.86 short of the bank's figure
    expect(monthlyRepayment(170_000, 0.029, 30, 365)).toBe(707.59);
  });

  it('repays a loan without interest in equal parts, and nothing without a loan', () => {
    expect(monthlyRepayment(120_000, 0, 10)).toBe(1_000);
    expect(monthlyRepayment(0, 0.029, 30)).toBe(0);
  });

  it('starts from the bank’s terms: a 10% deposit (90% lent for a home), 30 years, 2.9%', () => {
    expect(LOAN_DEFAULTS).toEqual({ depositPercent: 10, termYears: 30, ratePercent: 2.9 });
    expect(LOAN_TERMS.maxTermYears).toBe(40);
    const c = monthlyCost(188_889, LOAN_DEFAULTS.depositPercent, LOAN_DEFAULTS.termYears, LOAN_DEFAULTS.ratePercent);
    expect(c.deposit).toBe(18_888.9);
    expect(c.loan).toBe(170_000.1);
    expect(c.monthly).toBe(711.26);
    expect(c.repaid).toBe(711.26 * 360);
  });

  it('reads the figures as typed, in either decimal mark, and refuses what lies outside the limits', () => {
    expect(readFigure('2,9', LOAN_LIMITS.ratePercent)).toBe(2.9);
    expect(readFigure(' 2.90 % ', LOAN_LIMITS.ratePercent)).toBe(2.9);
    expect(readFigure('41', LOAN_LIMITS.termYears)).toBeNull();
    expect(readFigure('0', LOAN_LIMITS.termYears)).toBeNull();
    expect(readFigure('abc', LOAN_LIMITS.depositPercent)).toBeNull();
    expect(readFigure('', LOAN_LIMITS.depositPercent)).toBeNull();
  });
});
