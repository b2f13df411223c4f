import { describe, expect, it } from 'vitest';
import { comparison, comparisonWordsOf } from '@/lib/compare';
import { en } from '@/lib/i18n/dictionaries/en';
import { it as italian } from '@/lib/i18n/dictionaries/it';

const EN = comparisonWordsOf(en);

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
    const c = comparison([p(), p({ price: 500_000, squareMetres: 0, availableDate: '2099-01-01' })], EN, '2026-06-01');
    const byLabel = Object.fromEntries(c.facts.map((r) => [r.label, r]));
    expect(byLabel['Price']!.values).toEqual(['€ 400.000', '€ 500.000']);
    expect(byLabel['Price per m²']!.values).toEqual(['€ 4.000', '—']);
    expect(byLabel['Availability']!.values).toEqual(['Available Now', 'Available in Few Months']);
    expect(byLabel['Agent']!.values).toEqual(['Maria Borg, +356 2100 0000', 'Maria Borg, +356 2100 0000']);
  });

  it('marks the rows that differ, and none for a single property', () => {
    const c = comparison([p(), p({ bedrooms: 3 })], EN);
    expect(c.facts.filter((r) => r.differs).map((r) => r.label)).toEqual(['Bedrooms']);
    expect(comparison([p()], EN).facts.some((r) => r.differs)).toBe(false);
  });

  it('has a row per feature of any property, alphabetically, differences marked', () => {
    const c = comparison([
      p({ features: [{ id: 1, name: 'Pool' }, { id: 2, name: 'Lift' }] }),
      p({ features: [{ id: 2, name: 'Lift' }] }),
    ], EN);
    expect(c.features).toEqual([
      { label: 'Lift', values: ['Yes', 'Yes'], differs: false, fromBackend: true },
      { label: 'Pool', values: ['Yes', 'No'], differs: true, fromBackend: true },
    ]);
  });

  it('speaks the page’s language: its own words translated, the backend’s features and places as they are', () => {
    const c = comparison([p({ typeName: 'Penthouse', features: [{ id: 1, name: 'Pool' }] }), p({ availableDate: '2099-01-01' })], comparisonWordsOf(italian), '2026-06-01');
    const byLabel = Object.fromEntries(c.facts.map((r) => [r.label, r.values]));
    expect(byLabel['Tipologia']).toEqual(['Attico', 'Appartamento']);
    expect(byLabel['Località']).toEqual(['Sliema', 'Sliema']);
    expect(byLabel['Disponibilità']).toEqual(['Disponibile subito', 'Disponibile tra qualche mese']);
    expect(c.features).toEqual([{ label: 'Pool', values: ['Sì', 'No'], differs: true, fromBackend: true }]);
    expect(c.costs.map((r) => r.label)).toContain('Spese notarili');
  });

  it('estimates the purchase costs with the calculator’s standard rate, none for a price on request', () => {
    const c = comparison([p(), p({ priceOnRequest: true })], EN);
    const byLabel = Object.fromEntries(c.costs.map((r) => [r.label, r.values]));
    // 5% duty, notary 1.5%–2.5% (the high end counted), €600 searches
    expect(byLabel['Stamp duty (standard rate)']).toEqual(['€ 20.000', '—']);
    expect(byLabel['Notary']).toEqual(['€ 6.000 – € 10.000', '—']);
    expect(byLabel['Cash needed in all, at most']).toEqual(['€ 430.600', '—']);
    expect(comparison([p()], EN).facts.find((r) => r.label === 'Price per m²')!.values).toEqual(['€ 4.000']);
  });
});
