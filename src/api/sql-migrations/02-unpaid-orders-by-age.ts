import type { Migration } from './migration';

export const unpaidOrdersByAge: Migration = {
  version: 2,
  name: 'unpaid orders by age, for the purge each new order runs',
  statements: [`CREATE INDEX unpaid_orders_by_age ON orders (created_at) WHERE status = 'created'`],
};
