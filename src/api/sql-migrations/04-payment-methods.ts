import type { Migration } from './migration';

export const paymentMethods: Migration = {
  version: 4,
  name: 'orders: payment method (online or Cash on Delivery), promised delivery date, invoice numbers',
  statements: [
    `ALTER TABLE orders ADD COLUMN payment_method text NOT NULL DEFAULT 'online'
        CHECK (payment_method IN ('online', 'cod'))`,
    `ALTER TABLE orders ADD COLUMN deliver_by date`,
    `ALTER TABLE orders ADD COLUMN invoice_number text UNIQUE`,
    // 'confirmed' is a Cash on Delivery order: placed, to be paid to the courier.
    `ALTER TABLE orders DROP CONSTRAINT orders_status_check`,
    `ALTER TABLE orders ADD CONSTRAINT orders_status_check
        CHECK (status IN ('created', 'paid', 'confirmed'))`,
    `ALTER TABLE orders ADD CONSTRAINT orders_confirmed_is_cod
        CHECK ((status = 'confirmed') = (payment_method = 'cod'))`,
    `ALTER TABLE orders ADD CONSTRAINT orders_invoiced_when_confirmed
        CHECK (invoice_number IS NULL OR status <> 'created')`,
    // The last serial each financial year's invoice series gave; one row per year.
    `CREATE TABLE invoice_series (financial_year text PRIMARY KEY, last_serial integer NOT NULL)`,
  ],
};
