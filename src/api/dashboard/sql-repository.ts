import type { ReturnReasonCount } from '@/shared/dashboard';
import { firstRow, type SqlClient } from '@/api/sql-client';
import type { DayRange } from './days';
import type { DashboardRepository, SalesDay, StoredProductSales, StoredTodos } from './repository';

/** India's day of a timestamptz: India keeps +05:30 all year, so no time-zone table is needed. */
const indiaDay = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '330 minutes')::date`;

/** When an order's invoice is dated (taxInvoice: paid, or placed for Cash on Delivery); indexed. */
const INVOICED_AT = 'coalesce(o.paid_at, o.created_at)';

/** The invoices dated in [$1, $2), by the partial index orders_invoiced_at (migration 19). */
const INVOICED_IN_RANGE = `o.invoice_number IS NOT NULL
  AND ${INVOICED_AT} >= $1::timestamptz AND ${INVOICED_AT} < $2::timestamptz`;

/** An invoice line's list value in paise, as invoiceLines takes it: the pair's price × pairs. */
const LIST_VALUE = `round((l.item ->> 'price')::numeric * 100)::bigint * (l.item ->> 'qty')::bigint`;

/** The order's delivery charge less its discount, in paise: spread over its lines. */
const ADJUSTMENT = `round((o.delivery - o.discount)::numeric * 100)::bigint`;

const SALES_DAYS = `
  WITH invoiced AS (
    SELECT ${indiaDay(INVOICED_AT)} AS day, ${ADJUSTMENT} + sum(${LIST_VALUE}) AS gross,
           sum((l.item ->> 'qty')::bigint) AS pairs
      FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) AS l(item)
     WHERE ${INVOICED_IN_RANGE}
     GROUP BY o._id
  ), credited AS (
    SELECT ${indiaDay('issued_at')} AS day, (note ->> 'totalPaise')::bigint AS refunds
      FROM credit_notes WHERE issued_at >= $1::timestamptz AND issued_at < $2::timestamptz
  ), both_kinds AS (
    SELECT day, gross, pairs, 0::bigint AS refunds, 1 AS orders FROM invoiced
    UNION ALL SELECT day, 0, 0, refunds, 0 FROM credited
  )
  SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(gross)::float8 AS "grossPaise",
         sum(refunds)::float8 AS "refundsPaise", sum(orders)::int AS orders, sum(pairs)::int AS pairs
    FROM both_kinds GROUP BY day ORDER BY day`;

/**
 * Each invoice line's total as invoiceLines makes it (src/shared/gst/tax-invoice.ts): its list
 * value plus its share of the adjustment, the shares whole paise by largest remainder (ties to
 * the earlier line), so a product's figures add up to the invoices to the paisa.
 */
const INVOICE_LINES = `
  lines AS (
    SELECT o._id AS order_id, l.n, l.item ->> '_id' AS product_id, (l.item ->> 'qty')::bigint AS qty,
           ${LIST_VALUE} AS list_value, ${ADJUSTMENT} AS adjustment
      FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) WITH ORDINALITY AS l(item, n)
     WHERE ${INVOICED_IN_RANGE}
  ), weighed AS (
    SELECT *, sum(list_value) OVER (PARTITION BY order_id) AS weight FROM lines
  ), floored AS (
    SELECT *, CASE WHEN weight = 0 THEN 0 ELSE abs(adjustment) * list_value / weight END AS share,
           CASE WHEN weight = 0 THEN 0 ELSE abs(adjustment) * list_value % weight END AS remainder
      FROM weighed
  ), ranked AS (
    SELECT *, abs(adjustment) - sum(share) OVER (PARTITION BY order_id) AS left_over,
           row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, n) AS place
      FROM floored
  ), line_totals AS (
    SELECT product_id, qty,
           list_value + sign(adjustment) * (share + CASE WHEN place <= left_over THEN 1 ELSE 0 END) AS total
      FROM ranked
  )`;

const PRODUCT_SALES = `
  WITH ${INVOICE_LINES}, credited AS (
    SELECT c.line ->> 'productId' AS product_id, -(c.line ->> 'qty')::bigint AS qty,
           -(c.line ->> 'totalPaise')::bigint AS total
      FROM credit_notes n CROSS JOIN LATERAL jsonb_array_elements(n.note -> 'lines') AS c(line)
     WHERE n.issued_at >= $1::timestamptz AND n.issued_at < $2::timestamptz
  )
  SELECT product_id AS "productId", sum(qty)::int AS pairs, sum(total)::float8 AS "netPaise"
    FROM (SELECT product_id, qty, total FROM line_totals UNION ALL SELECT * FROM credited) AS both_kinds
   GROUP BY product_id`;

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
