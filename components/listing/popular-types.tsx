import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PROPERTY_PLACEHOLDER, propertyImageFallbacks } from '@/lib/image-fallbacks';
import styles from './listing-page.module.css';

/** A site-relative address for a stored link: "/slug" or "slug" → "/slug"; anything else is not shown. */
function sitePath(url: string): string | null {
  const path = url.trim().replace(/^\/+/, '');
  return /^[a-z0-9][a-z0-9-]*(?:\?[^\s]*)?$/i.test(path) ? `/${path}` : null;
}

/** Most Popular Property Types: 2 columns on mobile, 7 otherwise. */
export function PopularTypes({ items }: { items: { url: string; imageUrl: string; title: string }[] }) {
  const tiles = items.flatMap((t) => {
    const href = sitePath(t.url);
    return href ? [{ ...t, href }] : [];
  });
  if (tiles.length === 0) return null;
  return (
    <section className={`${styles.popular} render-near-view`} aria-labelledby="popular-heading">
      <h2 id="popular-heading">Most Popular Property Types</h2>
      <ul className={styles.popularGrid}>
        {tiles.map((t) => (
          <li key={t.href}>
            <Link href={t.href} className={styles.popularTile}>
              <span className={styles.popularImage}>
                <FallbackImage
                  src={t.imageUrl || PROPERTY_PLACEHOLDER}
                  fallbacks={propertyImageFallbacks(t.imageUrl)}
                  alt=""
                  fill
                  sizes="(min-width: 768px) 160px, 45vw"
                />
              </span>
              <span className={styles.popularTitle}>{t.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
