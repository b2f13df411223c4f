/**
 * A photo's size and its bytes without metadata, read from its file structure alone: no pixel is
 * decoded (docs/decisions/photo-checks.md). The picture's own data (JPEG scans and tables, PNG
 * IDAT, WebP VP8/VP8L/ALPH) is passed on byte for byte; what describes the camera, the place,
 * the owner or the software (EXIF with its GPS position, XMP, IPTC, comments, text chunks,
 * timestamps, thumbnails) is dropped. The colour profile stays (it is colour, not personal data),
 * and so does an EXIF orientation other than 1, written back as the only tag, so that a photo
 * shows as it did before wherever it was shown upright.
 *
 * Strict: a file whose structure is broken, cut short or not one a browser shows is refused (null),
 * never thrown on; every length is checked against what is there, and every loop moves forward.
 * Server and tests only.
 */
import { crc32 } from 'node:zlib';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface StrippedPhoto {
  width: number;
  height: number;
  /** the same picture, without its metadata: put together when first read, so a photo refused for its size is never copied */
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** The photo of `format` in `bytes`, stripped of its metadata; null when it is not a well-formed one. */
export function stripPhotoMetadata(bytes: Uint8Array, format: PhotoFormat): StrippedPhoto | null {
  switch (format) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
  }
}

/* ---------- shared ---------- */

const ascii = (b: Uint8Array, at: number, length: number): string => String.fromCharCode(...b.subarray(at, at + length));
const startsWith = (b: Uint8Array, text: string, at = 0): boolean => b.length >= at + text.length && ascii(b, at, text.length) === text;
const u16be = (b: Uint8Array, at: number): number => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number): number => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16le = (b: Uint8Array, at: number): number => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number): number => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number): number => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** A stripped photo of `size` made of `parts`, which are joined only when its bytes are read. */
function stripped(size: { width: number; height: number }, parts: readonly Uint8Array[]): StrippedPhoto {
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  return {
    ...size,
    get bytes() {
      return (bytes ??= concat(parts));
    },
  };
}

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The EXIF orientation (1–8) in a TIFF structure (what follows "Exif\0\0" in a JPEG, a PNG eXIf or a
 * WebP EXIF chunk): the Orientation tag of its first IFD. 1 (as stored) when it has none or cannot
 * be read, as a viewer takes it.
 */
export function orientationOf(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const little = startsWith(tiff, 'II');
  if (!little && !startsWith(tiff, 'MM')) return 1;
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u32le(tiff, at) : u32be(tiff, at));
  if (u16(2) !== 42) return 1;
  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + 12 * i;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return u16(entry + 2) === SHORT && u32(entry + 4) === 1 && value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** A TIFF structure holding one tag, Orientation = `orientation` (big-endian, one IFD, no next). */
export function orientationTiff(orientation: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // "MM", 42, first IFD at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, SHORT, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1 value
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
}

/* ---------- JPEG (ITU-T T.81, JFIF, Exif 2.3 §4.5) ---------- */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const isApp = (code: number) => code >= 0xe0 && code <= 0xef;
/** baseline, extended and progressive Huffman frames: what browsers decode */
const isShownFrame = (code: number) => code === 0xc0 || code === 0xc1 || code === 0xc2;
/** tables and restart interval: DHT, DAC, DQT, DRI */
const isTable = (code: number) => code === 0xc4 || code === 0xcc || code === 0xdb || code === 0xdd;
const isRestart = (code: number) => code >= 0xd0 && code <= 0xd7;

const JFIF_KEPT = 14; // "JFIF\0", version, units, densities, thumbnail size (set to 0 × 0)
const ADOBE_KEPT = 12; // "Adobe", version, flags, colour transform

function segment(code: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const length = payload.length + 2;
  return concat([Uint8Array.from([0xff, code, length >> 8, length & 0xff]), payload]);
}

/**
 * Where an entropy-coded scan that starts at `from` ends: the first marker that is neither a
 * stuffed 0xFF00 nor a restart marker. null when the file ends first.
 */
function scanEnd(b: Uint8Array, from: number): number | null {
  let at = from;
  for (;;) {
    at = b.indexOf(0xff, at);
    if (at < 0 || at + 1 >= b.length) return null;
    const next = b[at + 1]!;
    if (next === 0x00 || isRestart(next)) at += 2;
    else return at;
  }
}

/**
 * Keeps the frame, its tables and scans, JFIF's header (without its thumbnail), the ICC profile
 * (APP2 ICC_PROFILE) and Adobe's colour transform (APP14); drops every other application segment
 * (EXIF, XMP, IPTC/Photoshop, MPF, maker data) and comments, and whatever follows the end of image.
 * An EXIF orientation other than 1 stays, as a minimal EXIF segment in the place of the first.
 */
function stripJpeg(b: Uint8Array): StrippedPhoto | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  const out: Uint8Array[] = [b.subarray(0, 2)];
  let size: { width: number; height: number } | null = null;
  let scanned = false;
  let exifSeen = false;
  let jfifSeen = false;
  let at = 2;
  for (;;) {
    if (at >= b.length || b[at] !== 0xff) return null;
    while (at < b.length && b[at] === 0xff) at++; // fill bytes
    if (at >= b.length) return null;
    const code = b[at]!;
    const start = at - 1;
    at++;
    if (code === EOI) {
      if (!size || !scanned) return null;
      out.push(Uint8Array.from([0xff, EOI]));
      return stripped(size, out);
    }
    if (at + 2 > b.length) return null;
    const length = u16be(b, at);
    if (length < 2 || at + length > b.length) return null;
    const payload = b.subarray(at + 2, at + length);
    const whole = b.subarray(start, at + length);
    at += length;
    if (isShownFrame(code)) {
      if (size || payload.length < 6) return null;
      const height = u16be(payload, 1);
      const width = u16be(payload, 3);
      const components = payload[5]!;
      // a height of 0 is given later (DNL), which browsers do not support
      if (width === 0 || height === 0 || components === 0 || payload.length !== 6 + 3 * components) return null;
      size = { width, height };
      out.push(whole);
    } else if (isTable(code)) {
      out.push(whole);
    } else if (code === SOS) {
      if (!size) return null;
      const end = scanEnd(b, at);
      if (end === null) return null;
      out.push(b.subarray(start, end));
      scanned = true;
      at = end;
    } else if (isApp(code)) {
      const kept = keptAppSegment(code, payload, { exifSeen, jfifSeen });
      if (code === 0xe1 && startsWith(payload, 'Exif\0\0')) exifSeen = true;
      if (code === 0xe0 && startsWith(payload, 'JFIF\0')) jfifSeen = true;
      if (kept) out.push(kept);
    } else if (code !== COM) {
      // other frames (lossless, hierarchical, arithmetic-coded), DNL, DHP, EXP, the JPG extensions,
      // reserved markers, and those without a length (SOI again, TEM, RSTn outside a scan)
      return null;
    }
  }
}

/** What stays of an application segment: JFIF's header, the minimal orientation, the ICC profile, Adobe's transform; else null. */
function keptAppSegment(code: number, payload: Uint8Array, seen: { exifSeen: boolean; jfifSeen: boolean }): Uint8Array | null {
  if (code === 0xe0 && startsWith(payload, 'JFIF\0') && !seen.jfifSeen && payload.length >= JFIF_KEPT) {
    const header = payload.slice(0, JFIF_KEPT);
    header[12] = 0; // thumbnail width
    header[13] = 0; // thumbnail height
    return segment(code, header);
  }
  if (code === 0xe1 && startsWith(payload, 'Exif\0\0') && !seen.exifSeen) {
    const orientation = orientationOf(payload.subarray(6));
    return orientation === 1 ? null : segment(code, concat([new TextEncoder().encode('Exif\0\0'), orientationTiff(orientation)]));
  }
  if (code === 0xe2 && startsWith(payload, 'ICC_PROFILE\0')) return segment(code, payload);
  if (code === 0xee && startsWith(payload, 'Adobe') && payload.length >= ADOBE_KEPT) return segment(code, payload.subarray(0, ADOBE_KEPT));
  return null;
}

/* ---------- PNG (W3C PNG, third edition) ---------- */

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_MAX_LENGTH = 0x7fffffff;
/**
 * The ancillary chunks a PNG keeps: transparency, colour (gamma, chromaticities, sRGB, ICC profile,
 * coding-independent code points, HDR mastering and light levels), significant bits, background
 * and physical pixel size. Text (tEXt, zTXt, iTXt: XMP, comments, software), eXIf, tIME, animation
 * and private chunks are dropped.
 */
const PNG_KEPT = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'cICP', 'mDCV', 'cLLI']);

function pngChunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array(8);
  new DataView(head.buffer).setUint32(0, data.length);
  head.set(new TextEncoder().encode(type), 4);
  const tail = new Uint8Array(4);
  new DataView(tail.buffer).setUint32(0, crc32(concat([head.subarray(4), data])));
  return concat([head, data, tail]);
}

function stripPng(b: Uint8Array): StrippedPhoto | null {
  if (b.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((v, i) => b[i] !== v)) return null;
  const out: Uint8Array[] = [PNG_SIGNATURE];
  let size: { width: number; height: number } | null = null;
  let pixels = false;
  let exifSeen = false;
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 12 > b.length) return null;
    const length = u32be(b, at);
    if (length > PNG_MAX_LENGTH || at + 12 + length > b.length) return null;
    const type = ascii(b, at + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const data = b.subarray(at + 8, at + 8 + length);
    const whole = b.subarray(at, at + 12 + length);
    at += 12 + length;
    if (!size) {
      if (type !== 'IHDR' || length !== 13) return null;
      const width = u32be(data, 0);
      const height = u32be(data, 4);
      if (width === 0 || height === 0 || width > PNG_MAX_LENGTH || height > PNG_MAX_LENGTH) return null;
      size = { width, height };
      out.push(whole);
    } else if (type === 'IEND') {
      if (!pixels) return null;
      out.push(whole);
      return stripped(size, out);
    } else if (type === 'IDAT') {
      pixels = true;
      out.push(whole);
    } else if (type === 'PLTE' || PNG_KEPT.has(type)) {
      out.push(whole);
    } else if (type === 'eXIf') {
      const orientation = exifSeen ? 1 : orientationOf(data);
      exifSeen = true;
      if (orientation !== 1) out.push(pngChunk('eXIf', orientationTiff(orientation)));
    } else if (type === 'IHDR' || type.charCodeAt(0) < 0x61) {
      // a second header, or a critical chunk no decoder knows (which it must refuse)
      return null;
    }
  }
}

/* ---------- WebP (RFC 9649) ---------- */

const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
/** The chunks an extended WebP keeps besides VP8X: ICC profile, alpha, image data. */
const WEBP_KEPT = new Set(['ICCP', 'ALPH', 'VP8 ', 'VP8L']);

interface RiffChunk {
  fourcc: string;
  data: Uint8Array;
}

function riffChunk(fourcc: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array(8);
  head.set(new TextEncoder().encode(fourcc));
  new DataView(head.buffer).setUint32(4, data.length, true);
  return concat([head, data, new Uint8Array(data.length & 1)]);
}

/** The chunks of a RIFF WEBP file; null when one runs past the file's declared size. */
function riffChunks(b: Uint8Array): RiffChunk[] | null {
  if (b.length < 12 || !startsWith(b, 'RIFF') || !startsWith(b, 'WEBP', 8)) return null;
  const end = 8 + u32le(b, 4);
  if (end > b.length) return null;
  const chunks: RiffChunk[] = [];
  let at = 12;
  while (at < end) {
    if (at + 8 > end) return null;
    const size = u32le(b, at + 4);
    if (at + 8 + size > end) return null;
    chunks.push({ fourcc: ascii(b, at, 4), data: b.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size & 1);
  }
  return chunks;
}

/** The size a VP8 (lossy) key frame or a VP8L (lossless) bitstream declares; null when it is neither. */
function bitstreamSize({ fourcc, data }: RiffChunk): { width: number; height: number } | null {
  if (fourcc === 'VP8 ') {
    const keyFrame = data.length >= 10 && (data[0]! & 1) === 0 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a;
    const size = keyFrame ? { width: u16le(data, 6) & 0x3fff, height: u16le(data, 8) & 0x3fff } : null;
    return size && size.width > 0 && size.height > 0 ? size : null;
  }
  if (fourcc === 'VP8L') {
    if (data.length < 5 || data[0] !== 0x2f) return null;
    const bits = u32le(data, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * A simple WebP (one VP8 or VP8L chunk) holds no metadata and keeps only its picture. An extended
 * one (VP8X) keeps its ICC profile and image chunks (an animated one is refused); its EXIF and XMP chunks and unknown
 * chunks are dropped and VP8X's flags say so; an EXIF orientation other than 1 stays as a minimal
 * EXIF chunk.
 */
function stripWebp(b: Uint8Array): StrippedPhoto | null {
  const chunks = riffChunks(b);
  const first = chunks?.[0];
  if (!chunks || !first) return null;
  let size: { width: number; height: number } | null;
  let kept: Uint8Array[];
  if (first.fourcc === 'VP8X') {
    if (first.data.length < 10) return null;
    size = { width: u24le(first.data, 4) + 1, height: u24le(first.data, 7) + 1 };
    // an animation is refused: its canvas says nothing of how many frames of it there are to decode
    if (chunks.some((c) => c.fourcc === 'ANIM' || c.fourcc === 'ANMF')) return null;
    if (!chunks.some((c) => c.fourcc === 'VP8 ' || c.fourcc === 'VP8L')) return null;
    const exif = chunks.find((c) => c.fourcc === 'EXIF');
    const exifTiff = exif && (startsWith(exif.data, 'Exif\0\0') ? exif.data.subarray(6) : exif.data);
    const orientation = exifTiff ? orientationOf(exifTiff) : 1;
    const rest = chunks.slice(1).filter((c) => WEBP_KEPT.has(c.fourcc));
    const header = first.data.slice(0, 10);
    header[0] = (header[0]! & ~(VP8X_ICC | VP8X_EXIF | VP8X_XMP)) | (rest.some((c) => c.fourcc === 'ICCP') ? VP8X_ICC : 0) | (orientation === 1 ? 0 : VP8X_EXIF);
    kept = [riffChunk('VP8X', header), ...rest.map((c) => riffChunk(c.fourcc, c.data))];
    if (orientation !== 1) kept.push(riffChunk('EXIF', orientationTiff(orientation)));
  } else {
    size = bitstreamSize(first);
    kept = [riffChunk(first.fourcc, first.data)];
  }
  if (!size) return null;
  const head = new Uint8Array(12);
  head.set(new TextEncoder().encode('RIFF'));
  new DataView(head.buffer).setUint32(4, 4 + kept.reduce((n, c) => n + c.byteLength, 0), true);
  head.set(new TextEncoder().encode('WEBP'), 8);
  return stripped(size, [head, ...kept]);
}
