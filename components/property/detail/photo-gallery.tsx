import { propertyImageFallbacks } from '@/lib/image-fallbacks';
import type { Dictionary } from '@/lib/i18n/dictionaries/en';
import { DialogButton } from '@/components/ui/dialog';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PhotoGalleryClient } from './photo-gallery-client';
import styles from './photo-gallery.module.css';
import viewerStyles from './photo-viewer.module.css';
import { fill } from '@/lib/i18n/format';

export interface GalleryPhoto {
  id: number;
  url: string;
}

/** the full-screen viewer's dialog id */
const VIEWER = 'photo-viewer';

/** The gallery's and the full-screen viewer's words in the page's language. */
export type GalleryTexts = Pick<Dictionary['detailActions'], 'openPhoto' | 'photoAlt' | 'photoOfAlt' | 'allPhotos' | 'photo' | 'photosCount' | 'previousPhoto' | 'nextPhoto' | 'close'> & {
  photosOf: string;
};

/**
 * The detail page's photo slider (swipe, arrow keys, buttons) with a "3 / 12" count; a tap on a
 * photo opens the full-screen viewer, from the HTML alone (the viewer then starts at the first
 * photo; once the scripts run, at the photo tapped). The first photo is the page's largest paint:
 * preloaded, never lazy. The photos of both are rendered here, on the server, so the browser loads
 * none of next/image's code for them; `PhotoGalleryClient` moves them.
 */
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
  const count = photos.length;
  const slides = photos.map((photo, i) => (
    <DialogButton
      key={photo.id}
      dialog={VIEWER}
      className={styles.slide}
      data-photo={i}
      aria-label={fill(texts.openPhoto, { index: i + 1, count })}
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
  ));
  const viewerPhotos = photos.map((photo, i) => (
    <FallbackImage
      key={photo.id}
      src={photo.url}
      fallbacks={propertyImageFallbacks(photo.url)}
      alt={fill(texts.photoOfAlt, { title, index: i + 1, count })}
      fill
      sizes="100vw"
      loading="lazy"
      className={viewerStyles.image}
    />
  ));
  return <PhotoGalleryClient viewer={VIEWER} slides={slides} viewerPhotos={viewerPhotos} title={title} carouselTexts={carouselTexts} texts={texts} />;
}
