'use client';

import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { BathIcon, BedIcon, CloseIcon } from '@/components/ui/icons';
import { PROPERTY_PLACEHOLDER, propertyImageFallbacks } from '@/lib/image-fallbacks';
import type { MapMarker } from '@/lib/map';
import { HeartButton } from '@/components/shortlist/heart-button';
import styles from './property-map.module.css';

/** The card of a clicked marker: a floating card on larger screens, a bottom strip on phones. */
export function MapCard({ marker: m, onClose }: { marker: MapMarker; onClose: () => void }) {
  return (
    <article className={styles.card} aria-label={m.title}>
      <div className={styles.cardImage}>
        <FallbackImage
          src={m.imageUrl || PROPERTY_PLACEHOLDER}
          fallbacks={propertyImageFallbacks(m.imageUrl)}
          alt=""
          fill
          sizes="120px"
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardPrice}>{m.price}</p>
        <h3 className={styles.cardTitle}>
          <Link href={m.href}>{m.title}</Link>
        </h3>
        <p className={styles.cardMeta}>{[m.typeName, m.locationName].filter(Boolean).join(' · ')}</p>
        <p className={styles.cardMeta}>
          {m.bedrooms > 0 ? (
            <span>
              <BedIcon size={14} /> {m.bedrooms} <span className="visually-hidden">bedrooms</span>
            </span>
          ) : null}
          {m.bathrooms > 0 ? (
            <span>
              <BathIcon size={14} /> {m.bathrooms} <span className="visually-hidden">bathrooms</span>
            </span>
          ) : null}
        </p>
      </div>
      <HeartButton property={m.card} className={styles.cardHeart} />
      <button type="button" className={styles.cardClose} onClick={onClose} aria-label="Close">
        <CloseIcon size={16} />
      </button>
    </article>
  );
}
