import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getPropertyDetail } from '@/lib/api/properties';
import { ApiError } from '@/lib/api/http';
import { NOT_FOUND_PATH, parseCatchAll } from '@/lib/catch-all';
import { withVisitTags } from '@/lib/campaign-params';
import { toParams } from '@/lib/listing-state';
import { propertyPath } from '@/lib/routes';
import { LandingPage, landingMetadata } from '@/components/listing/landing-page';
import { pageLanguage } from '@/lib/i18n/server';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ slug: string[] }>; searchParams: Promise<Query> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const route = parseCatchAll((await params).slug);
  const found = route.kind === 'category' ? await landingMetadata(route.slug, await searchParams) : null;
  if (found) return found;
  const { t } = await pageLanguage();
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
    case 'category':
      return <LandingPage slug={route.slug} query={query} />;
    // an address no page can have (more than three segments, characters no slug uses) goes where
    // unknown slugs go (SPEC §2): /404.html arrives as complete HTML, where a notFound() called
    // while rendering leaves the body for the browser to draw (vercel/next.js#62228)
    case 'not-found':
      redirect(href(NOT_FOUND_PATH));
  }
}
