import Link from 'next/link';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getPropertyDetail } from '@/lib/api/properties';
import { ApiError } from '@/lib/api/http';
import type { PropertyDetail } from '@/lib/domain/types';
import { formatEuro, priceLines, pricePerSquareMetre } from '@/lib/price';
import { listingPathFor, propertyPath } from '@/lib/routes';
import { PROPERTY_PLACEHOLDER } from '@/lib/images';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/ui/rich-text';
import { AreaIcon, BathIcon, BedIcon, PinIcon } from '@/components/ui/icons';
import { AvailabilityBadge } from '@/components/property/availability-badge';
import { PropertyCard } from '@/components/property/property-card';
import styles from './property-detail-page.module.css';

async function loadProperty(id: number, lettingType: number): Promise<PropertyDetail | null> {
  try {
    return await getPropertyDetail(id, lettingType);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    return null;
  }
}

/** The property detail page of `/{urlSlug}-{id}-{lettingType}`; an unknown id is a real 404. */
export async function PropertyDetailPage({ id, lettingType }: { id: number; lettingType: number }) {
  await connection();
  const p = await loadProperty(id, lettingType);
  if (!p) {
    return (
      <div className="container">
        <p className={styles.reduced} role="status">
          This property cannot be shown right now. Please try again in a moment, or browse{' '}
          <Link href="/residentials">residential</Link> and <Link href="/commercials">commercial</Link> properties.
        </p>
      </div>
    );
  }
  const listing = listingPathFor(p.lettingType);
  const saleType = p.lettingType === 7 ? 'Commercials' : 'Residentials';
  const [main, ...extra] = priceLines(p);
  const perSqm = pricePerSquareMetre(p);
  const photo = p.photos[0]?.url || p.imageUrl || PROPERTY_PLACEHOLDER;

  return (
    <article className={styles.page}>
      <div className="container">
        <Breadcrumbs
          items={[{ label: 'Home', href: '/' }, { label: saleType, href: listing }, { label: p.title }]}
          currentPath={propertyPath(p)}
        />
      </div>
      <div className={styles.gallery}>
        <Image src={photo} alt={p.title} fill priority sizes="100vw" className={styles.photo} unoptimized={photo.endsWith('.svg')} />
      </div>
      <div className={`container ${styles.layout}`}>
        <header className={styles.overlay}>
          <p className={styles.badges}>
            <span className={styles.saleType}>{saleType}</span>
            <AvailabilityBadge availableDate={p.availableDate} />
          </p>
          <p className={styles.typeLine}>
            {p.typeName ? <Link href={`${listing}?types=${p.typeId}`}>{p.typeName}</Link> : null}
            {p.locationName ? (
              <Link href={`${listing}?locations=${p.locationId}`} className={styles.location}>
                <PinIcon size={16} /> {p.locationName}
              </Link>
            ) : null}
          </p>
          <h1 className={styles.title}>{p.title}</h1>
          <ul className={styles.facts} aria-label="Key facts">
            {p.bedrooms > 0 ? (
              <li>
                <BedIcon /> {p.bedrooms} {p.bedrooms === 1 ? 'bedroom' : 'bedrooms'}
              </li>
            ) : null}
            {p.bathrooms > 0 ? (
              <li>
                <BathIcon /> {p.bathrooms} {p.bathrooms === 1 ? 'bathroom' : 'bathrooms'}
              </li>
            ) : null}
            {p.squareMetres > 0 ? (
              <li>
                <AreaIcon /> {p.squareMetres} m²
              </li>
            ) : null}
            <li>Ref. {p.id}</li>
          </ul>
          <p className={styles.price}>{main?.text}</p>
          {extra.map((l) => (
            <p key={l.kind} className={styles.extraPrice}>
              {l.text}
            </p>
          ))}
          {perSqm ? <p className={styles.perSqm}>{formatEuro(perSqm)} per m²</p> : null}
        </header>

        {p.features.length > 0 ? (
          <section aria-labelledby="features-heading" className={styles.section}>
            <h2 id="features-heading">Property Features</h2>
            <ul className={styles.features}>
              {p.features.map((f) => (
                <li key={f.id}>{f.name}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="description-heading" className={styles.section}>
          <h2 id="description-heading">Description</h2>
          <RichText html={p.descriptionHtml} />
        </section>

        {p.categories.length > 0 ? (
          <section aria-labelledby="categories-heading" className={styles.section}>
            <h2 id="categories-heading">Categories</h2>
            <ul className={styles.categories}>
              {p.categories.map((c) => (
                <li key={c.urlSlug}>
                  <Link href={`/${c.urlSlug}`}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {p.related.length > 0 ? (
          <section aria-labelledby="related-heading" className={styles.section}>
            <h2 id="related-heading">Related Properties</h2>
            <ul className={styles.related}>
              {p.related.map((r) => (
                <li key={r.id}>
                  <PropertyCard property={r} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
