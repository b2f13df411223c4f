import { describe, expect, it } from 'vitest';
import { AIP_RULES, aipOutcome, DEFAULT_ANSWERS, minimumKindOf, questionsFor, type BuyerAnswers } from '@/lib/foreign-buyers';

const buyer = (answers: Partial<BuyerAnswers>): BuyerAnswers => ({ ...DEFAULT_ANSWERS, ...answers });
const FLAT = AIP_RULES.minimums.amounts['flat-or-maisonette'];
const OTHER = AIP_RULES.minimums.amounts.other;

describe('who needs an AIP permit (Cap. 246)', () => {
  it('a citizen of Malta is treated as any EU citizen: five continuous years, or an exempt use, or a permit', () => {
    expect(aipOutcome(buyer({ citizenship: 'maltese', fiveYears: true, use: 'secondary' }), 'other', 500_000)).toEqual({ permit: false, because: 'eu-five-years', throughSpouse: false });
    expect(aipOutcome(buyer({ citizenship: 'maltese', use: 'primary' }), 'other', 500_000)).toEqual({ permit: false, because: 'eu-primary', throughSpouse: false });
    expect(aipOutcome(buyer({ citizenship: 'maltese', use: 'secondary' }), 'other', 500_000)).toMatchObject({ permit: true, because: 'eu-secondary' });
  });

  it('an EU citizen with five continuous years in Malta does not, whatever the use', () => {
    expect(aipOutcome(buyer({ citizenship: 'eu', fiveYears: true, use: 'secondary' }), 'other', 500_000)).toMatchObject({ permit: false, because: 'eu-five-years' });
  });

  it('an EU citizen without the five years needs one only for a secondary residence', () => {
    expect(aipOutcome(buyer({ citizenship: 'eu', use: 'primary' }), 'other', 1)).toMatchObject({ permit: false, because: 'eu-primary' });
    expect(aipOutcome(buyer({ citizenship: 'eu', use: 'business' }), 'other', 1)).toMatchObject({ permit: false, because: 'eu-business' });
    expect(aipOutcome(buyer({ citizenship: 'eu', use: 'secondary' }), 'flat-or-maisonette', FLAT + 1)).toEqual({
      permit: true,
      because: 'eu-secondary',
      fee: AIP_RULES.fee.amount,
      minimum: { kind: 'flat-or-maisonette', amount: FLAT, confirmed: AIP_RULES.minimums.confirmed },
      price: 'above-unconfirmed',
      sdaUnsure: false,
    });
  });

  it('a buyer from outside the EU needs one for any use, with the minimum price of its kind', () => {
    for (const use of ['primary', 'business', 'secondary'] as const) {
      expect(aipOutcome(buyer({ citizenship: 'other', use }), 'other', OTHER)).toMatchObject({ permit: true, because: 'non-eu', price: 'above-unconfirmed' });
    }
    expect(aipOutcome(buyer({ citizenship: 'other' }), 'other', OTHER - 1)).toMatchObject({ minimum: { kind: 'other', amount: OTHER }, price: 'below' });
    expect(aipOutcome(buyer({ citizenship: 'other' }), 'flat-or-maisonette', FLAT - 1)).toMatchObject({ minimum: { kind: 'flat-or-maisonette', amount: FLAT }, price: 'below' });
    // no price (price on request): nothing to compare
    expect(aipOutcome(buyer({ citizenship: 'other' }), 'other', 0)).toMatchObject({ price: null });
  });

  it('long-term resident status takes a buyer from outside the EU out of the Act', () => {
    expect(aipOutcome(buyer({ citizenship: 'other', longTermResident: true, use: 'secondary' }), 'other', 1)).toMatchObject({ permit: false, because: 'long-term-resident' });
  });

  it('a spouse buying jointly counts with their Maltese or EU spouse', () => {
    expect(aipOutcome(buyer({ citizenship: 'other', spouse: 'maltese', use: 'primary' }), 'other', 1)).toEqual({ permit: false, because: 'eu-primary', throughSpouse: true });
    // a Maltese spouse without five years' residence needs a permit for a secondary residence, as an EU one does
    expect(aipOutcome(buyer({ citizenship: 'other', spouse: 'maltese', use: 'secondary' }), 'other', 1)).toMatchObject({ permit: true, because: 'eu-secondary' });
    expect(aipOutcome(buyer({ citizenship: 'other', spouse: 'eu', use: 'primary' }), 'other', 1)).toEqual({ permit: false, because: 'eu-primary', throughSpouse: true });
    expect(aipOutcome(buyer({ citizenship: 'other', spouse: 'eu', fiveYears: true, use: 'secondary' }), 'other', 1)).toMatchObject({ permit: false, because: 'eu-five-years', throughSpouse: true });
    // the EU spouse would need a permit for a secondary residence: so do both
    expect(aipOutcome(buyer({ citizenship: 'other', spouse: 'eu', use: 'secondary' }), 'other', 1)).toMatchObject({ permit: true, because: 'eu-secondary' });
    // long-term residence is not asked when the spouse decides
    expect(aipOutcome(buyer({ citizenship: 'other', spouse: 'eu', longTermResident: true, use: 'secondary' }), 'other', 1)).toMatchObject({ permit: true });
  });

  it('a Special Designated Area needs no permit and no minimum; not knowing is said beside the permit', () => {
    expect(aipOutcome(buyer({ citizenship: 'other', sda: 'yes' }), 'other', 1)).toEqual({ permit: false, because: 'sda', throughSpouse: false });
    expect(aipOutcome(buyer({ citizenship: 'eu', use: 'secondary', sda: 'yes' }), 'other', 1)).toMatchObject({ permit: false, because: 'sda' });
    expect(aipOutcome(buyer({ citizenship: 'other', sda: 'unsure' }), 'other', 1)).toMatchObject({ permit: true, price: 'below', sdaUnsure: true });
  });

  it('asks only the questions that decide', () => {
    expect(questionsFor(buyer({ citizenship: 'maltese' }))).toEqual({ spouse: false, fiveYears: true, longTermResident: false, use: true });
    expect(questionsFor(buyer({ citizenship: 'maltese', fiveYears: true }))).toEqual({ spouse: false, fiveYears: true, longTermResident: false, use: false });
    expect(questionsFor(buyer({ citizenship: 'eu' }))).toEqual({ spouse: false, fiveYears: true, longTermResident: false, use: true });
    expect(questionsFor(buyer({ citizenship: 'eu', fiveYears: true }))).toEqual({ spouse: false, fiveYears: true, longTermResident: false, use: false });
    expect(questionsFor(buyer({ citizenship: 'other' }))).toEqual({ spouse: true, fiveYears: false, longTermResident: true, use: false });
    expect(questionsFor(buyer({ citizenship: 'other', spouse: 'eu' }))).toEqual({ spouse: true, fiveYears: true, longTermResident: false, use: true });
    expect(questionsFor(buyer({ citizenship: 'other', spouse: 'maltese' }))).toEqual({ spouse: true, fiveYears: true, longTermResident: false, use: true });
  });
});

describe('the rules table', () => {
  it('dates every figure and says which are not confirmed as current', () => {
    for (const day of [AIP_RULES.checkedOn, AIP_RULES.fee.sourceDate]) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(AIP_RULES.fee).toMatchObject({ amount: 233, confirmed: true });
    // August 2022's figures, index-linked and revised since with figures no source read gives
    expect(AIP_RULES.minimums).toMatchObject({ amounts: { 'flat-or-maisonette': 153_018, other: 264_296 }, revisedIn: '2022-08', confirmed: false });
    expect(AIP_RULES.sdas.map((a) => a.name)).toContain('Manoel Island / Tigné Point');
  });
});

describe('the Act’s kind of a property', () => {
  it('counts apartments, penthouses and maisonettes as flats; houses, villas and commercial property as any other', () => {
    expect(minimumKindOf('Apartment', 6)).toBe('flat-or-maisonette');
    expect(minimumKindOf('Penthouse', 6)).toBe('flat-or-maisonette');
    expect(minimumKindOf(' maisonette ', 6)).toBe('flat-or-maisonette');
    expect(minimumKindOf('Terraced House', 6)).toBe('other');
    expect(minimumKindOf('Villa', 6)).toBe('other');
    expect(minimumKindOf('', 6)).toBe('other');
    expect(minimumKindOf('Apartment', 7)).toBe('other');
  });
});
