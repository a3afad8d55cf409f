import { demoUsers } from '@/api/accounts/demo-users';
import { sqlRepositories } from '@/api/sql-repositories';
import { guestWithOrders, nextInvoiceNumber } from '@/api/testing/guest-with-orders';
import { memoryDatabaseForSuite } from '../../../server/testing/memory-database';

const db = memoryDatabaseForSuite();

const LONG_AGO = '2026-01-01T10:00:00Z';
const NOW = '2026-05-01T10:00:00Z';

/** The SQL store (migration 8: orders.user_id ON DELETE SET NULL); the mock's twin is guest-purge.test.ts. */
it('an unused guest goes with its cart, addresses and reviews; its orders and invoices stay, no one’s', async () => {
  const repos = sqlRepositories(db());
  const guest = await guestWithOrders(repos, LONG_AGO, 'forgotten');

  expect(await repos.guests.purgeUnused(NOW)).toBe(1);

  expect(await repos.users.findById(guest.userId)).toBeNull();
  const left = async (table: string) =>
    (await db().query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [guest.userId])).length;
  expect([await left('cart_lines'), await left('addresses'), await left('reviews')]).toEqual([0, 0, 0]);
  const kept = await db().query<{ _id: string; userId: string | null; invoiceNumber: string | null }>(
    `SELECT _id, user_id AS "userId", invoice_number AS "invoiceNumber" FROM orders
     WHERE _id = ANY($1::text[]) ORDER BY invoice_number NULLS FIRST`,
    [[guest.paid._id, guest.cod._id, guest.unpaid._id]],
  );
  expect(kept).toEqual([
    { _id: guest.unpaid._id, userId: null, invoiceNumber: null },
    { _id: guest.paid._id, userId: null, invoiceNumber: 'SH/26-27/000001' },
    { _id: guest.cod._id, userId: null, invoiceNumber: 'SH/26-27/000002' },
  ]);
  // The series goes on from the last number given: no hole, no number twice.
  expect(await nextInvoiceNumber(repos, demoUsers[0]?._id ?? '', NOW)).toBe('SH/26-27/000003');
});
