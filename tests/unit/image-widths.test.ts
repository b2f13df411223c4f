/** A card's photo is offered no wider than a screen can use (lib/image-variants.ts, upToWidth). */
import { describe, expect, it } from 'vitest';
import { CARD_PHOTO_WIDEST, upToWidth } from '@/lib/image-variants';

const at = (w: number) => `/_next/image?url=http%3A%2F%2Fimg.example%2Fa%2Cb.jpg&w=${w}&q=75`;
const srcSet = (widths: number[]) => widths.map((w) => `${at(w)} ${w}w`).join(', ');

describe('upToWidth', () => {
  it('drops the widths above the widest and makes the widest kept the src', () => {
    expect(upToWidth({ src: at(1920), srcSet: srcSet([384, 640, 828, 1200, 1280, 1920]) }, CARD_PHOTO_WIDEST)).toEqual({
      src: at(1200),
      srcSet: srcSet([384, 640, 828, 1200]),
    });
  });

  it('leaves an image as it is when nothing is wider, nothing would be left, or its srcset is by density', () => {
    const narrow = { src: at(828), srcSet: srcSet([384, 640, 828]) };
    expect(upToWidth(narrow, 1200)).toBe(narrow);
    const wide = { src: at(1920), srcSet: srcSet([1280, 1920]) };
    expect(upToWidth(wide, 1200)).toBe(wide);
    const density = { src: at(640), srcSet: `${at(384)} 1x, ${at(828)} 2x` };
    expect(upToWidth(density, 500)).toBe(density);
    expect(upToWidth({ src: '/images/a.svg' }, 1200)).toEqual({ src: '/images/a.svg' });
  });
});
