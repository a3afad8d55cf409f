/** Caps on what one shopper can make the backend store; each refusal is a readable 4xx. */
export { MAX_QTY_PER_LINE, MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '@/shared/constants';
export const MAX_ADDRESSES_PER_USER = 20;
export const MAX_TEST_TODOS = 100;
/** An order left unpaid this long is deleted (when the next order is placed, by anyone). */
export const UNPAID_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Reviews one shopper may write or replace in any 24 hours; each write counts, a refusal does not. */
export const MAX_REVIEW_WRITES_PER_DAY = 10;
export const REVIEW_WRITE_WINDOW_MS = 24 * 60 * 60 * 1000;
