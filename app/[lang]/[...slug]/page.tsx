import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { getCategoryBySlug } from '@/lib/api/categories';
import { getFilterOptions, getPropertyDetail } from '@/lib/api/properties';
import { ApiError } from '@/lib/api/http';
import { NOT_FOUND_PATH, parseCatchAll } from '@/lib/catch-all';
import { categoryFilters } from '@/lib/filter-url-decode';
import { withVisitTags } from '@/lib/campaign-params';
import { toParams } from '@/lib/listing-state';
import { propertyPath } from '@/lib/routes';
import { ListingPage } from '@/components/listing/listing-page';
import { LandingUnavailable } from '@/components/listing/landing-unavailable';
import { derivedLandingSlugs, landingHeading } from '@/lib/landing-pages';
import { listingMetadata } from '@/components/listing/listing-page-metadata';
import { landingPageTitle } from '@/lib/i18n/labels';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pageLanguage } from '@/lib/i18n/server';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ slug: string[] }>; searchParams: Promise<Query> };

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

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const route = parseCatchAll((await params).slug);
  const { locale, t } = await pageLanguage();
  if (route.kind === 'category') {
    const found = await category(route.slug).catch((): typeof UNAVAILABLE => UNAVAILABLE);
    // an outage is never indexed in place of the page
    if (found === UNAVAILABLE) {
      const title = (locale === DEFAULT_LOCALE ? null : landingPageTitle(t, route.slug, [])) ?? landingHeading(route.slug);
      return { title, robots: { index: false, follow: true } };
    }
    if (found) {
      const preset = categoryFilters(found.criteria);
      return listingMetadata({ kind: 'landing', path: `/${route.slug}`, preset }, await searchParams, found);
    }
  }
  return { title: t.notFound.title, robots: { index: false, follow: true } };
}

/**
 * Everything SPEC §2's catch-all covers, in each language: the segments are the English path's
 * (middleware.ts reads a landing slug spelt in another language back to the backend's). Each slug or
 * id is looked up here, before anything streams, so an unknown one answers with a real 404 (or a
 * redirect) rather than a 200; redirects stay in the page's language.
 */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const route = parseCatchAll((await params).slug);
  const query = await searchParams;
  const { href } = await pageLanguage();

  switch (route.kind) {
    case 'legacy-detail': {
      const property = await getPropertyDetail(route.id, route.lettingType).catch((e: unknown) => {
        if (e instanceof ApiError && e.isNotFound) return null;
        throw e;
      });
      if (!property) notFound();
      permanentRedirect(withVisitTags(href(propertyPath(property)), toParams(query)));
    }
    // handled by middleware; reached only if it did not run
    case 'legacy-detail-incomplete':
      permanentRedirect(href(route.location));
    // middleware.ts rewrites detail addresses to app/property-detail; reached only if it did not run
    case 'property':
      notFound();
    case 'category': {
      const found = await category(route.slug).catch((): typeof UNAVAILABLE => UNAVAILABLE);
      // a failed lookup is not an unknown slug: a reduced page now, the real one on the next visit
      if (found === UNAVAILABLE) return <LandingUnavailable slug={route.slug} />;
      if (!found) redirect(href(NOT_FOUND_PATH));
      const preset = categoryFilters(found.criteria);
      return <ListingPage source={{ kind: 'landing', path: `/${route.slug}`, preset }} category={found} query={query} />;
    }
    // an address no page can have (more than three segments, characters no slug uses) goes where
    // unknown slugs go (SPEC §2): /404.html arrives as complete HTML, where a notFound() called
    // while rendering leaves the body for the browser to draw (vercel/next.js#62228)
    case 'not-found':
      redirect(href(NOT_FOUND_PATH));
  }
}
