'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { DialogButton } from '@/components/ui/dialog';
import { ExpandIcon } from '@/components/ui/icons/expand';
import { PhotoViewer } from './photo-viewer';
import type { GalleryTexts } from './photo-gallery';
import styles from './photo-gallery.module.css';
import { fill } from '@/lib/i18n/format';

/**
 * The gallery's moving parts around the photos the server rendered: the carousel, the "3 / 12"
 * count, "All photos" and the viewer. Each slide is a button that opens the viewer and carries its
 * photo's index in `data-photo`; the viewer opens at the photo tapped, or at the one in view for
 * "All photos".
 */
export function PhotoGalleryClient({
  viewer,
  slides,
  viewerPhotos,
  title,
  carouselTexts,
  texts,
}: {
  /** the viewer's dialog id, which the slides open */
  viewer: string;
  slides: ReactNode[];
  viewerPhotos: ReactNode[];
  title: string;
  carouselTexts: Dictionary['carousel'];
  texts: GalleryTexts;
}) {
  const [index, setIndex] = useState(0);
  /** the photo the viewer opens at: set by the tap that opens it, before the browser opens the dialog */
  const start = useRef(0);
  const total = slides.length;
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    const slide = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-photo]') : null;
    if (slide) start.current = Number(slide.dataset.photo);
  };

  return (
    <div className={styles.gallery} onClickCapture={onClickCapture}>
      <Carousel label={fill(texts.photosOf, { title })} texts={carouselTexts} dots={false} overlayControls onIndexChange={setIndex} className={styles.carousel}>
        {slides}
      </Carousel>
      <p className={styles.count} aria-hidden="true">
        {index + 1} / {total}
      </p>
      <DialogButton
        dialog={viewer}
        className={styles.expand}
        onClick={() => {
          start.current = index;
        }}
      >
        <ExpandIcon size={18} /> <span>{fill(texts.allPhotos, { count: total })}</span>
      </DialogButton>
      <PhotoViewer id={viewer} photos={viewerPhotos} title={title} start={() => start.current} texts={texts} />
    </div>
  );
}
