/**
 * One tiny adapter over the two databases the backend runs on: embedded PostgreSQL (PGlite, the
 * default) and a PostgreSQL server (pg Pool, when DATABASE_URL is set). Both speak the same SQL, so
 * the schema and every query are shared; only connecting, transactions and closing differ.
 *
 * Type conventions that keep both drivers returning the same JavaScript values: counts are cast to
 * `::int`, dates are selected as text, coordinates are double precision and prices integers.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

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
  return openPglite(dir);
}

async function openPglite(dir: string | undefined): Promise<Database> {
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
