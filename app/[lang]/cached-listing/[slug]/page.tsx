import type { Metadata } from 'next';
import { LandingPage, landingMetadata } from '@/components/listing/landing-page';
import { ListingPage } from '@/components/listing/listing-page';
import { listingMetadata } from '@/components/listing/listing-page-metadata';
import type { ListingSource } from '@/lib/listing-state';
import { pageLanguage } from '@/lib/i18n/server';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

type Props = { params: Promise<{ slug: string }> };

/*
 * /residentials, /commercials and each category or location landing page at its clean address (no
 * query but the visit's tags): middleware.ts rewrites them here (lib/cached-routes.ts,
 * cachedListingPath) and answers a direct visit here with the 404. The same pages with a query that
 * refines them render per request (app/[lang]/residentials, commercials, [...slug]).
 */

const SALE_LISTINGS: Record<string, ListingSource> = {
  residentials: { kind: 'sale', lettingType: 6 },
  commercials: { kind: 'sale', lettingType: 7 },
};
const NO_QUERY = {};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const sale = SALE_LISTINGS[slug];
  if (sale) return listingMetadata(sale, NO_QUERY);
  const found = await landingMetadata(slug, NO_QUERY);
  if (found) return found;
  const { t } = await pageLanguage();
  return { title: t.notFound.title, robots: { index: false, follow: true } };
}

export default async function CleanListingRoute({ params }: Props) {
  const { slug } = await params;
  const sale = SALE_LISTINGS[slug];
  return sale ? <ListingPage source={sale} query={NO_QUERY} /> : <LandingPage slug={slug} query={NO_QUERY} />;
}
