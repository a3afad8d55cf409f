import { systemClock } from '@/api/clock';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory';
import { RAZORPAY_TEST_KEY_ID } from '@/shared/constants';
import { BROWSER_PBKDF2_ITERATIONS, mockSecrets } from '@/api/accounts/auth';
import type { Backend, BackendSettings } from '@/api/backend';
import { memoryRepositories } from '@/mocks/db';
import { answerApiLoadingLater } from '@/api/routes';
import { apiHandler } from './api-handler';
import { TEST_CHECKOUT_SCRIPT_PATH } from '@/api/payments/test-checkout/script-path';
import { rateLimiters } from '@/api/limits/rate-limits';

const memoryLimiters = () =>
  rateLimiters(
    (name, limit) =>
      new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds }),
  );
import { TEST_SELLER, TEST_SELLER_CONTACTS } from '@/api/orders/seller';
import { KNOWN_COURIERS } from '@/api/orders/couriers';

/** The embedded mock: @mswjs/data storage and fixed test-mode secrets, in the browser and in Jest. */
export const memoryBackend: Backend = {
  repos: memoryRepositories,
  secrets: mockSecrets,
  passwordIterations: BROWSER_PBKDF2_ITERATIONS,
  payments: { keyId: RAZORPAY_TEST_KEY_ID, scriptUrl: TEST_CHECKOUT_SCRIPT_PATH, testCheckout: 'in-page' },
  // The mock is Razorpay's test mode in the page: no keys, no API, no webhooks.
  razorpay: null,
  seller: TEST_SELLER,
  sellerContacts: TEST_SELLER_CONTACTS,
  couriers: KNOWN_COURIERS,
  guests: 'shared',
  limiters: memoryLimiters(),
  // The page is the mock's only client.
  clientOf: () => 'this browser',
  settings: { delayMs: 0, session: null },
  housekeeping: 'on-read',
  // The mock sends no mail: forgot password's emails show at /test-mailbox instead.
  testMailbox: true,
  clock: systemClock,
  // Jest has no canvas: the picture is kept as it came (the browser resizes: src/mocks/canvas-resize.ts).
  resizePicture: (bytes, contentType) => Promise.resolve({ bytes, contentType }),
};

/** Forgets every attempt counted so far (Jest, before each test). */
export function resetMockLimits(): void {
  memoryBackend.limiters = memoryLimiters();
}

/** The mock's clock: a test's fixed moment, or the real time again (null). */
export function setMockClock(now: (() => Date) | null): void {
  memoryBackend.clock = now ? { now } : systemClock;
}

export function configureMockServer(options: Partial<BackendSettings>): void {
  Object.assign(memoryBackend.settings, options);
}

export const mockHandlers = [apiHandler(answerApiLoadingLater(memoryBackend))];
