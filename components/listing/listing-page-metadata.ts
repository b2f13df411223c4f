import type { Metadata } from 'next';
import { getFilterOptions, searchProperties } from '@/lib/api/properties';
import type { Category } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { hasFilters, type QueryInput } from '@/lib/filter-url';
import {
  filterSummary,
  landingRefinements,
  listingTitle,
  resolveListing,
  saleListingTitle,
  type ListingSource,
} from '@/lib/listing-state';
import { groupThousands } from '@/lib/price';
import { htmlToText } from '@/lib/sanitize';

const typeWords = (lettingType: number) =>
  lettingType === 7
    ? 'offices, shops, bars, restaurants, hotels and garages'
    : lettingType === 0
      ? 'homes, offices, shops and restaurants'
      : 'apartments, penthouses, maisonettes, townhouses and villas';
const kindWord = (lettingType: number) =>
  lettingType === 7 ? 'commercial' : lettingType === 0 ? 'residential and commercial' : 'residential';

/**
 * Title, description, canonical, robots and Open Graph of a listing or landing page. Landing pages
 * and their further pages are indexed, canonical to themselves (Google's pagination guidance); any
 * filter, sort or view on top is `noindex, follow` with a canonical to the clean page. `ref` is never
 * in a canonical.
 */
export async function listingMetadata(source: ListingSource, query: QueryInput, category?: Category): Promise<Metadata> {
  const state = resolveListing(source, query);
  const { filters, page } = state;
  const { SITE_URL, BUSINESS_NAME } = env();
  const narrowed = source.kind === 'sale' ? filters : landingRefinements(source.preset, filters);
  const [results, options] = await Promise.all([
    searchProperties(filters, page).catch(() => null),
    hasFilters(narrowed) ? getFilterOptions().catch(() => null) : Promise.resolve(null),
  ]);

  const base = category?.name || saleListingTitle(filters.lettingType);
  const summary = options ? filterSummary(narrowed, options) : undefined;
  const title = listingTitle(base, { summary, sort: filters.sort, page });
  const counted = results && results.total > 0 ? `${groupThousands(results.total)} ` : '';
  const kind = kindWord(filters.lettingType);
  let description =
    category?.metaDescription.trim() ||
    (category?.descriptionHtml ? htmlToText(category.descriptionHtml, 155) : '') ||
    `Browse ${counted}${kind} properties for sale in Malta and Gozo: ${typeWords(filters.lettingType)}. Photos, prices, availability and a map view.`;
  if (summary) description = `${counted}${kind} properties for sale in Malta: ${summary}. ${description}`;
  if (page > 1) description = `Page ${page}. ${description}`;

  const canonical = `${SITE_URL}${state.canonicalPath}`;
  // a page past the last one shows only a notice, and one whose results failed an outage: neither is indexed
  const indexable = state.indexable && results !== null && page <= Math.max(1, results.pageCount);
  const image = results?.items.find((p) => p.imageUrl)?.imageUrl;
  return {
    title,
    description,
    alternates: { canonical },
    robots: indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: 'website',
      url: canonical,
      title,
      description,
      siteName: BUSINESS_NAME,
      locale: 'en_MT',
      images: image ? [{ url: image, alt: base }] : undefined,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}
