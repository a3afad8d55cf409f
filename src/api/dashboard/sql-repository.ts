import type { ReturnReasonCount } from '@/shared/dashboard';
import { firstRow, type SqlClient } from '@/api/sql-client';
import type { DayRange } from './days';
import type { DashboardRepository, SalesDay, StoredProductSales, StoredTodos } from './repository';

/** India's day of a timestamptz: India keeps +05:30 all year, so no time-zone table is needed. */
const indiaDay = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '330 minutes')::date`;

/**
 * The invoices' lines dated in [$1, $2): invoice_lines (migration 22) holds each invoiced order's
 * lines with the totals the invoice gives them, dated as the invoice is, narrow and indexed by date.
 */
const INVOICE_LINES_IN_RANGE = `invoice_lines WHERE invoiced_at >= $1::timestamptz AND invoiced_at < $2::timestamptz`;

const CREDIT_NOTES_IN_RANGE = `credit_notes n WHERE n.issued_at >= $1::timestamptz AND n.issued_at < $2::timestamptz`;

const SALES_DAYS = `
  WITH both_kinds AS (
    SELECT ${indiaDay('invoiced_at')} AS day, sum(total_paise) AS gross, sum(qty) AS pairs,
           count(*) FILTER (WHERE n = 1) AS orders, 0::bigint AS refunds
      FROM ${INVOICE_LINES_IN_RANGE} GROUP BY 1
    UNION ALL
    SELECT ${indiaDay('n.issued_at')}, 0, 0, 0, sum((n.note ->> 'totalPaise')::bigint)
      FROM ${CREDIT_NOTES_IN_RANGE} GROUP BY 1
  )
  SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(gross)::float8 AS "grossPaise",
         sum(refunds)::float8 AS "refundsPaise", sum(orders)::int AS orders, sum(pairs)::int AS pairs
    FROM both_kinds GROUP BY day ORDER BY day`;

/** Each product's invoice lines less its credit-note lines. */
const PRODUCT_SALES = `
  WITH both_kinds AS (
    SELECT product_id, qty::bigint AS qty, total_paise AS total FROM ${INVOICE_LINES_IN_RANGE}
    UNION ALL
    SELECT c.line ->> 'productId', -(c.line ->> 'qty')::bigint, -(c.line ->> 'totalPaise')::bigint
      FROM credit_notes n CROSS JOIN LATERAL jsonb_array_elements(n.note -> 'lines') AS c(line)
     WHERE n.issued_at >= $1::timestamptz AND n.issued_at < $2::timestamptz
  )
  SELECT product_id AS "productId", sum(qty)::int AS pairs, sum(total)::float8 AS "netPaise"
    FROM both_kinds GROUP BY product_id`;

/** Returns asked for in [$1, $2): their first step's time, as text in the timestamp format (indexed). */
const RETURNED_LINES = `order_returns r CROSS JOIN LATERAL jsonb_array_elements(r.lines) AS l(line)
  WHERE r.state <> 'rejected' AND r.steps -> 0 ->> 'at' >= $1 AND r.steps -> 0 ->> 'at' < $2`;

const RETURNS_BY_REASON = `
  SELECT r.reason, count(DISTINCT r._id)::int AS returns, sum((l.line ->> 'qty')::int)::int AS pairs
    FROM ${RETURNED_LINES}
   GROUP BY r.reason`;

const RETURNS_BY_PRODUCT = `
  SELECT l.line ->> 'productId' AS "productId", sum((l.line ->> 'qty')::int)::int AS pairs
    FROM ${RETURNED_LINES}
   GROUP BY l.line ->> 'productId'`;

const TODOS = `SELECT
  (SELECT count(*) FROM orders WHERE status = 'confirmed')::int AS "ordersToPack",
  (SELECT count(*) FROM orders WHERE status = 'packed')::int AS "ordersToShip",
  (SELECT count(*) FROM order_returns WHERE state = 'picked_up')::int AS "returnsToReceive",
  (SELECT count(*) FROM refunds WHERE route = 'upi' AND state = 'pending')::int AS "payoutsToMake",
  (SELECT count(*) FROM complaints WHERE status = 'open' AND acknowledge_by <= $1::timestamptz)::int
    AS "complaintsDue"`;

export function sqlDashboardRepository(db: SqlClient): DashboardRepository {
  const inRange = ({ since, until }: DayRange) => [since, until] as const;
  return {
    async todos(dueBy) {
      const row = await firstRow<StoredTodos>(db, TODOS, [dueBy]);
      if (!row) throw new Error('the to-do counts answered no row');
      return row;
    },
    salesDays: (range) => db.query<SalesDay>(SALES_DAYS, inRange(range)),
    productSales: (range) => db.query<StoredProductSales>(PRODUCT_SALES, inRange(range)),
    async returns(range) {
      const [byReason, byProduct] = await Promise.all([
        db.query<ReturnReasonCount>(RETURNS_BY_REASON, inRange(range)),
        db.query<{ productId: string; pairs: number }>(RETURNS_BY_PRODUCT, inRange(range)),
      ]);
      return { byReason, byProduct };
    },
  };
}
