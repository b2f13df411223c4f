import type { Metadata } from 'next';
import { VISITOR_SHAPED, getFilterOptions, searchProperties } from '@/lib/api/properties';
import type { Category } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { hasFilters } from '@/lib/filter-url';
import type { QueryInput } from '@/lib/filter-url-decode';
import { fill } from '@/lib/i18n/format';
import { landingPageTitle, localizedOptions } from '@/lib/i18n/labels';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { siteOpenGraph } from '@/lib/i18n/metadata';
import { languageAlternates } from '@/lib/i18n/paths';
import { pageLanguage } from '@/lib/i18n/server';
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

const kindOf = (lettingType: number) => (lettingType === 7 ? 'commercial' : lettingType === 0 ? 'both' : 'residential');

/**
 * Title, description, canonical, robots and Open Graph of a listing or landing page, in the page's
 * language, with hreflang alternates of the same state in every language. Landing pages and their
 * further pages are indexed, canonical to themselves (Google's pagination guidance); any filter, sort
 * or view on top is `noindex, follow` with a canonical to the clean page. `ref` is never in a
 * canonical. The backend's texts of a category (name, meta description) are English: a page in another
 * language writes its own from the dictionaries.
 */
export async function listingMetadata(englishSource: ListingSource, query: QueryInput, category?: Category): Promise<Metadata> {
  const { locale, t } = await pageLanguage();
  const english = locale === DEFAULT_LOCALE;
  const source: ListingSource = { ...englishSource, locale };
  const state = resolveListing(source, query);
  const { filters, page } = state;
  const { SITE_URL } = env();
  const narrowed = source.kind === 'sale' ? filters : landingRefinements(source.preset, filters);
  const [results, options] = await Promise.all([
    searchProperties(filters, page, state.shared ? {} : VISITOR_SHAPED).catch(() => null),
    hasFilters(narrowed) || (category && !english)
      ? getFilterOptions().then(
          (o) => localizedOptions(o, t),
          () => null,
        )
      : Promise.resolve(null),
  ]);

  const translatedName =
    category && source.kind === 'landing' && !english
      ? landingPageTitle(t, source.path.slice(1), [...(options?.locations ?? []), ...(options?.areas ?? [])])
      : null;
  const base = translatedName || category?.name || saleListingTitle(filters.lettingType, t.listing);
  const summary = options && hasFilters(narrowed) ? filterSummary(narrowed, options, t.summary) : undefined;
  const title = listingTitle(base, { summary, sort: filters.sort, page }, t);
  const counted = results && results.total > 0 ? `${groupThousands(results.total)} ` : '';
  const kind = t.listing.descriptionKind[kindOf(filters.lettingType)];
  const generic = fill(t.listing.description, { count: counted, kind, types: t.listing.descriptionTypes[kindOf(filters.lettingType)] });
  const backendText = english
    ? category?.metaDescription.trim() || (category?.descriptionHtml ? htmlToText(category.descriptionHtml, 155) : '')
    : '';
  let description = backendText || (category ? fill(t.listing.landingDescription, { title: base, count: counted }) : generic);
  if (summary) description = fill(t.listing.summaryDescription, { count: counted, kind, summary, description });
  if (page > 1) description = fill(t.listing.pageDescription, { page, description });

  const canonical = `${SITE_URL}${state.canonicalPath}`;
  // the same state in every language, from its English address
  const englishCanonical = resolveListing(englishSource, query).canonicalPath;
  const languages = Object.fromEntries(Object.entries(languageAlternates(englishCanonical)).map(([l, p]) => [l, `${SITE_URL}${p}`]));
  // a page past the last one shows only a notice, and one whose results failed an outage: neither is indexed
  const indexable = state.indexable && results !== null && page <= Math.max(1, results.pageCount);
  const image = results?.items.find((p) => p.imageUrl)?.imageUrl;
  return {
    title,
    description,
    alternates: { canonical, languages },
    robots: indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      ...siteOpenGraph(locale, t),
      type: 'website',
      url: canonical,
      title,
      description,
      // the first property's photo, or the site's picture when none is shown
      ...(image ? { images: [{ url: image, alt: base }] } : {}),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
