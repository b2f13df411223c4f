import Link from 'next/link';
import { LOCATION_BLOCKS } from './home-content';
import styles from './best-locations.module.css';

/** "Best Locations In Malta": five regions, each a heading link and about a dozen town links. */
export function BestLocations() {
  return (
    <div className={styles.grid}>
      {LOCATION_BLOCKS.map((b) => (
        <div key={b.name} className={styles.block}>
          <h3 className={styles.heading}>
            <Link href={b.href}>{b.name}</Link>
          </h3>
          <ul className={styles.towns}>
            {b.towns.map((t) => (
              <li key={t.href}>
                <Link href={t.href}>{t.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
