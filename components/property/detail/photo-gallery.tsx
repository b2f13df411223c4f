'use client';

import { useMemo, useRef, useState } from 'react';
import { propertyImageFallbacks } from '@/lib/image-fallbacks';
import { Carousel } from '@/components/ui/carousel';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { DialogButton } from '@/components/ui/dialog';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ExpandIcon } from '@/components/ui/icons';
import { PhotoViewer } from './photo-viewer';
import styles from './photo-gallery.module.css';
import { fill } from '@/lib/i18n/format';

export interface GalleryPhoto {
  id: number;
  url: string;
}

const VIEWER = 'photo-viewer';

/**
 * The detail page's photo slider (swipe, arrow keys, buttons) with a "3 / 12" count; a tap on a
 * photo opens the full-screen viewer, from the HTML alone (the viewer then starts at the first
 * photo; once the scripts run, at the photo tapped). The first photo is the page's largest paint:
 * preloaded, never lazy.
 */
/** The gallery's and the full-screen viewer's words in the page's language. */
export type GalleryTexts = Pick<Dictionary['detailActions'], 'openPhoto' | 'photoAlt' | 'photoOfAlt' | 'allPhotos' | 'photo' | 'photosCount' | 'previousPhoto' | 'nextPhoto' | 'close'> & {
  photosOf: string;
};

export function PhotoGallery({
  photos,
  title,
  carouselTexts,
  texts,
}: {
  photos: GalleryPhoto[];
  title: string;
  carouselTexts: Dictionary['carousel'];
  texts: GalleryTexts;
}) {
  const [index, setIndex] = useState(0);
  /** the photo the viewer opens at: set by the tap that opens it */
  const start = useRef(0);
  const total = photos.length;
  // made once per set of photos, so the count changing as the photos move re-renders no slide
  const slides = useMemo(
    () =>
      photos.map((photo, i) => (
        <DialogButton
          key={photo.id}
          dialog={VIEWER}
          className={styles.slide}
          onClick={() => {
            start.current = i;
          }}
          aria-label={fill(texts.openPhoto, { index: i + 1, count: photos.length })}
        >
          <FallbackImage
            src={photo.url}
            fallbacks={propertyImageFallbacks(photo.url)}
            alt={i === 0 ? title : fill(texts.photoAlt, { title, index: i + 1 })}
            fill
            sizes="(min-width: 1240px) 1208px, 100vw"
            preload={i === 0}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            className={styles.image}
          />
        </DialogButton>
      )),
    [photos, title, texts],
  );

  return (
    <div className={styles.gallery}>
      <Carousel label={fill(texts.photosOf, { title })} texts={carouselTexts} dots={false} overlayControls onIndexChange={setIndex} className={styles.carousel}>
        {slides}
      </Carousel>
      <p className={styles.count} aria-hidden="true">
        {index + 1} / {total}
      </p>
      <DialogButton
        dialog={VIEWER}
        className={styles.expand}
        onClick={() => {
          start.current = index;
        }}
      >
        <ExpandIcon size={18} /> <span>{fill(texts.allPhotos, { count: total })}</span>
      </DialogButton>
      <PhotoViewer id={VIEWER} photos={photos} title={title} start={() => start.current} texts={texts} />
    </div>
  );
}
