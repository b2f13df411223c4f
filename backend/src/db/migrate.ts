/**
 * Applies the SQL files of ./migrations in name order, each once: a file's statements and its row in
 * `schema_migrations` commit together, under an advisory lock so two processes starting at once
 * against one PostgreSQL server do not apply a file twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 7_356_001;

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID]);
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
