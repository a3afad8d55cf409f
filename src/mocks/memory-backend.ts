import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory';
import { RAZORPAY_TEST_KEY_ID } from '@/shared/constants';
import { BROWSER_PBKDF2_ITERATIONS, mockSecrets } from './auth';
import type { Backend, BackendSettings } from './backend';
import { memoryRepositories } from './db';
import { createHandlers } from './handlers';
import { TEST_CHECKOUT_SCRIPT_PATH } from './handlers/razorpay';
import { rateLimiters } from './rate-limits';

const memoryLimiters = () =>
  rateLimiters(
    (name, limit) =>
      new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds }),
  );
import { TEST_SELLER } from './seller';

/** The embedded mock: @mswjs/data storage and fixed test-mode secrets, in the browser and in Jest. */
export const memoryBackend: Backend = {
  repos: memoryRepositories,
  secrets: mockSecrets,
  passwordIterations: BROWSER_PBKDF2_ITERATIONS,
  payments: { keyId: RAZORPAY_TEST_KEY_ID, scriptUrl: TEST_CHECKOUT_SCRIPT_PATH, testCheckout: 'in-page' },
  seller: TEST_SELLER,
  guests: 'shared',
  limiters: memoryLimiters(),
  // The page is the mock's only client.
  clientOf: () => 'this browser',
  settings: { delayMs: 0, session: null, now: () => new Date() },
};

/** Forgets every attempt counted so far (Jest, before each test). */
export function resetMockLimits(): void {
  memoryBackend.limiters = memoryLimiters();
}

export function configureMockServer(options: Partial<BackendSettings>): void {
  Object.assign(memoryBackend.settings, options);
}

export const mockHandlers = createHandlers(memoryBackend);
