import { describe, expect, it } from 'vitest';
import { formatEuro, priceLines, pricePerSquareMetre, priceText } from '@/lib/price';

const base = { price: 0, priceDaily: 0, priceYearly: 0, priceOnRequest: false };

describe('price text', () => {
  it('uses German-style thousand separators', () => {
    expect(formatEuro(1250000)).toBe('€ 1.250.000');
    expect(formatEuro(950)).toBe('€ 950');
    expect(formatEuro(1000)).toBe('€ 1.000');
  });
  it('says Price On Request when set, whatever the amounts', () => {
    expect(priceText({ ...base, price: 500000, priceOnRequest: true })).toBe('Price On Request');
  });
  it('shows daily and yearly prices only when non-zero', () => {
    expect(priceLines({ ...base, price: 300000 })).toEqual([{ text: '€ 300.000', kind: 'main' }]);
    expect(priceLines({ ...base, price: 300000, priceDaily: 120, priceYearly: 24000 }).map((l) => l.text)).toEqual([
      '€ 300.000',
      '€ 120/Day',
      '€ 24.000/Year',
    ]);
  });
  it('falls back to Price On Request when no amount is known', () => {
    expect(priceText(base)).toBe('Price On Request');
  });
  it('gives the price per square metre only when both are known', () => {
    expect(pricePerSquareMetre({ ...base, price: 400000, squareMetres: 160 })).toBe(2500);
    expect(pricePerSquareMetre({ ...base, price: 400000, squareMetres: 0 })).toBeNull();
    expect(pricePerSquareMetre({ ...base, price: 400000, squareMetres: 100, priceOnRequest: true })).toBeNull();
  });
});
