/**
 * Demo images, drawn on first request and cached on disk under `${dataDir}/image-cache/`, so seeding
 * stays fast and every later request is a file read. Concurrent requests for one image share one
 * rendering; files are written to a temporary name and renamed, so a reader never sees half a file.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** Bump when the drawings change, so old cached files are not served. */
const GENERATOR_VERSION = 'v2';

export interface ImageStore {
  /** The JPEG bytes of `key` (a relative path such as properties/1012/3.jpg), drawn by `draw` once. */
  get(key: string, draw: () => string, options?: { quality?: number }): Promise<Buffer>;
}

export function createImageStore(dataDir: string): ImageStore {
  const root = path.join(dataDir, 'image-cache', GENERATOR_VERSION);
  const inflight = new Map<string, Promise<Buffer>>();

  async function render(key: string, draw: () => string, quality: number): Promise<Buffer> {
    const file = path.join(root, key);
    try {
      return await readFile(file);
    } catch {
      // not cached yet
    }
    const jpeg = await sharp(Buffer.from(draw())).jpeg({ quality, mozjpeg: true }).toBuffer();
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, jpeg);
    await rename(tmp, file);
    return jpeg;
  }

  return {
    get(key, draw, options = {}) {
      const existing = inflight.get(key);
      if (existing) return existing;
      const p = render(key, draw, options.quality ?? 80).finally(() => inflight.delete(key));
      inflight.set(key, p);
      return p;
    },
  };
}
