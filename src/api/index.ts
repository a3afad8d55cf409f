/**
 * The shop's /api backend, as the Node server uses it: the contract's routes and their answerer,
 * the SQL repositories and migrations, and what the server's settings and seed need. The only way
 * into src/api from server/ (eslint.config.mjs); the embedded mock (src/mocks) builds its own
 * backend over the @mswjs/data repositories.
 */
export {
  BROWSER_PBKDF2_ITERATIONS,
  demoUsers,
  hashPassword,
  purgeIdleGuests,
  verifyPassword,
  type Secrets,
  type UserRecord,
} from './accounts';
export {
  PRODUCT_PICTURE_SIZE,
  type Backend,
  type PaymentSetup,
  type PictureVariant,
  type ResizedPicture,
} from './backend';
export {
  CATALOGUE_CHANGED,
  STOCK_MAX_AGE_SECONDS,
  forgetCatalogue,
  productInputOf,
  seedCategories,
  seedProducts,
  type CatalogueCache,
  type CatalogueRepository,
} from './catalogue';
export { stampOf, systemClock } from './clock';
export {
  BODY_TOO_LARGE,
  createApiAnswerer,
  MAX_BODY_CHARS,
  PICTURE_TOO_LARGE,
  REQUEST_ID_HEADER,
  type ApiAnswerer,
} from './http/handle';
export { route, type ApiRoute, type BodyKind } from './http/route';
export { HttpError } from './http/http-error';
export { LOGIN_DELAYS, RATE_LIMITS } from './limits/limits';
export { forgetPerProcessCounts, sqlRateLimiters } from './limits/sql-rate-limiters';
export { TEST_CHECKOUT_SCRIPT_PATH } from './payments/test-checkout/script-path';
export {
  RazorpayApiError,
  type RazorpayAccount,
  type RazorpayApi,
  type RazorpayOrderEntity,
  type RazorpayPaymentEntity,
  type RazorpayRefundEntity,
} from './razorpay/api';
export { GSTIN_FORMAT, TEST_SELLER, TEST_SELLER_CONTACTS } from './orders/seller';
export { KNOWN_COURIERS } from './orders/couriers';
export type { Repositories } from './repositories';
export { answerApi } from './every-route';
export { sqlState, type SqlClient, type SqlValue } from './sql-client';
export { migrations, SHOPPER_TABLES, type Migration } from './sql-migrations';
export { sqlRepositories } from './sql-repositories';
export {
  EMAIL_MAX_TRIES,
  emailRetryDelayMs,
  emailUpdateOnce,
  UPDATE_EMAIL_WORDS,
  UPDATE_MADE,
  unsentUpdates,
  type EmailOutcome,
  type UpdateEmail,
} from './messages';
export {
  emailPasswordResetOnce,
  PASSWORD_RESET_MADE,
  resetEmailText,
  resetEmailWords,
  resetLink,
  unsentPasswordResets,
  type ResetEmail,
} from './password-resets';
export { expireUnpaidOrders } from './orders/expiry';
export {
  claimMorningNote,
  morningNoteRecipients,
  morningNoteSent,
  morningNoteUnsent,
  type MorningNote,
  type MorningNoteRecipient,
} from './dashboard';
export { morningNote } from './morning-notes';
export { sampleTodos } from './test-todos';
export { addStaffMember, demoStaff, newStaffInput } from './staff';
