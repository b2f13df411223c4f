import { getServerSideSitemapIndex } from 'next-sitemap';
import { searchProperties } from '@/lib/api/properties';
import { LETTING_TYPE } from '@/lib/api/wire-constants';
import { emptyFilters } from '@/lib/domain/filters';
import { env } from '@/lib/env';
import { sitemapPartName, sitemapParts } from '@/lib/sitemap';

/**
 * The sitemap index, built per request from the backend's current totals, so new listings are
 * listed without a rebuild. next-sitemap's post-build step (next-sitemap CLI) still runs on Next 16's
 * manifests, but it only sees prerendered routes (here: the icons, as every page renders per request)
 * and bakes the build-time address into static files, so its server-side functions are used instead.
 */
export async function GET() {
  const site = env().SITE_URL;
  let totals: { residential: number; commercial: number };
  try {
    const [residential, commercial] = await Promise.all([
      searchProperties(emptyFilters(LETTING_TYPE.residential), 1),
      searchProperties(emptyFilters(LETTING_TYPE.commercial), 1),
    ]);
    totals = { residential: residential.total, commercial: commercial.total };
  } catch {
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '600' } });
  }
  return getServerSideSitemapIndex(
    sitemapParts(totals).map((p) => `${site}/sitemaps/${sitemapPartName(p)}`),
    { 'Cache-Control': 'public, max-age=300' },
  );
}
