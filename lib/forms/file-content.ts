/**
 * Server-side checks of uploaded bytes (never imported by the browser): the real type is read from
 * the content with file-type, not from the name; photos are re-encoded with sharp so that EXIF data
 * (GPS position, camera serials) never leaves the site.
 *
 * Decoding is the expensive part, so a submission's photos are first judged from their headers
 * alone (type, width × height) against a pixel budget for the whole submission, and only a set
 * that passes is decoded and re-encoded, by one pipeline at a time in this process.
 */
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';
const PHOTO_FORMATS: Record<string, PhotoFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };
/** Word 97-2003 files are OLE compound files ("cfb"); Word 2007+ are "docx". */
const CV_KINDS = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  cfb: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;
export type CvKind = (typeof CV_KINDS)[keyof typeof CV_KINDS];
/** One photo: nothing above 60 megapixels (a decompression bomb declares far more). */
export const MAX_PIXELS = 60_000_000;
/**
 * A whole submission: 250 megapixels, more than any 20 MB of real photos holds (a 12-megapixel
 * phone photo is 3–6 MB), about 2 s of decoding here; twenty small PNGs that each declare 59
 * megapixels (1.2 gigapixels, tens of seconds of CPU) are refused from their headers.
 */
export const PHOTO_PIXEL_BUDGET = 250_000_000;
const MAX_EDGE = 4096;

export async function photoFormatOf(bytes: Uint8Array): Promise<PhotoFormat | null> {
  const t = await fileTypeFromBuffer(bytes);
  return (t && PHOTO_FORMATS[t.ext]) ?? null;
}

/** The CV's real kind (PDF, Word 97-2003, Word 2007+) read from its bytes; null for anything else. */
export async function cvKindOf(bytes: Uint8Array): Promise<CvKind | null> {
  const t = await fileTypeFromBuffer(bytes);
  return t && t.ext in CV_KINDS ? CV_KINDS[t.ext as keyof typeof CV_KINDS] : null;
}

interface CleanPhoto {
  bytes: Uint8Array<ArrayBuffer>;
  format: PhotoFormat;
  /** a generated name: the visitor's file name is not passed on */
  name: string;
}

interface PhotoHeader {
  format: PhotoFormat;
  pixels: number;
}

/** A photo's type (by content) and size (from its header: no pixel is decoded); null if neither JPEG, PNG nor WebP. */
async function photoHeader(bytes: Uint8Array): Promise<PhotoHeader | null> {
  const format = await photoFormatOf(bytes);
  if (!format) return null;
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width > 0 && height > 0 ? { format, pixels: width * height } : null;
  } catch {
    return null;
  }
}

let decoded = 0;
/** Photos this process has decoded so far (tests: nothing is decoded for a refused submission). */
export const photosDecoded = () => decoded;

/**
 * Re-encodes a photo in its own format, upright (EXIF orientation applied) and without metadata,
 * at most 4096 px on its longer side. null when the bytes do not decode.
 */
async function reencode(bytes: Uint8Array, format: PhotoFormat, index: number): Promise<CleanPhoto | null> {
  decoded++;
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const out =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const buf = await out.toBuffer();
    const ext = format === 'jpeg' ? 'jpg' : format;
    return { bytes: new Uint8Array(buf), format, name: `photo-${String(index + 1).padStart(2, '0')}.${ext}` };
  } catch {
    return null;
  }
}

/** One submission's photos decoded at a time, whatever arrives meanwhile. */
const onePipeline = pLimit(1);

export type PhotoVerdict = { ok: true; photos: CleanPhoto[] } | { ok: false; problem: 'type' | 'pixels' };

/**
 * A submission's photos, cleaned: refused from their headers when one is not a JPEG, PNG or WebP
 * ('type') or when they declare more than MAX_PIXELS each or PHOTO_PIXEL_BUDGET together
 * ('pixels'); otherwise decoded and re-encoded ('type' if one does not decode after all).
 */
export async function cleanPhotos(files: readonly Uint8Array[]): Promise<PhotoVerdict> {
  const judged: (PhotoHeader & { bytes: Uint8Array })[] = [];
  for (const bytes of files) {
    const header = await photoHeader(bytes);
    if (!header) return { ok: false, problem: 'type' };
    judged.push({ ...header, bytes });
  }
  const pixels = judged.reduce((sum, h) => sum + h.pixels, 0);
  if (judged.some((h) => h.pixels > MAX_PIXELS) || pixels > PHOTO_PIXEL_BUDGET) return { ok: false, problem: 'pixels' };
  return onePipeline(async () => {
    const photos: CleanPhoto[] = [];
    for (const [i, { bytes, format }] of judged.entries()) {
      const clean = await reencode(bytes, format, i);
      if (!clean) return { ok: false, problem: 'type' } as const;
      photos.push(clean);
    }
    return { ok: true, photos } as const;
  });
}
