import type { Metadata, Viewport } from 'next';
import { env } from '@/lib/env';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BusinessJsonLd } from '@/components/seo/business-json-ld';
import { ConsentBoot } from '@/components/consent/consent-boot';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { Analytics } from '@/components/consent/analytics';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { ImageFallbacks } from '@/components/ui/image-fallbacks';
import { Island } from '@/components/ui/island';
import { IconSprite } from '@/components/ui/icons/sprite';
import { commaList, fill } from '@/lib/i18n/format';
import { localeInfo } from '@/lib/i18n/locales';
import { siteOpenGraph } from '@/lib/i18n/metadata';
import { pageLanguage } from '@/lib/i18n/server';
import { inter, interExt } from '../fonts';
import '../globals.css';
import styles from './layout.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const { SITE_URL, BUSINESS_NAME } = env();
  const { locale, t } = await pageLanguage();
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: fill(t.meta.homeTitle, { name: BUSINESS_NAME }), template: `%s | ${BUSINESS_NAME}` },
    description: t.meta.siteDescription,
    keywords: commaList(t.meta.siteKeywords),
    applicationName: BUSINESS_NAME,
    openGraph: { ...siteOpenGraph(locale, t), type: 'website' },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b4f6c',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { GA_MEASUREMENT_ID } = env();
  const { locale, t } = await pageLanguage();
  return (
    // the consent boot script marks <html> with a stored choice before React hydrates
    <html lang={localeInfo(locale).htmlLang} className={`${inter.variable} ${interExt.variable}`} suppressHydrationWarning>
      <head>
        <ConsentBoot measurementId={GA_MEASUREMENT_ID} />
      </head>
      <body>
        <IconSprite />
        <a href="#main" className="skip-link">
          {t.frame.skipLink}
        </a>
        {/* early in the document, so it is whole in the first bytes the browser paints */}
        <CookieBanner texts={t.cookies} />
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Island>
          <SiteFooter />
        </Island>
        <BusinessJsonLd />
        <Analytics measurementId={GA_MEASUREMENT_ID} />
        {/* every image's fallbacks (components/ui/fallback-image.tsx) */}
        <Island>
          <ImageFallbacks />
        </Island>
        {/* an island of its own: set when the page's islands have hydrated, in the same pass */}
        <Island>
          <HydrationMark />
        </Island>
      </body>
    </html>
  );
}
