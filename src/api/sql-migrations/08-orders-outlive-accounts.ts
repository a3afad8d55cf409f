import type { Migration } from './migration';

export const ordersOutliveAccounts: Migration = {
  version: 8,
  name: "orders outlive their account: deleting it clears the order's account, the order and its invoice stay",
  statements: [
    // GST law keeps invoices (and the orders they bill) for 72 months; an unused guest account goes
    // after 8 days (src/api/accounts/sql-repository.ts purgeUnused). So the order is no longer the
    // account's to take with it: user_id becomes null, the order and its invoice number stay, and
    // the invoice series has no holes.
    `ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL`,
    `ALTER TABLE orders DROP CONSTRAINT orders_user_id_fkey`,
    `ALTER TABLE orders ADD CONSTRAINT orders_user_id_fkey
        FOREIGN KEY (user_id) REFERENCES users (_id) ON DELETE SET NULL`,
  ],
};
