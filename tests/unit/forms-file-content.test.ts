import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { declaredPng } from '../support/images';
import { cleanPhotos, cvKindOf, photoFormatOf } from '@/lib/forms/file-content';

const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');

async function jpegWithExif(): Promise<Uint8Array> {
  const buf = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7ca5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Cam', Copyright: 'Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
    .toBuffer();
  return new Uint8Array(buf);
}

/**
 * A small JPEG whose frame header declares `width` × `height`: its scan holds far fewer pixels, so
 * a decoder would fail late, after allocating the whole picture; only its header tells its size.
 */
async function declaredJpeg(width: number, height: number): Promise<Uint8Array> {
  const jpeg = new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777' } }).jpeg().toBuffer());
  const sof = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.set([height >> 8, height & 0xff, width >> 8, width & 0xff], sof + 5);
  return jpeg;
}

/** Photos as the action is given them: files, their bytes read by cleanPhotos. */
const files = (...photos: Uint8Array[]): Blob[] => photos.map((bytes) => new Blob([new Uint8Array(bytes)]));

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

describe('cleaned photos', () => {
  it('keep their pixels and size, lose EXIF, are named by their place', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const verdict = await cleanPhotos(files(input, input, input));
    expect(verdict.ok).toBe(true);
    const out = verdict.ok ? verdict.photos[2] : undefined;
    expect(out?.name).toBe('photo-03.jpg');
    expect(out?.format).toBe('jpeg');
    expect(out?.pixels).toBe(300 * 200);
    const meta = await sharp(out?.bytes).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([300, 200, 'jpeg']);
    expect(meta.exif).toBeUndefined();
    expect((await sharp(out?.bytes).raw().toBuffer()).equals(await sharp(input).raw().toBuffer())).toBe(true);
  });
  it('refuse what is not a well-formed JPEG, PNG or WebP', async () => {
    expect(await cleanPhotos(files(await jpegWithExif(), HTML))).toEqual({ ok: false, problem: 'type' });
    const truncated = (await jpegWithExif()).slice(0, 200);
    expect(await cleanPhotos(files(truncated))).toEqual({ ok: false, problem: 'type' });
  });
  it('are never decoded: a photo whose pixel data a decoder would refuse is passed on, judged by its header', async () => {
    const short = declaredPng(4000, 3000);
    await expect(sharp(short).raw().toBuffer()).rejects.toThrow();
    const verdict = await cleanPhotos(files(short));
    expect(verdict.ok && verdict.photos[0]?.pixels).toBe(12_000_000);
  });
});

describe('the pixel budget', () => {
  it('refuse photos whose headers declare too many pixels', async () => {
    // twenty JPEGs of 59 megapixels each: within the per-photo limit, far beyond the budget
    const jpeg59 = await declaredJpeg(7700, 7700);
    expect(await cleanPhotos(files(...Array.from({ length: 20 }, () => jpeg59)))).toEqual({ ok: false, problem: 'pixels' });
    // one above the per-photo limit
    expect(await cleanPhotos(files(await declaredJpeg(8000, 8000)))).toEqual({ ok: false, problem: 'pixels' });
    // four PNGs of 59 megapixels: within the limits of other photos, over those of PNG
    expect(await cleanPhotos(files(...Array.from({ length: 4 }, () => declaredPng(7700, 7700))))).toEqual({ ok: false, problem: 'pixels' });
  });
  it('stop at the first photo over a limit: the ones after it are not read', async () => {
    // what comes after a 59-megapixel PNG would be refused as no photo at all, were it judged
    expect(await cleanPhotos(files(declaredPng(7700, 7700), HTML))).toEqual({ ok: false, problem: 'pixels' });
    // and it is not even read: a file that fails when read changes nothing
    const unreadable = new Blob([HTML]);
    unreadable.arrayBuffer = () => Promise.reject(new Error('read after a refused photo'));
    expect(await cleanPhotos([...files(declaredPng(7700, 7700)), unreadable])).toEqual({ ok: false, problem: 'pixels' });
  });
  it('take photos up to each limit exactly', async () => {
    // four JPEGs of 60 megapixels and a 10-megapixel one: 250 together
    const jpegs = [...Array.from({ length: 4 }, () => declaredJpeg(7500, 8000)), declaredJpeg(2500, 4000)];
    expect(await cleanPhotos(files(...(await Promise.all(jpegs))))).toMatchObject({ ok: true });
    expect(await cleanPhotos(files(...(await Promise.all(jpegs)), await declaredJpeg(1, 1)))).toEqual({ ok: false, problem: 'pixels' });
    // PNGs: 25 megapixels each, 60 together
    expect(await cleanPhotos(files(declaredPng(5000, 5000)))).toMatchObject({ ok: true });
    expect(await cleanPhotos(files(declaredPng(5000, 5001)))).toEqual({ ok: false, problem: 'pixels' });
    const pngs = [declaredPng(5000, 5000), declaredPng(5000, 5000), declaredPng(5000, 2000)];
    expect(await cleanPhotos(files(...pngs))).toMatchObject({ ok: true });
    expect(await cleanPhotos(files(...pngs, declaredPng(1, 1)))).toEqual({ ok: false, problem: 'pixels' });
  });
});
