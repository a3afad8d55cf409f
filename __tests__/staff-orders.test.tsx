import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { KNOWN_COURIERS } from '@/api/orders/couriers';
import { STAFF_ORDER_PAGE_SIZE } from '@/api/orders/staff-list';
import { newShopper, orderOne } from '@/api/testing/shoppers';
import { findUserByEmail, memoryRepositories } from '@/mocks/db';
import { server } from '@/mocks/node';
import { formatRupees } from '@/shared/format-rupees';
import {
  checkOrderMove,
  movesFrom,
  ORDER_STATUS_LABELS,
  PAYMENT_STATE_LABELS,
} from '@/shared/order-lifecycle';
import { PAYMENT_METHOD_LABELS } from '@/shared/types';
import { staffPaths } from '@/shared/paths';
import { ORDER_ACTION_LABELS } from '@/features/staff/order-actions';
import { guestId, secondUser } from '@/testing/guest';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { openStaffOrder } from '@/testing/staff-order-page';
import { moveInStore, ordersInStore, startStaffSession } from '@/testing/staff';

const ordersTable = () => screen.findByRole('table', { name: 'Orders, newest first' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The orders the list shows, by their ids: each row's link leads to its order. */
const orderIdsShown = async () =>
  bodyRows(await ordersTable()).map((row) =>
    decodeURIComponent(within(row).getByRole('link').getAttribute('href')?.split('/').at(-1) ?? ''),
  );

function secondUserId(): string {
  const user = findUserByEmail(secondUser.email);
  if (!user) throw new Error('the second shopper is not seeded');
  return user._id;
}

/** Two shoppers' orders: the guest's Cash on Delivery, then the second shopper's paid online. */
async function twoOrders() {
  const [cod] = await ordersInStore(guestId(), 1, { from: '2026-11-01T04:30:00Z' });
  const [paid] = await ordersInStore(secondUserId(), 1, { kind: 'paid', from: '2026-11-01T05:30:00Z' });
  if (!cod || !paid) throw new Error('the orders were not placed');
  return { cod, paid };
}

async function applyFilters(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('the order list', () => {
  it('shows every order newest first, with its status, payment and customer', async () => {
    const { cod, paid } = await twoOrders();
    await startStaffSession();
    await renderApp({ route: staffPaths.orders });
    expect(await orderIdsShown()).toEqual([paid._id, cod._id]);
    const [newest, older] = bodyRows(await ordersTable());
    expect(newest).toHaveTextContent(ORDER_STATUS_LABELS.confirmed);
    expect(newest).toHaveTextContent(`${PAYMENT_METHOD_LABELS.online} · ${PAYMENT_STATE_LABELS.paid}`);
    expect(newest).toHaveTextContent(secondUser.email);
    expect(newest).toHaveTextContent(formatRupees(paid.amounts.grandTotal));
    expect(older).toHaveTextContent(`${PAYMENT_METHOD_LABELS.cod} · ${PAYMENT_STATE_LABELS.cod_due}`);
    expect(older).toHaveTextContent(cod.address.name);
    expect(older).toHaveTextContent(cod.address.mobile);
  });

  it('narrows to one status, keeps it in the URL, and a link to that view shows it again', async () => {
    const { cod, paid } = await twoOrders();
    await moveInStore(cod._id, 'packed');
    await startStaffSession();
    const { user, router, unmount } = await renderApp({ route: staffPaths.orders });
    expect(await orderIdsShown()).toHaveLength(2);
    const tabs = screen.getByRole('navigation', { name: 'Orders by status' });
    await user.click(within(tabs).getByRole('link', { name: `${ORDER_STATUS_LABELS.packed} 1` }));
    await waitFor(async () => expect(await orderIdsShown()).toEqual([cod._id]));
    expect(router.state.location.search).toBe('?status=packed');
    unmount();

    await renderApp({ route: `${staffPaths.orders}?status=confirmed` });
    await waitFor(async () => expect(await orderIdsShown()).toEqual([paid._id]));
    const again = screen.getByRole('navigation', { name: 'Orders by status' });
    expect(within(again).getByRole('link', { current: 'page' })).toHaveTextContent(
      `${ORDER_STATUS_LABELS.confirmed} 1`,
    );
  });

  it.each([
    ['the start of an order id', 'id'],
    ['an account email', 'email'],
    ['a mobile number', 'phone'],
  ] as const)('searches by %s, kept in the URL', async (_what, by) => {
    await twoOrders();
    const shopper = await newShopper(29);
    const wanted = await orderOne(shopper, 3, 'cod');
    const q = { id: wanted._id.slice(0, 8), email: shopper.email, phone: shopper.mobile }[by];
    await startStaffSession();
    const { user, router } = await renderApp({ route: staffPaths.orders });
    expect(await orderIdsShown()).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), q);
    await applyFilters(user);
    await waitFor(async () => expect(await orderIdsShown()).toEqual([wanted._id]));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(q);
  });

  it('says so when nothing matches', async () => {
    await twoOrders();
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.orders });
    await ordersTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody@example.in');
    await applyFilters(user);
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads the next page with the cursor of the first on "Load more"', async () => {
    const orders = await ordersInStore(guestId(), STAFF_ORDER_PAGE_SIZE + 1);
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.orders });
    expect(await orderIdsShown()).toHaveLength(STAFF_ORDER_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await orderIdsShown()).toHaveLength(STAFF_ORDER_PAGE_SIZE + 1));
    expect(await orderIdsShown()).toEqual(orders.map((order) => order._id).reverse());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const [first, second] = await recorder.to('GET /api/staff/orders');
    expect(first?.query.get('after')).toBeNull();
    expect(second?.query.get('after')).toMatch(/^[0-9a-f]+$/);
  });

  it('says why the list did not load and reads it again on "Try again"', async () => {
    const { paid } = await twoOrders();
    server.use(
      http.get(
        '*/api/staff/orders',
        () => HttpResponse.json({ message: 'The orders are resting.' }, { status: 503 }),
        { once: true },
      ),
    );
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.orders });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders are resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await orderIdsShown())[0]).toBe(paid._id);
  });
});

const moveButtons = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((button) => button.textContent);

const factOf = (term: string) => {
  const facts = screen.getByRole('region', { name: /^Order / });
  const terms = within(facts)
    .getAllByRole('term')
    .map((each) => each.textContent);
  return within(facts).getAllByRole('definition')[terms.indexOf(term)];
};

const timelineSteps = () =>
  within(screen.getByRole('region', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('one order', () => {
  it('shows its lines, address, payment, invoice number and timeline, and exactly the moves staff may make', async () => {
    const [placed] = await ordersInStore(secondUserId(), 1, { kind: 'paid' });
    const paid = await memoryRepositories.orders.issueInvoiceNumber(
      secondUserId(),
      placed?._id ?? '',
      '26-27',
    );
    if (!paid?.invoiceNumber) throw new Error('the order got no invoice number');
    const { next } = await openStaffOrder(paid._id);
    const [line] = paid.items;
    expect(
      within(screen.getByRole('region', { name: 'Items' })).getByText(
        `${line?.title} × 1 — ${formatRupees(line?.price ?? 0)}`,
      ),
    ).toBeInTheDocument();
    expect(factOf('Deliver to')).toHaveTextContent(paid.address.residence);
    expect(factOf('Deliver to')).toHaveTextContent(paid.address.pincode);
    expect(factOf('Payment')).toHaveTextContent(
      `${PAYMENT_METHOD_LABELS.online} · ${PAYMENT_STATE_LABELS.paid}`,
    );
    expect(factOf('Payment')).toHaveTextContent(paid.paymentId ?? 'no payment id');
    expect(factOf('Invoice')).toHaveTextContent(paid.invoiceNumber);
    expect(factOf('Customer')).toHaveTextContent(secondUser.email);
    // The tab is named by the order's number, the one people say (not the id in the address).
    expect(document.title).toContain(`Order ${paid.number}`);
    expect(timelineSteps()).toEqual([
      expect.stringMatching(/^Awaiting payment /),
      expect.stringMatching(/^Confirmed /),
    ]);
    expect(moveButtons(next)).toEqual(movesFrom('confirmed', 'staff').map((to) => ORDER_ACTION_LABELS[to]));
  });

  it('packs it on "Pack", then offers Ship and Cancel order', async () => {
    const [order] = await ordersInStore(guestId(), 1);
    const { user, next } = await openStaffOrder(order?._id ?? '');
    await user.click(within(next).getByRole('button', { name: 'Pack' }));
    await waitFor(() => expect(moveButtons(next)).toEqual(['Ship', 'Cancel order']));
    expect(factOf('Status')).toHaveTextContent(/^Packed$/);
    expect(timelineSteps()).toEqual([
      expect.stringMatching(/^Confirmed /),
      expect.stringMatching(/^Packed /),
    ]);
  });

  it('ships it through a dialog that needs the courier and the AWB, then shows them in the timeline', async () => {
    const [order] = await ordersInStore(guestId(), 1);
    await moveInStore(order?._id ?? '', 'packed');
    const recorder = recordRequests();
    const { user, next } = await openStaffOrder(order?._id ?? '');
    const shipped = within(next).getByRole('button', { name: 'Ship' });
    await user.click(shipped);
    const dialog = screen.getByRole('dialog', { name: 'Ship the order' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    const courier = within(dialog).getByLabelText('Courier');
    expect(courier).toHaveAccessibleDescription('Enter the courier.');
    expect(within(dialog).getByLabelText('AWB number')).toHaveAccessibleDescription('Enter the AWB number.');
    expect(courier).toHaveFocus();
    expect(await recorder.to(`POST /api/staff/orders/${order?._id}/transitions`)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shipped).toHaveFocus();

    await user.click(shipped);
    const again = screen.getByRole('dialog', { name: 'Ship the order' });
    await user.type(within(again).getByLabelText('Courier'), 'Delhivery');
    await user.type(within(again).getByLabelText('AWB number'), 'DLV-987654321');
    await user.click(within(again).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(timelineSteps().at(-1)).toMatch(/^Shipped .*Delhivery, AWB DLV-987654321/));
    // Delhivery is a courier the shop knows: the AWB links to its tracking page.
    const tracking = within(screen.getByRole('region', { name: 'Timeline' })).getByRole('link', {
      name: /DLV-987654321/,
    });
    expect(tracking).toHaveAttribute(
      'href',
      KNOWN_COURIERS.find((known) => known.name === 'Delhivery')?.trackingUrl.replace(
        '{awb}',
        'DLV-987654321',
      ),
    );
    expect(moveButtons(next)).toEqual(movesFrom('shipped', 'staff').map((to) => ORDER_ACTION_LABELS[to]));
  });

  it('shows the server’s reason when another member moved the order first, and the order as it is now', async () => {
    const [order] = await ordersInStore(guestId(), 1);
    const { user, next } = await openStaffOrder(order?._id ?? '');
    await moveInStore(order?._id ?? '', 'cancelled');
    await user.click(within(next).getByRole('button', { name: 'Pack' }));
    const reason = checkOrderMove('cancelled', 'packed', 'staff');
    expect(await within(next).findByText(reason ?? 'no reason')).toBeInTheDocument();
    // The page reads the order again: no move is offered that the server would refuse.
    await waitFor(() => expect(factOf('Status')).toHaveTextContent(/^Cancelled$/));
    expect(within(next).queryByRole('button', { name: 'Pack' })).not.toBeInTheDocument();
    expect(within(next).getByText(reason ?? 'no reason')).toBeInTheDocument();
  });
});
