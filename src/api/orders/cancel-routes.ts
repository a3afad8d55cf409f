import { HttpResponse } from 'msw';
import { CANCEL_REASONS, NOTE_MAX_LENGTH, type CancelInput } from '@/shared/orders';
import { orderMessages } from '@/shared/messages';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type ShopperContext } from '@/api/http/route';
import { asObject } from '@/api/http/validate';
import { refundMessages } from '@/api/words';
import { afterSalesOf } from '@/api/refunds';
import { moveOrderNow } from './move-order';

type OrderParams = { orderId: string };

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
  await moveOrderNow(backend, { orderId, to: 'cancelled', actor: 'shopper', at, note });
  const order = await backend.repos.orders.find(user._id, orderId);
  return HttpResponse.json({ order, afterSales: await afterSalesOf(backend.repos, orderId) });
}

/** The shopper's cancel of their own order. */
export const cancelRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/user/orders/:orderId/cancel',
    access: 'shopper',
    answer: (context) => cancelOrder(backend, context),
  }),
];
