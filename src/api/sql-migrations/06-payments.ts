import type { Migration } from './migration';

export const payments: Migration = {
  version: 6,
  name: "one payment, one order; Razorpay's orders, webhook events and failed payments",
  statements: [
    // A payment id pays one order, whichever process records it (NULLs, the unpaid, do not clash).
    // A database where two orders already share one stops here: reconcile them first.
    `ALTER TABLE orders ADD CONSTRAINT orders_one_order_per_payment UNIQUE (payment_id)`,
    // With real keys the id is Razorpay's, asked for once the order is saved: none until then (and
    // none for Cash on Delivery).
    `ALTER TABLE orders ALTER COLUMN razorpay_order_id DROP NOT NULL`,
    // Each webhook event is handled once: its id is claimed in the transaction that handles it.
    `CREATE TABLE razorpay_events (
        event_id text PRIMARY KEY,
        event text NOT NULL,
        received_at timestamptz NOT NULL
      )`,
    // payment.failed, as Razorpay reported it: for the shop's records and its support.
    `CREATE TABLE payment_failures (
        payment_id text NOT NULL,
        razorpay_order_id text,
        error_code text,
        error_description text,
        error_reason text,
        failed_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`,
    `CREATE INDEX payment_failures_by_order ON payment_failures (razorpay_order_id)`,
  ],
};
