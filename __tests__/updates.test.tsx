import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addressesOf, allProducts, insertOrder, memoryRepositories } from '@/mocks/db';
import { computeOrderAmounts } from '@/shared/order-totals';
import { timestamp } from '@/shared/timestamp';
import type { Order } from '@/shared/types';
import { server } from '@/mocks/node';
import { notifyShopper } from '@/api/messages/notify';
import { updateMessages } from '@/shared/update-messages';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/** An order of the guest's of the seed sneaker at `index` (a Cash on Delivery one: no payment needed). */
function placeOrder(index: number): Order {
  const product = allProducts()[index];
  if (!product) throw new Error(`no seed product ${index}`);
  const items = [{ _id: product._id, title: product.title, price: product.price, qty: 1, img: product.img }];
  const address = addressesOf(guestId())[0];
  if (!address) throw new Error('the guest has no address');
  return insertOrder({
    userId: guestId(),
    idempotencyKey: `updates-${index}`,
    items,
    address,
    amounts: computeOrderAmounts(items),
    paymentMethod: 'cod',
    deliverBy: null,
    createdAt: timestamp(),
  });
}

let ORDER_A = '';
let ORDER_B = '';
/** What the updates of order A and of order B are named by: the number and the one product. */
let namedA = '';
let namedB = '';

/** Two steps of one order and one of another, a minute apart: confirmed, then shipped, then delivered. */
async function seedUpdates() {
  const userId = guestId();
  const [a, b] = [placeOrder(20), placeOrder(21)];
  [ORDER_A, ORDER_B] = [a._id, b._id];
  namedA = `Your order ${a.number} (${a.items[0]?.title ?? ''})`;
  namedB = `Your order ${b.number} (${b.items[0]?.title ?? ''})`;
  await notifyShopper(memoryRepositories, {
    userId,
    orderId: ORDER_A,
    kind: 'confirmed',
    at: '2026-11-20T10:00:00Z',
  });
  await notifyShopper(memoryRepositories, {
    userId,
    orderId: ORDER_A,
    kind: 'shipped',
    at: '2026-11-20T10:01:00Z',
    details: { courier: 'Delhivery', awb: 'DL20260001' },
  });
  await notifyShopper(memoryRepositories, {
    userId,
    orderId: ORDER_B,
    kind: 'delivered',
    at: '2026-11-20T10:02:00Z',
  });
}

const header = () => within(screen.getByRole('navigation', { name: 'Main' }));

it('the header shows Updates with the unread count to a signed-in shopper', async () => {
  await seedUpdates();
  await renderApp({ route: '/', user: guest });
  const link = await header().findByRole('link', { name: 'Updates, 3 unread' });
  expect(link).toHaveAttribute('href', '/updates');
});

it('the header has no Updates before a login', async () => {
  await seedUpdates();
  await renderApp({ route: '/' });
  await header().findByRole('link', { name: 'Login' });
  expect(header().queryByRole('link', { name: /^Updates/ })).not.toBeInTheDocument();
});

it('/updates lists them newest first, each linking to its order, and marks them read', async () => {
  await seedUpdates();
  const { user, router } = await renderApp({ route: '/', user: guest });
  await user.click(await header().findByRole('link', { name: 'Updates, 3 unread' }));
  expect(router.state.location.pathname).toBe('/updates');
  const list = await screen.findByRole('list', { name: updateMessages.pageTitle });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    `${namedB} was delivered (new)`,
    `${namedA} is on its way (new)`,
    `${namedA} is confirmed (new)`,
  ]);
  expect(items[1]).toHaveTextContent('It has shipped with Delhivery, AWB DL20260001.');
  expect(
    within(items[0] as HTMLElement).getByRole('link', { name: updateMessages.viewOrder }),
  ).toHaveAttribute('href', `/orders/${ORDER_B}`);
  await header().findByRole('link', { name: 'Updates' });
  expect(await memoryRepositories.updates.unread(guestId())).toBe(0);
});

it('with none, says so; a failed load offers to try again', async () => {
  // The page's first request fails; the header's count (limit=1) is left to the mock.
  let failed = false;
  server.use(
    http.get('*/api/user/updates', ({ request }) => {
      if (failed || new URL(request.url).searchParams.has('limit')) return undefined;
      failed = true;
      return HttpResponse.json({ message: 'down' }, { status: 500 });
    }),
  );
  const { user } = await renderApp({ route: '/updates', user: guest });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(updateMessages.loadFailed);
  await user.click(within(alert).getByRole('button', { name: updateMessages.retry }));
  expect(await screen.findByText(updateMessages.empty)).toBeInTheDocument();
  await waitFor(() => expect(header().getByRole('link', { name: 'Updates' })).toBeInTheDocument());
});
