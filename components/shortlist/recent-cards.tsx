'use client';

import type { RecentView } from '@/lib/shortlist';
import { PropertyCard } from '@/components/property/property-card';
import { CardGrid } from '@/components/property/card-grid';
import type { CardTexts } from '@/lib/i18n/card-texts';

export function RecentCards({ items, texts }: { items: readonly RecentView[]; texts: CardTexts }) {
  return (
    <CardGrid layout="fullWidth">
      {items.map((p) => (
        <li key={p.id}>
          <PropertyCard property={p} texts={texts} sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw" />
        </li>
      ))}
    </CardGrid>
  );
}
