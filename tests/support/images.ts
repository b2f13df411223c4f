/** Pictures the tests make without drawing them. */
import { crc32, deflateSync } from 'node:zlib';

/**
 * A few kilobytes of valid PNG that declares `width` × `height` grey pixels: its IDAT holds only
 * the first rows (a decoder would fail late, after allocating the whole picture). What a
 * decompression bomb looks like to anything that reads only the header.
 */
export function declaredPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]));
}
