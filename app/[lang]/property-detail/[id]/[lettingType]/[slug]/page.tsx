import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PropertyDetailPage } from '@/components/property/detail/property-detail-page';
import { propertyDetailMetadata } from '@/components/property/detail/property-detail-metadata';
import { parseInternalDetailParams } from '@/lib/catch-all';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

type Props = { params: Promise<{ id: string; lettingType: string; slug: string }> };

/*
 * A property's detail page. Its public address is /{urlSlug}-{id}-{lettingType}; middleware.ts
 * rewrites that address here, with the slug it was asked for as the last segment (and answers a
 * direct visit here with the 404), so that detail pages and landing pages, which share the
 * catch-all's address space, each load only their own client code. Only the property's own
 * address is kept in the cache: another slug is moved to it (a redirect is never stored).
 */

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseInternalDetailParams(await params);
  return route ? propertyDetailMetadata(route.id, route.lettingType) : {};
}

export default async function PropertyDetailRoute({ params }: Props) {
  const route = parseInternalDetailParams(await params);
  if (!route) notFound();
  return <PropertyDetailPage id={route.id} lettingType={route.lettingType} askedSlug={route.slug} />;
}
