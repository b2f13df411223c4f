'use client';

import { useEffect } from 'react';
import { FALLBACKS_ATTRIBUTE, nextFallback } from '@/lib/image-fallbacks';

function swap(img: HTMLImageElement): void {
  const next = nextFallback({ src: img.getAttribute('src') ?? '', srcSet: img.getAttribute('srcset') ?? undefined }, img.getAttribute(FALLBACKS_ATTRIBUTE));
  if (!next) return;
  if (next.srcSet) img.setAttribute('srcset', next.srcSet);
  else img.removeAttribute('srcset');
  img.setAttribute('src', next.src);
}

/**
 * The page's one listener for images that fail (components/ui/fallback-image.tsx): an image with
 * fallbacks that fails shows the next one. An image that failed before the page's scripts ran fired
 * its error event with nobody listening, so those are looked for once (a lazy image not yet
 * fetched is not complete). Renders nothing.
 */
export function ImageFallbacks() {
  useEffect(() => {
    const selector = `img[${FALLBACKS_ATTRIBUTE}]`;
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement && e.target.matches(selector)) swap(e.target);
    };
    // an image's error event does not bubble: it is caught on its way down
    document.addEventListener('error', onError, true);
    for (const img of document.querySelectorAll<HTMLImageElement>(selector)) if (img.complete && img.naturalWidth === 0) swap(img);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
