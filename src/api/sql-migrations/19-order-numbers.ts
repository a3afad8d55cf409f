import type { Migration } from './migration';

export const orderNumbers: Migration = {
  version: 19,
  name: 'order numbers: SH-100001 onwards, existing orders numbered in the order they were placed',
  statements: [
    `ALTER TABLE orders ADD COLUMN number integer`,
    // A sequence, not a counter row like invoice_series: placements never wait on each other for a
    // number, and the gap a lost idempotency race leaves is allowed (src/shared/order-number.ts).
    `CREATE SEQUENCE order_numbers AS integer START WITH 100001 OWNED BY orders.number`,
    `UPDATE orders SET number = numbered.number
       FROM (SELECT _id, 100000 + row_number() OVER (ORDER BY created_at, seq) AS number FROM orders) numbered
      WHERE orders._id = numbered._id`,
    `SELECT setval('order_numbers', COALESCE((SELECT max(number) FROM orders), 100000) + 1, false)`,
    `ALTER TABLE orders ALTER COLUMN number SET DEFAULT nextval('order_numbers'),
       ALTER COLUMN number SET NOT NULL`,
    `ALTER TABLE orders ADD CONSTRAINT orders_number_unique UNIQUE (number)`,
  ],
};
