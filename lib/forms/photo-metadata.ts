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
 *
 * Bounded, whatever the sender made of the file (this runs before the human check is proven): each
 * format caps how many segments or chunks a file may have, far above what any camera, phone or
 * editor writes (the constants say why), so that a file of millions of tiny ones is refused at the
 * first past the cap, not walked to its end. The walk keeps offsets, not copies: the ranges of the
 * file that stay (adjacent ones as one) and the few small pieces written anew; the stripped bytes
 * are put together once, when first read. Its work is linear in the bytes it reads, with a small
 * constant (a JPEG's scans are searched natively for their end, byte by byte only where 0xFF bytes
 * come close together).
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
const startsWith = (b: Uint8Array, text: string, at = 0): boolean => {
  if (b.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
};
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

/**
 * What a stripped file is made of, in order: ranges of `source` that stay, an adjacent one joined to
 * the one before, and small pieces written anew. `keep` and `add` hold offsets and those pieces,
 * never a copy of the file; `parts` gives one view per range.
 */
function keptParts(source: Uint8Array) {
  const parts: Uint8Array[] = [];
  let from = 0;
  let to = 0;
  const close = () => {
    if (to > from) parts.push(source.subarray(from, to));
    from = to;
  };
  return {
    /** `source`'s bytes from `start` to `end` */
    keep(start: number, end: number): void {
      if (start !== to) {
        close();
        from = start;
      }
      to = end;
    },
    /** a piece written anew */
    add(piece: Uint8Array): void {
      close();
      parts.push(piece);
    },
    /** everything kept, in order */
    parts(): Uint8Array[] {
      close();
      return parts;
    },
  };
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
const DHT = 0xc4;
const DAC = 0xcc;
const DQT = 0xdb;
const DRI = 0xdd;
const isApp = (code: number) => code >= 0xe0 && code <= 0xef;
/** baseline, extended and progressive Huffman frames: what browsers decode */
const isShownFrame = (code: number) => code === 0xc0 || code === 0xc1 || code === 0xc2;
/** tables and restart interval */
const isTable = (code: number) => code === DHT || code === DAC || code === DQT || code === DRI;
const isRestart = (code: number) => code >= 0xd0 && code <= 0xd7;

/**
 * How many segments of each kind a JPEG may have; a file with more is refused where the walk
 * reaches the first one past the cap. Measured against what encoders write: a baseline file has one
 * or two DQT segments, two to four DHT and at most one DRI; a progressive one writes Huffman tables
 * again before most of its scans, about 10 of them (libjpeg's and mozjpeg's progression: 10 scans
 * for colour, 6 for grey), so at most a few dozen table segments. Application segments and comments:
 * JFIF, EXIF, XMP and extended XMP (each part up to 64 KB), ICC profile parts (a profile of a few
 * hundred KB at most; its own numbering stops at 255 parts), MPF, Photoshop and maker data: a few
 * dozen in the largest files. Each cap is several times the most any real file has, and a file of
 * 20 MB refused at one costs a few hundred segments' walk.
 */
const JPEG_MAX_TABLE_SEGMENTS = 256;
const JPEG_MAX_SCANS = 128;
const JPEG_MAX_APPLICATION_SEGMENTS = 1024;

const JFIF_KEPT = 14; // "JFIF\0", version, units, densities, thumbnail size (set to 0 × 0)
const ADOBE_KEPT = 12; // "Adobe", version, flags, colour transform

function segment(code: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const length = payload.length + 2;
  return concat([Uint8Array.from([0xff, code, length >> 8, length & 0xff]), payload]);
}

/**
 * Whether a table segment's payload holds whole tables, as a decoder reads them (libjpeg refuses a
 * length that does not add up): DQT, tables of 64 one- or two-byte values; DHT, tables of 16 counts
 * and as many codes; DAC, pairs; DRI, one interval. An empty one is refused, though libjpeg passes
 * it over: no encoder writes one, and a file of them is what makes a walk cost the most per byte.
 */
function wholeTables(code: number, p: Uint8Array): boolean {
  if (p.length === 0) return false;
  if (code === DRI) return p.length === 2;
  if (code === DAC) return p.length % 2 === 0;
  let at = 0;
  while (at < p.length) {
    const id = p[at]!;
    if (id >> 4 > 1 || (id & 15) > 3) return false; // precision (DQT) or class (DHT) 0 or 1; ids 0–3
    if (code === DQT) {
      at += 1 + 64 * ((id >> 4) + 1);
    } else {
      if (at + 17 > p.length) return false;
      let codes = 0;
      for (let i = 1; i <= 16; i++) codes += p[at + i]!;
      if (codes > 256) return false;
      at += 17 + codes;
    }
  }
  return at === p.length;
}

/** How many bytes of a scan are read one by one after each 0xFF found, before searching natively again. */
const SCAN_NEAR = 64;

/**
 * Where an entropy-coded scan that starts at `from` ends: the first marker that is neither a
 * stuffed 0xFF00 nor a restart marker. null when the file ends first. Each 0xFF is found by a native
 * search, then the bytes just after it are read one by one: in a photo 0xFF bytes are far apart and
 * the search does nearly all the work; where a sender packs them close (a scan of nothing but
 * 0xFF00), a call per 0xFF would cost far more than the byte it finds.
 */
function scanEnd(b: Uint8Array, from: number): number | null {
  let at = from;
  for (;;) {
    at = b.indexOf(0xff, at);
    if (at < 0) return null;
    for (const near = Math.min(b.length - 1, at + SCAN_NEAR); at < near; at++) {
      if (b[at] !== 0xff) continue;
      const next = b[at + 1]!;
      if (next !== 0x00 && !isRestart(next)) return at;
      at++;
    }
    if (at >= b.length - 1) return null;
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
  const kept = keptParts(b);
  kept.keep(0, 2);
  let size: { width: number; height: number } | null = null;
  const count = { tables: 0, scans: 0, applications: 0 };
  const seen = { exif: false, jfif: false };
  let at = 2;
  for (;;) {
    if (at >= b.length || b[at] !== 0xff) return null;
    while (at < b.length && b[at] === 0xff) at++; // fill bytes
    if (at >= b.length) return null;
    const code = b[at]!;
    const start = at - 1;
    at++;
    if (code === EOI) {
      if (!size || count.scans === 0) return null;
      kept.keep(start, at);
      return stripped(size, kept.parts());
    }
    if (at + 2 > b.length) return null;
    const length = u16be(b, at);
    if (length < 2 || at + length > b.length) return null;
    const payload = b.subarray(at + 2, at + length);
    at += length;
    if (isShownFrame(code)) {
      if (size || payload.length < 6) return null;
      const height = u16be(payload, 1);
      const width = u16be(payload, 3);
      const components = payload[5]!;
      // a height of 0 is given later (DNL), which browsers do not support
      if (width === 0 || height === 0 || components === 0 || payload.length !== 6 + 3 * components) return null;
      size = { width, height };
      kept.keep(start, at);
    } else if (isTable(code)) {
      if (++count.tables > JPEG_MAX_TABLE_SEGMENTS || !wholeTables(code, payload)) return null;
      kept.keep(start, at);
    } else if (code === SOS) {
      if (!size || ++count.scans > JPEG_MAX_SCANS) return null;
      const end = scanEnd(b, at);
      if (end === null) return null;
      kept.keep(start, end);
      at = end;
    } else if (isApp(code) || code === COM) {
      if (++count.applications > JPEG_MAX_APPLICATION_SEGMENTS) return null;
      if (code === 0xe2 && startsWith(payload, 'ICC_PROFILE\0')) kept.keep(start, at);
      else if (code !== COM) {
        const rewritten = rewrittenAppSegment(code, payload, seen);
        if (rewritten) kept.add(rewritten);
      }
    } else {
      // other frames (lossless, hierarchical, arithmetic-coded), DNL, DHP, EXP, the JPG extensions,
      // reserved markers, and those without a length (SOI again, TEM, RSTn outside a scan)
      return null;
    }
  }
}

/** What stays of an application segment other than the ICC profile, written anew: JFIF's header, the minimal orientation, Adobe's transform; else null. */
function rewrittenAppSegment(code: number, payload: Uint8Array, seen: { exif: boolean; jfif: boolean }): Uint8Array | null {
  if (code === 0xe0 && startsWith(payload, 'JFIF\0')) {
    const first = !seen.jfif;
    seen.jfif = true;
    if (!first || payload.length < JFIF_KEPT) return null;
    const header = payload.slice(0, JFIF_KEPT);
    header[12] = 0; // thumbnail width
    header[13] = 0; // thumbnail height
    return segment(code, header);
  }
  if (code === 0xe1 && startsWith(payload, 'Exif\0\0')) {
    const first = !seen.exif;
    seen.exif = true;
    const orientation = first ? orientationOf(payload.subarray(6)) : 1;
    return orientation === 1 ? null : segment(code, concat([new TextEncoder().encode('Exif\0\0'), orientationTiff(orientation)]));
  }
  if (code === 0xee && startsWith(payload, 'Adobe') && payload.length >= ADOBE_KEPT) return segment(code, payload.subarray(0, ADOBE_KEPT));
  return null;
}

/* ---------- PNG (W3C PNG, third edition) ---------- */

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_MAX_LENGTH = 0x7fffffff;
/** A chunk type as the four bytes of its name read as one number. */
const chunkType = (name: string): number => u32be(new TextEncoder().encode(name), 0);
const IHDR = chunkType('IHDR');
const IDAT = chunkType('IDAT');
const IEND = chunkType('IEND');
const PLTE = chunkType('PLTE');
const EXIF = chunkType('eXIf');
/**
 * The ancillary chunks a PNG keeps: transparency, colour (gamma, chromaticities, sRGB, ICC profile,
 * coding-independent code points, HDR mastering and light levels), significant bits, background
 * and physical pixel size. Text (tEXt, zTXt, iTXt: XMP, comments, software), eXIf, tIME, animation
 * and private chunks are dropped.
 */
const PNG_KEPT = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'cICP', 'mDCV', 'cLLI'].map(chunkType));
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * How many chunks a PNG may have; a file with more is refused at the first past the cap. Image data
 * (IDAT) is counted apart: libpng writes a chunk per 8 KB of compressed data (2,560 in 20 MB), other
 * encoders larger ones, the smallest known one a chunk per row; 65,536 lets a picture of that many
 * rows through. Every other chunk: a camera's or editor's PNG has a dozen, an animation two per
 * frame (its frames are dropped, the default image stays), text-heavy ones a few dozen more.
 */
const PNG_MAX_IMAGE_DATA_CHUNKS = 65_536;
const PNG_MAX_OTHER_CHUNKS = 4096;

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
  const kept = keptParts(b);
  kept.keep(0, PNG_SIGNATURE.length);
  let size: { width: number; height: number } | null = null;
  let imageData = 0;
  let others = 0;
  let exifSeen = false;
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 12 > b.length) return null;
    const start = at;
    const length = u32be(b, at);
    if (length > PNG_MAX_LENGTH || at + 12 + length > b.length) return null;
    if (!isLetter(b[at + 4]!) || !isLetter(b[at + 5]!) || !isLetter(b[at + 6]!) || !isLetter(b[at + 7]!)) return null;
    const type = u32be(b, at + 4);
    at += 12 + length;
    if (type === IDAT) {
      if (!size || ++imageData > PNG_MAX_IMAGE_DATA_CHUNKS) return null;
      kept.keep(start, at);
      continue;
    }
    if (++others > PNG_MAX_OTHER_CHUNKS) return null;
    if (!size) {
      if (type !== IHDR || length !== 13) return null;
      const width = u32be(b, start + 8);
      const height = u32be(b, start + 12);
      if (width === 0 || height === 0 || width > PNG_MAX_LENGTH || height > PNG_MAX_LENGTH) return null;
      size = { width, height };
      kept.keep(start, at);
    } else if (type === IEND) {
      if (imageData === 0) return null;
      kept.keep(start, at);
      return stripped(size, kept.parts());
    } else if (type === PLTE || PNG_KEPT.has(type)) {
      kept.keep(start, at);
    } else if (type === EXIF) {
      const orientation = exifSeen ? 1 : orientationOf(b.subarray(start + 8, start + 8 + length));
      exifSeen = true;
      if (orientation !== 1) kept.add(pngChunk('eXIf', orientationTiff(orientation)));
    } else if (type === IHDR || b[start + 4]! < 0x61) {
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
/**
 * How many chunks an extended WebP may have, VP8X included; a file with more is refused at the first
 * past the cap. A still picture has at most six (VP8X, ICCP, ALPH, its image, EXIF, XMP) and whatever
 * unknown chunks an editor adds (none seen); an animation is refused at its first frame.
 */
const WEBP_MAX_CHUNKS = 64;

interface RiffChunk {
  fourcc: string;
  data: Uint8Array;
  /** where it starts, and where the next one does (after its pad byte) */
  start: number;
  next: number;
}

function riffChunk(fourcc: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array(8);
  head.set(new TextEncoder().encode(fourcc));
  new DataView(head.buffer).setUint32(4, data.length, true);
  return concat([head, data, new Uint8Array(data.length & 1)]);
}

/** The chunk at `at` of a RIFF file that ends at `end`; null when it runs past it. */
function riffChunkAt(b: Uint8Array, at: number, end: number): RiffChunk | null {
  if (at + 8 > end) return null;
  const size = u32le(b, at + 4);
  if (at + 8 + size > end) return null;
  return { fourcc: ascii(b, at, 4), data: b.subarray(at + 8, at + 8 + size), start: at, next: at + 8 + size + (size & 1) };
}

/** Keeps `chunk` as it is in `b`, with a zero pad byte after odd data (the file's own when it has one). */
function keepChunk(kept: ReturnType<typeof keptParts>, b: Uint8Array, chunk: RiffChunk): void {
  const dataEnd = chunk.start + 8 + chunk.data.length;
  if (chunk.next === dataEnd || (chunk.next <= b.length && b[dataEnd] === 0)) kept.keep(chunk.start, chunk.next);
  else {
    kept.keep(chunk.start, dataEnd);
    kept.add(new Uint8Array(1));
  }
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
 * A simple WebP (its first chunk VP8 or VP8L) holds no metadata and keeps only its picture: the
 * walk stops there. An extended one (VP8X) keeps its ICC profile and image chunks (an animated one
 * is refused); its EXIF and XMP chunks and unknown chunks are dropped and VP8X's flags say so; an
 * EXIF orientation other than 1 stays as a minimal EXIF chunk.
 */
function stripWebp(b: Uint8Array): StrippedPhoto | null {
  if (b.length < 12 || !startsWith(b, 'RIFF') || !startsWith(b, 'WEBP', 8)) return null;
  const end = 8 + u32le(b, 4);
  if (end > b.length) return null;
  const first = riffChunkAt(b, 12, end);
  if (!first) return null;
  const kept = keptParts(b);
  let size: { width: number; height: number } | null;
  let header: Uint8Array | null = null;
  if (first.fourcc === 'VP8X') {
    if (first.data.length < 10) return null;
    size = { width: u24le(first.data, 4) + 1, height: u24le(first.data, 7) + 1 };
    let chunks = 1;
    let picture = false;
    let icc = false;
    let exif: Uint8Array | undefined;
    for (let at = first.next; at < end; ) {
      const chunk = riffChunkAt(b, at, end);
      // an animation is refused: its canvas says nothing of how many frames of it there are to decode
      if (!chunk || ++chunks > WEBP_MAX_CHUNKS || chunk.fourcc === 'ANIM' || chunk.fourcc === 'ANMF') return null;
      at = chunk.next;
      if (chunk.fourcc === 'EXIF') exif ??= chunk.data;
      if (!WEBP_KEPT.has(chunk.fourcc)) continue;
      picture ||= chunk.fourcc === 'VP8 ' || chunk.fourcc === 'VP8L';
      icc ||= chunk.fourcc === 'ICCP';
      keepChunk(kept, b, chunk);
    }
    if (!picture) return null;
    const orientation = exif ? orientationOf(startsWith(exif, 'Exif\0\0') ? exif.subarray(6) : exif) : 1;
    const flags = first.data.slice(0, 10);
    flags[0] = (flags[0]! & ~(VP8X_ICC | VP8X_EXIF | VP8X_XMP)) | (icc ? VP8X_ICC : 0) | (orientation === 1 ? 0 : VP8X_EXIF);
    header = riffChunk('VP8X', flags);
    if (orientation !== 1) kept.add(riffChunk('EXIF', orientationTiff(orientation)));
  } else {
    size = bitstreamSize(first);
    keepChunk(kept, b, first);
  }
  if (!size) return null;
  const parts = header ? [header, ...kept.parts()] : kept.parts();
  const head = new Uint8Array(12);
  head.set(new TextEncoder().encode('RIFF'));
  new DataView(head.buffer).setUint32(4, 4 + parts.reduce((n, c) => n + c.byteLength, 0), true);
  head.set(new TextEncoder().encode('WEBP'), 8);
  return stripped(size, [head, ...parts]);
}
