import type { Order } from '@/shared/types';
import { withInvoiceNumber } from '@/api/orders';
import { HttpError } from '@/api/http/http-error';
import type { Repositories } from '@/api/repositories';
import { lifecycleMessages } from '@/shared/messages';
import { expireIn, unpaidLapsed } from '@/api/orders';
import { linesOf, moveOrder, type MoveShop } from '@/api/orders';
import { PaymentIdTaken } from '@/api/orders';

/** What recording a payment did. */
export type PaymentRecord =
  /** Confirmed now: its lines left the cart and it has its invoice number. */
  | { outcome: 'paid'; order: Order }
  /** Paid before by this same payment (a replay): nothing changed. */
  | { outcome: 'already-paid'; order: Order }
  /** Paid by another payment, or not waiting for one (Cash on Delivery): nothing changed. */
  | { outcome: 'paid-otherwise'; order: Order }
  /**
   * The order had expired, or its pairs were sold meanwhile (it is cancelled now): the payment is
   * recorded as refunded, and the caller gives the money back (refundUnconfirmedPayment).
   */
  | { outcome: 'refund'; order: Order }
  /** That payment was recorded as refunded before (the page and the webhook both report it). */
  | { outcome: 'already-refunded'; order: Order }
  | { outcome: 'no-order' };

/**
 * A payment the order was refunded instead of confirmed by: it came after the order expired, or
 * after its pairs were sold (cancelled without ever being confirmed).
 */
export const refundedUnconfirmed = (order: Order): boolean =>
  order.paymentState === 'refunded' &&
  (order.status === 'expired' ||
    (order.status === 'cancelled' && !order.timeline.some((step) => step.status === 'confirmed')));

/** An order the payment did not confirm: why, read as it is now. */
async function notConfirmed(
  tx: Repositories,
  userId: string,
  orderId: string,
  paymentId: string,
  at: string,
) {
  const current = await tx.orders.find(userId, orderId);
  if (!current) return { outcome: 'no-order' } as const;
  if (current.paymentId === paymentId) {
    return {
      outcome: refundedUnconfirmed(current) ? 'already-refunded' : 'already-paid',
      order: current,
    } as const;
  }
  if (current.status === 'expired') {
    const refunded = await tx.orders.recordRefund(orderId, paymentId, at);
    if (refunded) return { outcome: 'refund', order: refunded } as const;
  }
  return { outcome: 'paid-otherwise', order: current } as const;
}

/**
 * The order's pairs are gone (bought by shoppers who paid first): the payment cancels it instead,
 * recorded as refunded, and the shopper is told why. The caller gives the money back.
 */
async function cancelSoldOut(
  tx: Repositories,
  shop: MoveShop,
  payment: { orderId: string; paymentId: string; at: string },
) {
  const { order } = await moveOrder(tx, shop, {
    ...payment,
    to: 'cancelled',
    actor: 'payment',
    note: lifecycleMessages.soldOutNote,
    news: { reason: 'sold_out' },
  });
  return { outcome: 'refund', order } as const;
}

/**
 * Paying an order, written once for every way a payment arrives (the shopper's browser reporting
 * it, Razorpay's webhook, the offline test checkout through the page): in `tx`, the caller's
 * transaction, it takes the order's pairs (an online order holds none until now), confirms the
 * order with the payment through the one lifecycle move (moveOrder), takes its lines out of the
 * shopper's cart and issues the invoice number. A payment confirms nothing, and is recorded as
 * refunded, when it comes for an order past its unpaid lifetime (expired now if no sweep did it
 * yet) or for pairs no longer there (the order is cancelled). Throws PaymentIdTaken when the
 * payment already pays another order (on SQL `tx` is then over).
 */
export async function recordPayment(
  tx: Repositories,
  shop: MoveShop,
  payment: { userId: string; orderId: string; paymentId: string; at: string },
): Promise<PaymentRecord> {
  const { userId, orderId, paymentId, at } = payment;
  const stored = await tx.orders.findById(orderId);
  if (stored?.userId !== userId || stored.order.status !== 'created') {
    return notConfirmed(tx, userId, orderId, paymentId, at);
  }
  // The lifetime is read now, whether or not a sweep has run.
  if (unpaidLapsed(stored.order, at)) {
    await expireIn(tx, shop, orderId, at);
    return notConfirmed(tx, userId, orderId, paymentId, at);
  }
  // Before any write: the memory store has no rollback to undo the pairs taken below.
  const holder = await tx.orders.paidBy(paymentId);
  if (holder !== null && holder !== orderId) throw new PaymentIdTaken(paymentId);
  const lines = linesOf(stored.order);
  // All or none; held already only by an order placed before payments took the pairs.
  const takes = !stored.stockHeld;
  if (takes && (await tx.stock.reserve(lines))) return cancelSoldOut(tx, shop, { orderId, paymentId, at });
  try {
    const move = { orderId, to: 'confirmed', actor: 'payment', at, paymentId, holdsStock: takes } as const;
    const { order } = await moveOrder(tx, shop, move);
    await tx.cart.removeOrdered(userId, order.items, at);
    return { outcome: 'paid', order: await withInvoiceNumber(tx, userId, order) };
  } catch (error) {
    // Another confirmation (or the expiry) moved it first: the pairs taken go back, and the
    // payment is answered as the order is now.
    if (error instanceof HttpError && error.status === 409) {
      if (takes) await tx.stock.release(lines);
      return notConfirmed(tx, userId, orderId, paymentId, at);
    }
    throw error;
  }
}
