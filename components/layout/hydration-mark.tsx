'use client';

import { useEffect } from 'react';
import { HYDRATED_MARK } from '@/lib/hydration';

/** Marks the moment React has hydrated the page (lib/hydration.ts); renders nothing. */
export function HydrationMark() {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
