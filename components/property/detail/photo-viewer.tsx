'use client';

import { useEffect, useState } from 'react';
import { propertyImageFallbacks } from '@/lib/images';
import { Dialog } from '@/components/ui/dialog';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { GalleryPhoto } from './photo-gallery';
import styles from './photo-viewer.module.css';

/** Full-screen photos: arrows (buttons and keys) move, Escape closes, focus stays inside, "3 / 12". */
export function PhotoViewer({
  photos,
  title,
  start,
  onClose,
}: {
  photos: GalleryPhoto[];
  title: string;
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const total = photos.length;
  const move = (step: number) => setIndex((i) => (i + step + total) % total);
  const photo = photos[index];

  // the arrow keys move wherever focus is inside the viewer (it is modal: nothing else has focus)
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      setIndex((i) => (i + (e.key === 'ArrowLeft' ? -1 : 1) + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [total]);

  return (
    <Dialog open onClose={onClose} title={title} size="full">
      <div className={styles.viewer}>
        <p className={styles.count} aria-live="polite">
          <span className="visually-hidden">Photo </span>
          {index + 1} / {total}
        </p>
        <div className={styles.stage}>
          {photo ? (
            <FallbackImage
              key={photo.id}
              src={photo.url}
              fallbacks={propertyImageFallbacks(photo.url)}
              alt={`${title}, photo ${index + 1} of ${total}`}
              fill
              sizes="100vw"
              className={styles.image}
            />
          ) : null}
        </div>
        {total > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => move(-1)} aria-label="Previous photo">
              <ChevronLeftIcon size={28} />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => move(1)} aria-label="Next photo">
              <ChevronRightIcon size={28} />
            </button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
