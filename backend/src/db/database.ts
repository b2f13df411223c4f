/**
 * One tiny adapter over the two databases the backend runs on: embedded PostgreSQL (PGlite, the
 * default) and a PostgreSQL server (pg Pool, when DATABASE_URL is set). Both speak the same SQL, so
 * the schema and every query are shared; only connecting, transactions and closing differ.
 *
 * Type conventions that keep both drivers returning the same JavaScript values: counts are cast to
 * `::int`, dates are selected as text, coordinates are double precision and prices integers.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1… parameters; returns the rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when set, the other options are ignored. */
  url?: string;
  /** Folder of the embedded database (PGlite keeps its files in `${dataDir}/pglite`). */
  dataDir?: string;
  /** An in-memory embedded database (tests). */
  memory?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  if (options.memory) return openPglite(undefined);
  if (!options.dataDir) throw new Error('openDatabase: dataDir, url or memory is required');
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const unlock = await lockDataDir(options.dataDir);
  try {
    return await openPglite(dir, unlock);
  } catch (err) {
    await unlock();
    throw err;
  }
}

/**
 * PGlite is a single-process database: two backends on one data folder would corrupt it. A lock
 * file with the owner's pid keeps a second one out (a lock left by a dead process is taken over).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`${dataDir} is in use by another backend (pid ${owner}); stop it or set BACKEND_DATA_DIR`);
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(dir: string | undefined, unlock: () => Promise<void> = async () => {}): Promise<Database> {
  const db = await PGlite.create(dir);
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await db.query<T>(sql, params ? [...params] : undefined);
      return r.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params?: readonly unknown[]) {
            return (await tx.query<R>(sql, params ? [...params] : undefined)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!db.closed) await db.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await c.query(sql, params ? [...params] : undefined);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
