import { createHmac } from 'node:crypto';
import { TEST_CHECKOUT_SCRIPT_PATH, type PaymentSetup } from '@/api';
import { RAZORPAY_SCRIPT_URL, RAZORPAY_TEST_KEY_ID } from '@/shared/constants';
import { ConfigError, httpUrl } from './setting';

export interface RazorpayConfig {
  /** RAZORPAY_API_URL: Razorpay's API (https://api.razorpay.com), or a stand-in's in tests. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET; null: POST /api/webhooks/razorpay is not served. */
  webhookSecret: string | null;
}

export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

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

/** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (both or neither), the webhook secret and the API's URL; null without keys. */
export function razorpayConfig(env: NodeJS.ProcessEnv): RazorpayConfig | null {
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

/**
 * Which checkout the shop loads, and the key secret payments are signed with: Razorpay's with its
 * keys, else the offline test checkout (TEST_CHECKOUT), which a server on PostgreSQL must ask for.
 */
export function checkout(
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

/** The warning a server with keys but no webhook secret gives as it starts. */
export const NO_WEBHOOK_WARNING =
  "No RAZORPAY_WEBHOOK_SECRET: POST /api/webhooks/razorpay is off, so an order is paid only when the shopper's page reports the payment. A shopper who pays and closes the tab first leaves it unpaid. Set up the webhook (docs/server.md, Going live).";

/** The warning a server without Razorpay keys gives as it starts. */
export const TEST_CHECKOUT_WARNING =
  'No RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: the offline test checkout is on, and it takes no money. Any logged-in shopper can pay their own orders with it. Set the keys before opening the shop to the public.';
