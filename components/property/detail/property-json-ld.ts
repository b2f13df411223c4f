import type { PropertyDetail } from '@/lib/domain/types';
import { availabilityOf } from '@/lib/availability';
import { htmlToText } from '@/lib/sanitize';

/** schema.org RealEstateListing of a property: the offer in EUR, the place (locality, MT, coordinates) and photos. */
export function propertyJsonLd(p: PropertyDetail, url: string, seller: string): object {
  const images = p.photos.map((ph) => ph.url).filter(Boolean);
  if (images.length === 0 && p.imageUrl) images.push(p.imageUrl);
  const place = {
    '@type': p.lettingType === 7 ? 'Place' : 'Accommodation',
    name: p.title,
    ...(p.bedrooms > 0 && p.lettingType !== 7 ? { numberOfBedrooms: p.bedrooms } : {}),
    ...(p.bathrooms > 0 && p.lettingType !== 7 ? { numberOfBathroomsTotal: p.bathrooms } : {}),
    ...(p.squareMetres > 0 && p.lettingType !== 7
      ? { floorSize: { '@type': 'QuantitativeValue', value: p.squareMetres, unitCode: 'MTK' } }
      : {}),
    address: { '@type': 'PostalAddress', addressLocality: p.locationName || undefined, addressCountry: 'MT' },
    ...(p.latitude && p.longitude ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } } : {}),
  };
  const available = availabilityOf(p.availableDate) === 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    url,
    description: htmlToText(p.descriptionHtml, 500) || undefined,
    image: images,
    identifier: String(p.id),
    about: place,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      ...(p.priceOnRequest || p.price <= 0 ? {} : { price: p.price }),
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      ...(p.availableDate && !available ? { availabilityStarts: p.availableDate } : {}),
      seller: { '@type': 'RealEstateAgent', name: seller },
    },
  };
}
