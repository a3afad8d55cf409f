import { http, HttpResponse } from 'msw';
import { computeOrderAmounts } from '@/shared/order-totals';
import { timestamp } from '@/shared/timestamp';
import { constantTimeEqual } from '../auth';
import { paymentSignature } from '../razorpay/signature';
import type { Backend } from '../backend';
import type { EndpointWrappers } from '../handle';
import { HttpError, badRequest, notFound } from '../http-error';
import { UNPAID_ORDER_LIFETIME_MS } from '../limits';
import { asObject, requireStrings } from '../validate';

const noSuchOrder = () => notFound('No order has that id.');

export function orderHandlers(backend: Backend, { authed }: EndpointWrappers) {
  const { repos } = backend;

  return [
    http.get(
      '*/api/user/orders',
      authed(async ({ user }) => HttpResponse.json({ orders: await repos.orders.paidOf(user._id) })),
    ),

    /**
     * Creates the order from the server's own cart (amounts recomputed here, never taken from the
     * client). The same idempotency key returns the same order, so a double submission makes one;
     * the same key with another address is a different request and is refused.
     */
    http.post(
      '*/api/user/orders',
      authed(async ({ user, body }) => {
        const { addressId, idempotencyKey } = requireStrings(asObject(body), {
          addressId: 'Delivery address',
          idempotencyKey: 'Idempotency key',
        });
        // Each order placed clears out the stale ones, so unpaid orders stay at a day's worth.
        await repos.orders.purgeUnpaid(timestamp(new Date(Date.now() - UNPAID_ORDER_LIFETIME_MS)));
        const { order, created } = await repos.transaction(async (tx) => {
          const existing = await tx.orders.findByIdempotencyKey(user._id, idempotencyKey);
          if (existing) return { order: existing, created: false };
          const address = await tx.addresses.find(user._id, addressId);
          if (!address) throw notFound('No saved address has that id.');
          const cart = await tx.cart.of(user._id);
          if (cart.length === 0) throw badRequest('Your cart is empty.');
          return tx.orders.insert({
            userId: user._id,
            idempotencyKey,
            items: cart.map(({ _id, title, price, qty, img }) => ({ _id, title, price, qty, img })),
            address,
            amounts: computeOrderAmounts(cart),
          });
        });
        if (order.address.id !== addressId) {
          throw new HttpError(
            409,
            'This checkout was already placed for another address. Reload the page to start again.',
          );
        }
        return HttpResponse.json({ order }, { status: created ? 201 : 200 });
      }),
    ),

    /**
     * Records a Razorpay payment after checking its signature, then takes the order's lines out of
     * the cart, in one transaction. The same payment again answers as the first time; another
     * payment for a paid order is refused. Answers with the order and the cart that is left.
     */
    http.post<{ orderId: string }>(
      '*/api/user/orders/:orderId/payment',
      authed(async ({ user, params, body }) => {
        const payment = requireStrings(asObject(body), {
          razorpay_payment_id: 'razorpay_payment_id',
          razorpay_order_id: 'razorpay_order_id',
          razorpay_signature: 'razorpay_signature',
        });
        const order = await repos.orders.find(user._id, params.orderId);
        if (!order) throw noSuchOrder();
        const expected = await paymentSignature(
          backend.secrets.razorpayKeySecret,
          order.razorpayOrderId,
          payment.razorpay_payment_id,
        );
        if (
          payment.razorpay_order_id !== order.razorpayOrderId ||
          !constantTimeEqual(payment.razorpay_signature, expected)
        ) {
          throw badRequest('The payment signature does not match. The payment was not recorded.');
        }
        const paid = await repos.transaction(async (tx) => {
          const marked = await tx.orders.markPaid(user._id, order._id, payment.razorpay_payment_id);
          if (marked) await tx.cart.removeOrdered(user._id, marked.items);
          return marked;
        });
        if (paid) return HttpResponse.json({ order: paid, cart: await repos.cart.of(user._id) });

        // Another confirmation got there first: the same payment is a replay, another a conflict.
        const current = await repos.orders.find(user._id, order._id);
        if (!current) throw noSuchOrder();
        if (current.paymentId !== payment.razorpay_payment_id) {
          throw new HttpError(409, 'This order has already been paid.');
        }
        return HttpResponse.json({ order: current, cart: await repos.cart.of(user._id) });
      }),
    ),
  ];
}
