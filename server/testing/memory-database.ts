import { BROWSER_PBKDF2_ITERATIONS, type SqlClient } from '@/api';
import { openDatabase } from '../database';

/**
 * A fresh in-memory PGlite, migrated and seeded, for the suite that calls this at its top: open
 * before the first test, closed after the last. Returns how to reach it.
 */
export function memoryDatabaseForSuite(): () => SqlClient {
  let db: SqlClient | undefined;
  beforeAll(async () => {
    db = await openDatabase({
      databaseUrl: null,
      dataDir: null,
      passwordIterations: BROWSER_PBKDF2_ITERATIONS,
      seedDemoUsers: true,
    });
  }, 60_000);
  afterAll(() => db?.close());
  return () => {
    if (!db) throw new Error('the memory database is opened in beforeAll');
    return db;
  };
}
