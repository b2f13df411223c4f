import { describe, expect, it } from 'vitest';
import { comparison } from '@/lib/compare';

const p = (x: Partial<Parameters<typeof comparison>[0][number]> = {}) => ({
  price: 400_000,
  priceDaily: 0,
  priceYearly: 0,
  priceOnRequest: false,
  squareMetres: 100,
  typeName: 'Apartment',
  locationName: 'Sliema',
  bedrooms: 2,
  bathrooms: 1,
  availableDate: '2026-01-01',
  features: [],
  agent: { name: 'Maria Borg', phone: '+356 2100 0000', photoUrl: '' },
  ...x,
});

describe('comparison', () => {
  it('has a row per fact, with the price per m² and the availability', () => {
    const c = comparison([p(), p({ price: 500_000, squareMetres: 0, availableDate: '2099-01-01' })], '2026-06-01');
    const byLabel = Object.fromEntries(c.facts.map((r) => [r.label, r]));
    expect(byLabel['Price']!.values).toEqual(['€ 400.000', '€ 500.000']);
    expect(byLabel['Price per m²']!.values).toEqual(['€ 4.000', '—']);
    expect(byLabel['Availability']!.values).toEqual(['Available Now', 'Available in Few Months']);
    expect(byLabel['Agent']!.values).toEqual(['Maria Borg, +356 2100 0000', 'Maria Borg, +356 2100 0000']);
  });

  it('marks the rows that differ, and none for a single property', () => {
    const c = comparison([p(), p({ bedrooms: 3 })]);
    expect(c.facts.filter((r) => r.differs).map((r) => r.label)).toEqual(['Bedrooms']);
    expect(comparison([p()]).facts.some((r) => r.differs)).toBe(false);
  });

  it('has a row per feature of any property, alphabetically, differences marked', () => {
    const c = comparison([
      p({ features: [{ id: 1, name: 'Pool' }, { id: 2, name: 'Lift' }] }),
      p({ features: [{ id: 2, name: 'Lift' }] }),
    ]);
    expect(c.features).toEqual([
      { label: 'Lift', values: ['Yes', 'Yes'], differs: false },
      { label: 'Pool', values: ['Yes', 'No'], differs: true },
    ]);
  });

  it('estimates the purchase costs with the calculator’s standard rate, none for a price on request', () => {
    const c = comparison([p(), p({ priceOnRequest: true })]);
    const byLabel = Object.fromEntries(c.costs.map((r) => [r.label, r.values]));
    // 5% duty, 1% notary, €600 searches
    expect(byLabel['Stamp duty (standard rate)']).toEqual(['€ 20.000', '—']);
    expect(byLabel['Notary']).toEqual(['€ 4.000', '—']);
    expect(byLabel['Cash needed in all']).toEqual(['€ 424.600', '—']);
    expect(comparison([p()]).facts.find((r) => r.label === 'Price per m²')!.values).toEqual(['€ 4.000']);
  });
});
