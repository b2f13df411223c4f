'use client';

import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { propertyImageFallbacks } from '@/lib/images';
import { Carousel } from '@/components/ui/carousel';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ExpandIcon } from '@/components/ui/icons';
import styles from './photo-gallery.module.css';

// the full-screen viewer's code is fetched when a photo is first opened
const PhotoViewer = dynamic(() => import('./photo-viewer').then((m) => m.PhotoViewer), { ssr: false });

export interface GalleryPhoto {
  id: number;
  url: string;
}

/**
 * The detail page's photo slider (swipe, arrow keys, buttons) with a "3 / 12" count; a click on a
 * photo opens it full screen. The first photo is the page's largest paint: preloaded, never lazy.
 */
export function PhotoGallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const total = photos.length;
  // made once per set of photos, so the count changing as the photos move re-renders no slide
  const slides = useMemo(
    () =>
      photos.map((photo, i) => (
        <button
          key={photo.id}
          type="button"
          className={styles.slide}
          onClick={() => setViewing(i)}
          aria-label={`Open photo ${i + 1} of ${photos.length} full screen`}
        >
          <FallbackImage
            src={photo.url}
            fallbacks={propertyImageFallbacks(photo.url)}
            alt={i === 0 ? title : `${title}, photo ${i + 1}`}
            fill
            sizes="(min-width: 1240px) 1208px, 100vw"
            preload={i === 0}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            className={styles.image}
          />
        </button>
      )),
    [photos, title],
  );

  return (
    <div className={styles.gallery}>
      <Carousel label={`Photos of ${title}`} dots={false} overlayControls onIndexChange={setIndex} className={styles.carousel}>
        {slides}
      </Carousel>
      <p className={styles.count} aria-hidden="true">
        {index + 1} / {total}
      </p>
      <button type="button" className={styles.expand} onClick={() => setViewing(index)}>
        <ExpandIcon size={18} /> <span>All {total} photos</span>
      </button>
      {viewing !== null ? (
        <PhotoViewer photos={photos} title={title} start={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </div>
  );
}
