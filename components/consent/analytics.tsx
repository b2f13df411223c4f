import Script from 'next/script';

/** Google Analytics 4's loader, only when a measurement id is configured; consent mode is set up first. */
export function Analytics({ measurementId }: { measurementId?: string }) {
  if (!measurementId) return null;
  return (
    <Script
      id="ga4"
      src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      strategy="afterInteractive"
    />
  );
}
