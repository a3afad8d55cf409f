import { HttpResponse } from 'msw';
import { returnMessages, returnWindowEnd, type ReturnInput } from '@/shared/returns';
import { orderMessages } from '@/shared/messages';
import type { Address, Order } from '@/shared/types';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type ShopperContext } from '@/api/http/route';
import { notifyShopper } from '@/api/messages';
import type { Repositories } from '@/api/repositories';
import { linesToReturn, returnInputOf, upiIdFor } from './input';

/** A delivered order, asked within RETURN_WINDOW_DAYS of its delivered step; else a readable 409. */
function checkReturnable(order: Order, now: Date): void {
  const windowEnd = returnWindowEnd(order);
  if (windowEnd === null) throw new HttpError(409, returnMessages.notDelivered);
  if (now.getTime() > windowEnd) throw new HttpError(409, returnMessages.windowClosed);
}

/** The order's own address, or the saved one the shopper named (a readable 400 when it is not theirs). */
async function pickupAddressOf(tx: Repositories, userId: string, order: Order, addressId?: string) {
  if (addressId === undefined || addressId === order.address.id) return order.address;
  const saved: Address | null = await tx.addresses.find(userId, addressId);
  if (!saved) throw badRequest(returnMessages.addressNotFound, { addressId: returnMessages.addressNotFound });
  return saved;
}

/**
 * A shopper asks to return pairs of a delivered order. The shopper's requests run one at a time
 * (`holdShopper`), so two at once cannot both ask for the same last pair. Answers 201 `{ return }`.
 */
async function requestReturn(backend: Backend, { user, params, body }: ShopperContext<{ orderId: string }>) {
  const input: ReturnInput = returnInputOf(body);
  const at = stampOf(backend.clock);
  const created = await backend.repos.transaction(async (tx) => {
    await tx.orders.holdShopper(user._id);
    const order = await tx.orders.find(user._id, params.orderId);
    if (!order) throw notFound(orderMessages.orderNotFound);
    checkReturnable(order, backend.clock.now());
    const lines = linesToReturn(order, input.lines, await tx.returns.ofOrder(order._id));
    const upiId = upiIdFor(order, input.upiId);
    const pickupAddress = await pickupAddressOf(tx, user._id, order, input.addressId);
    const asked = await tx.returns.insert({
      userId: user._id,
      orderId: order._id,
      lines,
      reason: input.reason,
      pickupAddress,
      ...(upiId ? { upiId } : {}),
      at,
    });
    const details = { returnId: asked._id };
    await notifyShopper(tx, { userId: user._id, orderId: order._id, kind: 'return_requested', at, details });
    return asked;
  });
  return HttpResponse.json({ return: created }, { status: 201 });
}

/** The shopper's side of returns: asking for one. Their steps show on the order (afterSalesOf). */
export const returnRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'POST',
    path: '/api/user/orders/:orderId/returns',
    access: 'shopper',
    answer: (context) => requestReturn(backend, context),
  }),
];
