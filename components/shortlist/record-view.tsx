'use client';

import { useEffect } from 'react';
import type { ShortlistCard } from '@/lib/shortlist';
import { whenIdle } from '@/components/ui/when-idle';
import { recordViewNow } from './shortlist-store';

/**
 * A detail page seen: kept among the recently viewed (in the browser only), in the first idle moment
 * after the page has hydrated rather than in the hydration's own task, or as the visitor leaves the
 * page if that comes first (another page, in the site or not); written at once even while the stored
 * shortlist cannot be read yet (shortlist-store.ts). Renders nothing.
 */
export function RecordView({ property }: { property: ShortlistCard }) {
  useEffect(() => {
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      recordViewNow(property);
    };
    const cancel = whenIdle(record);
    window.addEventListener('pagehide', record);
    return () => {
      cancel();
      window.removeEventListener('pagehide', record);
      record();
    };
  }, [property]);
  return null;
}
