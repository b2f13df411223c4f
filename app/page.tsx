import Link from 'next/link';
import { connection } from 'next/server';
import { getFeaturedProperties } from '@/lib/api/properties';
import { PropertyCard } from '@/components/property/property-card';
import styles from './page.module.css';

export default async function HomePage() {
  await connection();
  const featured = await getFeaturedProperties().catch(() => null);
  return (
    <div className="container">
      <h1 className={styles.title}>Your Trusted Partner for Buying &amp; Selling Property in Malta – Real Estate Made Easy!</h1>
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">Properties Available Now</h2>
        {featured ? (
          <ul className={styles.grid}>
            {featured.map((p, i) => (
              <li key={p.id}>
                <PropertyCard property={p} priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.reduced} role="status">
            Our featured listings cannot be shown right now. Please try again in a moment, or browse{' '}
            <Link href="/residentials">residential</Link> and <Link href="/commercials">commercial</Link> properties.
          </p>
        )}
      </section>
    </div>
  );
}
