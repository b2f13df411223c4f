import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchIcon } from '@/components/ui/icons';
import { RecentlyViewed } from '@/components/shortlist/recently-viewed';
import { commercialsPath, locationLandingSlug, residentialsPath } from '@/lib/routes';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

const PLACES = ['Sliema', "St Julian's", 'Valletta', 'Gozo'];

/** The not-found page (status 404): at /404.html, where unknown slugs end (app/page-not-found), and wherever a page calls notFound(). */
export default function NotFound() {
  return (
    <div className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-title">We couldn&apos;t find that page</h1>
      <p className="not-found-lead">
        The property may have been sold, or the address has changed. Search our listings or go back to the{' '}
        <Link href="/">home page</Link>.
      </p>

      <form method="get" action={residentialsPath} className="not-found-search" role="search" aria-label="Find a property">
        <label className="not-found-field">
          <span className="not-found-label">Sale type</span>
          <select name="saleType" defaultValue="6" className="not-found-control">
            <option value="6">Residential Sale</option>
            <option value="7">Commercial Sale</option>
          </select>
        </label>
        <label className="not-found-field">
          <span className="not-found-label">Reference number</span>
          <input
            type="text"
            name="reference"
            inputMode="numeric"
            pattern="[0-9 ]*"
            placeholder="e.g. 1234"
            autoComplete="off"
            className="not-found-control"
          />
        </label>
        <label className="not-found-field">
          <span className="not-found-label">Max price (€)</span>
          <input
            type="text"
            name="maxPrice"
            inputMode="numeric"
            pattern="[0-9 ]*"
            placeholder="Any"
            autoComplete="off"
            className="not-found-control"
          />
        </label>
        <button type="submit" className="not-found-button">
          <SearchIcon size={18} /> Search
        </button>
      </form>

      <nav aria-label="Popular searches" className="not-found-links">
        <Link href="/">Home</Link>
        <Link href={residentialsPath}>Residential properties</Link>
        <Link href={commercialsPath}>Commercial properties</Link>
        {PLACES.map((p) => (
          <Link key={p} href={`/${locationLandingSlug(p)}`}>
            Property in {p}
          </Link>
        ))}
      </nav>

      <RecentlyViewed />
    </div>
  );
}
