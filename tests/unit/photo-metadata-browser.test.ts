/**
 * A photo stripped of its metadata (lib/forms/photo-metadata.ts) shows in Debian's Chromium exactly
 * as the original did: the same size, the same way up, the same pixels. Chromium turns a JPEG and a
 * PNG (eXIf) by their EXIF orientation and leaves a WebP as stored; whichever it does, the stripped
 * file must be shown alike, so an orientation is kept when it is not 1.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumTestLaunch } from '../../scripts/support/chromium';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripPhotoMetadata } from '@/lib/forms/photo-metadata';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch(chromiumTestLaunch);
  page = await browser.newPage();
});
afterAll(async () => browser?.close());

/** The picture as Chromium shows it: its displayed size and a hash of the pixels it paints. */
async function shown(bytes: Uint8Array, type: string): Promise<{ width: number; height: number; painted: string }> {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    // FNV-1a over every channel of every pixel (the page is no secure context: no crypto.subtle)
    let hash = 0x811c9dc5;
    for (const byte of data) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    return { width: img.naturalWidth, height: img.naturalHeight, painted: hash.toString(16) };
  }, `data:${type};base64,${Buffer.from(bytes).toString('base64')}`);
}

describe('a stripped photo in Chromium', () => {
  it.each([
    ['jpeg', 1],
    ['jpeg', 6],
    ['png', 1],
    ['png', 6],
    ['webp', 1],
    ['webp', 6],
  ] as const)('%s with orientation %i shows as the original did', async (format, orientation) => {
    // a picture that shows which way is up: a dark top-left quarter on a light ground
    const image = sharp({ create: { width: 300, height: 200, channels: 3, background: '#e8dcc4' } })
      .composite([{ input: { create: { width: 150, height: 100, channels: 3, background: '#0b4f6c' } }, left: 0, top: 0 }])
      [format]()
      .withExif({ IFD0: { Make: 'TestCam' } });
    const input = new Uint8Array(await (orientation === 1 ? image : image.withMetadata({ orientation })).toBuffer());
    const out = stripPhotoMetadata(input, format);
    expect(out).not.toBeNull();
    const before = await shown(input, `image/${format}`);
    expect(await shown(out!.bytes, `image/${format}`)).toEqual(before);
  });
});
