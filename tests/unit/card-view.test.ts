import { describe, expect, it } from 'vitest';
import { cardTypeLabel, cardView, cardWords } from '@/lib/card-view';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import { en } from '@/lib/i18n/dictionaries/en';
import { it as italian } from '@/lib/i18n/dictionaries/it';
import type { ShortlistCard } from '@/lib/shortlist';

const card: ShortlistCard = {
  id: 12,
  title: 'Sunny Penthouse',
  urlSlug: '3-bedroom-penthouse-in-sliema',
  lettingType: 6,
  typeName: 'Penthouse',
  locationName: 'Sliema',
  bedrooms: 3,
  bathrooms: 2,
  squareMetres: 140,
  price: 650000,
  priceDaily: 0,
  priceYearly: 0,
  priceOnRequest: false,
  availableDate: '2026-03-01',
  imageUrl: 'https://img.example/p/12/thumb.webp',
};

describe("a card's view", () => {
  it("keeps only the card's fields of a listing's property", () => {
    const listed = { ...card, description: 'A long text the card never shows'.repeat(20), agentId: 4, features: [1, 2, 3] };
    const view = cardView(listed, {}, '2026-03-01');
    expect(Object.keys(view).sort()).toEqual([...Object.keys(card), 'availability'].sort());
  });

  it('reads its availability on the day given', () => {
    expect(cardView(card, {}, '2026-03-01').availability).toBe(0);
    expect(cardView(card, {}, '2026-02-01').availability).toBe(1);
    expect(cardView(card, {}, '2025-10-01').availability).toBe(2);
  });

  it("names its type in the page's language, as the backend wrote it when the table has no such name, nothing when it has none", () => {
    const texts = cardTextsOf('it', italian);
    expect(cardTypeLabel(cardView(card, texts.typeNames))).toBe('Attico');
    expect(cardTypeLabel(cardView({ ...card, typeName: 'Castle' }, texts.typeNames))).toBe('Castle');
    expect(cardTypeLabel(cardView({ ...card, typeName: '' }, texts.typeNames))).toBe('');
    // in English the backend's name is the page's: carried once, as typeName
    expect(cardView(card, cardTextsOf('en', en).typeNames)).not.toHaveProperty('typeLabel');
  });
});

describe("a card's words", () => {
  it('are the texts without the table of type names, the same object for the same texts', () => {
    const texts = cardTextsOf('en', en);
    const words = cardWords(texts);
    expect(words).not.toHaveProperty('typeNames');
    expect(words.heart).toBe(texts.heart);
    expect(cardWords(texts)).toBe(words);
  });
});
