import type { Address, Order, OrderLine, OrderStatus, PaymentMethod } from '@/shared/types';
import { invoiceNumber, invoiceSeriesPrefix } from '@/shared/gst/invoice-number';
import {
  BOUGHT_STATUSES,
  PaymentIdTaken,
  type NewOrder,
  type OrderRepository,
  type PaymentFailure,
} from './repository';
import { amountInPaise } from '@/shared/order-totals';
import { asAsync } from '@/api/memory-async';
import { newRazorpayOrderId } from './razorpay/ids';
import { db } from '@/api/memory-db';

type OrderRow = NonNullable<ReturnType<typeof db.order.findFirst>>;

const STATUSES: readonly OrderStatus[] = ['created', 'paid', 'confirmed'];

function toOrder(row: OrderRow): Order {
  return {
    _id: row._id,
    razorpayOrderId: row.razorpayOrderId,
    status: STATUSES.find((status) => status === row.status) ?? 'created',
    paymentMethod: row.paymentMethod === 'cod' ? 'cod' : 'online',
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

const statusFor = (method: PaymentMethod): OrderStatus => (method === 'cod' ? 'confirmed' : 'created');

const byUser = (userId: string) => ({ userId: { equals: userId } });

export function findOrderByIdempotencyKey(userId: string, key: string): Order | null {
  const row = db.order.findFirst({ where: { ...byUser(userId), idempotencyKey: { equals: key } } });
  return row ? toOrder(row) : null;
}

export function findOrder(userId: string, orderId: string): Order | null {
  const row = db.order.findFirst({ where: { ...byUser(userId), _id: { equals: orderId } } });
  return row ? toOrder(row) : null;
}

export function findOrderByRazorpayOrderId(razorpayOrderId: string): { userId: string; order: Order } | null {
  const row = razorpayOrderId
    ? db.order.findFirst({ where: { razorpayOrderId: { equals: razorpayOrderId } } })
    : null;
  return row ? { userId: row.userId, order: toOrder(row) } : null;
}

/** Screen tests place orders here directly, without a Razorpay id: they get one, as offline. */
export function insertOrder(input: NewOrder | Omit<NewOrder, 'razorpayOrderId'>): Order {
  const razorpayOrderId = 'razorpayOrderId' in input ? input.razorpayOrderId : newRazorpayOrderId();
  const row = db.order.create({
    _id: crypto.randomUUID(),
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    razorpayOrderId: razorpayOrderId ?? '',
    status: statusFor(input.paymentMethod),
    paymentMethod: input.paymentMethod,
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

export function markOrderPaid(userId: string, orderId: string, paymentId: string, at: string): Order | null {
  // One payment, one order: what SQL's unique payment_id refuses, refused here before the write.
  const holder = db.order.findFirst({ where: { paymentId: { equals: paymentId } } });
  if (holder && holder._id !== orderId) throw new PaymentIdTaken(paymentId);
  const row = db.order.update({
    where: { ...byUser(userId), _id: { equals: orderId } },
    data: { status: 'paid', paymentId, paidAt: at },
  });
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

/** Paid and Cash on Delivery orders, newest first. */
export function confirmedOrdersOf(userId: string): Order[] {
  return db.order
    .findMany({ where: { ...byUser(userId), status: { in: ['paid', 'confirmed'] } } })
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

/** Deletes every unpaid order created before `createdBefore` (both in the spec's timestamp format). */
export function purgeUnpaidOrders(createdBefore: string): number {
  const stale = db.order
    .findMany({ where: { status: { equals: 'created' } } })
    .filter((row) => row.createdAt < createdBefore);
  for (const row of stale) db.order.delete({ where: { _id: { equals: row._id } } });
  return stale.length;
}

/** Of `userIds`, those with an order in BOUGHT_STATUSES that contains the product. */
export function buyersOfProduct(productId: string, userIds: readonly string[]): string[] {
  const buyers = new Set(
    db.order
      .findMany({ where: { userId: { in: [...userIds] }, status: { in: [...BOUGHT_STATUSES] } } })
      .filter((row) => (JSON.parse(row.itemsJson) as OrderLine[]).some((line) => line._id === productId))
      .map((row) => row.userId),
  );
  return userIds.filter((userId) => buyers.has(userId));
}

/** Whether the shopper has an order in BOUGHT_STATUSES that contains the product. */
export function hasBoughtProduct(userId: string, productId: string): boolean {
  return buyersOfProduct(productId, [userId]).length > 0;
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
  markPaid: (userId, orderId, paymentId, at) =>
    findOrder(userId, orderId)?.status === 'created' ? markOrderPaid(userId, orderId, paymentId, at) : null,
  issueInvoiceNumber: (userId, orderId, financialYear) => issueInvoiceNumber(userId, orderId, financialYear),
  confirmedOf: (userId) => confirmedOrdersOf(userId),
  // Memory transactions run one at a time already.
  holdShopper: () => undefined,
  unpaidOf: (userId, since) => unpaidOrdersOf(userId, since),
  codCountSince: (userId, since) => codOrdersSince(userId, since),
  purgeUnpaid: (createdBefore) => purgeUnpaidOrders(createdBefore),
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
});
