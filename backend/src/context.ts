/** What every route module receives. */
import type { apiPaths } from '../../lib/api/wire.ts';
import type { Captcha } from './captcha.ts';
import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { ImageStore } from './images/store.ts';
import type { UploadStore } from './uploads.ts';

export interface AppContext {
  db: Database;
  config: BackendConfig;
  paths: ReturnType<typeof apiPaths>;
  captcha: Captcha;
  images: ImageStore;
  uploads: UploadStore;
  /** The current time (tests may move it). */
  now(): Date;
  /** Today's calendar day in Malta, YYYY-MM-DD. */
  today(): string;
}
