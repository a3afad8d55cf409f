import { BROWSER_PBKDF2_ITERATIONS, sqlRepositories } from '@/api';
import type { ContractBackend } from '@/api/testing/contract-backend';
import { newestResetToken } from '@/api/testing/reset-links';
import { readConfig } from '../config';
import { openDatabase } from '../database';
import { shopperData } from './test-server';

/**
 * Server processes started outside the tests (`.ci/run` starts two `npm run serve` on one
 * PostgreSQL), as the contract suites meet them: requests go to each in turn, and the suites reach
 * the same database directly to reset and compare it. `env` is what the processes were started
 * with: their DATABASE_URL and JWT_SECRET.
 */
export async function runningServers(
  urls: string[],
  env: { DATABASE_URL?: string; JWT_SECRET?: string },
): Promise<ContractBackend & { reset(): Promise<void>; close(): Promise<void> }> {
  if (!env.DATABASE_URL || !env.JWT_SECRET) {
    throw new Error('CONTRACT_SERVER_URLS needs the DATABASE_URL and JWT_SECRET the servers run with');
  }
  // Only the secrets are read from it; PUBLIC_URL and TEST_CHECKOUT are there because DATABASE_URL
  // requires them (the processes run the offline test checkout, as .ci/run starts them).
  const config = readConfig({
    DATABASE_URL: env.DATABASE_URL,
    JWT_SECRET: env.JWT_SECRET,
    PUBLIC_URL: new URL(urls[0] ?? 'http://127.0.0.1').origin,
    TEST_CHECKOUT: '1',
    WORKERS: '1',
  });
  const passwordIterations = BROWSER_PBKDF2_ITERATIONS;
  // The processes seed no demo accounts on PostgreSQL unless SEED_DEMO_USERS=1; the suites need
  // them, so they are put in here (and again by every reset).
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: null,
    passwordIterations,
    seedDemoUsers: true,
  });
  const apiBases = urls.map((url) => `${url.replace(/\/$/, '')}/api`);
  return {
    name: `${urls.length} server processes on one PostgreSQL`,
    apiBase: apiBases[0] ?? '',
    apiBases,
    secrets: config.secrets,
    guests: 'per-visitor',
    testCheckout: 'server',
    ...shopperData(db, passwordIterations),
    findUser: (email) => sqlRepositories(db).users.findByEmail(email),
    resetToken: (email) => newestResetToken(sqlRepositories(db).passwordResets, config.secrets.jwt, email),
    setClock() {
      // Processes of their own keep the real clock: only the concurrency suite runs against them.
      throw new Error('the clock of a server process started outside the tests cannot be set');
    },
    close: () => db.close(),
  };
}
