import type { Address, Order, OrderLine } from '@/shared/types';
import type { NewOrder } from '../repositories';
import { amountInPaise } from '@/shared/order-totals';
import { timestamp } from '@/shared/timestamp';
import { newRazorpayOrderId } from '../razorpay/ids';
import { db } from './models';

type OrderRow = NonNullable<ReturnType<typeof db.order.findFirst>>;

function toOrder(row: OrderRow): Order {
  return {
    _id: row._id,
    razorpayOrderId: row.razorpayOrderId,
    status: row.status === 'paid' ? 'paid' : 'created',
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

export function insertOrder(input: NewOrder): Order {
  const row = db.order.create({
    _id: crypto.randomUUID(),
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    razorpayOrderId: newRazorpayOrderId(),
    status: 'created',
    itemsJson: JSON.stringify(input.items),
    addressJson: JSON.stringify(input.address),
    ...input.amounts,
    amountPaise: amountInPaise(input.amounts),
    paymentId: '',
    createdAt: timestamp(),
    paidAt: '',
  });
  return toOrder(row);
}

export function markOrderPaid(userId: string, orderId: string, paymentId: string): Order | null {
  const row = db.order.update({
    where: { ...byUser(userId), _id: { equals: orderId } },
    data: { status: 'paid', paymentId, paidAt: timestamp() },
  });
  return row ? toOrder(row) : null;
}

/** Paid orders, newest first. */
export function paidOrdersOf(userId: string): Order[] {
  return db.order
    .findMany({ where: { ...byUser(userId), status: { equals: 'paid' } } })
    .map(toOrder)
    .reverse() // newest created first where paid in the same second
    .sort((a, b) => (b.paidAt ?? b.createdAt).localeCompare(a.paidAt ?? a.createdAt));
}

/** Deletes every unpaid order created before `createdBefore` (both in the spec's timestamp format). */
export function purgeUnpaidOrders(createdBefore: string): number {
  const stale = db.order
    .findMany({ where: { status: { equals: 'created' } } })
    .filter((row) => row.createdAt < createdBefore);
  for (const row of stale) db.order.delete({ where: { _id: { equals: row._id } } });
  return stale.length;
}

/** Whether an order of the shopper that is not waiting for its payment contains the product. */
export function hasBoughtProduct(userId: string, productId: string): boolean {
  return db.order
    .findMany({ where: { ...byUser(userId), status: { notEquals: 'created' } } })
    .some((row) => (JSON.parse(row.itemsJson) as OrderLine[]).some((line) => line._id === productId));
}
