import { invoiceNumber } from '@/shared/gst/invoice-number';
import { amountInPaise } from '@/shared/order-totals';
import type { Order } from '@/shared/types';
import { firstRow, sqlState, ts, type SqlClient } from '@/api/sql-client';
import { nextSerial } from '@/api/sql-series';
import {
  BOUGHT_PAYMENT_STATES,
  PaymentIdTaken,
  type NewOrder,
  type OrderMove,
  type OrderRepository,
  type PaymentFailure,
  type StoredOrder,
} from './repository';
import { sqlCodQueries } from './sql-cod';
import { ORDER, orderRow, toOrder, type OrderRow } from './sql-order-row';
import { staffCounts, staffPage } from './sql-staff-page';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

const findByIdempotencyKey = (db: SqlClient, userId: string, key: string) =>
  orderRow(db, `SELECT ${ORDER} FROM orders WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);

async function insert(db: SqlClient, order: NewOrder): Promise<{ order: Order; created: boolean }> {
  const {
    userId,
    idempotencyKey,
    razorpayOrderId,
    items,
    address,
    amounts,
    paymentMethod,
    deliverBy,
    createdAt,
  } = order;
  const inserted = await orderRow(
    db,
    `INSERT INTO orders (_id, user_id, idempotency_key, razorpay_order_id, status, items, address,
       sub_total, delivery, discount, grand_total, amount_paise, created_at, payment_method, deliver_by,
       payment_state, timeline, stock_held)
     VALUES ($1, $2, $3, $4, $13, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $14, $15::date,
       $16, jsonb_build_array(jsonb_build_object('status', $13::text, 'at', $17::text)), $14 = 'cod')
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING ${ORDER}`,
    [
      crypto.randomUUID(),
      userId,
      idempotencyKey,
      razorpayOrderId,
      JSON.stringify(items),
      JSON.stringify(address),
      amounts.subTotal,
      amounts.delivery,
      amounts.discount,
      amounts.grandTotal,
      amountInPaise(amounts),
      createdAt,
      paymentMethod === 'cod' ? 'confirmed' : 'created',
      paymentMethod,
      deliverBy,
      paymentMethod === 'cod' ? 'cod_due' : 'pending',
      createdAt,
    ],
  );
  if (inserted) return { order: inserted, created: true };
  // A concurrent request with this key committed first: its order is the answer.
  const existing = await findByIdempotencyKey(db, userId, idempotencyKey);
  if (!existing) throw new Error('an order conflicted on its idempotency key and then vanished');
  return { order: existing, created: false };
}

async function issueInvoiceNumber(db: SqlClient, userId: string, orderId: string, financialYear: string) {
  const order = await firstRow<{ status: string; invoiceNumber: string | null }>(
    db,
    `SELECT status, invoice_number AS "invoiceNumber" FROM orders WHERE user_id = $1 AND _id = $2 FOR UPDATE`,
    [userId, orderId],
  );
  if (!order || order.status === 'created' || order.invoiceNumber) return null;
  const serial = await nextSerial(db, 'invoice_series', financialYear);
  return orderRow(
    db,
    `UPDATE orders SET invoice_number = $3 WHERE user_id = $1 AND _id = $2 RETURNING ${ORDER}`,
    [userId, orderId, invoiceNumber(financialYear, serial)],
  );
}

/** Of `userIds`, those with an order containing the product, its payment made: one statement. */
async function buyersOf(db: SqlClient, productId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.query<{ userId: string }>(
    `SELECT DISTINCT user_id AS "userId" FROM orders
     WHERE user_id = ANY($1::text[]) AND payment_state = ANY($2::text[])
       AND items @> jsonb_build_array(jsonb_build_object('_id', $3::text))`,
    [userIds, BOUGHT_PAYMENT_STATES, productId],
  );
  const buyers = new Set(rows.map((row) => row.userId));
  return userIds.filter((userId) => buyers.has(userId));
}

// The statements behind OrderRepository's methods, each named as the method it answers: the
// interface says what each does.
const attachRazorpayOrder = (db: SqlClient, userId: string, orderId: string, razorpayOrderId: string) =>
  orderRow(
    db,
    `UPDATE orders SET razorpay_order_id = COALESCE(razorpay_order_id, $3)
     WHERE user_id = $1 AND _id = $2
     RETURNING ${ORDER}`,
    [userId, orderId, razorpayOrderId],
  );

async function findByRazorpayOrderId(db: SqlClient, razorpayOrderId: string) {
  const row = await firstRow<OrderRow & { userId: string }>(
    db,
    `SELECT ${ORDER}, user_id AS "userId" FROM orders WHERE razorpay_order_id = $1`,
    [razorpayOrderId],
  );
  return row && { userId: row.userId, order: toOrder(row) };
}

/** A statement that may write a payment id: another order's is PaymentIdTaken. */
async function writingPayment<T>(paymentId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The one unique column these statements write: another order has the payment
    // (orders_one_order_per_payment), decided by the database across every process.
    if (paymentId !== undefined && sqlState(error) === UNIQUE_VIOLATION) throw new PaymentIdTaken(paymentId);
    throw error;
  }
}

/** The move as one conditional write: only an order still at `from` changes (WHERE status = from). */
const move = (db: SqlClient, { orderId, from, event, paymentState, paymentId, holdsStock }: OrderMove) =>
  writingPayment(paymentId, () =>
    orderRow(
      db,
      `UPDATE orders SET status = $3, payment_state = $4, timeline = timeline || jsonb_build_array($5::jsonb),
         payment_id = COALESCE($6, payment_id),
         paid_at = CASE WHEN $6::text IS NULL THEN paid_at ELSE $7::timestamptz END,
         stock_held = stock_held OR $8
       WHERE _id = $1 AND status = $2
       RETURNING ${ORDER}`,
      // prettier-ignore
      [orderId, from, event.status, paymentState, JSON.stringify(event), paymentId ?? null, event.at, holdsStock === true],
    ),
  );

const recordRefund = (db: SqlClient, orderId: string, paymentId: string, at: string) =>
  writingPayment(paymentId, () =>
    orderRow(
      db,
      `UPDATE orders SET payment_state = 'refunded', payment_id = $2, paid_at = $3::timestamptz
       WHERE _id = $1 AND status = 'expired' AND payment_id IS NULL
       RETURNING ${ORDER}`,
      [orderId, paymentId, at],
    ),
  );

async function findById(db: SqlClient, orderId: string): Promise<StoredOrder | null> {
  const row = await firstRow<OrderRow & { userId: string | null; stockHeld: boolean }>(
    db,
    `SELECT ${ORDER}, user_id AS "userId", stock_held AS "stockHeld" FROM orders WHERE _id = $1`,
    [orderId],
  );
  return row && { userId: row.userId, order: toOrder(row), stockHeld: row.stockHeld };
}

const confirmedOf = async (db: SqlClient, userId: string) =>
  (
    await db.query<OrderRow>(
      `SELECT ${ORDER} FROM orders WHERE user_id = $1 AND status NOT IN ('created', 'expired')
       ORDER BY COALESCE(paid_at, created_at) DESC, seq DESC`,
      [userId],
    )
  ).map(toOrder);

const unpaidOf = async (db: SqlClient, userId: string, since: string) =>
  (
    await db.query<{ createdAt: string }>(
      `SELECT ${ts('created_at')} AS "createdAt" FROM orders
       WHERE user_id = $1 AND status = 'created' AND created_at >= $2::timestamptz
       ORDER BY created_at`,
      [userId, since],
    )
  ).map((row) => row.createdAt);

const codCountSince = async (db: SqlClient, userId: string, since: string) =>
  (
    await firstRow<{ count: number }>(
      db,
      `SELECT count(*)::int AS count FROM orders
       WHERE user_id = $1 AND payment_method = 'cod' AND created_at >= $2::timestamptz`,
      [userId, since],
    )
  )?.count ?? 0;

/** Served by unpaid_orders_by_age (created_at, WHERE status = 'created'). */
const unpaidBefore = async (db: SqlClient, createdBefore: string, limit: number) =>
  (
    await db.query<{ _id: string }>(
      `SELECT _id FROM orders WHERE status = 'created' AND created_at < $1::timestamptz
       ORDER BY created_at LIMIT $2`,
      [createdBefore, limit],
    )
  ).map((row) => row._id);

const claimWebhookEvent = async (db: SqlClient, eventId: string, event: string, at: string) =>
  (
    await db.query(
      `INSERT INTO razorpay_events (event_id, event, received_at) VALUES ($1, $2, $3::timestamptz)
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
      [eventId, event, at],
    )
  ).length === 1;

async function recordPaymentFailure(db: SqlClient, failure: PaymentFailure) {
  await db.query(
    `INSERT INTO payment_failures
       (payment_id, razorpay_order_id, error_code, error_description, error_reason, failed_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz)`,
    [
      failure.paymentId,
      failure.razorpayOrderId,
      failure.errorCode,
      failure.errorDescription,
      failure.errorReason,
      failure.failedAt,
    ],
  );
}

export function sqlOrderRepository(db: SqlClient): OrderRepository {
  return {
    find: (userId, orderId) =>
      orderRow(db, `SELECT ${ORDER} FROM orders WHERE user_id = $1 AND _id = $2`, [userId, orderId]),
    findByIdempotencyKey: (userId, key) => findByIdempotencyKey(db, userId, key),
    attachRazorpayOrder: (userId, orderId, razorpayOrderId) =>
      attachRazorpayOrder(db, userId, orderId, razorpayOrderId),
    findByRazorpayOrderId: (razorpayOrderId) => findByRazorpayOrderId(db, razorpayOrderId),
    insert: (order) => insert(db, order),
    findById: (orderId) => findById(db, orderId),
    move: (change) => move(db, change),
    paidBy: async (paymentId) =>
      (await firstRow<{ _id: string }>(db, `SELECT _id FROM orders WHERE payment_id = $1`, [paymentId]))
        ?._id ?? null,
    recordRefund: (orderId, paymentId, at) => recordRefund(db, orderId, paymentId, at),
    issueInvoiceNumber: (userId, orderId, financialYear) =>
      issueInvoiceNumber(db, userId, orderId, financialYear),
    confirmedOf: (userId) => confirmedOf(db, userId),
    holdShopper: async (userId) => {
      // NO KEY UPDATE: it waits for another placement by the shopper, not for their cart's writes.
      await db.query(`SELECT 1 FROM users WHERE _id = $1 FOR NO KEY UPDATE`, [userId]);
    },
    unpaidOf: (userId, since) => unpaidOf(db, userId, since),
    codCountSince: (userId, since) => codCountSince(db, userId, since),
    ...sqlCodQueries(db),
    unpaidBefore: (createdBefore, limit) => unpaidBefore(db, createdBefore, limit),
    claimWebhookEvent: (eventId, event, at) => claimWebhookEvent(db, eventId, event, at),
    recordPaymentFailure: (failure) => recordPaymentFailure(db, failure),
    hasBought: async (userId, productId) => (await buyersOf(db, productId, [userId])).length > 0,
    buyersOf: (productId, userIds) => buyersOf(db, productId, userIds),
    staffPage: (filter, limit) => staffPage(db, filter, limit),
    staffCounts: () => staffCounts(db),
  };
}
