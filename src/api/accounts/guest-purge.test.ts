import { db } from '@/api/memory-db';
import { memoryRepositories } from '@/api/memory-repositories';
import { expectPurgeKeepsOrders } from '@/api/testing/guest-with-orders';

/** The embedded mock's store; the SQL store's twin is guest-purge.sql.test.ts. */
it('an unused guest goes with its cart, addresses and reviews; its orders and invoices stay, no one’s', async () => {
  await expectPurgeKeepsOrders(memoryRepositories, {
    rowsLeft: (userId) => {
      const mine = { where: { userId: { equals: userId } } };
      return Promise.resolve([db.cartLine.count(mine), db.address.count(mine), db.review.count(mine)]);
    },
    orders: (orderIds) =>
      Promise.resolve(
        db.order
          .findMany({ where: { _id: { in: orderIds } } })
          // The mock clears an order's account to '' and has '' for no invoice number yet.
          .map(({ _id, userId, invoiceNumber }) => ({
            _id,
            userId: userId || null,
            invoiceNumber: invoiceNumber || null,
          }))
          .sort((a, b) => (a.invoiceNumber ?? '').localeCompare(b.invoiceNumber ?? '')),
      ),
  });
});
