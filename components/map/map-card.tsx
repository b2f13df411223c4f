'use client';

import Link from '@/components/ui/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { BathIcon } from '@/components/ui/icons/bath';
import { BedIcon } from '@/components/ui/icons/bed';
import { CloseIcon } from '@/components/ui/icons/close';
import { PROPERTY_PLACEHOLDER, propertyImageFallbacks } from '@/lib/image-fallbacks';
import type { MapMarker } from '@/lib/map';
import { HeartButton } from '@/components/shortlist/heart-button';
import type { CardTexts } from '@/lib/i18n/card-texts';
import styles from './property-map.module.css';

/** The card of a clicked marker: a floating card on larger screens, a bottom strip on phones. */
export function MapCard({ marker: m, onClose, texts }: { marker: MapMarker; onClose: () => void; texts: CardTexts }) {
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
              <BedIcon size={14} /> {m.bedrooms} <span className="visually-hidden">{texts.card.bedrooms}</span>
            </span>
          ) : null}
          {m.bathrooms > 0 ? (
            <span>
              <BathIcon size={14} /> {m.bathrooms} <span className="visually-hidden">{texts.card.bathrooms}</span>
            </span>
          ) : null}
        </p>
      </div>
      <HeartButton property={m.card} texts={texts.heart} className={styles.cardHeart} />
      <button type="button" className={styles.cardClose} onClick={onClose} aria-label={texts.card.close}>
        <CloseIcon size={16} />
      </button>
    </article>
  );
}
