import { migrate } from './db/migrate';
import { openPglite } from './db/pglite-client';
import { openPostgres } from './db/postgres-client';
import { seedOnce } from './db/seed';
import type { SqlClient } from './db/sql-client';

/** PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR (or in memory), migrated and seeded. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  passwordIterations: number;
}): Promise<SqlClient> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? undefined);
  try {
    await migrate(db);
    await seedOnce(db, options.passwordIterations);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
