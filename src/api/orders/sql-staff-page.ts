import type { SqlClient } from '@/api/sql-client';
import type { StatusCounts } from '@/shared/staff';
import type { StaffListedOrder } from './repository';
import { statusCounts } from './staff-counts';
import { ORDER, toOrder, type OrderRow } from './sql-order-row';
import type { StaffOrderFilter, StaffOrderSearch } from './staff-list';

/** `text` inside a LIKE pattern, its wildcards and the escape character taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * An order matches any reading of the search (./staff-list.ts): the exact ones by their indexes or
 * keys, the words, when there are any, as part of the address's name or the account's name or email
 * (those read every order the other conditions leave: a shop's orders, not a marketplace's).
 */
function searchCondition(search: StaffOrderSearch, param: (value: string | number) => string): string {
  const any: string[] = [];
  if (search.words !== undefined) {
    const words = param(`%${likeText(search.words)}%`);
    any.push(
      `address ->> 'name' ILIKE ${words}`,
      `user_id IN (SELECT _id FROM users WHERE email LIKE ${words} OR first_name || ' ' || last_name ILIKE ${words})`,
    );
  }
  if (search.email) any.push(`user_id IN (SELECT _id FROM users WHERE email = ${param(search.email)})`);
  if (search.serial !== undefined) any.push(`number = ${param(search.serial)}`);
  if (search.invoiceNumber) any.push(`invoice_number = ${param(search.invoiceNumber)}`);
  // The prefix is hex digits and hyphens (searchOf): nothing LIKE reads as a wildcard.
  if (search.idPrefix) any.push(`_id LIKE ${param(search.idPrefix)} || '%'`);
  if (search.mobile) any.push(`address ->> 'mobile' = ${param(search.mobile)}`);
  return `(${any.join(' OR ')})`;
}

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
  if (filter.search) where.push(searchCondition(filter.search, param));
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
