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

/** A PNG of `width` × `height` black 8-bit grey pixels whose IDAT holds the first `rows` rows. */
function greyPng(width: number, height: number, rows: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  // each row: filter byte 0, then `width` zeros
  const idat = deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', '')]);
}

/**
 * A few kilobytes of valid PNG that declares `width` × `height` grey pixels: its IDAT holds only
 * the first rows (a decoder would fail late, after allocating the whole picture). What a
 * decompression bomb looks like to anything that reads only the header.
 */
export const declaredPng = (width: number, height: number): Uint8Array => new Uint8Array(greyPng(width, height, 4));

/** A complete PNG of `side` × `side` black pixels: the rows deflate to next to nothing. */
export const solidPng = (side: number): Buffer => greyPng(side, side, side);
