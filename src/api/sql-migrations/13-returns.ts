import type { Migration } from './migration';

export const returns: Migration = {
  version: 13,
  name: 'returns: asked for by shoppers, moved by staff',
  statements: [
    // The pickup address is kept whole: the shopper may edit or delete the saved one meanwhile.
    `CREATE TABLE order_returns (
        seq bigint GENERATED ALWAYS AS IDENTITY,
        _id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders (_id) ON DELETE CASCADE,
        -- Kept, as its order is, when a guest account is purged: no longer anyone's.
        user_id text REFERENCES users (_id) ON DELETE SET NULL,
        lines jsonb NOT NULL,
        reason text NOT NULL,
        state text NOT NULL CHECK (state IN ('requested', 'approved', 'rejected', 'picked_up', 'received')),
        steps jsonb NOT NULL,
        resellable boolean,
        pickup_address jsonb NOT NULL,
        upi_id text,
        refund_id text,
        CHECK ((state = 'received') = (resellable IS NOT NULL))
      )`,
    `CREATE INDEX order_returns_by_order ON order_returns (order_id, seq)`,
    `CREATE INDEX order_returns_by_state_newest ON order_returns (state, seq DESC)`,
    // The console's payouts to pay by hand (GET /api/staff/refunds?route=upi&state=pending).
    `CREATE INDEX refunds_by_route_state_newest ON refunds (route, state, created_at DESC)`,
  ],
};
