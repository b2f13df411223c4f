'use client';

import type { RecentView } from '@/lib/shortlist';
import { CardList } from '@/components/property/card-list';
import { cardView, cardWords } from '@/lib/card-view';
import type { CardTexts } from '@/lib/i18n/card-texts';

export function RecentCards({ items, texts }: { items: readonly RecentView[]; texts: CardTexts }) {
  return (
    <CardList
      layout="fullWidth"
      views={items.map((p) => cardView(p, texts.typeNames))}
      texts={cardWords(texts)}
      sizes="(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw"
    />
  );
}
