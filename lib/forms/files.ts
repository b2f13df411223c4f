/**
 * Upload rules shared by the browser and the server (SPEC §5, §9): photos are JPEG, PNG or WebP, at
 * most 20 files and 20 MB together; a CV is a PDF or Word document of at most 5 MB. These checks use
 * only what a file declares (count, size, name, type); the server also checks the bytes
 * (file-content.ts).
 */
import { LIMITS } from '../api/wire-constants';
import { message } from './messages';

/** The photo limits of SPEC §9, for the form's hint. */
export const PHOTO_LIMITS = { files: LIMITS.photosMaxFiles, bytes: LIMITS.photosMaxTotalBytes } as const;

/**
 * The pixels a submission's photos may declare, judged by the server from their headers
 * (file-content.ts), in megapixels: each photo, all of them together, and PNG images, which cost
 * the most to decode (docs/decisions/photo-checks.md), each and together.
 */
export const PHOTO_MEGAPIXELS = { each: 60, total: 250, pngEach: 25, pngTotal: 60 } as const;

/** What a visitor is told when their photos declare more pixels than PHOTO_MEGAPIXELS allows (a message's code). */
export const PHOTO_PIXELS_MESSAGE = message('photoPixels', PHOTO_MEGAPIXELS);

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const CV_ACCEPT = [...CV_EXTENSIONS, ...CV_TYPES].join(',');

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** A file part a browser sends when no file was chosen. */
export const isEmptyFilePart = (f: FileLike) => f.size === 0 && f.name === '';

/** Whether a set of photos is within the spec's limits; the spec's message (its code) when not. */
export function checkPhotoLimits(files: readonly FileLike[]): string | null {
  if (files.length > LIMITS.photosMaxFiles) return message('photosLimit');
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > LIMITS.photosMaxTotalBytes) return message('photosLimit');
  return null;
}

/** A declared photo type check (the browser's view); the server re-checks by content. */
export function looksLikePhoto(f: FileLike): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(f.type) || (f.type === '' && /\.(jpe?g|png|webp)$/i.test(f.name));
}

/** Adds newly picked photos to those already taken, or says why none of them can be taken. */
export function addPhotos<T extends FileLike>(current: readonly T[], picked: readonly T[]): { photos: T[]; error: string | null } {
  if (picked.some((f) => !looksLikePhoto(f))) return { photos: [...current], error: message('photoType') };
  const next = [...current, ...picked];
  const error = checkPhotoLimits(next);
  return error ? { photos: [...current], error } : { photos: next, error: null };
}

/** The CV's declared checks: present, a PDF or Word name/type, within the size cap. */
export function checkCv(f: FileLike | null | undefined): string | null {
  if (!f || isEmptyFilePart(f)) return message('cvRequired');
  const named = CV_EXTENSIONS.some((ext) => f.name.toLowerCase().endsWith(ext));
  if (!named && !(CV_TYPES as readonly string[]).includes(f.type)) return message('cvType');
  if (f.size > LIMITS.cvMaxBytes) return message('cvSize');
  if (f.size === 0) return message('cvType');
  return null;
}

/** "1.4 MB" style sizes for the photo list, with the page's decimal mark ("1,4 MB"). */
export function formatBytes(bytes: number, decimalMark = '.'): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', decimalMark)} MB`;
}

/** A harmless file name to pass on: letters, digits, dashes, the extension of the real content. */
export function safeFileName(name: string, ext: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || fallback}.${ext}`;
}
