import { describe, expect, it } from 'vitest';
import {
  PURCHASE_COST_RULES,
  purchaseCosts,
  schemesFor,
  stampDuty,
} from '@/lib/purchase-costs';

describe('stamp duty', () => {
  it('charges a first-time buyer nothing at €180,000', () => {
    expect(stampDuty(180_000, 'first-time-buyer')).toBe(0);
  });

  it('charges a standard buyer 5% at €400,000', () => {
    expect(stampDuty(400_000, 'standard')).toBe(20_000);
  });

  it('keeps the first €200,000 of a first-time buyer free, up to the boundary itself, and charges 5% above', () => {
    expect(stampDuty(200_000, 'first-time-buyer')).toBe(0);
    // the next euro starts a new €100 slice at 5%
    expect(stampDuty(200_001, 'first-time-buyer')).toBe(5);
    expect(stampDuty(300_000, 'first-time-buyer')).toBe(5_000);
  });

  it('charges the sole-residence rate of 3.5% on the first €150,000 and 5% above', () => {
    expect(stampDuty(150_000, 'sole-residence')).toBe(5_250);
    expect(stampDuty(150_100, 'sole-residence')).toBe(5_255);
    expect(stampDuty(400_000, 'sole-residence')).toBe(5_250 + 12_500);
  });

  it('counts every €100 or part of it', () => {
    expect(stampDuty(100_050, 'standard')).toBe(5_005);
    expect(stampDuty(100_100, 'standard')).toBe(5_005);
  });

  it('charges nothing on no price', () => {
    expect(stampDuty(0, 'standard')).toBe(0);
    expect(stampDuty(Number.NaN, 'standard')).toBe(0);
    expect(stampDuty(-5, 'sole-residence')).toBe(0);
  });
});

describe('purchase costs', () => {
  it('adds the provisional 1% at the promise of sale, counted against the duty', () => {
    const c = purchaseCosts(400_000, 'standard');
    expect(c.provisionalDuty).toBe(4_000);
    expect(c.dutyOnDeed).toBe(16_000);
    expect(c.provisionalDuty + c.dutyOnDeed).toBe(c.stampDuty);
  });

  it('never asks more provisional duty than the duty itself', () => {
    const c = purchaseCosts(180_000, 'first-time-buyer');
    expect(c.stampDuty).toBe(0);
    expect(c.provisionalDuty).toBe(0);
    const d = purchaseCosts(205_000, 'first-time-buyer');
    expect(d.stampDuty).toBe(250);
    expect(d.provisionalDuty).toBe(250);
    expect(d.dutyOnDeed).toBe(0);
  });

  it('estimates notary fees as a range, counts its high end with searches and registration, and totals the cash needed', () => {
    const c = purchaseCosts(350_000, 'standard');
    expect(c.notaryFeeFrom).toBe(5_250);
    expect(c.notaryFee).toBe(8_750);
    expect(c.searchesAndRegistration).toBe(PURCHASE_COST_RULES.searchesAndRegistration);
    expect(c.extras).toBe(17_500 + 8_750 + PURCHASE_COST_RULES.searchesAndRegistration);
    expect(c.totalCash).toBe(350_000 + c.extras);
    expect(c.effectiveDutyRate).toBeCloseTo(0.05);
  });

  it('costs nothing without a price', () => {
    expect(purchaseCosts(0, 'standard').totalCash).toBe(0);
  });
});

describe('rules table', () => {
  it('is dated', () => {
    expect(PURCHASE_COST_RULES.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(PURCHASE_COST_RULES.checkedOn >= PURCHASE_COST_RULES.effectiveFrom).toBe(true);
  });

  it('offers the home-buyer schemes for residential property only, and to buyers who need no permit only', () => {
    expect(schemesFor(6)).toEqual(['standard', 'first-time-buyer', 'sole-residence']);
    expect(schemesFor(7)).toEqual(['standard']);
    expect(schemesFor(6, true)).toEqual(['standard']);
  });
});
