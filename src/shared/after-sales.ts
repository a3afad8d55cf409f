/**
 * The contract's types now live by resource (orders.ts, returns.ts, refunds.ts, updates.ts,
 * complaints.ts, seller.ts). This file only keeps the names src/api/orders and src/api/refunds still
 * import from here, so those folders can change meanwhile; issue 35: the orders pass points them at
 * the resource modules and deletes it.
 */
export { CANCEL_REASONS, NOTE_MAX_LENGTH, type CancelInput, type OrderAfterSales } from './orders';
export { REFUND_STATES, type CreditNote, type Refund, type RefundCause, type RefundState } from './refunds';
export type { SellerContacts } from './seller';
export type { OrderLineRef } from './types';
export { ORDER_STEP_UPDATES, type UpdateKind } from './updates';
