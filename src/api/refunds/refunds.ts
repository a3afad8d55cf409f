import type { OrderAfterSales } from '@/shared/orders';
import type { Refund, RefundCause } from '@/shared/refunds';
import type { OrderLineRef } from '@/shared/types';
import { creditNote, creditNoteLines, creditNoteYear, pairsToCredit } from '@/shared/gst/credit-note';
import { taxInvoice } from '@/shared/gst/tax-invoice';
import { orderMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import type { Backend } from '@/api/backend';
import { badRequest, notFound } from '@/api/http/http-error';
import { notifyShopper } from '@/api/messages';
import { newRazorpayId } from '@/api/razorpay';
import type { Repositories } from '@/api/repositories';
import { refundMessages } from '@/api/words';
import type { StoredRefund } from './repository';

/** What a refund is asked for: the whole order unless `lines` name some of its pairs. */
export interface RefundRequest {
  orderId: string;
  cause: RefundCause;
  /** Absent: the whole order (what is left of it after earlier credit notes). */
  lines?: OrderLineRef[];
  returnId?: string;
  /** Where a Cash on Delivery order's money goes (validated by the caller). */
  upiId?: string;
  /** A timestamp: the refund's and its credit note's. */
  at: string;
}

/** One refund (and one credit note) per order, cause and return, however often it is asked for. */
const refundKey = ({ orderId, cause, returnId }: RefundRequest) => `${orderId}:${cause}:${returnId ?? ''}`;

/** Whether the shop holds the order's money: paid online, or collected at the door. */
const moneyReceived = (order: Order) =>
  order.paymentMethod === 'online' ? order.paymentId !== undefined : order.paymentState === 'cod_collected';

/**
 * Issues the GST credit note for the request's pairs (those not credited before), under `key`:
 * null when the order has no invoice or nothing is left to credit.
 */
async function issueCreditNoteFor(
  tx: Repositories,
  backend: Pick<Backend, 'seller'>,
  order: Order,
  request: RefundRequest,
) {
  const invoice = taxInvoice(order, backend.seller);
  if (!invoice) return null;
  const earlier = await tx.refunds.creditNotesOf(order._id);
  const creditedBefore = earlier.flatMap((note) => note.lines);
  const orderLines = order.items.map((line) => ({ productId: line._id, qty: line.qty }));
  const pairs = pairsToCredit(orderLines, creditedBefore, request.lines);
  const productIds = order.items.map((line) => line._id);
  const lines = creditNoteLines(invoice, productIds, pairs);
  if (lines.length === 0) return null;
  const { orderId, cause, at } = request;
  const note = creditNote(invoice, { orderId, issuedAt: at, cause, lines });
  return tx.refunds.issueCreditNote(refundKey(request), creditNoteYear(at), note);
}

const publicRefund = ({ key: _key, gatewayRefundId: _gateway, ...refund }: StoredRefund): Refund => refund;

/**
 * Records a refund in `tx`, the caller's transaction (a cancellation's, a return's): the amount is
 * the requested pairs' share of the invoice, the GST credit note is issued with it, and the shopper
 * is told (refund_issued). Idempotent per order, cause and return: asked again, it answers the
 * refund made the first time. Null when nothing is refunded (the shop never had the money, e.g. a
 * Cash on Delivery order cancelled before delivery), though an invoiced order still gets its
 * credit note. The money moves after commit: `settleRefunds`.
 */
export async function recordRefund(
  tx: Repositories,
  backend: Pick<Backend, 'seller'>,
  request: RefundRequest,
): Promise<Refund | null> {
  const key = refundKey(request);
  const made = await tx.refunds.byKey(key);
  if (made) return publicRefund(made);
  if (await tx.refunds.creditNoteByKey(key)) return null;
  const stored = await tx.orders.findById(request.orderId);
  if (!stored) throw notFound(orderMessages.orderNotFound);
  const { order } = stored;
  // Two refunds of one order at once (two of its returns received together) would each count the
  // pairs credited before without the other's: the shopper's refunds are made one at a time.
  if (stored.userId) await tx.orders.holdShopper(stored.userId);
  const note = await issueCreditNoteFor(tx, backend, order, request);
  // An order without an invoice (an expired one's late payment) is given back in full.
  const amountPaise = order.invoiceNumber ? (note?.totalPaise ?? 0) : order.amountPaise;
  if (!moneyReceived(order) || amountPaise <= 0) return null;
  const route = order.paymentMethod === 'online' ? 'original' : 'upi';
  if (route === 'upi' && !request.upiId) throw badRequest(refundMessages.upiIdRequired);
  const { refund, created } = await tx.refunds.insert({
    _id: newRazorpayId(route === 'original' ? 'rfnd' : 'payout'),
    key,
    orderId: order._id,
    cause: request.cause,
    amountPaise,
    route,
    state: 'pending',
    createdAt: request.at,
    ...(route === 'upi' ? { upiId: request.upiId } : {}),
    ...(request.returnId ? { returnId: request.returnId } : {}),
    ...(note ? { creditNoteNumber: note.number } : {}),
  });
  if (created && stored.userId) {
    const details = { amountPaise, ...(refund.upiId ? { upiId: refund.upiId } : {}) };
    const news = { userId: stored.userId, orderId: order._id, at: request.at, details };
    await notifyShopper(tx, { ...news, kind: 'refund_issued' });
  }
  return publicRefund(refund);
}

/** What the order page shows after the sale: its returns, refunds and credit notes. */
export async function afterSalesOf(repos: Repositories, orderId: string): Promise<OrderAfterSales> {
  const [refunds, notes, returns] = await Promise.all([
    repos.refunds.ofOrder(orderId),
    repos.refunds.creditNotesOf(orderId),
    repos.returns.ofOrder(orderId),
  ]);
  return {
    returns,
    refunds: refunds.map(publicRefund),
    creditNotes: notes.map(({ number, issuedAt, totalPaise }) => ({ number, issuedAt, totalPaise })),
  };
}
