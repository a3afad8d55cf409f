import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { recordRefund } from './refunds';
import { settleRefunds } from './settle';

/**
 * A payment that arrived for an expired order (recorded as refunded by the payment's transaction)
 * is given back in full as a refund like any other: recorded once, however many times the page and
 * the webhook report it, then made through Razorpay (or the test checkout).
 */
export async function refundLatePayment(backend: Backend, orderId: string): Promise<void> {
  const at = stampOf(backend.clock);
  await backend.repos.transaction((tx) => recordRefund(tx, backend, { orderId, cause: 'late_payment', at }));
  await settleRefunds(backend, orderId);
}
