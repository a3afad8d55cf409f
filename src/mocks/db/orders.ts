import type { Address, Order, OrderAmounts, OrderLine } from '@/shared/types';
import { timestamp } from '@/shared/timestamp';
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

/** Razorpay order ids look like `order_` + 14 alphanumerics. */
function razorpayOrderId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `order_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export function insertOrder(input: {
  userId: string;
  idempotencyKey: string;
  items: OrderLine[];
  address: Address;
  amounts: OrderAmounts;
}): Order {
  const row = db.order.create({
    _id: crypto.randomUUID(),
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    razorpayOrderId: razorpayOrderId(),
    status: 'created',
    itemsJson: JSON.stringify(input.items),
    addressJson: JSON.stringify(input.address),
    ...input.amounts,
    // Paise are whole numbers; rounding keeps a fractional price from making 12345.000000001.
    amountPaise: Math.round(input.amounts.grandTotal * 100),
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
