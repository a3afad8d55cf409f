import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import type { Order } from '@/shared/types';
import { refundedUnconfirmed } from '@/api/payments/paying';
import { recordRefund } from '@/api/refunds';
import { settleRefunds } from '@/api/refunds';

/**
 * A payment that confirmed nothing (recorded as refunded by the payment's transaction: it came for
 * an expired order, or for pairs sold meanwhile, which cancelled the order) is given back in full
 * as a refund like any other: recorded once, however many times the page and the webhook report
 * it, then made through Razorpay (or the test checkout). Any other order is left alone.
 */
export async function refundUnconfirmedPayment(backend: Backend, order: Order): Promise<void> {
  if (!refundedUnconfirmed(order)) return;
  const at = stampOf(backend.clock);
  const cause = order.status === 'expired' ? 'late_payment' : 'cancelled';
  await backend.repos.transaction((tx) => recordRefund(tx, backend, { orderId: order._id, cause, at }));
  await settleRefunds(backend, order._id);
}
