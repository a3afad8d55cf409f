import type { Migration } from './migration';

export const reviews: Migration = {
  version: 5,
  name: 'reviews by verified buyers, one per shopper and product, and the writes the daily cap counts',
  statements: [
    // Write order for newest first: a replacement takes the next number too.
    `CREATE SEQUENCE review_write_order`,
    `CREATE TABLE reviews (
        _id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products (_id),
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL,
        "text" text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        seq bigint NOT NULL DEFAULT nextval('review_write_order'),
        UNIQUE (user_id, product_id)
      )`,
    `CREATE INDEX reviews_by_product ON reviews (product_id, seq)`,
    `CREATE TABLE review_writes (
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        written_at timestamptz NOT NULL
      )`,
    `CREATE INDEX review_writes_by_user ON review_writes (user_id, written_at)`,
  ],
};
