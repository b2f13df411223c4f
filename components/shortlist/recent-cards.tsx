'use client';

import type { RecentView } from '@/lib/shortlist';
import { PropertyCard } from '@/components/property/property-card';
import { CardGrid } from '@/components/property/card-grid';

export function RecentCards({ items }: { items: readonly RecentView[] }) {
  return (
    <CardGrid layout="fullWidth">
      {items.map((p) => (
        <li key={p.id}>
          <PropertyCard property={p} sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw" />
        </li>
      ))}
    </CardGrid>
  );
}
