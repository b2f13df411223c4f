'use client';

import type { CardView, CardWords } from '@/lib/card-view';
import { CardGrid } from './card-grid';
import { PropertyCardView } from './property-card-view';

/**
 * A grid of property cards (CardGrid) from their views: a page's RSC payload carries the cards'
 * words, `sizes` and heading level once for all of them. Only the first photo may be preloaded.
 */
export function CardList({
  views,
  texts,
  layout,
  sizes,
  headingLevel,
  preloadFirst = false,
  id,
}: {
  views: CardView[];
  texts: CardWords;
  layout: 'besideFilters' | 'fullWidth';
  sizes: string;
  headingLevel?: 2 | 3 | 4;
  preloadFirst?: boolean;
  id?: string;
}) {
  return (
    <CardGrid layout={layout} id={id}>
      {views.map((view, i) => (
        <li key={view.id}>
          <PropertyCardView view={view} texts={texts} priority={preloadFirst && i === 0} headingLevel={headingLevel} sizes={sizes} />
        </li>
      ))}
    </CardGrid>
  );
}
