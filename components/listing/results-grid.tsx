import type { PropertySummary } from '@/lib/domain/types';
import { PropertyCard } from '@/components/property/property-card';
import { CardGrid } from '@/components/property/card-grid';
import type { CardTexts } from '@/lib/i18n/card-texts';

/**
 * The cards of one page of results. Only the first photo is preloaded: the cards' photos are all of
 * one size, so the first to paint is the page's largest paint whatever the columns, and a second
 * preload would only share a phone's bandwidth with it.
 */
export function ResultsGrid({ properties, texts }: { properties: PropertySummary[]; texts: CardTexts }) {
  return (
    <CardGrid layout="besideFilters" id="results">
      {properties.map((p, i) => (
        <li key={p.id}>
          <PropertyCard property={p} texts={texts} priority={i === 0} headingLevel={2} sizes="(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw" />
        </li>
      ))}
    </CardGrid>
  );
}
