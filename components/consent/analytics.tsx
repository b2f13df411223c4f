'use client';

import { lazy, Suspense } from 'react';

// next/script's code loads only where analytics is configured: a module the layout imported directly
// would sit in every page's first load, measured or not (docs/performance.md, Bundle)
const Script = lazy(() => import('next/script'));

/** Google Analytics 4's loader, only when a measurement id is configured; consent mode is set up first. */
export function Analytics({ measurementId }: { measurementId?: string }) {
  if (!measurementId) return null;
  return (
    <Suspense fallback={null}>
      <Script
        id="ga4"
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
        strategy="afterInteractive"
      />
    </Suspense>
  );
}
