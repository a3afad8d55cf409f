import type { Migration } from './migration';

export const shopperUpdates: Migration = {
  version: 14,
  name: "the shopper's updates, and the email outbox they feed",
  statements: [
    `CREATE TABLE shopper_updates (
        _id text PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        order_id text NOT NULL REFERENCES orders (_id) ON DELETE CASCADE,
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        at timestamptz NOT NULL,
        read_at timestamptz,
        emailed_at timestamptz
      )`,
    // A shopper's page, newest first, and their unread count.
    `CREATE INDEX shopper_updates_newest ON shopper_updates (user_id, seq DESC)`,
    `CREATE INDEX shopper_updates_unread ON shopper_updates (user_id) WHERE read_at IS NULL`,
    // The outbox's sweep reads only the updates whose email is not yet sent.
    `CREATE INDEX shopper_updates_unsent ON shopper_updates (seq) WHERE emailed_at IS NULL`,
  ],
};
