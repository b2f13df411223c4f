import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getCategoryBySlug } from '@/lib/api/categories';
import { getFilterOptions } from '@/lib/api/properties';
import { NOT_FOUND_PATH } from '@/lib/catch-all';
import type { QueryInput } from '@/lib/filter-url-decode';
import { categoryFilters } from '@/lib/filter-url-decode';
import { derivedLandingSlugs, landingHeading } from '@/lib/landing-pages';
import { landingPageTitle } from '@/lib/i18n/labels';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';
import { ListingPage } from './listing-page';
import { listingMetadata } from './listing-page-metadata';
import { LandingUnavailable } from './landing-unavailable';

/**
 * The category of a landing slug, shared in the data cache when the site derives the slug itself
 * (the property types', the places the backend offers); any other is a slug a visitor can invent.
 */
const category = cache(async (slug: string) => {
  const places = await getFilterOptions().then((o) => [...o.areas, ...o.locations], () => []);
  return getCategoryBySlug(slug, { shared: derivedLandingSlugs(places).includes(slug) });
});
/** The backend could not be asked (down, timeout, broken answer). */
const UNAVAILABLE = 'unavailable' as const;

/** The metadata of a category or location landing page; null for a slug no category has. */
export async function landingMetadata(slug: string, query: QueryInput): Promise<Metadata | null> {
  const { locale, t } = await pageLanguage();
  const found = await category(slug).catch((): typeof UNAVAILABLE => UNAVAILABLE);
  // an outage is never indexed in place of the page
  if (found === UNAVAILABLE) {
    const title = (locale === DEFAULT_LOCALE ? null : landingPageTitle(t, slug, [])) ?? landingHeading(slug);
    return { title, robots: { index: false, follow: true } };
  }
  if (!found) return null;
  return listingMetadata({ kind: 'landing', path: `/${slug}`, preset: categoryFilters(found.criteria) }, query, found);
}

/**
 * A category or location landing page (SPEC §2): the listing of its preset, at its own address; an
 * unknown slug goes to /404.html. Made once at its clean address (app/[lang]/cached-listing), per
 * request with a query that refines it (app/[lang]/[...slug]).
 */
export async function LandingPage({ slug, query }: { slug: string; query: QueryInput }) {
  const { href } = await pageLanguage();
  const found = await category(slug).catch((): typeof UNAVAILABLE => UNAVAILABLE);
  // a failed lookup is not an unknown slug: a reduced page now, the real one on the next visit
  if (found === UNAVAILABLE) return <LandingUnavailable slug={slug} />;
  if (!found) redirect(href(NOT_FOUND_PATH));
  const preset = categoryFilters(found.criteria);
  return <ListingPage source={{ kind: 'landing', path: `/${slug}`, preset }} category={found} query={query} />;
}
