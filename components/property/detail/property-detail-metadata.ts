import type { Metadata } from 'next';
import { getPropertyDetail } from '@/lib/api/properties';
import { ApiError } from '@/lib/api/http';
import { env } from '@/lib/env';
import { priceText } from '@/lib/price';
import { propertyPath } from '@/lib/routes';
import { htmlToText } from '@/lib/sanitize';

/** Title, description, canonical and Open Graph of a property's detail page. */
export async function propertyDetailMetadata(id: number, lettingType: number): Promise<Metadata> {
  const property = await getPropertyDetail(id, lettingType).catch((e: unknown) => {
    if (e instanceof ApiError && e.isNotFound) return null;
    return undefined;
  });
  if (property === null) return { title: 'Property not found', robots: { index: false } };
  // the backend failed: the reduced page is never indexed in place of the property
  if (property === undefined) return { title: 'Property for sale in Malta', robots: { index: false, follow: true } };

  const path = propertyPath(property);
  const place = property.locationName ? ` in ${property.locationName}` : '';
  const title = `${property.title}${property.title.includes(property.locationName) ? '' : place}`;
  const fromText = htmlToText(property.descriptionHtml, 160);
  const description =
    fromText ||
    `${property.typeName || 'Property'} for sale${place}, Malta: ${priceText(property)}. Reference ${property.id}.`;
  const photo = property.photos[0]?.url || property.imageUrl;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: `${env().SITE_URL}${path}`,
      title,
      description,
      siteName: env().BUSINESS_NAME,
      locale: 'en_MT',
      images: photo ? [{ url: photo, alt: property.title }] : undefined,
    },
    twitter: { card: photo ? 'summary_large_image' : 'summary', title, description, images: photo ? [photo] : undefined },
  };
}
