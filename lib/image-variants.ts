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

/**
 * The widest a property card's photo is asked for: a phone's full-width card (up to 400 px) at 3×.
 * The photo is the backend's thumbnail (640 px wide in the demo data), which the optimizer never
 * enlarges, so a wider variant is the same picture under another address: 1280 and 1920 in each
 * card's srcset were 4.6 KB of a 20-card listing's HTML that no screen could use.
 */
export const CARD_PHOTO_WIDEST = 1200;

/**
 * next/image's `srcSet` and `src` (getImageProps) without the widths above `widest`, the widest
 * kept being the `src`, as next/image makes its widest the `src`; as they are when nothing is wider
 * or there is no width-described srcset.
 */
export function upToWidth(image: { src: string; srcSet?: string }, widest: number): { src: string; srcSet?: string } {
  if (!image.srcSet) return image;
  const entries = image.srcSet.split(', ').map((entry) => {
    const cut = entry.lastIndexOf(' ');
    return { url: entry.slice(0, cut), width: Number(/^(\d+)w$/.exec(entry.slice(cut + 1))?.[1] ?? Number.NaN) };
  });
  if (entries.some((e) => Number.isNaN(e.width))) return image;
  const kept = entries.filter((e) => e.width <= widest);
  if (kept.length === 0 || kept.length === entries.length) return image;
  return { src: kept[kept.length - 1]!.url, srcSet: kept.map((e) => `${e.url} ${e.width}w`).join(', ') };
}
