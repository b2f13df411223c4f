/**
 * Uploaded files: multipart bodies are streamed to temporary files under
 * `${BACKEND_DATA_DIR}/uploads/tmp/` with every limit checked while the bytes arrive (an oversize body
 * is refused as soon as it crosses the limit, never buffered whole); types are checked by content
 * (file-type), never by name; photos are re-encoded with sharp, which drops EXIF (GPS) and other
 * metadata; files get generated names in a folder nothing serves.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { HttpError } from './http.ts';

export interface UploadStore {
  /** ${dataDir}/uploads */
  root: string;
  tmpDir: string;
  /** Absolute path of a stored file from its path relative to the uploads folder. */
  resolve(relative: string): string;
}

export async function createUploadStore(dataDir: string): Promise<UploadStore> {
  const root = path.join(dataDir, 'uploads');
  const tmpDir = path.join(root, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  // Leftovers of a crash are never referenced by the database.
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
  for (const dir of ['cv', 'property-photos']) await mkdir(path.join(root, dir), { recursive: true });
  return {
    root,
    tmpDir,
    resolve: (relative) => {
      const abs = path.resolve(root, relative);
      if (!abs.startsWith(root + path.sep)) throw new Error('path outside the uploads folder');
      return abs;
    },
  };
}

export interface TempFile {
  field: string;
  filename: string;
  path: string;
  size: number;
  sha256: string;
}

export interface MultipartLimits {
  /** Names of the file fields the form has. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** Message of the 413 answer when there are too many or too large files. */
  limitMessage: string;
}

export interface MultipartBody {
  /** Every text field, repeated fields (LettingTypes[] …) in order. */
  fields: Map<string, string[]>;
  files: TempFile[];
}

/** Room for the text fields and multipart headers on top of the files' bytes. */
const FIELD_ALLOWANCE = 1024 * 1024;
const MAX_FIELDS = 200;
const MAX_FIELD_BYTES = 64 * 1024;

export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true }).catch(() => {})));
}

/**
 * Stops reading a request whose body we refuse: the rest is discarded as it arrives so the client can
 * read the answer, and the connection is closed if the client keeps sending for long.
 */
function discardRest(req: FastifyRequest): void {
  const raw = req.raw;
  if (raw.readableEnded) return;
  raw.unpipe();
  raw.resume();
  const timer = setTimeout(() => raw.socket?.destroy(), 30_000);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
}

export async function readMultipart(req: FastifyRequest, store: UploadStore, limits: MultipartLimits): Promise<MultipartBody> {
  if (!req.isMultipart()) throw new HttpError(415, 'The form must be sent as multipart/form-data.');
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxTotalBytes + FIELD_ALLOWANCE) {
    discardRest(req);
    throw new HttpError(413, limits.limitMessage);
  }
  const fields = new Map<string, string[]>();
  const files: TempFile[] = [];
  let total = 0;
  let fieldCount = 0;
  try {
    const parts = req.parts({
      limits: {
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + MAX_FIELDS + 2,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(400, 'A form field is too long.');
        if (++fieldCount > MAX_FIELDS) throw new HttpError(413, 'The form has too many fields.');
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        const list = fields.get(part.fieldname) ?? [];
        list.push(value);
        fields.set(part.fieldname, list);
        continue;
      }
      if (!limits.fileFields.includes(part.fieldname)) {
        throw new HttpError(400, `The form has an unexpected file field "${part.fieldname.slice(0, 40)}".`);
      }
      if (files.length >= limits.maxFiles) throw new HttpError(413, limits.limitMessage);
      const entry: TempFile = {
        field: part.fieldname,
        filename: (part.filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200),
        path: path.join(store.tmpDir, randomUUID()),
        size: 0,
        sha256: '',
      };
      files.push(entry);
      const sha = createHash('sha256');
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          entry.size += chunk.length;
          total += chunk.length;
          if (entry.size > limits.maxFileBytes || total > limits.maxTotalBytes) {
            callback(new HttpError(413, limits.limitMessage));
            return;
          }
          sha.update(chunk);
          callback(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(entry.path, { flags: 'wx' }));
      if (part.file.truncated) throw new HttpError(413, limits.limitMessage);
      entry.sha256 = sha.digest('hex');
    }
  } catch (err) {
    await removeFiles(files.map((f) => f.path));
    discardRest(req);
    if (err instanceof HttpError) throw err;
    const code = String((err as { code?: unknown }).code ?? '');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, limits.limitMessage);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'The form has too many fields.');
    // System errors (disk full …) are ours: a 500. Anything else is a malformed body.
    if (/^E[A-Z]+$/.test(code)) throw err;
    throw new HttpError(400, 'The form data could not be read.');
  }
  return { fields, files };
}

export interface DetectedType {
  ext: string;
  mime: string;
}

/** The type of a file from its content; undefined when not recognised (text, HTML …). */
export async function detectType(file: string): Promise<DetectedType | undefined> {
  const t = await fileTypeFromFile(file);
  return t ? { ext: t.ext, mime: t.mime } : undefined;
}

export const PHOTO_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface StoredPhoto {
  storedPath: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  sha256: string;
}

/**
 * Re-encodes a photo in its own format (JPEG, PNG or WebP), turned upright and without any metadata,
 * into uploads/property-photos/ under a generated name. Throws a 415 HttpError when it cannot be read.
 */
export async function storePhoto(store: UploadStore, src: string, mime: string): Promise<StoredPhoto> {
  const ext = PHOTO_TYPES[mime];
  if (!ext) throw new HttpError(415, 'Only JPEG, PNG or WebP photos are accepted.');
  let out: { data: Buffer; info: { width: number; height: number } };
  try {
    const img = sharp(src, { limitInputPixels: 80_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: 6000, height: 6000, fit: 'inside', withoutEnlargement: true });
    const encoded = mime === 'image/png' ? img.png({ compressionLevel: 8 }) : mime === 'image/webp' ? img.webp({ quality: 85 }) : img.jpeg({ quality: 86, mozjpeg: true });
    out = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, 'A photo could not be read. Please send JPEG, PNG or WebP images.');
  }
  const storedPath = `property-photos/${randomUUID()}.${ext}`;
  await writeFile(store.resolve(storedPath), out.data, { flag: 'wx' });
  return {
    storedPath,
    mime,
    size: out.data.length,
    width: out.info.width,
    height: out.info.height,
    sha256: createHash('sha256').update(out.data).digest('hex'),
  };
}

/** Moves a temporary file into `folder` under a generated name; returns its path relative to uploads/. */
export async function keepFile(store: UploadStore, file: TempFile, folder: string, ext: string): Promise<string> {
  const storedPath = `${folder}/${randomUUID()}.${ext}`;
  await rename(file.path, store.resolve(storedPath));
  return storedPath;
}
