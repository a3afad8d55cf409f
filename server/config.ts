import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import proxyaddr from 'proxy-addr';
import {
  GSTIN_FORMAT,
  TEST_CHECKOUT_SCRIPT_PATH,
  TEST_SELLER,
  TEST_SELLER_CONTACTS,
  type PaymentSetup,
  type Secrets,
} from '@/api';
import type { SellerContacts } from '@/shared/seller';
import { STATE_NAMES } from '@/shared/address-validation';
import type { Seller } from '@/shared/gst/tax-invoice';
import { RAZORPAY_SCRIPT_URL, RAZORPAY_TEST_KEY_ID } from '@/shared/constants';
import type { TrustProxy } from './http/edge';

/** What OWASP recommends for PBKDF2-HMAC-SHA256 on a server. */
export const SERVER_PBKDF2_ITERATIONS = 600_000;

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's data and the generated secret live here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** Processes serving the port (node:cluster when above 1); PGlite is one process by nature. */
  workers: number;
  /** PostgreSQL connections each process may hold. */
  poolSize: number;
  /** Where GET /metrics answers (Prometheus), never the public port; null: not served. */
  metricsPort: number | null;
  distDir: string;
  /**
   * The origin shoppers reach the shop at (https://sneakerhub.in), for absolute links in pages, and
   * HSTS when https. Required with DATABASE_URL; null: the listening address (never the Host header).
   */
  publicUrl: string | null;
  secrets: Secrets;
  payments: PaymentSetup;
  /** Razorpay's API and webhooks with the shop's keys; null without keys (the offline test checkout). */
  razorpay: RazorpayConfig | null;
  seller: Seller;
  /** Customer care and the grievance officer the shop shows (SELLER_CARE_*, SELLER_GRIEVANCE_*). */
  sellerContacts: SellerContacts;
  /** Which X-Forwarded-For hops to believe for the client's address (TRUST_PROXY); null: none. */
  trustProxy: TrustProxy | null;
  /** Said once when the server starts serving (main.ts logs each as a warning). */
  warnings: string[];
  /**
   * Whether the seed puts in the demo accounts, whose passwords the README publishes
   * (SEED_DEMO_USERS): by default on PGlite (a developer's machine), never by default on PostgreSQL.
   */
  seedDemoUsers: boolean;
  /** The shopper's emails (SMTP_URL, MAIL_FROM) and how soon an unsent one is tried again. */
  mail: MailConfig;
}

export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, with user and password in it if needed); null: each email is logged. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender shoppers see. */
  from: string;
  /**
   * EMAIL_RETRY_SECONDS: how long a job may run before it counts as lost (its process died) and
   * runs again, the wait before a failed send is tried again, and how old an unsent update the
   * periodic sweep queues again.
   */
  retrySeconds: number;
}

export const DEFAULT_MAIL_FROM = 'SneakerHub <updates@sneakerhub.in>';
const DEFAULT_EMAIL_RETRY_SECONDS = 60;

export interface RazorpayConfig {
  /** RAZORPAY_API_URL: Razorpay's API (https://api.razorpay.com), or a stand-in's in tests. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET; null: POST /api/webhooks/razorpay is not served. */
  webhookSecret: string | null;
}

export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

/** A setting the server cannot start with: said in one sentence, exit 1, no stack trace. */
export class ConfigError extends Error {}

/**
 * A secret made once and kept in DATA_DIR (readable by its owner only), so tokens outlive a
 * restart without anyone having to choose one.
 */
function savedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function wholeNumber(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  }
  return parsed;
}

/** The seller on tax invoices: SELLER_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN, each defaulting to the test seller's. */
function seller(env: NodeJS.ProcessEnv): Seller {
  const chosen: Seller = {
    name: env.SELLER_NAME || TEST_SELLER.name,
    address: env.SELLER_ADDRESS || TEST_SELLER.address,
    state: env.SELLER_STATE || TEST_SELLER.state,
    gstin: (env.SELLER_GSTIN || TEST_SELLER.gstin).toUpperCase(),
  };
  if (!STATE_NAMES.includes(chosen.state)) {
    throw new ConfigError(
      `SELLER_STATE must be one of the 36 state names (as the address form has them), not "${chosen.state}".`,
    );
  }
  if (!GSTIN_FORMAT.test(chosen.gstin)) {
    throw new ConfigError(
      `SELLER_GSTIN must be a 15-character GSTIN such as ${TEST_SELLER.gstin}, not "${chosen.gstin}".`,
    );
  }
  return chosen;
}

const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as a shopper dials it: digits, spaces, dashes, brackets and a leading +; 8 digits at least. */
const CONTACT_PHONE = /^\+?[0-9][0-9 ()-]{6,}[0-9]$/;

/** One contact setting: the test value when unset, else the setting, checked by `valid` when given. */
function contactSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: string,
  valid?: { pattern: RegExp; example: string },
): string {
  const value = (env[name] ?? '').trim();
  if (value === '') return fallback;
  if (value.length > 200) throw new ConfigError(`${name} must be at most 200 characters.`);
  if (valid && !valid.pattern.test(value)) {
    throw new ConfigError(`${name} must be ${valid.example}, not "${value}".`);
  }
  return value;
}

/**
 * Customer care and the grievance officer (Consumer Protection (E-Commerce) Rules, 2020):
 * SELLER_CARE_* and SELLER_GRIEVANCE_*, each defaulting to the test contacts' (src/api/orders/seller.ts).
 */
function sellerContacts(env: NodeJS.ProcessEnv): SellerContacts {
  const { customerCare: care, grievanceOfficer: officer } = TEST_SELLER_CONTACTS;
  const email = { pattern: CONTACT_EMAIL, example: 'an email address such as care@sneakerhub.in' };
  const phone = { pattern: CONTACT_PHONE, example: 'a phone number such as +91 80 4000 1234' };
  return {
    customerCare: {
      email: contactSetting(env, 'SELLER_CARE_EMAIL', care.email, email),
      phone: contactSetting(env, 'SELLER_CARE_PHONE', care.phone, phone),
      hours: contactSetting(env, 'SELLER_CARE_HOURS', care.hours),
    },
    grievanceOfficer: {
      name: contactSetting(env, 'SELLER_GRIEVANCE_NAME', officer.name),
      designation: contactSetting(env, 'SELLER_GRIEVANCE_DESIGNATION', officer.designation),
      email: contactSetting(env, 'SELLER_GRIEVANCE_EMAIL', officer.email, email),
      phone: contactSetting(env, 'SELLER_GRIEVANCE_PHONE', officer.phone, phone),
    },
  };
}

/**
 * TRUST_PROXY, as Express reads its `trust proxy`: how many proxies stand in front (`1`), or which
 * addresses are proxies (`loopback, 10.0.0.0/8`). Unset or `0`: the socket's peer is the client.
 */
function trustProxy(value: string | undefined): TrustProxy | null {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === '0' || setting === 'false') return null;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const invalid = () =>
    new ConfigError(
      `TRUST_PROXY must be the number of proxies in front (1) or their addresses (loopback, 10.0.0.0/8), not "${setting}": "true" would believe any X-Forwarded-For a client sends.`,
    );
  if (setting === 'true') throw invalid();
  try {
    return proxyaddr.compile(setting.split(',').map((part) => part.trim()));
  } catch {
    throw invalid();
  }
}

/** The value as an http(s) URL; null when it is none, for the caller to say what it expected. */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

function publicUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const url = httpUrl(value);
  if (!url || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL must be an origin such as https://sneakerhub.in, not "${value}".`);
  }
  return url.origin;
}

/**
 * TEST_CHECKOUT: `1` lets a server on PostgreSQL run without Razorpay keys, with the offline test
 * checkout (a test deployment, CI); unset or `0`, it may not.
 */
function testCheckoutAsked(value: string | undefined): boolean {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === '0') return false;
  if (setting === '1') return true;
  throw new ConfigError(
    `TEST_CHECKOUT must be 1 (the offline test checkout without Razorpay keys) or unset, not "${setting}".`,
  );
}

/** RAZORPAY_API_URL: an http(s) URL, its trailing slash dropped; Razorpay's own by default. */
function razorpayApiUrl(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_RAZORPAY_API_URL;
  const url = httpUrl(value);
  if (!url || url.search || url.hash) {
    throw new ConfigError(
      `RAZORPAY_API_URL must be an http(s) URL such as ${DEFAULT_RAZORPAY_API_URL}, not "${value}".`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** SMTP_URL, MAIL_FROM and EMAIL_RETRY_SECONDS; a URL that is not smtp(s) is refused. */
function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // Said below, with what was expected.
    }
    if (!['smtp:', 'smtps:'].includes(protocol)) {
      throw new ConfigError(
        'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465.',
      );
    }
  }
  return {
    smtpUrl,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    retrySeconds:
      wholeNumber('EMAIL_RETRY_SECONDS', env.EMAIL_RETRY_SECONDS, 1, 3600) ?? DEFAULT_EMAIL_RETRY_SECONDS,
  };
}

/** The warning a server with keys but no webhook secret gives as it starts. */
export const NO_WEBHOOK_WARNING =
  "No RAZORPAY_WEBHOOK_SECRET: POST /api/webhooks/razorpay is off, so an order is paid only when the shopper's page reports the payment. A shopper who pays and closes the tab first leaves it unpaid. Set up the webhook (docs/server.md, Going live).";

/** The warning a server on PostgreSQL seeded with the demo accounts (SEED_DEMO_USERS=1) gives. */
export const DEMO_USERS_WARNING =
  'SEED_DEMO_USERS=1 on PostgreSQL: the demo accounts, whose passwords are public, are in this database, among them the demo staff owner staff@sneakerhub.in; delete them before the shop opens to the public.';

/** The warning a server without Razorpay keys gives as it starts. */
export const TEST_CHECKOUT_WARNING =
  'No RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: the offline test checkout is on, and it takes no money. Any logged-in shopper can pay their own orders with it. Set the keys before opening the shop to the public.';

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

/**
 * What the processes of one server hold between them by default: room under PostgreSQL's default
 * max_connections (100) for a second server, psql and the superuser's reserve.
 */
export const DEFAULT_CONNECTIONS_PER_SERVER = 40;

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

/** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (both or neither), the webhook secret and the API's URL; null without keys. */
function razorpayConfig(env: NodeJS.ProcessEnv): RazorpayConfig | null {
  const keyId = env.RAZORPAY_KEY_ID ?? '';
  const keySecret = env.RAZORPAY_KEY_SECRET ?? '';
  if ((keyId === '') !== (keySecret === '')) {
    throw new ConfigError(
      'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (offline test-mode checkout).',
    );
  }
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET ?? '';
  if (webhookSecret !== '' && keyId === '') {
    throw new ConfigError(
      'RAZORPAY_WEBHOOK_SECRET needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: the offline test checkout receives no webhooks.',
    );
  }
  const apiUrl = razorpayApiUrl(env.RAZORPAY_API_URL);
  return keyId === '' ? null : { apiUrl, keyId, keySecret, webhookSecret: webhookSecret || null };
}

/** WORKERS and PUBLIC_URL: what a deployment on PostgreSQL needs, and PGlite's one process does not allow or need. */
function deployment(
  env: NodeJS.ProcessEnv,
  databaseUrl: string | null,
): Pick<ServerConfig, 'workers' | 'publicUrl'> {
  const workers = wholeNumber('WORKERS', env.WORKERS, 1, 1024) ?? (databaseUrl ? availableParallelism() : 1);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError('WORKERS above 1 needs DATABASE_URL: PGlite is one process on one DATA_DIR.');
  }
  const origin = publicUrl(env.PUBLIC_URL);
  if (databaseUrl && !origin) {
    // A deployment: its pages must name the address shoppers use, and HSTS needs to know it is https.
    throw new ConfigError(
      'PUBLIC_URL must be set when DATABASE_URL is: the origin shoppers reach the shop at, such as https://sneakerhub.in (for the addresses in its pages, and HSTS).',
    );
  }
  return { workers, publicUrl: origin };
}

/**
 * Which checkout the shop loads, and the key secret payments are signed with: Razorpay's with its
 * keys, else the offline test checkout (TEST_CHECKOUT), which a server on PostgreSQL must ask for.
 */
function checkout(
  testCheckoutSetting: string | undefined,
  razorpay: RazorpayConfig | null,
  databaseUrl: string | null,
  jwt: string,
): { payments: PaymentSetup; razorpayKeySecret: string } {
  const testCheckout = testCheckoutAsked(testCheckoutSetting);
  if (razorpay && testCheckout) {
    throw new ConfigError(
      'TEST_CHECKOUT=1 asks for the offline test checkout, which a server with Razorpay keys does not serve: unset one or the other.',
    );
  }
  if (razorpay) {
    return {
      payments: { keyId: razorpay.keyId, scriptUrl: RAZORPAY_SCRIPT_URL, testCheckout: 'none' },
      razorpayKeySecret: razorpay.keySecret,
    };
  }
  if (databaseUrl && !testCheckout) {
    // A deployment: a server without keys plays Razorpay itself, and its orders would be paid with money no one took.
    throw new ConfigError(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set when DATABASE_URL is: without them the server plays Razorpay itself and takes no money. Set TEST_CHECKOUT=1 to run the offline test checkout on PostgreSQL anyway (a test deployment).',
    );
  }
  return {
    payments: { keyId: RAZORPAY_TEST_KEY_ID, scriptUrl: TEST_CHECKOUT_SCRIPT_PATH, testCheckout: 'server' },
    // Offline the server plays Razorpay too: its key is derived, so every process agrees on it
    // and it is never the JWT secret itself.
    razorpayKeySecret: createHmac('sha256', jwt)
      .update('sneakerhub offline test-mode checkout')
      .digest('hex'),
  };
}

/** How each process serves: its database connections, where it listens, whom it believes, what it serves. */
function serving(
  env: NodeJS.ProcessEnv,
  cwd: string,
  workers: number,
): Pick<ServerConfig, 'poolSize' | 'port' | 'trustProxy' | 'host' | 'metricsPort' | 'distDir'> {
  return {
    poolSize:
      wholeNumber('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 1, 10_000) ??
      Math.max(2, Math.floor(DEFAULT_CONNECTIONS_PER_SERVER / workers)),
    port: wholeNumber('PORT', env.PORT, 0, 65535) ?? 8080,
    trustProxy: trustProxy(env.TRUST_PROXY),
    host: env.HOST || '127.0.0.1',
    metricsPort: wholeNumber('METRICS_PORT', env.METRICS_PORT, 0, 65535) ?? null,
    distDir: resolve(cwd, env.DIST_DIR || 'dist'),
  };
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
