import type { CreditNote } from '@/shared/refunds';
import type { SqlClient } from '@/api/sql-client';
import { ORDER, orderOfRow, type OrderRow } from '@/api/orders';
import type { DocumentRange, ReportRepository } from './repository';

/** The invoice's date is the payment's, or the placing's for Cash on Delivery (taxInvoice). */
const INVOICED_AT = 'COALESCE(paid_at, created_at)';

async function invoicedBetween(db: SqlClient, { since, until }: DocumentRange, after: string, limit: number) {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER} FROM orders
     WHERE invoice_number IS NOT NULL AND ${INVOICED_AT} >= $1::timestamptz AND ${INVOICED_AT} < $2::timestamptz
       AND invoice_number > $3
     ORDER BY invoice_number LIMIT $4`,
    [since, until, after, limit],
  );
  return rows.map(orderOfRow);
}

async function creditNotesBetween(
  db: SqlClient,
  { since, until }: DocumentRange,
  after: string,
  limit: number,
) {
  const rows = await db.query<OrderRow & { note: CreditNote }>(
    // The order's columns are read inside a subquery of its own: orders and credit notes both
    // have a `number`.
    `SELECT notes.note, placed.* FROM credit_notes notes
     JOIN LATERAL (SELECT ${ORDER} FROM orders WHERE orders._id = notes.order_id) placed ON true
     WHERE notes.issued_at >= $1::timestamptz AND notes.issued_at < $2::timestamptz AND notes.number > $3
     ORDER BY notes.number LIMIT $4`,
    [since, until, after, limit],
  );
  return rows.map((row) => ({ note: row.note, order: orderOfRow(row) }));
}

/** The reports' reads over SQL. */
export const sqlReportRepository = (db: SqlClient): ReportRepository => ({
  invoicedBetween: (range, after, limit) => invoicedBetween(db, range, after, limit),
  creditNotesBetween: (range, after, limit) => creditNotesBetween(db, range, after, limit),
});
