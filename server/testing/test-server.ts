import {
  BROWSER_PBKDF2_ITERATIONS,
  forgetPerProcessCounts,
  systemClock,
  type Secrets,
  type SqlClient,
  type UserRecord,
  SHOPPER_TABLES,
  CATALOGUE_CHANGED,
} from '@/api';
import { randomBytes } from 'node:crypto';
import { newestResetToken } from '@/api/testing/reset-links';
import { freshDatabase } from './fresh-database.cjs';
import { openDatabase } from '../database';
import { seedOnce } from '../db/seed';
import type { LogEntry } from '../http/app';
import { startServer, type RunningServer } from '../server';
import { readConfig } from '../config';

/** What the contract suites need of a server they did not start: its data, reset and compared. */
export interface ShopperData {
  /** Back to the seed: shoppers' rows gone, demo accounts and todos put back. */
  reset(): Promise<void>;
  /** Every shopper row, in a stable order: equal before and after means nothing changed. */
  snapshot(): Promise<unknown>;
}

export interface TestServer extends ShopperData {
  apiBase: string;
  secrets: Secrets;
  running: RunningServer;
  findUser(email: string): Promise<UserRecord | null>;
  resetToken(email: string): Promise<string | null>;
  /** Sets the server's clock (`reset` puts the real one back). */
  setClock(now: () => Date): void;
  close(): Promise<void>;
}

/**
 * Resets and compares the shoppers' rows of `db` (seeding the demo accounts with
 * `passwordIterations`: the contract suites log in as them, whatever SEED_DEMO_USERS the server has).
 */
export function shopperData(db: SqlClient, passwordIterations: number): ShopperData {
  return {
    async reset() {
      await db.transaction(async (tx) => {
        // rate_limits too: each test starts with no attempts counted. The stock rows (SHOPPER_TABLES)
        // go first, as they reference the products deleted below; without a row, each product has
        // its starting stock again.
        await tx.query(`TRUNCATE ${SHOPPER_TABLES.join(', ')}, rate_limits, product_images`);
        // Staff's catalogue edits too: the seed puts its products back as they ship, and every
        // process forgets the catalogue it keeps (the notification arrives once this commits).
        await tx.query(`DELETE FROM products`);
        await tx.query(`DELETE FROM categories`);
        await tx.query(`DELETE FROM seeded WHERE name IN ('demo-users', 'demo-staff', 'catalogue')`);
        await tx.query(`SELECT pg_notify($1, '')`, [CATALOGUE_CHANGED]);
      });
      await seedOnce(db, { passwordIterations, demoUsers: true });
    },
    async snapshot() {
      const tables: Record<string, unknown[]> = {};
      for (const table of SHOPPER_TABLES) {
        tables[table] = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
      }
      return tables;
    },
  };
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
export async function startTestServer(
  adminUrl?: string,
  options: { env?: NodeJS.ProcessEnv; log?: (entry: LogEntry) => void } = {},
): Promise<TestServer> {
  const database = await throwawayDatabase(adminUrl);
  // Hashing as a shop would is the slow part of every login; the contract does not depend on it.
  const passwordIterations = BROWSER_PBKDF2_ITERATIONS;
  // The suites log in as the demo accounts, on PostgreSQL too (where a server seeds none by default).
  const db: SqlClient = await openDatabase({
    databaseUrl: database.url,
    dataDir: null,
    passwordIterations,
    seedDemoUsers: true,
  });
  const config = readConfig({
    ...options.env,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // PostgreSQL is a deployment's database: a deployment names its public origin, and runs the
    // offline test checkout only when asked to (unless the test gives Razorpay keys).
    ...(database.url
      ? {
          DATABASE_URL: database.url,
          PUBLIC_URL: options.env?.PUBLIC_URL || 'http://127.0.0.1',
          ...(options.env?.RAZORPAY_KEY_ID ? {} : { TEST_CHECKOUT: '1' }),
        }
      : {}),
  });
  const running = await startServer(
    db,
    { ...config, port: 0, host: '127.0.0.1', distDir: null },
    { passwordIterations, log: options.log ?? (() => undefined) },
  );
  const data = shopperData(db, passwordIterations);

  return {
    apiBase: `${running.url}/api`,
    secrets: config.secrets,
    running,
    ...data,
    async reset() {
      running.backend.clock = systemClock;
      forgetPerProcessCounts(running.backend.limiters);
      await data.reset();
      running.forgetCatalogue();
    },
    findUser: (email) => running.repos.users.findByEmail(email),
    resetToken: (email) => newestResetToken(running.repos.passwordResets, config.secrets.jwt, email),
    setClock(now) {
      running.backend.clock = { now };
    },
    async close() {
      await running.close();
      await database.drop();
    },
  };
}
