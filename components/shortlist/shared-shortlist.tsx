import Link from 'next/link';
import { getPropertiesByIds } from '@/lib/api/properties';
import { COMPARE_MAX, compareHref, toShortlistCard, type PropertyRef } from '@/lib/shortlist';
import { CardGrid } from '@/components/property/card-grid';
import { PropertyCard } from '@/components/property/property-card';
import { AddAllButton } from './add-all-button';
import styles from './shortlist.module.css';

/** A shortlist opened from its share link: the properties as they are now, rendered on the server. */
export async function SharedShortlist({ refs }: { refs: PropertyRef[] }) {
  if (refs.length === 0) {
    return (
      <div className={styles.empty}>
        <p>This link holds no properties.</p>
        <p>
          <Link href="/shortlist">Open your own shortlist</Link>
        </p>
      </div>
    );
  }
  const found = await getPropertiesByIds(refs, { concurrency: 6 });
  const cards = found.flatMap((f) => (f.status === 'found' ? [toShortlistCard(f.property)] : []));
  return (
    <section aria-labelledby="shared-heading" className={styles.section}>
      <h2 id="shared-heading" className={styles.sectionHeading}>
        {refs.length} {refs.length === 1 ? 'property' : 'properties'}
      </h2>
      <div className={styles.toolbar}>
        <AddAllButton cards={cards} />
        {cards.length >= 2 ? (
          <Link href={compareHref(cards.slice(0, COMPARE_MAX))} className={styles.button}>
            Compare {Math.min(cards.length, COMPARE_MAX)}
          </Link>
        ) : null}
      </div>
      <CardGrid layout="fullWidth">
        {found.map((f, i) => (
          <li key={f.id} className={styles.item} data-shortlist-item={f.id}>
            {f.status === 'found' ? (
              <PropertyCard property={f.property} priority={i === 0} />
            ) : (
              <div className={styles.gone}>
                <span className={styles.goneBadge}>{f.status === 'gone' ? 'No longer available' : 'Cannot be shown right now'}</span>
                <p className={styles.note}>Reference {f.id}</p>
              </div>
            )}
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
