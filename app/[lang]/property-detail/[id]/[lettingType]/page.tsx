import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PropertyDetailPage } from '@/components/property/detail/property-detail-page';
import { propertyDetailMetadata } from '@/components/property/detail/property-detail-metadata';
import { REQUESTED_SLUG_HEADER, parseInternalDetailParams } from '@/lib/catch-all';

type Props = { params: Promise<{ id: string; lettingType: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/*
 * A property's detail page. Its public address is /{urlSlug}-{id}-{lettingType}; middleware.ts
 * rewrites that address here (and answers a direct visit here with the 404), so that detail pages
 * and landing pages, which share the catch-all's address space, each load only their own client code.
 */

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseInternalDetailParams(await params);
  return route ? propertyDetailMetadata(route.id, route.lettingType) : {};
}

export default async function PropertyDetailRoute({ params, searchParams }: Props) {
  const route = parseInternalDetailParams(await params);
  if (!route) notFound();
  // the slug the address was asked for with (middleware.ts), and its query, to move another slug to the property's own
  const slug = (await headers()).get(REQUESTED_SLUG_HEADER);
  const asked = slug === null ? null : { slug, query: await searchParams };
  return <PropertyDetailPage id={route.id} lettingType={route.lettingType} asked={asked} />;
}
