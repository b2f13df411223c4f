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

/** The `<img>` attribute that lists an image's fallbacks, in the order they are tried (components/ui/fallback-image.tsx). */
export const FALLBACKS_ATTRIBUTE = 'data-fallbacks';

/** The fallbacks as the attribute holds them: separated by spaces (an address holds none: a URL's space is %20); none, no attribute. */
export const joinFallbacks = (fallbacks: string[]): string | undefined => (fallbacks.length ? fallbacks.join(' ') : undefined);

/** The source an `<img>`'s src stands for: the image optimiser's `url`, or the src itself. */
function sourceOf(src: string): string {
  return (src.startsWith('/_next/image?') && new URLSearchParams(src.slice(src.indexOf('?') + 1)).get('url')) || src;
}

/**
 * What an `<img>` that failed to load shows next, given its fallbacks attribute: the fallback after
 * the source it shows (the first when it shows its own), with the same widths; nothing when the
 * last has failed too. It reads only the element's attributes, so one listener serves every image
 * of a page, however often it has swapped.
 */
export function nextFallback(shown: ImageSource, fallbacks: string | null | undefined): ImageSource | undefined {
  const list = fallbacks ? fallbacks.split(' ') : [];
  const from = sourceOf(shown.src);
  const to = list[list.indexOf(from) + 1];
  return to ? swapImageSource(shown, from, to) : undefined;
}
