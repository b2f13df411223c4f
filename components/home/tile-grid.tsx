import { getImageProps } from 'next/image';
import Link from '@/components/ui/link';
import type { Tile } from './home-content';
import styles from './tile-grid.module.css';

/**
 * Picture tiles that each link to a landing page (areas, property types). The pictures are the
 * site's own files, so a plain optimised <img> will do: no script in the browser for them.
 */
export function TileGrid({ tiles, variant, sizes }: { tiles: readonly Tile[]; variant: 'areas' | 'types'; sizes: string }) {
  return (
    <ul className={`${styles.grid} ${styles[variant]}`}>
      {tiles.map((t) => (
        <li key={t.href}>
          <Link href={t.href} className={styles.tile}>
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's getImageProps gives the attributes */}
            <img {...getImageProps({ src: t.image, alt: '', fill: true, sizes, className: styles.image }).props} alt="" />
            <span className={styles.name}>{t.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
