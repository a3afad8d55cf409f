import { financialYear } from '@/shared/gst/invoice-number';
import { indiaDate } from '@/shared/gst/tax-invoice';
import type { Order } from '@/shared/types';
import type { Repositories } from '@/api/repositories';

/** A confirmed order takes the next number of its financial year's invoice series. */
export async function withInvoiceNumber(tx: Repositories, userId: string, order: Order): Promise<Order> {
  const year = financialYear(indiaDate(order.paidAt ?? order.createdAt));
  return (await tx.orders.issueInvoiceNumber(userId, order._id, year)) ?? order;
}

/** What recording a payment did. */
export type PaymentRecord =
  /** Marked paid now: its lines left the cart and it has its invoice number. */
  | { outcome: 'paid'; order: Order }
  /** Paid before by this same payment (a replay): nothing changed. */
  | { outcome: 'already-paid'; order: Order }
  /** Paid by another payment, or not waiting for one (Cash on Delivery): nothing changed. */
  | { outcome: 'paid-otherwise'; order: Order }
  | { outcome: 'no-order' };

/**
 * Paying an order, written once for every way a payment arrives (the shopper's browser reporting
 * it, Razorpay's webhook): marks the unpaid order paid with the payment, takes the order's lines
 * out of the shopper's cart and issues the invoice number, all in `tx`, the caller's transaction.
 * Throws PaymentIdTaken when the payment already pays another order (on SQL `tx` is then over).
 */
export async function recordPayment(
  tx: Repositories,
  payment: { userId: string; orderId: string; paymentId: string; at: string },
): Promise<PaymentRecord> {
  const { userId, orderId, paymentId, at } = payment;
  const marked = await tx.orders.markPaid(userId, orderId, paymentId, at);
  if (marked) {
    await tx.cart.removeOrdered(userId, marked.items, at);
    return { outcome: 'paid', order: await withInvoiceNumber(tx, userId, marked) };
  }
  const current = await tx.orders.find(userId, orderId);
  if (!current) return { outcome: 'no-order' };
  return current.paymentId === paymentId
    ? { outcome: 'already-paid', order: current }
    : { outcome: 'paid-otherwise', order: current };
}
