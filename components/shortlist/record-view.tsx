'use client';

import { useEffect } from 'react';
import { recordView, type ShortlistCard } from '@/lib/shortlist';
import { updateShortlist } from './shortlist-store';

/** A detail page seen: kept among the recently viewed (in the browser only). Renders nothing. */
export function RecordView({ property }: { property: ShortlistCard }) {
  useEffect(() => {
    updateShortlist((s) => recordView(s, property, Date.now()));
  }, [property]);
  return null;
}
