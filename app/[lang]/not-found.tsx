import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
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
 * slugs end (app/[lang]/page-not-found), and wherever a page calls notFound(). Its content is
 * NotFoundView, given the words and addresses it shows.
 */
export default async function NotFound() {
  const { locale, t, href } = await pageLanguage();
  const n = t.notFound;
  const links = [
    { href: href('/'), label: t.nav.home },
    { href: href(residentialsPath), label: n.residential },
    { href: href(commercialsPath), label: n.commercial },
    ...PLACES.map((p) => ({ href: href(`/${locationLandingSlug(p)}`), label: fill(n.propertyIn, { place: p }) })),
  ];
  return (
    <NotFoundView texts={n} saleTypes={t.saleTypes} home={href('/')} search={href(residentialsPath)} links={links}>
      <RecentlyViewed heading={t.home.recentlyViewed} texts={cardTextsOf(locale, t)} />
    </NotFoundView>
  );
}
