import { firstTables } from './01-first-tables';
import { unpaidOrdersByAge } from './02-unpaid-orders-by-age';
import { sharedRateLimits } from './03-shared-rate-limits';
import { paymentMethods } from './04-payment-methods';
import { reviews } from './05-reviews';
import { payments } from './06-payments';
import { endingSessions } from './07-ending-sessions';
import { ordersOutliveAccounts } from './08-orders-outlive-accounts';
import { staff } from './09-staff';
import { orderLifecycle } from './10-order-lifecycle';
import { catalogueAdministration } from './11-catalogue-administration';
import { refundsAndCreditNotes } from './12-refunds-credit-notes';
import { returns } from './13-returns';
import { shopperUpdates } from './14-shopper-updates';
import { complaints } from './15-complaints';
import { emailTries } from './16-email-tries';
import { unloggedRateLimits } from './17-unlogged-rate-limits';
import { pictureVariants } from './18-picture-variants';
import { orderNumbers } from './19-order-numbers';
import { passwordResets } from './20-password-resets';
import { consoleSafety } from './21-console-safety';
import { ownerDashboard } from './22-owner-dashboard';
import { shopperLanguage } from './23-shopper-language';
import { productsInHindi } from './24-products-in-hindi';
import type { Migration } from './migration';

export type { Migration } from './migration';

/**
 * The schema, as numbered migrations applied in order at start (server/db/migrate.ts), one file
 * each. A shipped migration never changes, not even its text: a new one is a new file, appended
 * here. Each is a list of statements, because PGlite's parameterised query runs one statement at
 * a time.
 *
 * Money is whole rupees and paise (integer). Timestamps are timestamptz; answers format them as
 * the spec's YYYY-MM-DDTHH:mm:ssZ. `seq` keeps insertion order, which carts and lists answer in.
 */
export const migrations: readonly Migration[] = [
  firstTables,
  unpaidOrdersByAge,
  sharedRateLimits,
  paymentMethods,
  reviews,
  payments,
  endingSessions,
  ordersOutliveAccounts,
  staff,
  orderLifecycle,
  catalogueAdministration,
  refundsAndCreditNotes,
  returns,
  shopperUpdates,
  complaints,
  emailTries,
  unloggedRateLimits,
  pictureVariants,
  orderNumbers,
  passwordResets,
  consoleSafety,
  ownerDashboard,
  shopperLanguage,
  productsInHindi,
];

/** What shoppers create, children first so TRUNCATE needs no CASCADE surprises. */
/** Tests reset and compare these. */
export const SHOPPER_TABLES = [
  'password_resets',
  'order_returns',
  'shopper_updates',
  'cart_lines',
  'wishlist_lines',
  'addresses',
  'refunds',
  'credit_notes',
  'credit_note_series',
  'invoice_lines',
  'orders',
  'stock',
  'invoice_series',
  'reviews',
  'review_writes',
  'razorpay_events',
  'payment_failures',
  'test_todos',
  'guest_accounts',
  'morning_notes',
  'staff_revoked_sessions',
  'staff_members',
  'staff_audit',
  'complaints',
  'revoked_sessions',
  'users',
] as const;
