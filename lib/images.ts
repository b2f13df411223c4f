/** Image fallbacks the pages share (SPEC §7 notes and §2 blog). */

export const PROPERTY_PLACEHOLDER = '/images/property-placeholder.svg';
export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';
export const BLOG_PLACEHOLDER = '/favicon.ico';

/** A listing image that fails is retried with a .jpg extension, then a neutral placeholder. */
export function propertyImageFallbacks(url: string): string[] {
  if (!url) return [];
  const jpg = url.replace(/\.(webp|png|jpeg|avif|gif)(\?.*)?$/i, '.jpg$2');
  return jpg !== url && jpg ? [jpg, PROPERTY_PLACEHOLDER] : [PROPERTY_PLACEHOLDER];
}

/** What an `<img>` shows: its source and the responsive candidates that stand for it. */
export interface ImageSource {
  src: string;
  srcSet?: string;
}

/** A local SVG (the placeholders) is shown as it is: the image optimiser does not rasterise it. */
export function isUnoptimizedImage(url: string): boolean {
  return url.startsWith('/') && url.endsWith('.svg');
}

/**
 * The attributes that show `to` where `shown` showed `from`. The image optimiser's URLs name their
 * source as `url=<encoded source>&w=…`, so the same widths and quality serve the fallback once the
 * source is swapped; a placeholder SVG, or a source that was not optimised, is shown alone.
 */
export function swapImageSource(shown: ImageSource, from: string, to: string): ImageSource {
  const before = `url=${encodeURIComponent(from)}&`;
  if (isUnoptimizedImage(to) || !shown.src.includes(before)) return { src: to };
  const after = `url=${encodeURIComponent(to)}&`;
  return { src: shown.src.replaceAll(before, after), srcSet: shown.srcSet?.replaceAll(before, after) };
}
