import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { listingMetadata } from '@/components/listing/listing-page-metadata';

/** Rendered per request: its query changes it (lib/cached-routes.ts). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata({ kind: 'sale', lettingType: 7 }, await searchParams);
}

export default async function CommercialsPage({ searchParams }: Props) {
  return <ListingPage source={{ kind: 'sale', lettingType: 7 }} query={await searchParams} />;
}
