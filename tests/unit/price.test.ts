import { describe, expect, it } from 'vitest';
import { it as italian } from '@/lib/i18n/dictionaries/it';
import { formatEuro, groupThousands, priceLines, pricePerSquareMetre, priceText } from '@/lib/price';

const base = { price: 0, priceDaily: 0, priceYearly: 0, priceOnRequest: false };

describe('price text', () => {
  it('uses German-style thousand separators', () => {
    expect(formatEuro(1250000)).toBe('€ 1.250.000');
    expect(formatEuro(950)).toBe('€ 950');
    expect(formatEuro(1000)).toBe('€ 1.000');
  });
  it('groups whole numbers in threes with full stops, as Intl does for de-DE', () => {
    const de = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 23_456_789, 1_234_567_890, -1, -1234, -1_234_567, 1249.5, 1250.49, -0.4]) {
      expect(groupThousands(n), String(n)).toBe(de.format(Math.round(n)).replace(/^-0$/, '0'));
    }
    expect(groupThousands(1_234_567, ',')).toBe('1,234,567');
  });
  it('rounds to the whole euro', () => {
    expect(formatEuro(1249.5)).toBe('€ 1.250');
    expect(formatEuro(999.4)).toBe('€ 999');
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
  it('writes its words in the page’s language', () => {
    expect(priceLines({ ...base, price: 300000, priceDaily: 120, priceYearly: 24000 }, italian.price).map((l) => l.text)).toEqual([
      '€ 300.000',
      '€ 120 al giorno',
      '€ 24.000 all’anno',
    ]);
    expect(priceText(base, italian.price)).toBe('Prezzo su richiesta');
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
