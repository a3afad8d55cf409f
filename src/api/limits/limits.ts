/** Caps on what one shopper can make the backend store; each refusal is a readable 4xx. */
export { MAX_QTY_PER_LINE, MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '@/shared/constants';
export const MAX_ADDRESSES_PER_USER = 20;
export const MAX_TEST_TODOS = 100;
/**
 * An online order left unpaid this long expires: it is kept, as `expired`, and the pairs it reserved
 * go back on sale (src/api/orders/expiry.ts). Short, so unpaid checkouts cannot hold stock for a day
 * (docs/decisions.md, "Order lifecycle and stock"); a payment that arrives later is refunded.
 */
export const UNPAID_ORDER_LIFETIME_MS = 30 * 60 * 1000;
/**
 * Online orders one shopper may have waiting for their payment at once; each lapses
 * UNPAID_ORDER_LIFETIME_MS after it was placed. A retry of one checkout reuses its order.
 */
export const MAX_UNPAID_ORDERS_PER_USER = 5;
/**
 * Cash on Delivery orders one shopper may place in one day, India time (midnight to midnight IST):
 * each takes an invoice number and sends a courier with nothing paid.
 */
export const MAX_COD_ORDERS_PER_DAY = 3;
/**
 * Cash on Delivery orders, and their pairs, one shopper may have on their way at once (placed, not
 * yet delivered, cancelled or returned): each holds pairs no one has paid for.
 */
export const MAX_OPEN_COD_ORDERS_PER_USER = 2;
export const MAX_OPEN_COD_PAIRS_PER_USER = 4;
/**
 * The share of a product's pairs on hand that Cash on Delivery orders of shoppers without a
 * delivered order may hold together (rounded down): however many fresh accounts place them, the
 * rest stays on sale to shoppers who pay.
 */
export const NEW_SHOPPER_COD_SHARE = 0.2;

/** A limit on how often one key may do something: `points` times per `seconds` (a fixed window). */
export interface RateLimit {
  points: number;
  seconds: number;
  /** Counted by each server process alone, in memory, instead of shared in PostgreSQL. */
  perProcess?: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What one client address, or one account, may do (docs/decisions.md says why these numbers):
 * failed logins per account, failed logins in all, new accounts and guest accounts, orders and
 * reviews; and what one account may be tried, from every address together (LOGIN_DELAYS). An IPv6
 * client is counted by its /64 (`clientKey`). The window starts at the first attempt and never
 * grows, so a lock ends at most one window after it began. Every process of the server shares the
 * counts (PostgreSQL) but for a `perProcess` limit; the embedded mock keeps them in memory.
 */
export const RATE_LIMITS = {
  /** Wrong passwords for one account from one address: the brute force on one shopper. */
  loginFailuresPerAccount: { points: 10, seconds: 15 * MINUTE },
  /** Failed logins from one address, whatever the account: guessing across many accounts. */
  loginFailuresPerAddress: { points: 100, seconds: 15 * MINUTE },
  signupsPerAddress: { points: 100, seconds: HOUR },
  guestsPerAddress: { points: 100, seconds: HOUR },
  /** POST /api/user/orders by one account (keyed by its id), a repeat of one checkout too. */
  ordersPerAccount: { points: 20, seconds: HOUR },
  ordersPerAddress: { points: 200, seconds: HOUR },
  /**
   * Adding, changing and removing cart lines: a shopper's clicks, not a script's stream. Counted in
   * each server process's memory: a cart holds no pairs, so these bound load, not money, and a
   * shared count would cost every cart write two more database statements (a cluster of N
   * processes allows up to N times these; docs/decisions.md).
   */
  cartWritesPerAccount: { points: 300, seconds: HOUR, perProcess: true },
  cartWritesPerAddress: { points: 3000, seconds: HOUR, perProcess: true },
  /** PUT /api/products/:productId/reviews by one account, refused ones too (beside the daily cap). */
  reviewsPerAccount: { points: 30, seconds: HOUR },
  reviewsPerAddress: { points: 100, seconds: HOUR },
  /** POST /api/complaints, which anyone may send without an account: a person has a few to make, not a stream. */
  complaintsPerAddress: { points: 10, seconds: HOUR },
  /** Forgot password's emails asked for one email address (an account or not): a few, not a stream to its inbox. */
  passwordResetsPerAccount: { points: 5, seconds: HOUR },
  /** Reset links asked for, and new passwords set, from one address. */
  passwordResetsPerAddress: { points: 30, seconds: HOUR },
  /**
   * Login attempts for one account from every address together, since its last successful login
   * (forgotten a day after the first): counts only, never refuses by itself; past
   * LOGIN_DELAYS.freeFailures each attempt waits its turn at loginDelayPerAccount.
   */
  loginAttemptsPerAccount: { points: 1_000_000, seconds: DAY },
  /** The turn each further attempt for one account waits for: one attempt per delay (its own duration). */
  loginDelayPerAccount: { points: 1, seconds: 1 },
} as const satisfies Record<string, RateLimit>;

/**
 * Growing delays for guessing one account's password from many addresses, which the per-address
 * limits above cannot see. After `freeFailures` failed attempts (from anywhere), each further
 * attempt must wait `firstDelaySeconds`, then twice that, and so on up to `maxDelaySeconds`, since
 * the one before it; sooner, it is a 429 with Retry-After, even with the right password, and costs
 * nothing. The cap keeps a shopper's own wait short whoever is guessing: the right password after
 * the wait logs in and forgets the count. Guessing is slowed to one try per `maxDelaySeconds` —
 * under 300 a day against a password of 8 characters or more.
 */
export const LOGIN_DELAYS = {
  freeFailures: 10,
  firstDelaySeconds: 2,
  maxDelaySeconds: 5 * MINUTE,
} as const;

/** How long the attempt numbered `attempt` (since the last success) holds back the next one; 0: none. */
export function loginDelaySeconds(attempt: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_DELAYS;
  if (attempt < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(attempt - freeFailures, 30));
}

/**
 * A guest account no one has logged in to for this long is deleted with everything it holds (when
 * the next guest account is made). A day more than a token lasts (7 days), so no guest still
 * holding a valid token is ever deleted.
 */
export const UNUSED_GUEST_LIFETIME_MS = 8 * 24 * HOUR * 1000;

/** Reviews one shopper may write or replace in any 24 hours; each write counts, a refusal does not. */
export const MAX_REVIEW_WRITES_PER_DAY = 10;
export const REVIEW_WRITE_WINDOW_MS = 24 * 60 * 60 * 1000;
