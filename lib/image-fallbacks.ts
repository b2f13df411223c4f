/** Image fallbacks the pages share (SPEC §7 notes and §2 blog). */

export const PROPERTY_PLACEHOLDER = '/images/property-placeholder.svg';
export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';
export const BLOG_PLACEHOLDER = '/favicon.ico';

/**
 * A listing image that fails is retried with a .jpg extension (SPEC §7): its own extension replaced by
 * .jpg, or .jpg added when it has none; then a neutral placeholder. A .jpg that fails goes straight
 * to the placeholder.
 */
export function propertyImageFallbacks(url: string): string[] {
  if (!url) return [];
  const [path = '', query] = url.split(/(?=\?)/, 2);
  if (/\.jpg$/i.test(path)) return [PROPERTY_PLACEHOLDER];
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const jpgPath = /\.[a-z0-9]{2,5}$/i.test(lastSegment) ? path.replace(/\.[a-z0-9]{2,5}$/i, '.jpg') : `${path}.jpg`;
  return [`${jpgPath}${query ?? ''}`, PROPERTY_PLACEHOLDER];
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
