import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getFilterOptions } from '@/lib/api/properties';
import { env } from '@/lib/env';
import { Hero } from '@/components/home/hero';
import { SearchCard } from '@/components/home/search-card';
import { TileGrid } from '@/components/home/tile-grid';
import { AREA_TILES, POPULAR_TYPES } from '@/components/home/home-content';
import { FeaturedCarousel } from '@/components/home/featured-carousel';
import { BestLocations } from '@/components/home/best-locations';
import { RecentlyViewed } from '@/components/shortlist/recently-viewed';
import { Island } from '@/components/ui/island';
import { commaList, fill } from '@/lib/i18n/format';
import { landingTypeLabel, localizedOptions } from '@/lib/i18n/labels';
import { pageAlternates } from '@/lib/i18n/metadata';
import { pageLanguage } from '@/lib/i18n/server';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import { searchCardOptions } from '@/lib/search-card';
import styles from './page.module.css';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

export async function generateMetadata(): Promise<Metadata> {
  const name = env().BUSINESS_NAME;
  const { locale, t } = await pageLanguage();
  return {
    title: { absolute: fill(t.meta.homeTitle, { name }) },
    description: t.meta.homeDescription,
    keywords: commaList(t.meta.homeKeywords),
    alternates: pageAlternates(locale, '/'),
  };
}

export default async function HomePage() {
  const { locale, t, href } = await pageLanguage();
  // the property types named in the page's language
  const options = await getFilterOptions().then(
    (o) => localizedOptions(o, t),
    () => null,
  );
  const areaTiles = AREA_TILES.map((tile) => ({ ...tile, href: href(tile.href) }));
  const typeTiles = POPULAR_TYPES.map((tile) => ({
    ...tile,
    href: href(tile.href),
    name: landingTypeLabel(t, { slug: tile.href.slice(1), label: tile.name }),
  }));
  return (
    <>
      <Island>
        <Hero heading={t.home.heroHeading} lead={t.home.heroLead}>
          <SearchCard options={options && searchCardOptions(options)} locale={locale} texts={t.searchCard} saleTypes={t.saleTypes} />
        </Hero>
      </Island>

      <div className={`container ${styles.sections}`}>
        <Island>
          <section aria-labelledby="areas-heading">
            <h2 id="areas-heading" className={styles.heading}>
              {t.home.areas}
            </h2>
            <TileGrid tiles={areaTiles} variant="areas" sizes="(min-width: 1240px) 290px, (min-width: 768px) 24vw, 50vw" />
          </section>
        </Island>

        <section aria-labelledby="featured-heading" className={`${styles.featured} render-near-view`}>
          <h2 id="featured-heading" className={styles.heading}>
            {t.home.featured}
          </h2>
          <Suspense fallback={<p className={styles.loading}>{t.home.loading}</p>}>
            <FeaturedCarousel />
          </Suspense>
        </section>

        <Island>
          <section aria-labelledby="locations-heading" className="render-near-view">
            <h2 id="locations-heading" className={styles.heading}>
              {t.home.locations}
            </h2>
            <BestLocations />
          </section>
        </Island>

        <Island>
          <section aria-labelledby="types-heading">
            <h2 id="types-heading" className={styles.heading}>
              {t.home.types}
            </h2>
            <TileGrid tiles={typeTiles} variant="types" sizes="(min-width: 1240px) 160px, (min-width: 1024px) 14vw, (min-width: 768px) 24vw, 50vw" />
          </section>
        </Island>

        {/* this browser's last detail pages, when there are any (kept in the browser only) */}
        <Island>
          <RecentlyViewed heading={t.home.recentlyViewed} texts={cardTextsOf(locale, t)} />
        </Island>
      </div>
    </>
  );
}
