import { cardView, cardWords } from '@/lib/card-view';
import type { CardTexts } from '@/lib/i18n/card-texts';
import type { ShortlistCard } from '@/lib/shortlist';
import { PropertyCardView } from './property-card-view';

/**
 * A property as a card (PropertyCardView), from a server component or a client one alike. The card
 * is a client component: a page's RSC payload then carries each card as its view (a few hundred
 * bytes) and the card's words once, instead of the card's whole markup, photo attributes and icons
 * twenty times over; the HTML is the same.
 */
export function PropertyCard({
  property,
  texts,
  ...rest
}: {
  property: ShortlistCard;
  /** its words and links in the page's language */
  texts: CardTexts;
  priority?: boolean;
  sizes?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return <PropertyCardView view={cardView(property, texts.typeNames)} texts={cardWords(texts)} {...rest} />;
}
