import { randomBytes } from 'node:crypto';
import { freshDatabase } from '../../scripts/fresh-database.cjs';
import { BROWSER_PBKDF2_ITERATIONS, type Secrets } from '@/mocks/auth';
import type { UserRecord } from '@/mocks/repositories';
import { openDatabase } from '../database';
import type { SqlClient } from '../db/sql-client';
import { seedOnce } from '../db/seed';
import { startServer, type RunningServer } from '../server';
import { readConfig } from '../config';

/** What shoppers create, children first so TRUNCATE needs no CASCADE surprises. */
const SHOPPER_TABLES = [
  'cart_lines',
  'wishlist_lines',
  'addresses',
  'orders',
  'reviews',
  'review_writes',
  'test_todos',
  'users',
] as const;

export interface TestServer {
  apiBase: string;
  secrets: Secrets;
  running: RunningServer;
  /** Back to the seed: shoppers' rows gone, demo accounts and todos put back. */
  reset(): Promise<void>;
  /** Every shopper row, in a stable order: equal before and after means nothing changed. */
  snapshot(): Promise<unknown>;
  findUser(email: string): Promise<UserRecord | null>;
  close(): Promise<void>;
}

/** A throwaway database of its own for one test file: a fresh one on `adminUrl`, or PGlite in memory. */
const throwawayDatabase = (adminUrl: string | undefined) =>
  adminUrl
    ? freshDatabase(adminUrl, 'contract')
    : Promise.resolve({ url: null, drop: () => Promise.resolve() });

/**
 * The Node server as the contract suite meets it: on 127.0.0.1, a port of its own, with the
 * server's own secrets (generated, as a deployment's would be) and no shop files.
 */
export async function startTestServer(adminUrl?: string): Promise<TestServer> {
  const database = await throwawayDatabase(adminUrl);
  // Hashing as a shop would is the slow part of every login; the contract does not depend on it.
  const passwordIterations = BROWSER_PBKDF2_ITERATIONS;
  const db: SqlClient = await openDatabase({ databaseUrl: database.url, dataDir: null, passwordIterations });
  const config = readConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const running = await startServer(
    db,
    { ...config, port: 0, host: '127.0.0.1', distDir: null },
    { passwordIterations, log: () => undefined },
  );

  return {
    apiBase: `${running.url}/api`,
    secrets: config.secrets,
    running,
    async reset() {
      await db.transaction(async (tx) => {
        await tx.query(`TRUNCATE ${SHOPPER_TABLES.join(', ')}`);
        await tx.query(`DELETE FROM seeded WHERE name = 'demo-users'`);
      });
      await seedOnce(db, passwordIterations);
    },
    async snapshot() {
      const tables: Record<string, unknown[]> = {};
      for (const table of SHOPPER_TABLES) {
        tables[table] = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
      }
      return tables;
    },
    findUser: (email) => running.repos.users.findByEmail(email),
    async close() {
      await running.close();
      await database.drop();
    },
  };
}
