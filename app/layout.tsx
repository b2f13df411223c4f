import type { Metadata, Viewport } from 'next';
import { env } from '@/lib/env';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BusinessJsonLd } from '@/components/seo/business-json-ld';
import { ConsentBoot } from '@/components/consent/consent-boot';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { Analytics } from '@/components/consent/analytics';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { Island } from '@/components/ui/island';
import { inter, interExt } from './fonts';
import './globals.css';
import styles from './layout.module.css';

export function generateMetadata(): Metadata {
  const { SITE_URL, BUSINESS_NAME } = env();
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: `${BUSINESS_NAME} - Expert Property Sales & Real Estate Services`, template: `%s | ${BUSINESS_NAME}` },
    description:
      'Apartments, penthouses, villas and commercial property for sale in Malta and Gozo. Search listings, view on the map and talk to a local real estate agent.',
    keywords: ['property for sale in Malta', 'apartments for sale Malta', 'real estate Malta', 'Malta property sales', 'Gozo property'],
    applicationName: BUSINESS_NAME,
    openGraph: { siteName: BUSINESS_NAME, locale: 'en_MT', type: 'website' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b4f6c',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const { GA_MEASUREMENT_ID } = env();
  return (
    // the consent boot script marks <html> with a stored choice before React hydrates
    <html lang="en-MT" className={`${inter.variable} ${interExt.variable}`} suppressHydrationWarning>
      <head>
        <ConsentBoot measurementId={GA_MEASUREMENT_ID} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {/* early in the document, so it is whole in the first bytes the browser paints */}
        <CookieBanner />
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Island>
          <SiteFooter />
        </Island>
        <BusinessJsonLd />
        <Analytics measurementId={GA_MEASUREMENT_ID} />
        {/* an island of its own: set when the page's islands have hydrated, in the same pass */}
        <Island>
          <HydrationMark />
        </Island>
      </body>
    </html>
  );
}
