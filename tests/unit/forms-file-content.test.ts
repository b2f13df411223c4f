import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPhoto, cvKindOf, photoFormatOf } from '@/lib/forms/file-content';

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
  it('keeps the picture and its size, drops EXIF, names it generically', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await cleanPhoto(input, 2);
    expect(out?.name).toBe('photo-03.jpg');
    expect(out?.format).toBe('jpeg');
    const meta = await sharp(out?.bytes).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([300, 200, 'jpeg']);
    expect(meta.exif).toBeUndefined();
  });
  it('refuses what is not a readable JPEG, PNG or WebP', async () => {
    expect(await cleanPhoto(HTML, 0)).toBeNull();
    const truncated = (await jpegWithExif()).slice(0, 200);
    expect(await cleanPhoto(truncated, 0)).toBeNull();
  });
});
