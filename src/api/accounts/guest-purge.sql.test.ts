import { sqlRepositories } from '@/api/sql-repositories';
import { expectPurgeKeepsOrders } from '@/api/testing/guest-with-orders';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';

const db = memoryDatabaseForSuite();

/** The SQL store (migration 8: orders.user_id ON DELETE SET NULL); the mock's twin is guest-purge.test.ts. */
it('an unused guest goes with its cart, addresses and reviews; its orders and invoices stay, no one’s', async () => {
  const left = async (table: string, userId: string) =>
    (await db().query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [userId])).length;
  await expectPurgeKeepsOrders(sqlRepositories(db()), {
    rowsLeft: async (userId) => [
      await left('cart_lines', userId),
      await left('addresses', userId),
      await left('reviews', userId),
    ],
    orders: (orderIds) =>
      db().query<{ _id: string; userId: string | null; invoiceNumber: string | null }>(
        `SELECT _id, user_id AS "userId", invoice_number AS "invoiceNumber" FROM orders
         WHERE _id = ANY($1::text[]) ORDER BY invoice_number NULLS FIRST`,
        [orderIds],
      ),
  });
});
