/**
 * Server-side checks of uploaded bytes (never imported by the browser): the real type is read from
 * the content with file-type, not from the name.
 *
 * Nothing here decodes a picture (docs/decisions/photo-checks.md): the human check is proven only
 * when the backend verifies its token, after the site has forwarded the submission, so whatever the
 * site does before is open to anyone. A submission's photos are read from their file structure
 * alone (photo-metadata.ts): their size from their headers, judged against the pixel limits
 * (PHOTO_MEGAPIXELS, lower for PNG), and their metadata (EXIF with the GPS position, XMP, comments,
 * text) cut out, the pixels passed on as they came.
 */
import { fileTypeFromBuffer } from 'file-type';
import { PHOTO_MEGAPIXELS } from './files';
import { stripPhotoMetadata, type PhotoFormat } from './photo-metadata';

const PHOTO_FORMATS: Record<string, PhotoFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };
/** Word 97-2003 files are OLE compound files ("cfb"); Word 2007+ are "docx". */
const CV_KINDS = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  cfb: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;
export type CvKind = (typeof CV_KINDS)[keyof typeof CV_KINDS];

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
  /** width × height, as the header declares */
  pixels: number;
  /** a generated name: the visitor's file name is not passed on */
  name: string;
}

const MEGAPIXEL = 1_000_000;

/** Whether photos of these formats and sizes are within PHOTO_MEGAPIXELS. */
function withinPixelLimits(photos: readonly { format: PhotoFormat; pixels: number }[]): boolean {
  const sum = (list: readonly { pixels: number }[]) => list.reduce((n, p) => n + p.pixels, 0);
  const png = photos.filter((p) => p.format === 'png');
  return (
    photos.every((p) => p.pixels <= PHOTO_MEGAPIXELS.each * MEGAPIXEL) &&
    sum(photos) <= PHOTO_MEGAPIXELS.total * MEGAPIXEL &&
    png.every((p) => p.pixels <= PHOTO_MEGAPIXELS.pngEach * MEGAPIXEL) &&
    sum(png) <= PHOTO_MEGAPIXELS.pngTotal * MEGAPIXEL
  );
}

export type PhotoVerdict = { ok: true; photos: CleanPhoto[] } | { ok: false; problem: 'type' | 'pixels' };

/**
 * A submission's photos, cleaned: refused when one is not a well-formed JPEG, PNG or WebP ('type')
 * or when their headers declare more pixels than PHOTO_MEGAPIXELS allows ('pixels'); otherwise the
 * same pictures without their metadata, under generated names. Read in order, and refused at the
 * first photo that takes them past a limit: the limits only grow tighter with each photo, so the
 * ones after it are not read at all, and the one refused is not copied.
 */
export async function cleanPhotos(files: readonly Blob[]): Promise<PhotoVerdict> {
  const photos: CleanPhoto[] = [];
  for (const [i, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const format = await photoFormatOf(bytes);
    const stripped = format && stripPhotoMetadata(bytes, format);
    if (!format || !stripped) return { ok: false, problem: 'type' };
    const judged = { format, pixels: stripped.width * stripped.height };
    if (!withinPixelLimits([...photos, judged])) return { ok: false, problem: 'pixels' };
    const ext = format === 'jpeg' ? 'jpg' : format;
    photos.push({ ...judged, bytes: stripped.bytes, name: `photo-${String(i + 1).padStart(2, '0')}.${ext}` });
  }
  return { ok: true, photos };
}
