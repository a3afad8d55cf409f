import { HttpResponse } from 'msw';
import { taxInvoice } from '@/shared/gst/tax-invoice';
import { orderMessages } from '@/shared/messages';
import type { Backend } from '@/api/backend';
import { notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type ShopperContext } from '@/api/http/route';
import { refundMessages } from '@/api/words';

type OrderParams = { orderId: string };

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

/** The shopper's credit notes. */
export const refundRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/user/orders/:orderId/credit-notes/:number',
    access: 'shopper',
    answer: (context) => showCreditNote(backend, context),
  }),
];
