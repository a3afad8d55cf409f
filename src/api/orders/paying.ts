import { financialYear } from '@/shared/gst/invoice-number';
import { indiaDate } from '@/shared/gst/tax-invoice';
import type { Order } from '@/shared/types';
import { HttpError } from '@/api/http/http-error';
import type { Repositories } from '@/api/repositories';
import { moveOrder } from './lifecycle';

/** A confirmed order takes the next number of its financial year's invoice series. */
export async function withInvoiceNumber(tx: Repositories, userId: string, order: Order): Promise<Order> {
  const year = financialYear(indiaDate(order.paidAt ?? order.createdAt));
  return (await tx.orders.issueInvoiceNumber(userId, order._id, year)) ?? order;
}

/** What recording a payment did. */
export type PaymentRecord =
  /** Confirmed now: its lines left the cart and it has its invoice number. */
  | { outcome: 'paid'; order: Order }
  /** Paid before by this same payment (a replay): nothing changed. */
  | { outcome: 'already-paid'; order: Order }
  /** Paid by another payment, or not waiting for one (Cash on Delivery): nothing changed. */
  | { outcome: 'paid-otherwise'; order: Order }
  /**
   * The order had expired (its pairs released): the payment is recorded as refunded, and the
   * caller gives the money back (Razorpay's refund, with real keys).
   */
  | { outcome: 'refund'; order: Order }
  /** That payment was recorded as refunded before (the page and the webhook both report it). */
  | { outcome: 'already-refunded'; order: Order }
  | { outcome: 'no-order' };

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
      outcome: current.status === 'expired' ? 'already-refunded' : 'already-paid',
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
 * Paying an order, written once for every way a payment arrives (the shopper's browser reporting
 * it, Razorpay's webhook): confirms the unpaid order with the payment through the one lifecycle
 * move (moveOrder), takes the order's lines out of the shopper's cart and issues the invoice
 * number, all in `tx`, the caller's transaction. A payment for an expired order confirms nothing:
 * it is recorded as refunded. Throws PaymentIdTaken when the payment already pays another order
 * (on SQL `tx` is then over).
 */
export async function recordPayment(
  tx: Repositories,
  payment: { userId: string; orderId: string; paymentId: string; at: string },
): Promise<PaymentRecord> {
  const { userId, orderId, paymentId, at } = payment;
  const current = await tx.orders.find(userId, orderId);
  if (current?.status !== 'created') return notConfirmed(tx, userId, orderId, paymentId, at);
  try {
    const { order } = await moveOrder(tx, { orderId, to: 'confirmed', actor: 'payment', at, paymentId });
    await tx.cart.removeOrdered(userId, order.items, at);
    return { outcome: 'paid', order: await withInvoiceNumber(tx, userId, order) };
  } catch (error) {
    // Another confirmation (or the expiry) moved it first: answered as it is now.
    if (error instanceof HttpError && error.status === 409) {
      return notConfirmed(tx, userId, orderId, paymentId, at);
    }
    throw error;
  }
}
