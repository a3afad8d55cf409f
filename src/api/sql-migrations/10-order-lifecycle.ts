import type { Migration } from './migration';

export const orderLifecycle: Migration = {
  version: 10,
  name: "the order's life: statuses past payment, the payment's own state, a timeline; stock per product",
  statements: [
    // 'paid' becomes 'confirmed' (paid online, or Cash on Delivery placed): the old checks tied
    // each status to one payment method, which the payment's own state now says.
    `ALTER TABLE orders DROP CONSTRAINT orders_status_check`,
    `ALTER TABLE orders DROP CONSTRAINT orders_confirmed_is_cod`,
    `ALTER TABLE orders DROP CONSTRAINT orders_check`,
    `ALTER TABLE orders ADD COLUMN payment_state text`,
    `ALTER TABLE orders ADD COLUMN timeline jsonb NOT NULL DEFAULT '[]'`,
    // Orders placed before stock was kept reserved nothing: their moves change no stock.
    `ALTER TABLE orders ADD COLUMN stock_held boolean NOT NULL DEFAULT false`,
    `UPDATE orders SET
         payment_state = CASE WHEN status = 'paid' THEN 'paid'
                              WHEN payment_method = 'cod' THEN 'cod_due' ELSE 'pending' END,
         timeline = CASE
           WHEN payment_method = 'cod' THEN jsonb_build_array(jsonb_build_object(
             'status', 'confirmed', 'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
           WHEN status = 'paid' THEN jsonb_build_array(
             jsonb_build_object('status', 'created',
               'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
             jsonb_build_object('status', 'confirmed',
               'at', to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
           ELSE jsonb_build_array(jsonb_build_object('status', 'created',
             'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))) END,
         status = CASE WHEN status = 'paid' THEN 'confirmed' ELSE status END`,
    `ALTER TABLE orders ALTER COLUMN payment_state SET NOT NULL`,
    `ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('created', 'confirmed',
        'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned_to_seller', 'expired'))`,
    `ALTER TABLE orders ADD CONSTRAINT orders_payment_state_check
        CHECK (payment_state IN ('pending', 'paid', 'cod_due', 'cod_collected', 'refunded'))`,
    // A payment recorded has its time: paid, or refunded for an order that had expired.
    `ALTER TABLE orders ADD CONSTRAINT orders_payment_has_time CHECK ((payment_id IS NULL) = (paid_at IS NULL))`,
    // Each product's pairs; a product without a row has its starting stock (src/api/stock/starting-stock.ts).
    `CREATE TABLE stock (
        product_id text PRIMARY KEY REFERENCES products (_id),
        on_hand integer NOT NULL CHECK (on_hand >= 0),
        reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
        CHECK (reserved <= on_hand)
      )`,
    // The staff order list (src/api/orders/staff-list.ts): newest first, the cursor's order, and
    // the same with each filter in front; the searches by id prefix and by the address's mobile.
    `CREATE INDEX orders_newest_first ON orders (created_at DESC, _id DESC)`,
    `CREATE INDEX orders_by_status_newest ON orders (status, created_at DESC, _id DESC)`,
    `CREATE INDEX orders_by_payment_newest ON orders (payment_method, created_at DESC, _id DESC)`,
    `CREATE INDEX orders_by_id_prefix ON orders (_id text_pattern_ops)`,
    `CREATE INDEX orders_by_mobile ON orders ((address ->> 'mobile'), created_at DESC)`,
    `CREATE INDEX orders_by_user_newest ON orders (user_id, created_at DESC)`,
  ],
};
