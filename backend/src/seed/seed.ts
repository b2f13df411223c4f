/** Writes the demo dataset into an empty database, in one transaction. */
import type { Database } from '../db/database.ts';
import { maltaDay } from '../time.ts';
import { DEFAULT_SEED, TABLES, generateDataset } from './generate.ts';

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
  ms: number;
}

export interface SeedOptions {
  seed?: string;
  day?: string;
  /** strict mode's data (generate.ts): a database seeded otherwise is refused, not answered from */
  strict?: boolean;
}

/**
 * Seeds when the database has never been seeded; otherwise does nothing. In strict mode a database
 * seeded for the normal mode (a category of sale type 0) is an error that says what to do.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const day = options.day ?? maltaDay();
  const strict = options.strict ?? false;
  const seeded = await db.transaction(async (tx) => {
    // Serialise concurrent starts against one PostgreSQL server.
    await tx.query('select pg_advisory_xact_lock($1)', [7_356_002]);
    const done = await tx.query('select 1 from seed_info where id = 1');
    if (done.length > 0) return false;
    const data = generateDataset({ seed, day, strict });
    for (const table of TABLES) {
      const rows = data[table];
      if (rows.length === 0) continue;
      // Only the columns the rows name, so the others keep their defaults.
      const columns = Object.keys(rows[0] ?? {}).join(', ');
      await tx.query(
        `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [JSON.stringify(rows)],
      );
    }
    await tx.query('insert into seed_info (id, seed, seed_day) values (1, $1, $2::date)', [seed, day]);
    return true;
  });
  if (strict) await assertStrictData(db);
  return { seeded, counts: await countRows(db), ms: Math.round(performance.now() - started) };
}

async function assertStrictData(db: Database): Promise<void> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from categories where letting_type not in (6, 7)');
  if ((row?.n ?? 0) === 0) return;
  throw new Error(
    `BACKEND_STRICT=1, but ${row?.n} categories store a sale type other than 6 or 7: the database was seeded in the normal mode. ` +
      'Start strict mode on a data folder of its own (BACKEND_DATA_DIR), or run BACKEND_STRICT=1 npm run backend:reset.',
  );
}

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...TABLES, 'contact_requests', 'contact_agent_requests', 'viewing_requests', 'career_applications', 'property_submissions', 'property_submission_photos']) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}
