import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { notifyShopper } from '@/api/messages';
import { RazorpayApiError, type RazorpayAccount } from '@/api/razorpay';
import type { Repositories } from '@/api/repositories';
import type { RefundSettlement, StoredRefund } from './repository';

/**
 * Asks Razorpay's Refunds API to give back `refund` from the payment: what became of it, or null
 * when Razorpay could not be reached or answered 5xx (or 409: a request with the same key is in
 * hand): the refund stays pending and is asked for again. The refund's id is the idempotency key,
 * so asking again never refunds twice.
 */
async function askRazorpay(
  razorpay: RazorpayAccount,
  paymentId: string,
  refund: StoredRefund,
  at: string,
): Promise<RefundSettlement | null> {
  try {
    const made = await razorpay.api.refundPayment(
      paymentId,
      { amount: refund.amountPaise, receipt: refund._id },
      refund._id,
    );
    if (made.status === 'processed') return { state: 'processed', processedAt: at, gatewayRefundId: made.id };
    return { state: made.status === 'failed' ? 'failed' : 'pending', gatewayRefundId: made.id };
  } catch (error) {
    if (!(error instanceof RazorpayApiError)) throw error;
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'razorpay refund not made',
        refundId: refund._id,
        error: error.message,
      }),
    );
    const refused = error.status !== null && error.status < 500 && error.status !== 409;
    return refused ? { state: 'failed' } : null;
  }
}

/**
 * Records a settlement in `tx`, and when the money went back tells the shopper (refund_processed)
 * in the same transaction: the message exactly when the refund is marked. Nothing when the refund
 * was settled before (a repeated event, a second click).
 */
export async function settleIn(tx: Repositories, refund: StoredRefund, settlement: RefundSettlement) {
  const settled = await tx.refunds.settle(refund._id, settlement);
  if (settled?.state !== 'processed') return;
  const stored = await tx.orders.findById(refund.orderId);
  if (!stored?.userId) return;
  await notifyShopper(tx, {
    userId: stored.userId,
    orderId: refund.orderId,
    kind: 'refund_processed',
    at: settlement.processedAt ?? refund.createdAt,
    details: { amountPaise: refund.amountPaise, ...(refund.upiId ? { upiId: refund.upiId } : {}) },
  });
}

/** `settleIn`, in a transaction of its own. */
export const recordSettlement = (backend: Backend, refund: StoredRefund, settlement: RefundSettlement) =>
  backend.repos.transaction((tx) => settleIn(tx, refund, settlement));

/**
 * After the transaction that recorded them: gives back each of the order's pending refunds to the
 * payment method (`original`) that Razorpay has not yet taken. With real keys Razorpay's Refunds API
 * is asked (its `refund.processed` and `refund.failed` webhooks settle the ones it answers pending:
 * ./refund-events.ts); offline the test checkout refunds at once. UPI payouts wait for staff.
 */
export async function settleRefunds(backend: Backend, orderId: string): Promise<void> {
  const waiting = (await backend.repos.refunds.ofOrder(orderId)).filter(
    (refund) => refund.route === 'original' && refund.state === 'pending' && !refund.gatewayRefundId,
  );
  if (waiting.length === 0) return;
  const paymentId = (await backend.repos.orders.findById(orderId))?.order.paymentId;
  for (const refund of waiting) {
    const at = stampOf(backend.clock);
    const settlement = !backend.razorpay
      ? ({ state: 'processed', processedAt: at } as const)
      : paymentId
        ? await askRazorpay(backend.razorpay, paymentId, refund, at)
        : ({ state: 'failed' } as const);
    if (settlement) await recordSettlement(backend, refund, settlement);
  }
}
