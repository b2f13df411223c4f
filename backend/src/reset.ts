/**
 * `npm run backend:reset`: wipes the embedded database, the image cache and the uploaded files under
 * BACKEND_DATA_DIR, then migrates and seeds a fresh database. Refuses to touch a PostgreSQL server.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { lockDataDir, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: backend:reset only wipes the embedded database. Drop that database yourself.');
    process.exit(1);
  }
  // Refuses while a backend is running on this folder.
  const unlock = await lockDataDir(config.dataDir);
  await unlock();
  for (const dir of ['pglite', 'image-cache', 'uploads']) {
    await rm(path.join(config.dataDir, dir), { recursive: true, force: true });
  }
  const started = performance.now();
  const db = await openDatabase({ dataDir: config.dataDir });
  try {
    await migrate(db);
    const seed = await seedIfEmpty(db, { strict: config.strict });
    console.log(`Reset ${config.dataDir}: seeded in ${seed.ms} ms (total ${Math.round(performance.now() - started)} ms)`);
    console.table(seed.counts);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
