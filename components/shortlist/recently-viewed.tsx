'use client';

import { lazy, Suspense } from 'react';
import { useShortlist } from './shortlist-store';
import type { CardTexts } from '@/lib/i18n/card-texts';

// the cards' code loads only for a visitor who has viewed a property
const RecentCards = lazy(() => import('./recent-cards').then((m) => ({ default: m.RecentCards })));

/**
 * The last detail pages this browser visited (home and not-found pages); nothing when there are none.
 * Styled from globals.css, as the not-found page is: a stylesheet of its own would be preloaded on
 * every page (app/globals.css says why); the cards bring theirs when they load.
 */
export function RecentlyViewed({ heading, texts }: { heading: string; texts: CardTexts }) {
  const { recent } = useShortlist();
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="recently-viewed">
      <h2 id="recently-viewed-heading" className="recently-viewed-heading">
        {heading}
      </h2>
      <Suspense fallback={null}>
        <RecentCards items={recent} texts={texts} />
      </Suspense>
    </section>
  );
}
