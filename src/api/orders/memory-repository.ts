import { ORDER_STATUSES, PAYMENT_STATES, type OrderEvent } from '@/shared/order-lifecycle';
import type { Address, Order, OrderLine } from '@/shared/types';
import { invoiceNumber, invoiceSeriesPrefix } from '@/shared/gst/invoice-number';
import { FIRST_ORDER_NUMBER, orderNumberText } from '@/shared/order-number';
import {
  PaymentIdTaken,
  type NewOrder,
  type OrderMove,
  type OrderRepository,
  type PaymentFailure,
  type StoredOrder,
} from './repository';
import { amountInPaise } from '@/shared/order-totals';
import { asAsync } from '@/api/memory-async';
import { newRazorpayOrderId } from '@/api/razorpay';
import { db } from '@/api/memory-db';
import { buyersOfProduct, hasBoughtProduct, unpaidOrdersBefore } from './first-reads/memory-repository';
import { codQueriesOver } from './memory-cod';
import { staffPageOver } from './memory-staff-page';
import { statusCounts } from './staff-counts';

type OrderRow = NonNullable<ReturnType<typeof db.order.findFirst>>;

export function toOrder(row: OrderRow): Order {
  return {
    _id: row._id,
    number: orderNumberText(row.number),
    razorpayOrderId: row.razorpayOrderId,
    status: ORDER_STATUSES.find((status) => status === row.status) ?? 'created',
    paymentMethod: row.paymentMethod === 'cod' ? 'cod' : 'online',
    paymentState: PAYMENT_STATES.find((state) => state === row.paymentState) ?? 'pending',
    timeline: JSON.parse(row.timelineJson) as OrderEvent[],
    items: JSON.parse(row.itemsJson) as OrderLine[],
    address: JSON.parse(row.addressJson) as Address,
    amounts: {
      subTotal: row.subTotal,
      delivery: row.delivery,
      discount: row.discount,
      grandTotal: row.grandTotal,
    },
    amountPaise: row.amountPaise,
    currency: 'INR',
    ...(row.paymentId ? { paymentId: row.paymentId } : {}),
    createdAt: row.createdAt,
    ...(row.paidAt ? { paidAt: row.paidAt } : {}),
    ...(row.deliverBy ? { deliverBy: row.deliverBy } : {}),
    ...(row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {}),
  };
}

const byUser = (userId: string) => ({ userId: { equals: userId } });

export function findOrderByIdempotencyKey(userId: string, key: string): Order | null {
  const row = db.order.findFirst({ where: { ...byUser(userId), idempotencyKey: { equals: key } } });
  return row ? toOrder(row) : null;
}

export function findOrder(userId: string, orderId: string): Order | null {
  const row = db.order.findFirst({ where: { ...byUser(userId), _id: { equals: orderId } } });
  return row ? toOrder(row) : null;
}

function findStoredOrder(orderId: string): StoredOrder | null {
  const row = db.order.findFirst({ where: { _id: { equals: orderId } } });
  return row ? { userId: row.userId || null, order: toOrder(row), stockHeld: row.stockHeld } : null;
}

export function findOrderByRazorpayOrderId(razorpayOrderId: string): { userId: string; order: Order } | null {
  const row = razorpayOrderId
    ? db.order.findFirst({ where: { razorpayOrderId: { equals: razorpayOrderId } } })
    : null;
  return row ? { userId: row.userId, order: toOrder(row) } : null;
}

/** The next order's serial: orders are never deleted, so the highest so far plus one. */
const nextOrderSerial = () =>
  db.order.getAll().reduce((highest, row) => Math.max(highest, row.number), FIRST_ORDER_NUMBER - 1) + 1;

/** Screen tests place orders here directly, without a Razorpay id: they get one, as offline. */
export function insertOrder(input: NewOrder | Omit<NewOrder, 'razorpayOrderId'>): Order {
  const razorpayOrderId = 'razorpayOrderId' in input ? input.razorpayOrderId : newRazorpayOrderId();
  const row = db.order.create({
    _id: crypto.randomUUID(),
    number: nextOrderSerial(),
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    razorpayOrderId: razorpayOrderId ?? '',
    status: input.paymentMethod === 'cod' ? 'confirmed' : 'created',
    paymentMethod: input.paymentMethod,
    paymentState: input.paymentMethod === 'cod' ? 'cod_due' : 'pending',
    timelineJson: JSON.stringify([
      { status: input.paymentMethod === 'cod' ? 'confirmed' : 'created', at: input.createdAt },
    ]),
    stockHeld: input.paymentMethod === 'cod', // online: none until its payment takes them
    itemsJson: JSON.stringify(input.items),
    addressJson: JSON.stringify(input.address),
    ...input.amounts,
    amountPaise: amountInPaise(input.amounts),
    paymentId: '',
    createdAt: input.createdAt,
    paidAt: '',
    deliverBy: input.deliverBy ?? '',
    invoiceNumber: '',
  });
  return toOrder(row);
}

/** One payment, one order: what SQL's unique payment_id refuses, refused here before the write. */
function checkPaymentFree(orderId: string, paymentId: string | undefined): void {
  if (paymentId === undefined) return;
  const holder = db.order.findFirst({ where: { paymentId: { equals: paymentId } } });
  if (holder && holder._id !== orderId) throw new PaymentIdTaken(paymentId);
}

/** The move, if the order is still where it started: the check and the write in one synchronous step. */
export function moveOrder({ orderId, from, event, paymentState, paymentId, holdsStock }: OrderMove) {
  const where = { _id: { equals: orderId }, status: { equals: from } };
  const row = db.order.findFirst({ where });
  if (!row) return null;
  checkPaymentFree(orderId, paymentId);
  const timeline = [...(JSON.parse(row.timelineJson) as OrderEvent[]), event];
  const updated = db.order.update({
    where,
    data: {
      status: event.status,
      paymentState,
      timelineJson: JSON.stringify(timeline),
      ...(paymentId === undefined ? {} : { paymentId, paidAt: event.at }),
      ...(holdsStock ? { stockHeld: true } : {}),
    },
  });
  return updated ? toOrder(updated) : null;
}

function recordRefund(orderId: string, paymentId: string, at: string): Order | null {
  const where = { _id: { equals: orderId }, status: { equals: 'expired' }, paymentId: { equals: '' } };
  if (!db.order.findFirst({ where })) return null;
  checkPaymentFree(orderId, paymentId);
  const row = db.order.update({ where, data: { paymentState: 'refunded', paymentId, paidAt: at } });
  return row ? toOrder(row) : null;
}

/** The next number of the year's series: orders with an invoice are never deleted, so a count is it. */
export function issueInvoiceNumber(userId: string, orderId: string, financialYear: string): Order | null {
  const order = findOrder(userId, orderId);
  if (!order || order.status === 'created' || order.invoiceNumber) return null;
  const prefix = invoiceSeriesPrefix(financialYear);
  const issued = db.order.findMany({ where: { invoiceNumber: { contains: prefix } } }).length;
  const row = db.order.update({
    where: { ...byUser(userId), _id: { equals: orderId } },
    data: { invoiceNumber: invoiceNumber(financialYear, issued + 1) },
  });
  return row ? toOrder(row) : null;
}

/** The shopper's orders past their payment, newest first. */
export function confirmedOrdersOf(userId: string): Order[] {
  return db.order
    .findMany({ where: { ...byUser(userId), status: { notIn: ['created', 'expired'] } } })
    .map(toOrder)
    .reverse() // newest created first where paid in the same second
    .sort((a, b) => (b.paidAt ?? b.createdAt).localeCompare(a.paidAt ?? a.createdAt));
}

/** When the shopper's unpaid orders placed at or after `since` were placed, oldest first. */
export function unpaidOrdersOf(userId: string, since: string): string[] {
  return db.order
    .findMany({ where: { ...byUser(userId), status: { equals: 'created' } } })
    .map((row) => row.createdAt)
    .filter((createdAt) => createdAt >= since)
    .sort();
}

/** How many Cash on Delivery orders the shopper placed at or after `since`. */
export function codOrdersSince(userId: string, since: string): number {
  return db.order
    .findMany({ where: { ...byUser(userId), paymentMethod: { equals: 'cod' } } })
    .filter((row) => row.createdAt >= since).length;
}

export function attachRazorpayOrder(userId: string, orderId: string, razorpayOrderId: string): Order | null {
  const order = findOrder(userId, orderId);
  if (!order || order.razorpayOrderId) return order;
  const row = db.order.update({
    where: { ...byUser(userId), _id: { equals: orderId } },
    data: { razorpayOrderId },
  });
  return row ? toOrder(row) : null;
}

/**
 * Razorpay's webhooks reach only the Node server (the embedded mock has no keys, so no webhook
 * route): kept in memory, not in the saved database, only so the repository is the same everywhere.
 */
const claimedEvents = new Set<string>();
const paymentFailures: PaymentFailure[] = [];

/** Orders over @mswjs/data. */
export const memoryOrderRepository = asAsync<OrderRepository>({
  find: (userId, orderId) => findOrder(userId, orderId),
  findByIdempotencyKey: (userId, key) => findOrderByIdempotencyKey(userId, key),
  attachRazorpayOrder: (userId, orderId, razorpayOrderId) =>
    attachRazorpayOrder(userId, orderId, razorpayOrderId),
  findByRazorpayOrderId: (razorpayOrderId) => findOrderByRazorpayOrderId(razorpayOrderId),
  insert: (order) => {
    const existing = findOrderByIdempotencyKey(order.userId, order.idempotencyKey);
    return existing ? { order: existing, created: false } : { order: insertOrder(order), created: true };
  },
  findById: (orderId) => findStoredOrder(orderId),
  move: (move) => moveOrder(move),
  paidBy: (paymentId) => db.order.findFirst({ where: { paymentId: { equals: paymentId } } })?._id ?? null,
  recordRefund: (orderId, paymentId, at) => recordRefund(orderId, paymentId, at),
  issueInvoiceNumber: (userId, orderId, financialYear) => issueInvoiceNumber(userId, orderId, financialYear),
  confirmedOf: (userId) => confirmedOrdersOf(userId),
  // Memory transactions run one at a time already.
  holdShopper: () => undefined,
  unpaidOf: (userId, since) => unpaidOrdersOf(userId, since),
  codCountSince: (userId, since) => codOrdersSince(userId, since),
  ...codQueriesOver(() => db.order.getAll()),
  staffCounts: () => statusCounts(db.order.getAll()),
  unpaidBefore: (createdBefore, limit) => unpaidOrdersBefore(createdBefore, limit),
  claimWebhookEvent: (eventId) => {
    if (claimedEvents.has(eventId)) return false;
    claimedEvents.add(eventId);
    return true;
  },
  recordPaymentFailure: (failure) => {
    paymentFailures.push(failure);
  },
  hasBought: (userId, productId) => hasBoughtProduct(userId, productId),
  buyersOf: (productId, userIds) => buyersOfProduct(productId, userIds),
  staffPage: staffPageOver({
    orders: () => db.order.getAll(),
    accountOf: (userId) => db.user.findFirst({ where: { _id: { equals: userId } } }),
    toOrder,
  }),
});
