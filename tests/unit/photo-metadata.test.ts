/**
 * Metadata cut out of a photo's file structure (lib/forms/photo-metadata.ts): what is dropped (EXIF
 * with its GPS position, XMP, IPTC, comments, text chunks, thumbnails, data after the image), what
 * stays (the pixels byte for byte, the ICC profile, an orientation other than 1), and that a broken
 * file is refused, never thrown on, however it is cut or changed. Photos are made and decoded with
 * sharp here, which the site itself never runs on a visitor's photo.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orientationOf, orientationTiff, stripPhotoMetadata, type PhotoFormat } from '@/lib/forms/photo-metadata';
import { pngChunk } from '../support/images';

const FORMATS = ['jpeg', 'png', 'webp'] as const;
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><secret>Triq il-Kbira 12</secret></rdf:RDF></x:xmpmeta>';
const EXIF = {
  IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'Owner Name' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 54/1 4113/100', GPSLongitudeRef: 'E', GPSLongitude: '14/1 29/1 2250/100' },
};
/** Texts of the metadata above that must not survive anywhere in a stripped file. */
const SECRETS = ['TestCam', 'Secret Model', 'Owner Name', 'Triq il-Kbira', 'xmpmeta'];

/** A 300 × 200 photo-like picture (noise) in `format`, with EXIF (GPS included), XMP and a Display P3 profile. */
async function photo(format: PhotoFormat, orientation = 1): Promise<Buffer> {
  const image = sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    [format]()
    .withExif(EXIF)
    .withXmp(XMP)
    .withIccProfile('p3');
  return (orientation === 1 ? image : image.withMetadata({ orientation })).toBuffer();
}

const strip = (bytes: Uint8Array, format: PhotoFormat) => stripPhotoMetadata(new Uint8Array(bytes), format);
const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);
const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();

describe.each(FORMATS)('a %s photo', (format) => {
  it('keeps its pixels, size and colour profile, and loses EXIF (GPS), XMP and every other trace', async () => {
    const input = await photo(format);
    const before = await sharp(input).metadata();
    expect([Boolean(before.exif), Boolean(before.xmp), Boolean(before.icc)]).toEqual([true, true, true]);
    const out = strip(input, format);
    expect(out).not.toBeNull();
    expect([out?.width, out?.height]).toEqual([300, 200]);
    const after = await sharp(out?.bytes).metadata();
    expect([after.format, after.width, after.height]).toEqual([before.format, 300, 200]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toEqual(before.icc);
    expect((await pixels(out!.bytes)).equals(await pixels(input))).toBe(true);
    for (const secret of SECRETS) expect(contains(out!.bytes, secret), secret).toBe(false);
  });

  it('stays upright: an orientation other than 1 is kept as the only EXIF tag', async () => {
    const input = await photo(format, 6);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = strip(input, format);
    const after = await sharp(out?.bytes).metadata();
    expect(after.orientation).toBe(6);
    expect(after.autoOrient).toEqual({ width: 200, height: 300 });
    expect(after.exif?.length ?? 0).toBeLessThan(40);
    expect((await pixels(out!.bytes)).equals(await pixels(input))).toBe(true);
    for (const secret of SECRETS) expect(contains(out!.bytes, secret), secret).toBe(false);
  });

  it('is refused, never thrown on, when cut short anywhere', async () => {
    const input = new Uint8Array(await photo(format));
    // every cut in the headers, then every 97th byte through the picture data
    for (let cut = 0; cut < input.length - 1; cut += cut < 2000 ? 1 : 97) {
      const result = strip(input.subarray(0, cut), format);
      // a WebP is measured by its own declared size, a PNG ends at IEND, a JPEG at its end of image
      expect(result, `cut at ${cut}`).toBeNull();
    }
  });

  it('never throws nor hangs whatever bytes are changed', async () => {
    const input = new Uint8Array(await photo(format));
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 400; round++) {
      const changed = input.slice();
      for (let k = 0; k < 4; k++) changed[Math.floor(random() * Math.min(changed.length, 4000))] = Math.floor(random() * 256);
      const result = strip(changed, format);
      if (result) expect(result.bytes.length).toBeLessThanOrEqual(changed.length);
    }
  });
});

describe('JPEG', () => {
  /** `jpeg` with `segments` put right after its start-of-image marker. */
  const withSegments = (jpeg: Uint8Array, ...segments: [number, string | Uint8Array][]) =>
    Buffer.concat([
      jpeg.subarray(0, 2),
      ...segments.map(([code, body]) => {
        const payload = typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.from(body);
        return Buffer.concat([Buffer.from([0xff, code, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
      }),
      jpeg.subarray(2),
    ]);

  it('drops comments, IPTC (APP13), other application data and what follows the end of the image', async () => {
    const plain = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7ca5' } }).jpeg().toBuffer());
    const input = Buffer.concat([
      withSegments(plain, [0xfe, 'Shot at Triq il-Kbira'], [0xed, 'Photoshop 3.0\0 8BIM TestCam'], [0xe5, 'maker TestCam']),
      Buffer.from('TestCam trailing video'),
    ]);
    const out = strip(input, 'jpeg');
    expect(out).not.toBeNull();
    expect(contains(out!.bytes, 'Triq il-Kbira')).toBe(false);
    expect(contains(out!.bytes, 'TestCam')).toBe(false);
    expect((await pixels(out!.bytes)).equals(await pixels(plain))).toBe(true);
  });

  it('passes a photo without metadata on byte for byte', async () => {
    const plain = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7ca5' } }).jpeg({ progressive: true }).toBuffer());
    expect(Buffer.from(strip(plain, 'jpeg')!.bytes).equals(Buffer.from(plain))).toBe(true);
  });

  it('drops the thumbnail of a JFIF header', async () => {
    const plain = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7ca5' } }).jpeg().toBuffer());
    // sharp writes its own JFIF header first; this one carries a 2 × 1 thumbnail and comes before it
    const jfif = Uint8Array.from([...Buffer.from('JFIF\0'), 1, 2, 0, 0, 1, 0, 1, 2, 1, 1, 2, 3, 4, 5, 6]);
    const out = strip(withSegments(plain, [0xe0, jfif]), 'jpeg');
    expect(Buffer.from(out!.bytes).subarray(2, 20)).toEqual(Buffer.from([0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 2, 0, 0, 1, 0, 1, 0, 0]));
  });

  it('refuses a frame browsers do not show, a length past the end, a stray marker, no end of image', async () => {
    const plain = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7ca5' } }).jpeg().toBuffer());
    const sof = Buffer.from(plain).indexOf(Buffer.from([0xff, 0xc0]));
    const arithmetic = plain.slice();
    arithmetic[sof + 1] = 0xc9;
    expect(strip(arithmetic, 'jpeg')).toBeNull();
    const noHeight = plain.slice();
    noHeight.set([0, 0], sof + 5);
    expect(strip(noHeight, 'jpeg')).toBeNull();
    expect(strip(withSegments(plain, [0xe1, new Uint8Array(10)]).subarray(0, 10), 'jpeg')).toBeNull();
    const tooLong = withSegments(plain, [0xfe, 'x']);
    tooLong.set([0xff, 0xff], 4);
    expect(strip(tooLong, 'jpeg')).toBeNull();
    expect(strip(Buffer.concat([plain.subarray(0, 2), Buffer.from([0xff, 0x01]), plain.subarray(2)]), 'jpeg')).toBeNull();
    expect(strip(plain.subarray(0, plain.length - 2), 'jpeg')).toBeNull();
    expect(strip(new Uint8Array(100_000).fill(0xff), 'jpeg')).toBeNull();
  });
});

describe('PNG', () => {
  /** `png` with `chunks` put right after its IHDR. */
  const withChunks = (png: Uint8Array, ...chunks: Buffer[]) => Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
  const plainPng = async () => new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 4, background: '#3a7ca580' } }).png().toBuffer());

  it('drops tEXt, zTXt, iTXt, tIME, private and animation chunks; keeps gamma, colour and physical size', async () => {
    const plain = await plainPng();
    const kept = [pngChunk('gAMA', Uint8Array.from([0, 0, 0xb1, 0x8f])), pngChunk('sRGB', Uint8Array.from([0])), pngChunk('pHYs', Uint8Array.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]))];
    const input = withChunks(
      plain,
      ...kept,
      pngChunk('tEXt', 'Author\0Owner Name'),
      pngChunk('zTXt', 'Comment\0\0x'),
      pngChunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0TestCam'),
      pngChunk('tIME', Uint8Array.from([7, 234, 1, 2, 3, 4, 5])),
      pngChunk('prVt', 'TestCam'),
      pngChunk('acTL', Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 0])),
    );
    const out = strip(input, 'png');
    expect(out).not.toBeNull();
    expect(Buffer.from(out!.bytes).equals(withChunks(plain, ...kept))).toBe(true);
    expect((await pixels(out!.bytes)).equals(await pixels(plain))).toBe(true);
  });

  it('refuses a critical chunk it does not know, a chunk past the end, a missing header or image data', async () => {
    const plain = await plainPng();
    expect(strip(withChunks(plain, pngChunk('CgBI', Uint8Array.from([0x50, 0, 0x20, 2]))), 'png')).toBeNull();
    const past = withChunks(plain, pngChunk('tEXt', 'a\0b'));
    past.writeUInt32BE(0x7fff_ffff, 33);
    expect(strip(past, 'png')).toBeNull();
    expect(strip(Buffer.concat([plain.subarray(0, 8), plain.subarray(33)]), 'png')).toBeNull();
    const idat = Buffer.from(plain).indexOf('IDAT') - 4;
    const iend = Buffer.from(plain).indexOf('IEND') - 4;
    expect(strip(Buffer.concat([plain.subarray(0, idat), plain.subarray(iend)]), 'png')).toBeNull();
    expect(strip(Buffer.concat([plain.subarray(0, 33), pngChunk('IHDR', plain.subarray(16, 29)), plain.subarray(33)]), 'png')).toBeNull();
  });
});

describe('WebP', () => {
  it('clears the EXIF and XMP flags of VP8X when it drops their chunks, and keeps the ICC flag', async () => {
    const input = await photo('webp');
    expect(input[20]! & 0x2c).toBe(0x2c);
    const out = strip(input, 'webp');
    expect(out!.bytes[20]! & 0x2c).toBe(0x20);
    expect(contains(out!.bytes, 'EXIF')).toBe(false);
    expect(contains(out!.bytes, 'XMP ')).toBe(false);
    expect(new DataView(out!.bytes.buffer).getUint32(4, true)).toBe(out!.bytes.length - 8);
  });

  it('passes a simple lossy or lossless picture on byte for byte, sized from its bitstream', async () => {
    for (const lossless of [false, true]) {
      const plain = new Uint8Array(await sharp({ create: { width: 41, height: 29, channels: 3, background: '#3a7ca5' } }).webp({ lossless }).toBuffer());
      const out = strip(plain, 'webp');
      expect([out?.width, out?.height]).toEqual([41, 29]);
      expect(Buffer.from(out!.bytes).equals(Buffer.from(plain))).toBe(true);
    }
  });

  it('refuses an animation: its canvas says nothing of how many frames there are to decode', async () => {
    const frame = (background: string) => sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer();
    const animated = await sharp([await frame('#c00'), await frame('#00c')], { join: { animated: true } }).webp().toBuffer();
    expect(contains(animated, 'ANMF')).toBe(true);
    expect(strip(animated, 'webp')).toBeNull();
  });

  it('refuses a RIFF size or chunk size past the end, and an extended file without a picture', async () => {
    const plain = Buffer.from(await photo('webp'));
    const riff = Buffer.from(plain);
    riff.writeUInt32LE(plain.length, 4);
    expect(strip(riff, 'webp')).toBeNull();
    const chunkSize = Buffer.from(plain);
    chunkSize.writeUInt32LE(0xffff_fff0, 16);
    expect(strip(chunkSize, 'webp')).toBeNull();
    const header = Buffer.from(plain.subarray(0, 30));
    header.writeUInt32LE(22, 4);
    expect(strip(header, 'webp')).toBeNull();
  });
});

describe('EXIF orientation', () => {
  it('is read in either byte order, and 1 when absent, out of range or unreadable', () => {
    for (const o of [1, 3, 6, 8]) expect(orientationOf(orientationTiff(o))).toBe(o);
    const little = Uint8Array.from([0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0]);
    expect(orientationOf(little)).toBe(5);
    const outOfRange = orientationTiff(9);
    expect(orientationOf(outOfRange)).toBe(1);
    expect(orientationOf(orientationTiff(6).subarray(0, 20))).toBe(1);
    expect(orientationOf(new Uint8Array(0))).toBe(1);
    const farIfd = orientationTiff(6);
    farIfd.set([0xff, 0xff, 0xff, 0xff], 4);
    expect(orientationOf(farIfd)).toBe(1);
  });
});
