import Link from '@/components/ui/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PROPERTY_PLACEHOLDER, propertyImageFallbacks } from '@/lib/image-fallbacks';
import { landingTypeLabel } from '@/lib/i18n/labels';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import styles from './listing-page.module.css';

/** A site-relative address for a stored link: "/slug" or "slug" → "/slug"; anything else is not shown. */
function sitePath(url: string): string | null {
  const path = url.trim().replace(/^\/+/, '');
  return /^[a-z0-9][a-z0-9-]*(?:\?[^\s]*)?$/i.test(path) ? `/${path}` : null;
}

/**
 * Most Popular Property Types: 2 columns on mobile, 7 otherwise. The backend names each tile in
 * English; a page in another language names those of the landing pages it knows itself.
 */
export async function PopularTypes({ items, heading }: { items: { url: string; imageUrl: string; title: string }[]; heading: string }) {
  const { locale, t, href } = await pageLanguage();
  const english = locale === DEFAULT_LOCALE;
  const tiles = items.flatMap((tile) => {
    const path = sitePath(tile.url);
    if (!path) return [];
    const title = english ? tile.title : landingTypeLabel(t, { slug: path.slice(1), label: tile.title });
    return [{ ...tile, href: href(path), title, lang: !english && title === tile.title ? 'en' : undefined }];
  });
  if (tiles.length === 0) return null;
  return (
    <section className={`${styles.popular} render-near-view`} aria-labelledby="popular-heading">
      <h2 id="popular-heading">{heading}</h2>
      <ul className={styles.popularGrid}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link href={tile.href} className={styles.popularTile}>
              <span className={styles.popularImage}>
                <FallbackImage
                  src={tile.imageUrl || PROPERTY_PLACEHOLDER}
                  fallbacks={propertyImageFallbacks(tile.imageUrl)}
                  alt=""
                  fill
                  sizes="(min-width: 768px) 160px, 45vw"
                />
              </span>
              <span className={styles.popularTitle} lang={tile.lang}>
                {tile.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
