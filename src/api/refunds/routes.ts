import { HttpResponse } from 'msw';
import { CANCEL_REASONS, NOTE_MAX_LENGTH, type CancelInput } from '@/shared/orders';
import { taxInvoice } from '@/shared/gst/tax-invoice';
import { orderMessages } from '@/shared/messages';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type ShopperContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { moveOrder } from '@/api/orders/lifecycle';
import { refundMessages } from './messages';
import { afterSalesOf } from './refunds';
import { refundAfterMove } from './refund-after-move';
import { settleRefunds } from './settle';

function cancelInput(body: unknown): CancelInput {
  const { reason, note } = asObject(body);
  const known = Object.keys(CANCEL_REASONS).find((key) => key === reason) as
    CancelInput['reason'] | undefined;
  if (!known)
    throw badRequest(refundMessages.cancelReasonInvalid, { reason: refundMessages.cancelReasonInvalid });
  if (note !== undefined && note !== null && typeof note !== 'string') {
    throw badRequest(refundMessages.noteTooLong(NOTE_MAX_LENGTH), {
      note: refundMessages.noteTooLong(NOTE_MAX_LENGTH),
    });
  }
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > NOTE_MAX_LENGTH) {
    throw badRequest(refundMessages.noteTooLong(NOTE_MAX_LENGTH), {
      note: refundMessages.noteTooLong(NOTE_MAX_LENGTH),
    });
  }
  return { reason: known, ...(text ? { note: text } : {}) };
}

type OrderParams = { orderId: string };

/**
 * The shopper cancels their own order while it is confirmed or packed (the lifecycle's table):
 * the pairs go back on sale, a prepaid order is refunded and its credit note issued, all in one
 * transaction; then the refund is made. A second cancel is a 409 (already cancelled), never a
 * second refund; a ship at the same moment and the cancel end in exactly one of them.
 */
async function cancelOrder(backend: Backend, { user, params, body }: ShopperContext<OrderParams>) {
  const input = cancelInput(body);
  const { orderId } = params;
  if (!(await backend.repos.orders.find(user._id, orderId))) throw notFound(orderMessages.orderNotFound);
  const at = stampOf(backend.clock);
  const note = `${CANCEL_REASONS[input.reason]}${input.note ? `: ${input.note}` : ''}`;
  await backend.repos.transaction(async (tx) => {
    const moved = await moveOrder(tx, { orderId, to: 'cancelled', actor: 'shopper', at, note });
    await refundAfterMove(tx, backend, moved.order, at);
  });
  await settleRefunds(backend, orderId);
  const order = await backend.repos.orders.find(user._id, orderId);
  return HttpResponse.json({ order, afterSales: await afterSalesOf(backend.repos, orderId) });
}

/** One of the shopper's own orders' credit notes, by its number, with the invoice it is against (the printed note's parties). */
async function showCreditNote(
  backend: Backend,
  { user, params }: ShopperContext<OrderParams & { number: string }>,
) {
  const order = await backend.repos.orders.find(user._id, params.orderId);
  if (!order) throw notFound(orderMessages.orderNotFound);
  const notes = await backend.repos.refunds.creditNotesOf(order._id);
  const note = notes.find((one) => one.number === params.number);
  if (!note) throw notFound(refundMessages.noSuchCreditNote);
  return HttpResponse.json({ creditNote: note, invoice: taxInvoice(order, backend.seller) });
}

/** The shopper's cancellation and credit notes. */
export const refundRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/user/orders/:orderId/cancel',
    access: 'shopper',
    answer: (context) => cancelOrder(backend, context),
  }),
  route({
    method: 'GET',
    path: '/api/user/orders/:orderId/credit-notes/:number',
    access: 'shopper',
    answer: (context) => showCreditNote(backend, context),
  }),
];
