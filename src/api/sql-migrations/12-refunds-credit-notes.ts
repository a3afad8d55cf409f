import type { Migration } from './migration';

export const refundsAndCreditNotes: Migration = {
  version: 12,
  name: 'refunds and GST credit notes (cancellations, returns, undeliverable parcels, late payments)',
  statements: [
    // One refund per order, cause and return (refund_key): a request repeated finds the one made.
    `CREATE TABLE refunds (
        _id text PRIMARY KEY,
        refund_key text NOT NULL UNIQUE,
        order_id text NOT NULL REFERENCES orders (_id),
        cause text NOT NULL CHECK (cause IN ('cancelled', 'returned', 'returned_to_seller', 'late_payment')),
        amount_paise integer NOT NULL CHECK (amount_paise > 0),
        route text NOT NULL CHECK (route IN ('original', 'upi')),
        upi_id text,
        state text NOT NULL CHECK (state IN ('pending', 'processed', 'failed')),
        return_id text,
        created_at timestamptz NOT NULL,
        processed_at timestamptz,
        reference text,
        credit_note_number text,
        gateway_refund_id text UNIQUE,
        CHECK ((route = 'upi') = (upi_id IS NOT NULL))
      )`,
    `CREATE INDEX refunds_by_order ON refunds (order_id, created_at)`,
    `CREATE TABLE credit_note_series (financial_year text PRIMARY KEY, last_serial integer NOT NULL)`,
    `CREATE TABLE credit_notes (
        number text PRIMARY KEY,
        refund_key text NOT NULL UNIQUE,
        order_id text NOT NULL REFERENCES orders (_id),
        issued_at timestamptz NOT NULL,
        note jsonb NOT NULL
      )`,
    `CREATE INDEX credit_notes_by_order ON credit_notes (order_id, issued_at)`,
  ],
};
