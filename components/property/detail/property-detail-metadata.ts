import type { Metadata } from 'next';
import { getPropertyDetail } from '@/lib/api/properties';
import { ApiError } from '@/lib/api/http';
import { env } from '@/lib/env';
import { fill } from '@/lib/i18n/format';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pageAlternates, siteOpenGraph } from '@/lib/i18n/metadata';
import { propertyTitle } from '@/lib/i18n/labels';
import { pageLanguage } from '@/lib/i18n/server';
import { priceText } from '@/lib/price';
import { propertyPath } from '@/lib/routes';
import { htmlToText } from '@/lib/sanitize';

/**
 * Title, description, canonical, hreflang alternates and Open Graph of a property's detail page, in
 * the page's language. The title is the backend's (English); the description is the backend's text
 * in English and the site's own words in another language.
 */
export async function propertyDetailMetadata(id: number, lettingType: number): Promise<Metadata> {
  const [property, { locale, t }] = await Promise.all([
    getPropertyDetail(id, lettingType).catch((e: unknown) => {
      if (e instanceof ApiError && e.isNotFound) return null;
      return undefined;
    }),
    pageLanguage(),
  ]);
  if (property === null) return { title: t.detail.notFoundTitle, robots: { index: false } };
  // the backend failed: the reduced page is never indexed in place of the property
  if (property === undefined) return { title: t.detail.reducedTitle, robots: { index: false, follow: true } };

  const english = locale === DEFAULT_LOCALE;
  const alternates = pageAlternates(locale, propertyPath(property));
  const place = property.locationName ? fill(t.detail.inPlace, { place: property.locationName }) : '';
  // English: the backend's title, the locality after it; another language: its own, built from the fields, the locality in it
  const title = english
    ? `${property.title}${property.title.includes(property.locationName) ? '' : place}`
    : propertyTitle(locale, t, property);
  const fromText = english ? htmlToText(property.descriptionHtml, 160) : '';
  const description =
    fromText ||
    fill(t.detail.metaDescription, {
      // the backend names the type in English: another language says "property" in its own words
      type: (english && property.typeName) || t.detail.property,
      place,
      price: priceText(property, t.price),
      id: property.id,
    });
  const photo = property.photos[0]?.url || property.imageUrl;
  return {
    title,
    description,
    alternates,
    openGraph: {
      ...siteOpenGraph(locale, t),
      type: 'website',
      url: `${env().SITE_URL}${alternates.canonical}`,
      title,
      description,
      // its first photo, or the site's picture for a property without one
      ...(photo ? { images: [{ url: photo, alt: property.title }] } : {}),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
