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
