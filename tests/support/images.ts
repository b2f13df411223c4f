/** Pictures the tests and benchmarks make without drawing them. */
import { crc32, deflateSync } from 'node:zlib';

/**
 * One PNG chunk: length, type, data and its CRC. Written apart from lib/forms/photo-metadata.ts's own,
 * with Node's crc32, so that a wrong chunk written there cannot pass the tests that read these.
 */
export function pngChunk(type: string, data: Uint8Array | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, tail]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of `width` × `height` black 8-bit grey pixels whose IDAT holds the first `rows` rows. */
function greyPng(width: number, height: number, rows: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  // each row: filter byte 0, then `width` zeros
  const idat = deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', '')]);
}

/**
 * A few kilobytes of valid PNG that declares `width` × `height` grey pixels: its IDAT holds only
 * the first rows (a decoder would fail late, after allocating the whole picture). What a
 * decompression bomb looks like to anything that reads only the header.
 */
export const declaredPng = (width: number, height: number): Uint8Array => new Uint8Array(greyPng(width, height, 4));

/** A complete PNG of `side` × `side` black pixels: the rows deflate to next to nothing. */
export const solidPng = (side: number): Buffer => greyPng(side, side, side);

/* ---------- crafted photos: well formed, small pictures padded with what costs a walker most ---------- */

const jpegSegment = (code: number, payload: Uint8Array | number[]): Buffer =>
  Buffer.concat([Buffer.from([0xff, code, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), Buffer.from(payload)]);

/** A 1 × 1 grey baseline JPEG's parts, written by hand: the start of image; its table and frame; its scan's header; the scan (one block, DC 0 and end of block) and its end. */
const JPEG_START = Buffer.from([0xff, 0xd8]);
const JPEG_HEAD = Buffer.concat([
  jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]), // DQT: table 0, all ones
  jpegSegment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // SOF0: 8-bit, 1 × 1, one component
  jpegSegment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0]), // DHT: DC table 0, one code of one bit: category 0
  jpegSegment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0]), // DHT: AC table 0, one code of one bit: end of block
  jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS: the component, its tables, the whole spectrum
]);
const JPEG_SCAN = Buffer.from([0b0011_1111]); // DC code 0, end of block 0, padded with ones
const JPEG_END = Buffer.from([0xff, 0xd9]);

/** a 1 × 1 lossless WebP's VP8L chunk (as sharp writes it), with its pad byte */
const VP8L_1X1 = Buffer.from('5650384c110000002f000000000750c00216b0ff8188e87f0000', 'hex').subarray(0, 26);
/** a 1 × 1 grey PNG, and where its header ends */
const PNG_1X1 = greyPng(1, 1, 1);
const PNG_HEADER_END = PNG_SIGNATURE.length + 25;
/** an extended WebP's header: no flags, a 1 × 1 canvas */
const VP8X_1X1 = Buffer.from('VP8X\x0a\0\0\0\0\0\0\0\0\0\0\0\0\0', 'latin1');
const riff = (...chunks: Buffer[]): Buffer => {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};

/** A kind of crafted photo: its small picture, and where in it a filling of `unit`s goes. */
export interface CraftedKind {
  name: string;
  format: 'jpeg' | 'png' | 'webp';
  unit: Buffer;
  /** the picture with `filling` in its place */
  around(filling: Buffer): Buffer;
}

/**
 * Files that pass the type and pixel checks (1 × 1 pictures) filled with the smallest structures
 * their format allows: what a sender who wants the photo checks to cost the most would send
 * (docs/decisions/photo-checks.md). Each is well formed as far as a walker of its structure sees.
 */
export const CRAFTED_PHOTOS: readonly CraftedKind[] = [
  {
    name: 'JPEG of empty quantisation tables (FF DB 00 02)',
    format: 'jpeg',
    unit: Buffer.from([0xff, 0xdb, 0, 2]),
    around: (filling) => Buffer.concat([JPEG_START, filling, JPEG_HEAD, JPEG_SCAN, JPEG_END]),
  },
  {
    name: 'JPEG of the smallest whole quantisation tables (69 bytes)',
    format: 'jpeg',
    unit: jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    around: (filling) => Buffer.concat([JPEG_START, filling, JPEG_HEAD, JPEG_SCAN, JPEG_END]),
  },
  {
    name: 'JPEG whose scan is all stuffed bytes (FF 00)',
    format: 'jpeg',
    unit: Buffer.from([0xff, 0]),
    around: (filling) => Buffer.concat([JPEG_START, JPEG_HEAD, JPEG_SCAN, filling, JPEG_END]),
  },
  {
    name: 'PNG of empty ancillary chunks (12 bytes)',
    format: 'png',
    unit: pngChunk('prVt', ''),
    around: (filling) => Buffer.concat([PNG_1X1.subarray(0, PNG_HEADER_END), filling, PNG_1X1.subarray(PNG_HEADER_END)]),
  },
  {
    name: 'PNG of empty image data chunks (12-byte IDAT)',
    format: 'png',
    unit: pngChunk('IDAT', ''),
    around: (filling) => Buffer.concat([PNG_1X1.subarray(0, -12), filling, PNG_1X1.subarray(-12)]),
  },
  {
    name: 'simple WebP followed by empty chunks (8 bytes)',
    format: 'webp',
    unit: Buffer.from('JUNK\0\0\0\0', 'latin1'),
    around: (filling) => riff(VP8L_1X1, filling),
  },
  {
    name: 'extended WebP of empty chunks (8 bytes)',
    format: 'webp',
    unit: Buffer.from('JUNK\0\0\0\0', 'latin1'),
    around: (filling) => riff(VP8X_1X1, filling, VP8L_1X1),
  },
];

/** A crafted photo of `kind` of about `size` bytes (at most that, when `size` leaves room for its picture). */
export function craftedPhoto(kind: CraftedKind, size: number): Buffer {
  const room = size - kind.around(Buffer.alloc(0)).length;
  return kind.around(Buffer.alloc(Math.max(0, room - (room % kind.unit.length)), kind.unit));
}

