import type { Secrets } from './auth';
import type { Repositories } from './repositories';

/** Where the shop loads Razorpay's checkout from, and with which key (GET /api/payments/config). */
export interface PaymentSetup {
  keyId: string;
  scriptUrl: string;
  /**
   * Who serves the offline test-mode checkout (both at TEST_CHECKOUT_SCRIPT_PATH): the page's own
   * mock, the server, or nobody (real keys: the real SDK from checkout.razorpay.com).
   */
  testCheckout: 'in-page' | 'server' | 'none';
}

export interface BackendSettings {
  /** The browser answers after 400 ms like the original's dev server; Jest and Node at once. */
  delayMs: number;
  /** Called after every successful write (the browser saves its snapshot then). */
  onChange: (() => void) | null;
}

/**
 * One backend the handlers answer for: its storage, its secrets and its settings. The embedded
 * mock is one (src/mocks/memory-backend.ts); the Node server builds another over SQL.
 */
export interface Backend {
  repos: Repositories;
  secrets: Secrets;
  passwordIterations: number;
  payments: PaymentSetup;
  /**
   * 'Login as Guest': the one demo account (the embedded mock, where every visitor has a database
   * of their own anyway) or a fresh account per visitor (a shared server).
   */
  guests: 'shared' | 'per-visitor';
  settings: BackendSettings;
}
