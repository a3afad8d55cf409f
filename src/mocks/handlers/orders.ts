import { http, HttpResponse } from 'msw';
import { computeOrderAmounts } from '@/shared/order-totals';
import { paymentSignature } from '../auth';
import {
  cartOf,
  findAddress,
  findOrder,
  findOrderByIdempotencyKey,
  insertOrder,
  markOrderPaid,
  paidOrdersOf,
  removeOrderedQuantities,
} from '../db';
import { authed } from '../handle';
import { HttpError, badRequest, notFound } from '../http-error';
import { asObject, requireStrings } from '../validate';

export const orderHandlers = [
  http.get(
    '*/api/user/orders',
    authed(({ user }) => HttpResponse.json({ orders: paidOrdersOf(user._id) })),
  ),

  /**
   * Creates the order from the server's own cart (amounts recomputed here, never taken from the
   * client). The same idempotency key returns the same order, so a double submission makes one.
   */
  http.post(
    '*/api/user/orders',
    authed(({ user, body }) => {
      const { addressId, idempotencyKey } = requireStrings(asObject(body), {
        addressId: 'Delivery address',
        idempotencyKey: 'Idempotency key',
      });
      const existing = findOrderByIdempotencyKey(user._id, idempotencyKey);
      if (existing) return HttpResponse.json({ order: existing });
      const address = findAddress(user._id, addressId);
      if (!address) throw notFound('No saved address has that id.');
      const cart = cartOf(user._id);
      if (cart.length === 0) throw badRequest('Your cart is empty.');
      const order = insertOrder({
        userId: user._id,
        idempotencyKey,
        items: cart.map(({ _id, title, price, qty, img }) => ({ _id, title, price, qty, img })),
        address,
        amounts: computeOrderAmounts(cart),
      });
      return HttpResponse.json({ order }, { status: 201 });
    }),
  ),

  /**
   * Records a Razorpay payment after checking its signature, then takes the order's lines out of
   * the cart. Answers with the order and the cart that is left.
   */
  http.post<{ orderId: string }>(
    '*/api/user/orders/:orderId/payment',
    authed(async ({ user, params, body }) => {
      const payment = requireStrings(asObject(body), {
        razorpay_payment_id: 'razorpay_payment_id',
        razorpay_order_id: 'razorpay_order_id',
        razorpay_signature: 'razorpay_signature',
      });
      const order = findOrder(user._id, params.orderId);
      if (!order) throw notFound('No order has that id.');
      if (order.status === 'paid') {
        if (order.paymentId === payment.razorpay_payment_id) {
          return HttpResponse.json({ order, cart: cartOf(user._id) });
        }
        throw new HttpError(409, 'This order has already been paid.');
      }
      const expected = await paymentSignature(order.razorpayOrderId, payment.razorpay_payment_id);
      if (payment.razorpay_order_id !== order.razorpayOrderId || payment.razorpay_signature !== expected) {
        throw badRequest('The payment signature does not match. The payment was not recorded.');
      }
      const paid = markOrderPaid(user._id, order._id, payment.razorpay_payment_id);
      if (!paid) throw notFound('No order has that id.');
      removeOrderedQuantities(user._id, paid.items);
      return HttpResponse.json({ order: paid, cart: cartOf(user._id) });
    }),
  ),
];
