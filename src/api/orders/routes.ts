import { HttpResponse } from 'msw';
import { route, type ApiRoute, type RouteParams, type ShopperContext } from '@/api/http/route';
import { COD_MAX_GRAND_TOTAL } from '@/shared/constants';
import { taxInvoice } from '@/shared/gst/tax-invoice';
import { orderMessages, serverMessages } from '@/shared/messages';
import { computeOrderAmounts } from '@/shared/order-totals';
import { timestamp } from '@/shared/timestamp';
import { PAYMENT_METHODS, type Order, type PaymentMethod } from '@/shared/types';
import { newRazorpayOrderId } from '@/api/razorpay';
import { createRazorpayOrder } from '@/api/razorpay';
import { withInvoiceNumber } from './invoice-number';
import { notifyShopper } from '@/api/messages';
import { expireUnpaidOrdersOnRead } from './expiry';
import { linesOf } from './move-order';
import { holdPairsFor } from './holding';
import type { Backend } from '@/api/backend';
import { afterSalesOf } from '@/api/refunds';
import { settleRefunds } from '@/api/refunds';
import type { Repositories } from '@/api/repositories';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound, said, type Said } from '@/api/http/http-error';
import { shopperRefusals } from '@/api/words';
import {
  MAX_COD_ORDERS_PER_DAY,
  MAX_UNPAID_ORDERS_PER_USER,
  UNPAID_ORDER_LIFETIME_MS,
} from '@/api/limits/limits';
import { spend } from '@/api/limits/rate-limits';
import { deliveryDateFor, lookupPincode } from '@/api/pincodes';
import { asObject, requireStrings } from '@/api/http/validate';

const noSuchOrder = () => notFound(orderMessages.orderNotFound);

const DAY_MS = 24 * 60 * 60 * 1000;
/** India has one time zone and no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A cap's 429: Retry-After says when it lifts (whole seconds, at least 1). */
const capReached = (message: string | Said, waitMs: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });

/**
 * The caps on what one shopper's orders may hold open (src/api/limits/limits.ts): online orders
 * waiting for payment, and Cash on Delivery orders per India day. Checked inside the placing
 * transaction, after `holdShopper`, so two placements at once cannot both pass.
 */
async function checkOrderCaps(tx: Repositories, userId: string, method: PaymentMethod, now: Date) {
  const before = (ms: number) => timestamp(new Date(now.getTime() - ms));
  if (method === 'cod') {
    const sinceMidnightMs = (now.getTime() + IST_OFFSET_MS) % DAY_MS;
    if ((await tx.orders.codCountSince(userId, before(sinceMidnightMs))) >= MAX_COD_ORDERS_PER_DAY) {
      throw capReached(orderMessages.tooManyCodToday(MAX_COD_ORDERS_PER_DAY), DAY_MS - sinceMidnightMs);
    }
    return;
  }
  const unpaid = await tx.orders.unpaidOf(userId, before(UNPAID_ORDER_LIFETIME_MS));
  const [oldest] = unpaid;
  if (oldest === undefined || unpaid.length < MAX_UNPAID_ORDERS_PER_USER) return;
  const waitMs = Date.parse(oldest) + UNPAID_ORDER_LIFETIME_MS - now.getTime();
  throw capReached(
    said(
      orderMessages.tooManyUnpaid,
      MAX_UNPAID_ORDERS_PER_USER,
      Math.max(1, Math.ceil(waitMs / (60 * 1000))),
    ),
    waitMs,
  );
}

/** Absent means online, so a client that never chooses keeps the spec's flow. */
function paymentMethodFrom(body: Record<string, unknown>): PaymentMethod {
  const { paymentMethod } = body;
  if (paymentMethod === undefined) return 'online';
  const known = PAYMENT_METHODS.find((method) => method === paymentMethod);
  if (!known) {
    throw badRequest(orderMessages.paymentMethodInvalid, {
      paymentMethod: orderMessages.paymentMethodInvalid,
    });
  }
  return known;
}

/**
 * With real keys, an online order waiting for its payment gets its order at Razorpay once, out of
 * the transaction that saved it (a retry with the same key asks again if that failed); two
 * requests at once may both ask, and the first id saved is the one kept.
 */
async function withRazorpayOrder(backend: Backend, userId: string, order: Order): Promise<Order> {
  if (!backend.razorpay || order.razorpayOrderId !== '' || order.status !== 'created') return order;
  const razorpayOrderId = await createRazorpayOrder(backend.razorpay.api, order);
  const attached = await backend.repos.orders.attachRazorpayOrder(userId, order._id, razorpayOrderId);
  if (!attached) throw noSuchOrder();
  return attached;
}

/** The shopper's confirmed orders (paid online, or Cash on Delivery), newest first. */
async function listOrders(backend: Backend, { user }: ShopperContext): Promise<Response> {
  return HttpResponse.json({ orders: await backend.repos.orders.confirmedOf(user._id) });
}

type OrderParams = RouteParams<'/api/user/orders/:orderId'>;

/**
 * One of the shopper's own orders, with its GST tax invoice once it has one (else null) and what
 * came after the sale (refunds, credit notes, returns). A refund Razorpay has not yet taken is
 * asked for again first.
 */
async function showOrder(backend: Backend, { user, params }: ShopperContext<OrderParams>): Promise<Response> {
  const order = await backend.repos.orders.find(user._id, params.orderId);
  if (!order) throw noSuchOrder();
  await settleRefunds(backend, order._id);
  const afterSales = await afterSalesOf(backend.repos, order._id);
  return HttpResponse.json({ order, invoice: taxInvoice(order, backend.seller), afterSales });
}

/** What one placement asks for, read off its request, and the time it is placed at. */
interface Placement {
  userId: string;
  addressId: string;
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  now: Date;
  at: string;
}

/**
 * Saves the order a placement makes from the shopper's cart, in `tx`, or finds the one its
 * idempotency key made before. A Cash on Delivery order is confirmed at once: its lines leave the
 * cart and it takes its invoice number in the same transaction.
 */
async function saveOrder(backend: Backend, tx: Repositories, placement: Placement) {
  const { userId, addressId, idempotencyKey, paymentMethod, now, at } = placement;
  // First, so a repeat of a checkout placed meanwhile finds its order rather than a cap.
  await tx.orders.holdShopper(userId);
  const existing = await tx.orders.findByIdempotencyKey(userId, idempotencyKey);
  if (existing) return { order: existing, created: false };
  const address = await tx.addresses.find(userId, addressId);
  if (!address) throw notFound(shopperRefusals.noSuchAddress);
  const cart = await tx.cart.of(userId);
  if (cart.length === 0) throw badRequest(shopperRefusals.cartEmpty);
  const unavailable = cart.filter((line) => line.unavailable).map((line) => line.title);
  if (unavailable.length > 0) throw new HttpError(409, said(orderMessages.unavailableInCart, unavailable));
  const amounts = computeOrderAmounts(cart);
  if (amounts.grandTotal <= 0) throw new HttpError(422, orderMessages.totalNotPositive);
  const place = await lookupPincode(address.pincode);
  if (paymentMethod === 'cod') {
    if (!place) throw new HttpError(422, said(orderMessages.codUndeliverable, address.pincode));
    if (amounts.grandTotal > COD_MAX_GRAND_TOTAL) throw new HttpError(422, orderMessages.codTooLarge);
  }
  await checkOrderCaps(tx, userId, paymentMethod, now);
  const items = cart.map(({ _id, title, price, qty, img }) => ({ _id, title, price, qty, img }));
  await holdPairsFor(tx, { userId, items, paymentMethod });
  const placed = await tx.orders.insert({
    userId,
    idempotencyKey,
    // Offline the backend plays Razorpay and makes the id; with real keys Razorpay makes it later.
    razorpayOrderId: backend.razorpay ? null : newRazorpayOrderId(),
    items,
    address,
    amounts,
    paymentMethod,
    deliverBy: place ? deliveryDateFor(place, now) : null,
    createdAt: at,
  });
  // A concurrent request with this key made the order first: a COD one's pairs are reserved already.
  if (!placed.created && paymentMethod === 'cod') await tx.stock.release(linesOf({ items }));
  if (!placed.created || paymentMethod !== 'cod') return placed;
  await tx.cart.removeOrdered(userId, items, at);
  // Confirmed without a move through the lifecycle, so told here as a paid order is by its move.
  await notifyShopper(tx, { userId, orderId: placed.order._id, kind: 'confirmed', at });
  return { order: await withInvoiceNumber(tx, userId, placed.order), created: true };
}

/**
 * Creates the order from the server's own cart (amounts recomputed here, never taken from the
 * client). The same idempotency key returns the same order, so a double submission makes one;
 * the same key with another address or payment method is a different request and is refused.
 * Cash on Delivery is confirmed at once, and the answer carries the cart that is left. Every order
 * records the delivery date promised now. Bounded (429 with Retry-After): placements per account
 * and per client address, and a new order past MAX_UNPAID_ORDERS_PER_USER waiting for payment or
 * MAX_COD_ORDERS_PER_DAY.
 */
async function placeOrder(backend: Backend, { user, body, client }: ShopperContext): Promise<Response> {
  const { repos } = backend;
  const fields = asObject(body);
  const { addressId, idempotencyKey } = requireStrings(fields, {
    addressId: 'Delivery address',
    idempotencyKey: 'Idempotency key',
  });
  const paymentMethod = paymentMethodFrom(fields);
  await spend(
    backend.limiters,
    [
      ['ordersPerAccount', user._id],
      ['ordersPerAddress', client],
    ],
    serverMessages.tooManyOrders,
  );
  const now = backend.clock.now();
  const at = stampOf(backend.clock);
  // Each order placed expires the unpaid ones past their lifetime, so their pairs are on sale again.
  await expireUnpaidOrdersOnRead(backend);
  const placement = { userId: user._id, addressId, idempotencyKey, paymentMethod, now, at };
  const { order, created } = await repos.transaction((tx) => saveOrder(backend, tx, placement));
  if (order.address.id !== addressId) {
    throw new HttpError(409, shopperRefusals.otherAddress);
  }
  if (order.paymentMethod !== paymentMethod) throw new HttpError(409, orderMessages.otherPaymentMethod);
  const status = created ? 201 : 200;
  if (order.paymentMethod === 'online') {
    return HttpResponse.json({ order: await withRazorpayOrder(backend, user._id, order) }, { status });
  }
  return HttpResponse.json({ order, cart: await repos.cart.of(user._id) }, { status });
}

export function orderRoutes(backend: Backend): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/user/orders',
      access: 'shopper',
      answer: (context) => listOrders(backend, context),
    }),
    route({
      method: 'GET',
      path: '/api/user/orders/:orderId',
      access: 'shopper',
      answer: (context) => showOrder(backend, context),
    }),
    route({
      method: 'POST',
      path: '/api/user/orders',
      access: 'shopper',
      answer: (context) => placeOrder(backend, context),
    }),
  ];
}
