import Image from 'next/image';
import Link from 'next/link';
import type { Tile } from './home-content';
import styles from './tile-grid.module.css';

/** Picture tiles that each link to a landing page (areas, property types). */
export function TileGrid({ tiles, variant, sizes }: { tiles: readonly Tile[]; variant: 'areas' | 'types'; sizes: string }) {
  return (
    <ul className={`${styles.grid} ${styles[variant]}`}>
      {tiles.map((t) => (
        <li key={t.href}>
          <Link href={t.href} className={styles.tile}>
            <Image src={t.image} alt="" fill sizes={sizes} className={styles.image} />
            <span className={styles.name}>{t.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
