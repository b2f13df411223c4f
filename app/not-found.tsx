import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchIcon } from '@/components/ui/icons';
import { commercialsPath, locationLandingSlug, residentialsPath } from '@/lib/routes';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

const PLACES = ['Sliema', "St Julian's", 'Valletta', 'Gozo'];

/** The not-found page (status 404), also the destination /404.html of unknown slugs. */
export default function NotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>We couldn&apos;t find that page</h1>
      <p className={styles.lead}>
        The property may have been sold, or the address has changed. Search our listings or go back to the{' '}
        <Link href="/">home page</Link>.
      </p>

      <form method="get" action={residentialsPath} className={styles.search} role="search" aria-label="Find a property">
        <label className={styles.field}>
          <span className={styles.label}>Sale type</span>
          <select name="saleType" defaultValue="6" className={styles.control}>
            <option value="6">Residential Sale</option>
            <option value="7">Commercial Sale</option>
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Reference number</span>
          <input
            type="text"
            name="reference"
            inputMode="numeric"
            pattern="[0-9 ]*"
            placeholder="e.g. 1234"
            autoComplete="off"
            className={styles.control}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Max price (€)</span>
          <input
            type="text"
            name="maxPrice"
            inputMode="numeric"
            pattern="[0-9 ]*"
            placeholder="Any"
            autoComplete="off"
            className={styles.control}
          />
        </label>
        <button type="submit" className={styles.button}>
          <SearchIcon size={18} /> Search
        </button>
      </form>

      <nav aria-label="Popular searches" className={styles.links}>
        <Link href="/">Home</Link>
        <Link href={residentialsPath}>Residential properties</Link>
        <Link href={commercialsPath}>Commercial properties</Link>
        {PLACES.map((p) => (
          <Link key={p} href={`/${locationLandingSlug(p)}`}>
            Property in {p}
          </Link>
        ))}
      </nav>
    </div>
  );
}
