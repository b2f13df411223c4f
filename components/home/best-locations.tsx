import Link from '@/components/ui/link';
import { placeLabel } from '@/lib/i18n/labels';
import { pageLanguage } from '@/lib/i18n/server';
import { LOCATION_BLOCKS } from './home-content';
import styles from './best-locations.module.css';

/** "Best Locations In Malta": five regions, each a heading link and about a dozen town links. */
export async function BestLocations() {
  const { t, href } = await pageLanguage();
  return (
    <div className={styles.grid}>
      {LOCATION_BLOCKS.map((b) => (
        <div key={b.name} className={styles.block}>
          <h3 className={styles.heading}>
            <Link href={href(b.href)}>{placeLabel(t, b.name)}</Link>
          </h3>
          <ul className={styles.towns}>
            {b.towns.map((town) => (
              <li key={town.href}>
                <Link href={href(town.href)}>{town.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
