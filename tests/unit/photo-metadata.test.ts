/**
 * Metadata cut out of a photo's file structure (lib/forms/photo-metadata.ts): what is dropped (EXIF
 * with its GPS position, XMP, IPTC, comments, text chunks, thumbnails, data after the image), what
 * stays (the pixels byte for byte, the ICC profile, an orientation other than 1), and that a broken
 * file is refused, never thrown on, however it is cut or changed; and that a file made of the smallest
 * structures its format allows costs a bounded walk. Photos are made and decoded with sharp here,
 * which the site itself never runs on a visitor's photo.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { orientationOf, orientationTiff, stripPhotoMetadata, type PhotoFormat } from '@/lib/forms/photo-metadata';
import { CRAFTED_PHOTOS, craftedPhoto, pngChunk } from '../support/images';

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

describe('a file crafted to make the walk cost the most', () => {
  const MB = 1024 * 1024;
  /** CPU milliseconds that `work` takes (this worker's process). */
  const cpuMs = <T>(work: () => T): [T, number] => {
    const before = process.cpuUsage();
    const result = work();
    const used = process.cpuUsage(before);
    return [result, (used.user + used.system) / 1000];
  };
  /** what becomes of each kind of tests/support/images.ts's crafted photos: refused at a cap, or passed as the small picture it holds */
  const OUTCOMES: Record<string, 'refused' | number> = {
    'JPEG of empty quantisation tables (FF DB 00 02)': 'refused',
    'JPEG of the smallest whole quantisation tables (69 bytes)': 'refused',
    'JPEG whose scan is all stuffed bytes (FF 00)': 20 * MB - 1,
    'PNG of empty ancillary chunks (12 bytes)': 'refused',
    'PNG of empty image data chunks (12-byte IDAT)': 'refused',
    'simple WebP followed by empty chunks (8 bytes)': 38,
    'extended WebP of empty chunks (8 bytes)': 'refused',
  };

  it.each(CRAFTED_PHOTOS.map((k) => [k.name, k] as const))('%s, at the 20 MB limit: its outcome in a few milliseconds', (name, kind) => {
    expect(stripPhotoMetadata(new Uint8Array(kind.around(Buffer.alloc(0))), kind.format), 'the picture alone passes').not.toBeNull();
    const bytes = new Uint8Array(craftedPhoto(kind, 20 * MB));
    const [out, ms] = cpuMs(() => stripPhotoMetadata(bytes, kind.format));
    const expected = OUTCOMES[name];
    if (expected === 'refused') {
      expect(out).toBeNull();
      // before the caps: 0.3–3.4 s of CPU each here; now under a millisecond
      expect(ms).toBeLessThan(50);
    } else {
      expect([out?.width, out?.height, out?.bytes.length]).toEqual([1, 1, expected]);
      // a scan is searched natively, byte by byte only where 0xFF bytes come close: 30–65 ms here for 20 MB of them
      expect(ms).toBeLessThan(500);
    }
  });

  it('refuses an empty or broken table segment: DQT, DHT, DAC or DRI without payload, or one whose tables do not add up', async () => {
    const plain = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7ca5' } }).jpeg().toBuffer());
    const withSegment = (...bytes: number[]) => Buffer.concat([plain.subarray(0, 2), Buffer.from(bytes), plain.subarray(2)]);
    expect(strip(withSegment(), 'jpeg')).not.toBeNull();
    for (const code of [0xdb, 0xc4, 0xcc, 0xdd]) expect(strip(withSegment(0xff, code, 0, 2), 'jpeg'), code.toString(16)).toBeNull();
    expect(strip(withSegment(0xff, 0xdb, 0, 67, 0, ...new Array<number>(64).fill(1)), 'jpeg')).not.toBeNull();
    expect(strip(withSegment(0xff, 0xdb, 0, 66, 0, ...new Array<number>(63).fill(1)), 'jpeg')).toBeNull(); // one value short
    expect(strip(withSegment(0xff, 0xdb, 0, 67, 0x04, ...new Array<number>(64).fill(1)), 'jpeg')).toBeNull(); // table id 4
    expect(strip(withSegment(0xff, 0xc4, 0, 20, 0x00, 1, ...new Array<number>(15).fill(0), 0), 'jpeg')).not.toBeNull();
    expect(strip(withSegment(0xff, 0xc4, 0, 20, 0x00, 2, ...new Array<number>(15).fill(0), 0), 'jpeg')).toBeNull(); // two codes, one given
    expect(strip(withSegment(0xff, 0xdd, 0, 5, 0, 8, 0), 'jpeg')).toBeNull(); // a restart interval of three bytes
  });

  it('passes what real files have many of: ICC profile parts, Huffman tables before each scan, small image data chunks', async () => {
    const photoJpeg = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7ca5' } }).jpeg({ progressive: true }).toBuffer());
    // a profile in 200 parts (a real one has a few), each an APP2 segment, and 60 more DHT segments before the frame
    const icc = Array.from({ length: 200 }, (_, i) => Buffer.from([0xff, 0xe2, 0, 2 + 14 + 100, ...Buffer.from('ICC_PROFILE\0', 'latin1'), i + 1, 200, ...new Array<number>(100).fill(i)]));
    const dht = Buffer.from([0xff, 0xc4, 0, 20, 0x00, 1, ...new Array<number>(15).fill(0), 0]);
    const jpeg = Buffer.concat([photoJpeg.subarray(0, 2), ...icc, ...new Array<Buffer>(60).fill(dht), photoJpeg.subarray(2)]);
    expect(Buffer.from(strip(jpeg, 'jpeg')!.bytes).equals(jpeg)).toBe(true);
    // libpng's way, many small IDAT chunks: the picture's compressed data cut into 100-byte ones
    const png = Buffer.from(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer());
    const idat = png.indexOf('IDAT') - 4;
    const iend = png.indexOf('IEND') - 4;
    const data = Buffer.concat(chunksOf(png.subarray(idat, iend)).map((c) => c.subarray(8, c.length - 4)));
    const parts = Array.from({ length: Math.ceil(data.length / 100) }, (_, i) => pngChunk('IDAT', data.subarray(i * 100, (i + 1) * 100)));
    expect(parts.length).toBeGreaterThan(2000);
    const split = Buffer.concat([png.subarray(0, idat), ...parts, png.subarray(iend)]);
    expect(Buffer.from(strip(split, 'png')!.bytes).equals(split)).toBe(true);
  });

  /** CPU a 2 MB file of small structures may take: twice the most a loaded machine was seen to take, half the old walk's */
  const WALK_LIMIT_MS = 100;

  it('never costs more than a linear walk, whatever small structures a file is made of', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const jpegUnits = [[0xff, 0xdb, 0, 2], [0xff, 0xfe, 0, 2], [0xff, 0xe1, 0, 2], [0xff, 0xff], [0xff, 0xdb, 0, 67, 0, ...new Array<number>(64).fill(1)], [0xff, 0xc4, 0, 19, 0, ...new Array<number>(16).fill(0)]].map((u) => Buffer.from(u));
    const pngUnits = [pngChunk('prVt', ''), pngChunk('tEXt', 'a\0b'), pngChunk('IDAT', ''), pngChunk('gAMA', Uint8Array.from([0, 0, 0xb1, 0x8f]))];
    const webpUnits = [Buffer.from('JUNK\0\0\0\0', 'latin1'), Buffer.from('EXIF\x01\0\0\0x\0', 'latin1'), Buffer.from('ICCP\0\0\0\0', 'latin1')];
    for (let round = 0; round < 14; round++) {
      const kind = CRAFTED_PHOTOS[round % CRAFTED_PHOTOS.length]!;
      const units = kind.format === 'jpeg' ? jpegUnits : kind.format === 'png' ? pngUnits : webpUnits;
      // the crafted file's picture around 2 MB of structures of its format picked at random
      const bytes = new Uint8Array(kind.around(Buffer.concat(Array.from({ length: 40_000 }, () => pick(units)))));
      const [out, ms] = cpuMs(() => stripPhotoMetadata(bytes, kind.format));
      if (out) expect(out.bytes.length).toBeLessThanOrEqual(bytes.length);
      // 0.2–12 ms of CPU here alone, 57 ms once with the whole suite and other work on two cores; the
      // walk before its caps took about 230 ms for 2 MB of 12-byte chunks (a tenth of its 20 MB time)
      expect(ms, `${kind.name}, round ${round}`).toBeLessThan(WALK_LIMIT_MS);
    }
  });
});

/** A PNG's chunks after its signature, each whole (length, type, data, CRC). */
function chunksOf(png: Uint8Array): Buffer[] {
  const b = Buffer.from(png);
  const chunks: Buffer[] = [];
  for (let at = 0; at + 12 <= b.length; at += 12 + b.readUInt32BE(at)) chunks.push(b.subarray(at, at + 12 + b.readUInt32BE(at)));
  return chunks;
}
