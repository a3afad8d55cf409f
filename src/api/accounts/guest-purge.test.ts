import { demoUsers } from '@/api/accounts/demo-users';
import { db } from '@/api/memory-db';
import { memoryRepositories } from '@/api/memory-repositories';
import { guestWithOrders, nextInvoiceNumber } from '@/api/testing/guest-with-orders';

const LONG_AGO = '2026-01-01T10:00:00Z';
const NOW = '2026-05-01T10:00:00Z';

/** The embedded mock's store; the SQL store's twin is guest-purge.sql.test.ts. */
it('an unused guest goes with its cart, addresses and reviews; its orders and invoices stay, no one’s', async () => {
  const repos = memoryRepositories;
  const guest = await guestWithOrders(repos, LONG_AGO, 'forgotten');

  expect(await repos.guests.purgeUnused(NOW)).toBe(1);

  expect(await repos.users.findById(guest.userId)).toBeNull();
  const mine = { where: { userId: { equals: guest.userId } } };
  expect([db.cartLine.count(mine), db.address.count(mine), db.review.count(mine)]).toEqual([0, 0, 0]);
  const kept = db.order
    .findMany({ where: { _id: { in: [guest.paid._id, guest.cod._id, guest.unpaid._id] } } })
    .map(({ _id, userId, invoiceNumber }) => ({ _id, userId, invoiceNumber }))
    .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber));
  expect(kept).toEqual([
    { _id: guest.unpaid._id, userId: '', invoiceNumber: '' },
    { _id: guest.paid._id, userId: '', invoiceNumber: 'SH/26-27/000001' },
    { _id: guest.cod._id, userId: '', invoiceNumber: 'SH/26-27/000002' },
  ]);
  // The series goes on from the last number given: no hole, no number twice.
  expect(await nextInvoiceNumber(repos, demoUsers[0]?._id ?? '', NOW)).toBe('SH/26-27/000003');
});
