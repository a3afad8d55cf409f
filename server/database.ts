import { migrate } from './db/migrate';
import { openPglite } from './db/pglite-client';
import { openPostgres } from './db/postgres-client';
import { seedOnce } from './db/seed';
import { join } from 'node:path';
import type { SqlClient } from '@/api';
import { databaseSettings, SERVER_PBKDF2_ITERATIONS } from './config';

/** A test's or a tool's one process; the server's own comes from its configuration. */
const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR (or in memory), migrated and seeded. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  passwordIterations: number;
  /** Whether the seed puts in the demo accounts (SEED_DEMO_USERS; server/db/seed.ts). */
  seedDemoUsers: boolean;
  /** PostgreSQL connections this process may hold. */
  poolSize?: number;
}): Promise<SqlClient> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE)
    : await openPglite(options.dataDir ?? undefined);
  try {
    await migrate(db);
    await seedOnce(db, { passwordIterations: options.passwordIterations, demoUsers: options.seedDemoUsers });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/**
 * The server's database as a command on it opens it (`npm run staff:add`, `npm run seed:orders`):
 * one connection, and where the data is, in words for the command's last line.
 */
export async function openCommandDatabase(env: NodeJS.ProcessEnv): Promise<{ db: SqlClient; where: string }> {
  const { databaseUrl, dataDir, seedDemoUsers } = databaseSettings(env);
  const db = await openDatabase({
    databaseUrl,
    dataDir: join(dataDir, 'pglite'),
    passwordIterations: SERVER_PBKDF2_ITERATIONS,
    seedDemoUsers,
    poolSize: 1,
  });
  return { db, where: databaseUrl ? 'the PostgreSQL at DATABASE_URL' : `PGlite in ${dataDir}` };
}
