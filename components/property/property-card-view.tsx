'use client';

import Link from '@/components/ui/link';
import { PropertyPrice } from './property-price';
import { propertyPath } from '@/lib/routes';
import { PROPERTY_PLACEHOLDER, propertyImageFallbacks } from '@/lib/image-fallbacks';
import { FallbackImage } from '@/components/ui/fallback-image';
import { CARD_PHOTO_WIDEST } from '@/lib/image-variants';
import { AreaIcon } from '@/components/ui/icons/area';
import { BathIcon } from '@/components/ui/icons/bath';
import { BedIcon } from '@/components/ui/icons/bed';
import { PinIcon } from '@/components/ui/icons/pin';
import { HeartButton } from '@/components/shortlist/heart-button';
import { cardTypeLabel, type CardView, type CardWords } from '@/lib/card-view';
import { backendLang } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { AvailabilityBadge } from './availability-badge';
import styles from './property-card.module.css';

/**
 * A property's card: photo (4:3), price first, then title, type and locality, then beds / baths /
 * m² and the availability badge. The whole card is one link to the detail page; the heart on the
 * photo saves it to the visitor's shortlist.
 */
export function PropertyCardView({
  view: p,
  texts,
  priority = false,
  sizes = '(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw',
  headingLevel = 3,
}: {
  view: CardView;
  texts: CardWords;
  priority?: boolean;
  sizes?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <FallbackImage
          src={p.imageUrl || PROPERTY_PLACEHOLDER}
          fallbacks={propertyImageFallbacks(p.imageUrl)}
          alt={p.title}
          fill
          sizes={sizes}
          widest={CARD_PHOTO_WIDEST}
          preload={priority}
          className={styles.image}
        />
        <span className={styles.badge}>
          <AvailabilityBadge availability={p.availability} labels={texts.availability} />
        </span>
        <HeartButton property={p} texts={texts.heart} />
      </div>
      <div className={styles.body}>
        <PropertyPrice price={p} words={texts.price} className={styles.price} extraClassName={styles.extraPrice} />
        <Heading className={styles.title}>
          {/* the title is the backend's, in English: said so on a page in another language */}
          <Link href={localizePath(texts.locale, propertyPath(p))} className={styles.link} lang={backendLang(texts.locale)}>
            {p.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {cardTypeLabel(p) ? <span>{cardTypeLabel(p)}</span> : null}
          {p.locationName ? (
            <span className={styles.location}>
              <PinIcon size={14} />{` ${p.locationName}`}
            </span>
          ) : null}
        </p>
        <ul className={styles.facts} aria-label={texts.card.facts}>
          {p.bedrooms > 0 ? (
            <li>
              <BedIcon size={16} />{` ${p.bedrooms} `}<span className="visually-hidden">{texts.card.bedrooms}</span>
            </li>
          ) : null}
          {p.bathrooms > 0 ? (
            <li>
              <BathIcon size={16} />{` ${p.bathrooms} `}<span className="visually-hidden">{texts.card.bathrooms}</span>
            </li>
          ) : null}
          {p.squareMetres && p.squareMetres > 0 ? (
            <li>
              <AreaIcon size={16} />{` ${p.squareMetres} m²`}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
