import Link from '@/components/ui/link';
import { getFeaturedProperties } from '@/lib/api/properties';
import { pageLanguage } from '@/lib/i18n/server';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import { commercialsPath, residentialsPath } from '@/lib/routes';
import { PropertyCard } from '@/components/property/property-card';
import { Carousel } from '@/components/ui/carousel';
import { TemplateText } from '@/components/ui/template-text';
import styles from './featured-carousel.module.css';

/**
 * "Properties Available Now": the featured properties in a carousel, 4 a page on desktop and 1 on
 * mobile. The cards are server-rendered; a backend failure shows a reduced state with listing links.
 */
export async function FeaturedCarousel() {
  const [featured, { locale, t, href }] = await Promise.all([getFeaturedProperties().catch(() => null), pageLanguage()]);
  if (!featured || featured.length === 0) {
    const links = {
      residential: <Link href={href(residentialsPath)}>{t.home.residential}</Link>,
      commercial: <Link href={href(commercialsPath)}>{t.home.commercial}</Link>,
    };
    return (
      <p className={styles.reduced} role="status">
        {featured ? t.home.noFeatured : t.home.featuredUnavailable}{' '}
        <TemplateText template={t.home.browse} slots={links} />
      </p>
    );
  }
  return (
    <Carousel label={t.home.featuredCarousel} texts={t.carousel} perView={{ base: 1, md: 2, lg: 4 }} className={styles.carousel}>
      {featured.map((p) => (
        <PropertyCard key={p.id} property={p} texts={cardTextsOf(locale, t)} sizes="(min-width: 1024px) 300px, (min-width: 768px) 50vw, 100vw" />
      ))}
    </Carousel>
  );
}
