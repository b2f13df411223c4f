import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { declaredPng } from '../support/images';
import { cleanPhotos, cvKindOf, PHOTO_PIXEL_BUDGET, photoFormatOf, photosDecoded } from '@/lib/forms/file-content';

const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');

async function jpegWithExif(): Promise<Uint8Array> {
  const buf = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7ca5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Cam', Copyright: 'Owner' } })
    .toBuffer();
  return new Uint8Array(buf);
}

describe('content checks', () => {
  it('read the real type, not the name', async () => {
    expect(await photoFormatOf(await jpegWithExif())).toBe('jpeg');
    expect(await photoFormatOf(new Uint8Array(await sharp({ create: { width: 2, height: 2, channels: 4, background: '#fff' } }).png().toBuffer()))).toBe('png');
    expect(await photoFormatOf(HTML)).toBeNull();
    expect(await photoFormatOf(PDF)).toBeNull();
    expect(await cvKindOf(PDF)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(await cvKindOf(HTML)).toBeNull();
    expect(await cvKindOf(await jpegWithExif())).toBeNull();
  });
});

describe('photo re-encoding', () => {
  it('keeps the picture and its size, drops EXIF, names it by its place', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const verdict = await cleanPhotos([input, input, input]);
    expect(verdict.ok).toBe(true);
    const out = verdict.ok ? verdict.photos[2] : undefined;
    expect(out?.name).toBe('photo-03.jpg');
    expect(out?.format).toBe('jpeg');
    const meta = await sharp(out?.bytes).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([300, 200, 'jpeg']);
    expect(meta.exif).toBeUndefined();
  });
  it('refuses what is not a readable JPEG, PNG or WebP', async () => {
    expect(await cleanPhotos([await jpegWithExif(), HTML])).toEqual({ ok: false, problem: 'type' });
    const truncated = (await jpegWithExif()).slice(0, 200);
    expect(await cleanPhotos([truncated])).toEqual({ ok: false, problem: 'type' });
  });
});

describe('the pixel budget', () => {
  it('refuses photos whose headers declare too many pixels before decoding any', async () => {
    const bomb = declaredPng(7700, 7700);
    expect(bomb.byteLength).toBeLessThan(20_000);
    expect((await sharp(bomb).metadata()).width).toBe(7700);
    const before = photosDecoded();
    // twenty photos of 59 megapixels each: within the per-photo limit, far beyond the budget
    expect(await cleanPhotos([await jpegWithExif(), ...Array.from({ length: 19 }, () => bomb)])).toEqual({ ok: false, problem: 'pixels' });
    // one photo above the per-photo limit
    expect(await cleanPhotos([declaredPng(8000, 8000)])).toEqual({ ok: false, problem: 'pixels' });
    expect(photosDecoded()).toBe(before);
  });
  it('decodes a set of real photos within the budget', async () => {
    expect(PHOTO_PIXEL_BUDGET).toBeGreaterThanOrEqual(20 * 12_000_000);
    const before = photosDecoded();
    const verdict = await cleanPhotos([await jpegWithExif(), await jpegWithExif()]);
    expect(verdict.ok).toBe(true);
    expect(photosDecoded()).toBe(before + 2);
  });
});
