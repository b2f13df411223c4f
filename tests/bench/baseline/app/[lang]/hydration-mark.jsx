'use client';

import { useEffect } from 'react';

// the same signal as the site's (components/layout/hydration-mark.tsx), so both are timed alike
export function HydrationMark() {
  useEffect(() => {
    performance.mark('site:hydrated');
  }, []);
  return null;
}
