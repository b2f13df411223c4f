import type { Metadata } from 'next';
import { Suspense } from 'react';
import { connection } from 'next/server';
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
import styles from './page.module.css';

export function generateMetadata(): Metadata {
  const name = env().BUSINESS_NAME;
  return {
    title: { absolute: `${name} - Expert Property Sales & Real Estate Services` },
    description:
      'Apartments, penthouses, villas, houses of character and commercial property for sale in Malta and Gozo. Search listings by area and price and talk to a local real estate agent.',
    keywords: [
      'apartments for sale in Malta',
      'property for sale in Malta',
      'real estate Malta',
      'Malta property sales',
      'penthouses Malta',
      'houses for sale Malta',
      'commercial property Malta',
      'Gozo property',
    ],
    alternates: { canonical: '/' },
  };
}

export default async function HomePage() {
  await connection();
  const options = await getFilterOptions().catch(() => null);
  return (
    <>
      <Island>
        <Hero>
          <SearchCard options={options} />
        </Hero>
      </Island>

      <div className={`container ${styles.sections}`}>
        <Island>
          <section aria-labelledby="areas-heading">
            <h2 id="areas-heading" className={styles.heading}>
              Property For Sale in Malta
            </h2>
            <TileGrid tiles={AREA_TILES} variant="areas" sizes="(min-width: 1240px) 290px, (min-width: 768px) 24vw, 50vw" />
          </section>
        </Island>

        <section aria-labelledby="featured-heading" className={`${styles.featured} render-near-view`}>
          <h2 id="featured-heading" className={styles.heading}>
            Properties Available Now
          </h2>
          <Suspense fallback={<p className={styles.loading}>loading...</p>}>
            <FeaturedCarousel />
          </Suspense>
        </section>

        <Island>
          <section aria-labelledby="locations-heading" className="render-near-view">
            <h2 id="locations-heading" className={styles.heading}>
              Best Locations In Malta
            </h2>
            <BestLocations />
          </section>
        </Island>

        <Island>
          <section aria-labelledby="types-heading">
            <h2 id="types-heading" className={styles.heading}>
              Most Popular Property Types
            </h2>
            <TileGrid tiles={POPULAR_TYPES} variant="types" sizes="(min-width: 1240px) 160px, (min-width: 1024px) 14vw, (min-width: 768px) 24vw, 50vw" />
          </section>
        </Island>

        {/* this browser's last detail pages, when there are any (kept in the browser only) */}
        <Island>
          <RecentlyViewed />
        </Island>
      </div>
    </>
  );
}
