/**
 * A property as its card shows it (components/property/property-card.tsx), worked out where the
 * card is rendered: the card's own fields, which are also all its heart saves, and the two things
 * that would otherwise take more to the browser than the card itself: its availability, read on
 * the day the page is rendered (a cached page and the browser's clock must not disagree), and its
 * type's name in the page's language (rather than the whole table of names). The words every card
 * shares go to the browser once a page (`cardWords`).
 */
import { availabilityOf } from './availability';
import type { Availability } from './domain/types';
import { backendName, type CardTexts } from './i18n/card-texts';
import { toShortlistCard, type ShortlistCard } from './shortlist';

export interface CardView extends ShortlistCard {
  availability: Availability;
  /** the type's name in the page's language, only where it is not the backend's own (`typeName`) */
  typeLabel?: string;
}

export function cardView(p: ShortlistCard, typeNames: CardTexts['typeNames'], today?: string): CardView {
  const label = p.typeName ? backendName(typeNames, p.typeName) : '';
  return {
    ...toShortlistCard(p),
    availability: availabilityOf(p.availableDate, today),
    // an English page names the type as the backend does: the name once in the payload, not twice a card
    ...(label === p.typeName ? {} : { typeLabel: label }),
  };
}

/** The type's name a card shows, in its page's language. */
export const cardTypeLabel = (view: CardView): string => view.typeLabel ?? view.typeName;

/** The words of a card in the page's language: its texts without the table of type names. */
export type CardWords = Omit<CardTexts, 'typeNames'>;

const words = new WeakMap<CardTexts, CardWords>();
/** The same object for the same texts, so that a page's RSC payload carries it once however many cards it has. */
export function cardWords(texts: CardTexts): CardWords {
  let w = words.get(texts);
  if (!w) {
    w = { locale: texts.locale, card: texts.card, heart: texts.heart, price: texts.price, availability: texts.availability };
    words.set(texts, w);
  }
  return w;
}
