/**
 * Server-side checks of uploaded bytes (never imported by the browser): the real type is read from
 * the content with file-type, not from the name; photos are re-encoded with sharp so that EXIF data
 * (GPS position, camera serials) never leaves the site, and oversized images are refused before they
 * are decoded.
 */
import { fileTypeFromBuffer } from 'file-type';
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
/** Decompression bombs: refuse anything above 60 megapixels. */
const MAX_PIXELS = 60_000_000;
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

export interface CleanPhoto {
  bytes: Uint8Array<ArrayBuffer>;
  format: PhotoFormat;
  /** a generated name: the visitor's file name is not passed on */
  name: string;
}

/**
 * Re-encodes a photo in its own format, upright (EXIF orientation applied) and without metadata,
 * at most 4096 px on its longer side. null when the bytes are not a readable JPEG, PNG or WebP.
 */
export async function cleanPhoto(bytes: Uint8Array, index: number): Promise<CleanPhoto | null> {
  const format = await photoFormatOf(bytes);
  if (!format) return null;
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
