import type { PropertySummary } from '@/lib/domain/types';
import { CardList } from '@/components/property/card-list';
import { cardView, cardWords } from '@/lib/card-view';
import type { CardTexts } from '@/lib/i18n/card-texts';

/**
 * The cards of one page of results. Only the first photo is preloaded: the cards' photos are all of
 * one size, so the first to paint is the page's largest paint whatever the columns, and a second
 * preload would only share a phone's bandwidth with it.
 */
export function ResultsGrid({ properties, texts }: { properties: PropertySummary[]; texts: CardTexts }) {
  return (
    <CardList
      id="results"
      layout="besideFilters"
      views={properties.map((p) => cardView(p, texts.typeNames))}
      texts={cardWords(texts)}
      preloadFirst
      headingLevel={2}
      sizes="(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw"
    />
  );
}
