'use client';

import { useCallback, useState, type ComponentProps } from 'react';
import { swapImageSource } from '@/lib/image-fallbacks';

/**
 * The `<img>` of a FallbackImage, in the browser: `sources` are the image's source and its fallbacks; when one
 * fails to load, the next takes its place with the same responsive widths.
 */
export function FallbackImageClient({ sources, alt, ...img }: ComponentProps<'img'> & { src: string; alt: string; sources: string[] }) {
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => (i + 1 < sources.length ? i + 1 : i)), [sources.length]);
  // an image that failed before the page's scripts ran fired its error event with nobody listening
  // (a lazy image not yet fetched is not complete)
  const checkLoaded = useCallback(
    (el: HTMLImageElement | null) => {
      if (el?.complete && el.naturalWidth === 0) next();
    },
    [next],
  );
  const shown =
    index === 0 ? { src: img.src, srcSet: img.srcSet } : swapImageSource(img, sources[0] ?? '', sources[index] ?? '');
  // eslint-disable-next-line @next/next/no-img-element -- the attributes come from next/image's getImageProps
  return <img {...img} alt={alt} src={shown.src} srcSet={shown.srcSet} ref={checkLoaded} onError={next} />;
}
