import type { SqlClient } from '@/api/sql-client';
import type { StatusCounts } from '@/shared/staff';
import type { StaffListedOrder } from './repository';
import { statusCounts } from './staff-counts';
import { ORDER, toOrder, type OrderRow } from './sql-order-row';
import type { StaffOrderFilter } from './staff-list';

/**
 * The staff list's page: the filter's conditions ANDed, newest first with the cursor as a row
 * comparison, so orders_newest_first (or orders_by_status_newest, orders_by_payment_newest with
 * their filter) reads the page off the index in order and stops at the limit.
 */
export async function staffPage(
  db: SqlClient,
  filter: StaffOrderFilter,
  limit: number,
): Promise<StaffListedOrder[]> {
  const params: (string | number)[] = [];
  const param = (value: string | number) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (filter.status) where.push(`status = ${param(filter.status)}`);
  if (filter.paymentMethod) where.push(`payment_method = ${param(filter.paymentMethod)}`);
  if (filter.since) where.push(`created_at >= ${param(filter.since)}::timestamptz`);
  if (filter.until) where.push(`created_at < ${param(filter.until)}::timestamptz`);
  // The prefix is hex digits and hyphens (checked by the route): nothing LIKE reads as a wildcard.
  if (filter.idPrefix) where.push(`_id LIKE ${param(filter.idPrefix)} || '%'`);
  if (filter.userId) where.push(`user_id = ${param(filter.userId)}`);
  if (filter.mobile) where.push(`address ->> 'mobile' = ${param(filter.mobile)}`);
  if (filter.after) {
    const { createdAt, _id } = filter.after;
    where.push(`(created_at, _id) < (${param(createdAt)}::timestamptz, ${param(_id)})`);
  }
  const rows = await db.query<OrderRow & { email: string | null }>(
    `SELECT ${ORDER}, (SELECT email FROM users WHERE users._id = orders.user_id) AS email FROM orders
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY created_at DESC, _id DESC LIMIT ${param(limit)}`,
    params,
  );
  return rows.map((row) => ({ order: toOrder(row), email: row.email ?? '' }));
}

/** Every order counted by status, in one pass over orders_by_status_newest's leading column. */
export async function staffCounts(db: SqlClient): Promise<StatusCounts> {
  const rows = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM orders GROUP BY status`,
  );
  return statusCounts(rows);
}
