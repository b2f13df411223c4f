import Link from 'next/link';
import { getFeaturedProperties } from '@/lib/api/properties';
import { PropertyCard } from '@/components/property/property-card';
import { Carousel } from '@/components/ui/carousel';
import styles from './featured-carousel.module.css';

/**
 * "Properties Available Now": the featured properties in a carousel, 4 a page on desktop and 1 on
 * mobile. The cards are server-rendered; a backend failure shows a reduced state with listing links.
 */
export async function FeaturedCarousel() {
  const featured = await getFeaturedProperties().catch(() => null);
  if (!featured || featured.length === 0) {
    return (
      <p className={styles.reduced} role="status">
        {featured ? 'There are no featured properties right now.' : 'Our featured listings cannot be shown right now. Please try again in a moment.'}{' '}
        Browse <Link href="/residentials">residential</Link> and <Link href="/commercials">commercial</Link> properties.
      </p>
    );
  }
  return (
    <Carousel label="Featured properties" perView={{ base: 1, md: 2, lg: 4 }} className={styles.carousel}>
      {featured.map((p) => (
        <PropertyCard key={p.id} property={p} sizes="(min-width: 1024px) 300px, (min-width: 768px) 50vw, 100vw" />
      ))}
    </Carousel>
  );
}
