/**
 * The server's settings, read from the environment: a group to a module (the seller and its
 * contacts, payments, mail, how a process serves), the whole (readConfig) and what a command on the
 * database needs (databaseSettings) here.
 */
import { resolve } from 'node:path';
import { mailConfig } from './mail';
import {
  checkout,
  NO_WEBHOOK_WARNING,
  razorpayConfig,
  TEST_CHECKOUT_WARNING,
  type RazorpayConfig,
} from './payments';
import { seller, sellerContacts } from './seller';
import type { ServerConfig } from './server-config';
import { deployment, serving } from './serving';
import { ConfigError, savedSecret } from './setting';

export type { MailConfig } from './mail';
export { NO_WEBHOOK_WARNING, TEST_CHECKOUT_WARNING, type RazorpayConfig } from './payments';
export type { ServerConfig } from './server-config';
export { ConfigError } from './setting';

/** What OWASP recommends for PBKDF2-HMAC-SHA256 on a server. */
export const SERVER_PBKDF2_ITERATIONS = 600_000;

/** The warning a server on PostgreSQL seeded with the demo accounts (SEED_DEMO_USERS=1) gives. */
export const DEMO_USERS_WARNING =
  'SEED_DEMO_USERS=1 on PostgreSQL: the demo accounts, whose passwords are public, are in this database, among them the demo staff owner staff@sneakerhub.in; delete them before the shop opens to the public.';

/**
 * SEED_DEMO_USERS: `1` seeds the demo accounts, `0` does not; unset, only the PGlite quick start
 * does. An explicit `1` with DATABASE_URL is allowed (a staging database, CI), and warned about at
 * start: their passwords are public.
 */
function seedDemoUsers(value: string | undefined, databaseUrl: string | null): boolean {
  const setting = (value ?? '').trim();
  if (setting === '') return databaseUrl === null;
  if (setting === '1') return true;
  if (setting === '0') return false;
  throw new ConfigError(
    `SEED_DEMO_USERS must be 1 (seed the demo accounts) or 0 (do not), not "${setting}".`,
  );
}

/** JWT_SECRET, at least 32 characters; unset on PGlite, one made once and kept in DATA_DIR. */
function signingSecret(value: string, dataDir: string, databaseUrl: string | null): string {
  if (value === '') {
    // Every process behind a load balancer must sign alike; one process can make its own.
    if (databaseUrl) {
      throw new ConfigError(
        'JWT_SECRET must be set when DATABASE_URL is: every server process has to sign tokens alike.',
      );
    }
    return savedSecret(dataDir, 'jwt-secret');
  }
  if (value.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  return value;
}

/** What the server says as it starts about settings it can run with but should not open to the public with. */
function startWarnings(
  razorpay: RazorpayConfig | null,
  databaseUrl: string | null,
  demoUsers: boolean,
): string[] {
  return [
    ...(razorpay ? (razorpay.webhookSecret ? [] : [NO_WEBHOOK_WARNING]) : [TEST_CHECKOUT_WARNING]),
    ...(databaseUrl && demoUsers ? [DEMO_USERS_WARNING] : []),
  ];
}

/**
 * Where the server's data is (DATABASE_URL, else PGlite under DATA_DIR) and whether the demo
 * accounts are seeded there: all a command on the server's database (`npm run staff:add`) needs,
 * without the serving settings a deployment must give the server itself.
 */
export function databaseSettings(
  env: NodeJS.ProcessEnv,
  cwd = process.cwd(),
): Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'seedDemoUsers'> {
  const location = databaseLocation(env, cwd);
  return { ...location, seedDemoUsers: seedDemoUsers(env.SEED_DEMO_USERS, location.databaseUrl) };
}

const databaseLocation = (env: NodeJS.ProcessEnv, cwd: string) => ({
  dataDir: resolve(cwd, env.DATA_DIR || '.data'),
  databaseUrl: env.DATABASE_URL || null,
});

/**
 * The server's settings, a group at a time. The groups are read in this order so that, of several
 * wrong settings, the one reported is always the same (PUBLIC_URL's before the keys' on PostgreSQL).
 */
export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const { dataDir, databaseUrl } = databaseLocation(env, cwd);
  const jwt = signingSecret(env.JWT_SECRET ?? '', dataDir, databaseUrl);
  const razorpay = razorpayConfig(env);
  const { workers, publicUrl: origin } = deployment(env, databaseUrl);
  const { payments, razorpayKeySecret } = checkout(env.TEST_CHECKOUT, razorpay, databaseUrl, jwt);
  const network = serving(env, cwd, workers);
  const invoicingSeller = seller(env);
  const contacts = sellerContacts(env);
  const { seedDemoUsers: demoUsers } = databaseSettings(env, cwd);
  return {
    ...network,
    dataDir,
    databaseUrl,
    workers,
    publicUrl: origin,
    secrets: { jwt, razorpayKeySecret },
    payments,
    razorpay,
    seller: invoicingSeller,
    sellerContacts: contacts,
    seedDemoUsers: demoUsers,
    mail: mailConfig(env),
    warnings: startWarnings(razorpay, databaseUrl, demoUsers),
  };
}
