import type { Migration } from './migration';

export const ownerDashboard: Migration = {
  version: 22,
  name: "the owner's dashboard and morning note: invoices and credit notes by date, the note's setting and its log",
  statements: [
    // Each invoice line's total as invoiceLines makes it (src/shared/gst/tax-invoice.ts): its list
    // value plus its share of the delivery charge less the discount, the shares whole paise by
    // largest remainder (ties to the earlier line); a line of an order worth nothing gets no share.
    `CREATE FUNCTION invoice_line_totals(items jsonb, delivery integer, discount integer)
       RETURNS TABLE (n integer, product_id text, qty integer, total_paise bigint)
       LANGUAGE sql IMMUTABLE AS $$
         WITH lines AS (
           SELECT l.n::integer AS n, l.item ->> '_id' AS product_id, (l.item ->> 'qty')::integer AS qty,
                  round((l.item ->> 'price')::numeric * 100)::bigint * (l.item ->> 'qty')::bigint AS list_value,
                  round((delivery - discount)::numeric * 100)::bigint AS adjustment
             FROM jsonb_array_elements(items) WITH ORDINALITY AS l(item, n)
         ), weighed AS (
           SELECT *, sum(list_value) OVER () AS weight FROM lines
         ), floored AS (
           SELECT *, CASE WHEN weight = 0 THEN 0 ELSE abs(adjustment) * list_value / weight END AS share,
                  CASE WHEN weight = 0 THEN 0 ELSE abs(adjustment) * list_value % weight END AS remainder
             FROM weighed
         ), ranked AS (
           SELECT *, CASE WHEN weight = 0 THEN 0 ELSE abs(adjustment) - sum(share) OVER () END AS left_over,
                  row_number() OVER (ORDER BY remainder DESC, n) AS place
             FROM floored
         )
         SELECT n, product_id, qty,
                list_value + sign(adjustment)::bigint * (share + CASE WHEN place <= left_over THEN 1 ELSE 0 END)
           FROM ranked
       $$`,
    // The dashboard's sales read these narrow rows, not the orders' (src/api/dashboard/
    // sql-repository.ts): one per line of every invoiced order, dated as its invoice is (the
    // payment, or the placing for Cash on Delivery), kept by the trigger below whatever code writes
    // the order.
    `CREATE TABLE invoice_lines (
        order_id text NOT NULL REFERENCES orders (_id) ON DELETE CASCADE,
        n integer NOT NULL,
        invoiced_at timestamptz NOT NULL,
        product_id text NOT NULL,
        qty integer NOT NULL,
        total_paise bigint NOT NULL,
        PRIMARY KEY (order_id, n)
      )`,
    `CREATE INDEX invoice_lines_by_date ON invoice_lines (invoiced_at) INCLUDE (n, product_id, qty, total_paise)`,
    `CREATE FUNCTION invoice_lines_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'UPDATE' THEN
            DELETE FROM invoice_lines WHERE order_id = NEW._id;
          END IF;
          IF NEW.invoice_number IS NOT NULL THEN
            INSERT INTO invoice_lines (order_id, n, invoiced_at, product_id, qty, total_paise)
            SELECT NEW._id, t.n, coalesce(NEW.paid_at, NEW.created_at), t.product_id, t.qty, t.total_paise
              FROM invoice_line_totals(NEW.items, NEW.delivery, NEW.discount) AS t;
          END IF;
          RETURN NULL;
        END
      $$`,
    `CREATE TRIGGER orders_invoice_lines_inserted AFTER INSERT ON orders
        FOR EACH ROW WHEN (NEW.invoice_number IS NOT NULL) EXECUTE FUNCTION invoice_lines_of_order()`,
    // Only when what the lines are made of changed: an order's moves (status, timeline) skip it.
    `CREATE TRIGGER orders_invoice_lines_updated
        AFTER UPDATE OF invoice_number, paid_at, created_at, items, delivery, discount ON orders
        FOR EACH ROW WHEN (OLD.invoice_number IS DISTINCT FROM NEW.invoice_number
          OR (NEW.invoice_number IS NOT NULL AND (OLD.paid_at IS DISTINCT FROM NEW.paid_at
            OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.items IS DISTINCT FROM NEW.items
            OR OLD.delivery IS DISTINCT FROM NEW.delivery OR OLD.discount IS DISTINCT FROM NEW.discount)))
        EXECUTE FUNCTION invoice_lines_of_order()`,
    `INSERT INTO invoice_lines (order_id, n, invoiced_at, product_id, qty, total_paise)
       SELECT o._id, t.n, coalesce(o.paid_at, o.created_at), t.product_id, t.qty, t.total_paise
         FROM orders o CROSS JOIN LATERAL invoice_line_totals(o.items, o.delivery, o.discount) AS t
        WHERE o.invoice_number IS NOT NULL`,
    // Credit notes by issue, returns by when they were asked for (the first step's timestamp, as
    // text in the one timestamp format), open complaints by deadline.
    `CREATE INDEX credit_notes_issued_at ON credit_notes (issued_at)`,
    `CREATE INDEX order_returns_asked_at ON order_returns ((steps -> 0 ->> 'at'))`,
    `CREATE INDEX complaints_open_by_deadline ON complaints (acknowledge_by) WHERE status = 'open'`,
    `ALTER TABLE staff_members ADD COLUMN morning_note boolean NOT NULL DEFAULT true`,
    // One note per owner and India day, whichever process sends it: a row is claimed before the
    // send (claimed_at) and marked sent after (sent_at); a claim left by a process that died is
    // taken over once it is old (src/api/dashboard/morning-note.ts).
    `CREATE TABLE morning_notes (
        staff_id text NOT NULL REFERENCES staff_members (_id) ON DELETE CASCADE,
        day date NOT NULL,
        claimed_at timestamptz NOT NULL,
        sent_at timestamptz,
        PRIMARY KEY (staff_id, day)
      )`,
  ],
};
