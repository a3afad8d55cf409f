import type { Migration } from './migration';

export const firstTables: Migration = {
  version: 1,
  name: 'catalogue, accounts, carts, wishlists, addresses, orders, test todos',
  statements: [
    `CREATE TABLE products (
        _id text PRIMARY KEY,
        id integer NOT NULL,
        title text NOT NULL,
        "text" text NOT NULL,
        img text NOT NULL,
        price integer NOT NULL CHECK (price >= 0),
        rating text NOT NULL,
        brand text NOT NULL,
        category text[] NOT NULL DEFAULT '{}',
        btn text NOT NULL,
        color text NOT NULL,
        shadow text NOT NULL,
        link text,
        seq integer NOT NULL
      )`,
    `CREATE TABLE categories (
        _id text PRIMARY KEY,
        category_name text NOT NULL,
        description text NOT NULL,
        seq integer NOT NULL
      )`,
    `CREATE TABLE users (
        _id text PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
    `CREATE TABLE cart_lines (
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products (_id),
        qty integer NOT NULL CHECK (qty >= 1),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        PRIMARY KEY (user_id, product_id)
      )`,
    `CREATE TABLE wishlist_lines (
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products (_id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        PRIMARY KEY (user_id, product_id)
      )`,
    `CREATE TABLE addresses (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        name text NOT NULL,
        mobile text NOT NULL,
        pincode text NOT NULL,
        city text NOT NULL,
        residence text NOT NULL,
        alternatemobile text NOT NULL DEFAULT '',
        state text NOT NULL,
        is_selected boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`,
    `CREATE INDEX addresses_by_user ON addresses (user_id, seq)`,
    `CREATE TABLE orders (
        _id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        idempotency_key text NOT NULL,
        razorpay_order_id text NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('created', 'paid')),
        items jsonb NOT NULL,
        address jsonb NOT NULL,
        sub_total integer NOT NULL,
        delivery integer NOT NULL,
        discount integer NOT NULL,
        grand_total integer NOT NULL,
        amount_paise integer NOT NULL CHECK (amount_paise >= 0),
        payment_id text,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        UNIQUE (user_id, idempotency_key),
        CHECK ((status = 'paid') = (payment_id IS NOT NULL AND paid_at IS NOT NULL))
      )`,
    `CREATE TABLE test_todos (
        _id text PRIMARY KEY,
        title text NOT NULL,
        done boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`,
    // What the seed has put in once (server/db/seed.ts), so a restart never re-adds a deleted row.
    `CREATE TABLE seeded (name text PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`,
  ],
};
