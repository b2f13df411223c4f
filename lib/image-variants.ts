/**
 * The variants the image optimizer makes of a picture (next.config.ts, `images`): it answers 400 to
 * any width or quality not listed here, so a photo has at most IMAGE_VARIANTS_PER_PHOTO copies,
 * however many addresses anyone makes up.
 *
 * The widths are the few the pages' `sizes` need on a 390 px phone at 1×–3× and on a desktop of
 * 1280–1920 px, as Chromium picks them (docs/security.md, "Image variants"): 128–384 for the agents'
 * photos, the map's cards and a card's photo on a desktop (≤ 300 px); 640 / 828 / 1200 for a
 * phone's full-width photo (390 px) at 1× / 2× / 3×; 1280 for the detail page's gallery (1208 px)
 * and a 1280 px screen, which would otherwise get 1920; 1920 for the largest screen. Next.js puts
 * every width from 640 × the smallest percentage of a `sizes` in the srcset, so a full-width photo
 * is never offered the smaller three.
 */
export const IMAGE_DEVICE_SIZES = [640, 828, 1200, 1280, 1920];
export const IMAGE_SIZES = [128, 256, 384];
/** Next.js 16's default, stated: a page asks for nothing else */
export const IMAGE_QUALITIES = [75];
/**
 * WebP, and the photo's own format for a browser that takes no WebP. AVIF costs the server about
 * nine times the CPU of WebP for files about 30% smaller (docs/performance.md, "Photos are WebP").
 */
export const IMAGE_FORMATS: ['image/webp'] = ['image/webp'];

/** widths × (the formats + the photo's own) × qualities */
export const IMAGE_VARIANTS_PER_PHOTO = (IMAGE_DEVICE_SIZES.length + IMAGE_SIZES.length) * (IMAGE_FORMATS.length + 1) * IMAGE_QUALITIES.length;
