/** Caps on what one shopper can make the backend store; each refusal is a readable 4xx. */
export { MAX_QTY_PER_LINE } from '@/shared/constants';
export const MAX_ADDRESSES_PER_USER = 20;
export const MAX_TEST_TODOS = 100;
/** An order left unpaid this long is deleted (when the next order is placed, by anyone). */
export const UNPAID_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;
