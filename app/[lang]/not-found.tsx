import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { SearchIcon } from '@/components/ui/icons/search';
import { TemplateText } from '@/components/ui/template-text';
import { RecentlyViewed } from '@/components/shortlist/recently-viewed';
import { fill } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/server';
import { cardTextsOf } from '@/lib/i18n/card-texts';
import { commercialsPath, locationLandingSlug, residentialsPath } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageLanguage();
  return { title: t.notFound.title, robots: { index: false, follow: true } };
}

const PLACES = ['Sliema', "St Julian's", 'Valletta', 'Gozo'];

/**
 * The not-found page (status 404), in the page's language: at /404.html (/it/404.html), where unknown
 * slugs end (app/[lang]/page-not-found), and wherever a page calls notFound().
 */
export default async function NotFound() {
  const { locale, t, href } = await pageLanguage();
  const n = t.notFound;
  return (
    <div className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-title">{n.heading}</h1>
      <p className="not-found-lead">
        <TemplateText template={n.lead} slots={{ home: <Link href={href('/')}>{n.homePage}</Link> }} />
      </p>

      <form method="get" action={href(residentialsPath)} className="not-found-search" role="search" aria-label={n.search}>
        <label className="not-found-field">
          <span className="not-found-label">{n.saleType}</span>
          <select name="saleType" defaultValue="6" className="not-found-control">
            <option value="6">{t.saleTypes.residential}</option>
            <option value="7">{t.saleTypes.commercial}</option>
          </select>
        </label>
        <label className="not-found-field">
          <span className="not-found-label">{n.reference}</span>
          <input
            type="text"
            name="reference"
            inputMode="numeric"
            pattern="[0-9 ]*"
            placeholder={n.referenceExample}
            autoComplete="off"
            className="not-found-control"
          />
        </label>
        <label className="not-found-field">
          <span className="not-found-label">{n.maxPrice}</span>
          <input
            type="text"
            name="maxPrice"
            inputMode="numeric"
            pattern="[0-9 ]*"
            placeholder={n.any}
            autoComplete="off"
            className="not-found-control"
          />
        </label>
        <button type="submit" className="not-found-button">
          <SearchIcon size={18} /> {n.submit}
        </button>
      </form>

      <nav aria-label={n.popular} className="not-found-links">
        <Link href={href('/')}>{t.nav.home}</Link>
        <Link href={href(residentialsPath)}>{n.residential}</Link>
        <Link href={href(commercialsPath)}>{n.commercial}</Link>
        {PLACES.map((p) => (
          <Link key={p} href={href(`/${locationLandingSlug(p)}`)}>
            {fill(n.propertyIn, { place: p })}
          </Link>
        ))}
      </nav>

      <RecentlyViewed heading={t.home.recentlyViewed} texts={cardTextsOf(locale, t)} />
    </div>
  );
}
