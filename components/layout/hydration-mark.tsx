'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, HYDRATED_MARK } from '@/lib/hydration';

/** Marks the moment React has hydrated the page, in time and on <html> (lib/hydration.ts); renders nothing. */
export function HydrationMark() {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
