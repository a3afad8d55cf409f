import { RAZORPAY_TEST_KEY_ID } from '@/shared/constants';
import { BROWSER_PBKDF2_ITERATIONS, mockSecrets } from './auth';
import type { Backend, BackendSettings } from './backend';
import { memoryRepositories } from './db';
import { createHandlers } from './handlers';
import { TEST_CHECKOUT_SCRIPT_PATH } from './handlers/razorpay';
import { TEST_SELLER } from './seller';

/** The embedded mock: @mswjs/data storage and fixed test-mode secrets, in the browser and in Jest. */
export const memoryBackend: Backend = {
  repos: memoryRepositories,
  secrets: mockSecrets,
  passwordIterations: BROWSER_PBKDF2_ITERATIONS,
  payments: { keyId: RAZORPAY_TEST_KEY_ID, scriptUrl: TEST_CHECKOUT_SCRIPT_PATH, testCheckout: 'in-page' },
  seller: TEST_SELLER,
  guests: 'shared',
  settings: { delayMs: 0, session: null },
};

export function configureMockServer(options: Partial<BackendSettings>): void {
  Object.assign(memoryBackend.settings, options);
}

export const mockHandlers = createHandlers(memoryBackend);
