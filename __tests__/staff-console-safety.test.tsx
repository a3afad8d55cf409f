import { screen, waitFor, within } from '@testing-library/react';
import { memoryRepositories } from '@/mocks/db';
import { formatRupees } from '@/shared/format-rupees';
import { checkOrderMove, ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/shared/order-lifecycle';
import { staffPaths } from '@/shared/paths';
import { orderNameOf } from '@/features/staff/order-actions';
import { guestId } from '@/testing/guest';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { openStaffOrder } from '@/testing/staff-order-page';
import { moveInStore, ordersInStore, startStaffSession } from '@/testing/staff';

describe('cancelling an order from the console', () => {
  it('asks why and says a prepaid order is refunded before anything is sent; Escape backs out', async () => {
    const [order] = await ordersInStore(guestId(), 1, { kind: 'paid' });
    if (!order) throw new Error('no order placed');
    const recorder = recordRequests();
    const { user, next } = await openStaffOrder(order._id);
    const cancel = within(next).getByRole('button', { name: 'Cancel order' });
    await user.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order?' });
    expect(dialog).toHaveTextContent(
      `Refunds ${formatRupees(order.amounts.grandTotal)} to the card or UPI account the shopper paid with`,
    );
    expect(dialog).toHaveTextContent('Puts its 1 pair back on sale.');
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(reason).toHaveAccessibleDescription(`Say why ${orderNameOf(order)} is to be changed.`);
    expect(await recorder.to(`POST /api/staff/orders/${order._id}/transitions`)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    const again = screen.getByRole('alertdialog', { name: 'Cancel order?' });
    // Opened again, nothing typed before is kept.
    expect(within(again).getByLabelText('Reason')).toHaveValue('');
    await user.type(within(again).getByLabelText('Reason'), 'Out of stock');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [sent] = await recorder.to(`POST /api/staff/orders/${order._id}/transitions`);
    expect(sent?.body).toEqual({ to: 'cancelled', reason: 'Out of stock' });
    const stored = await memoryRepositories.orders.findById(order._id);
    expect(stored?.order).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(stored?.order.timeline.at(-1)?.note).toBe('Out of stock');
  });

  it('says nothing is refunded for Cash on Delivery; returning to seller asks the same way', async () => {
    const [order] = await ordersInStore(guestId(), 1);
    if (!order) throw new Error('no order placed');
    await moveInStore(order._id, 'packed');
    await memoryRepositories.transaction(async (tx) => {
      const { moveOrder } = await import('@/api/orders/move-order');
      const { TEST_SELLER } = await import('@/api/orders/seller');
      await moveOrder(
        tx,
        { seller: TEST_SELLER },
        {
          orderId: order._id,
          to: 'shipped',
          actor: 'staff',
          at: '2026-11-02T05:00:00Z',
          courier: 'Delhivery',
          awb: 'DLV1234567',
        },
      );
    });
    const { user, next } = await openStaffOrder(order._id);
    await user.click(within(next).getByRole('button', { name: 'Mark returned to seller' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark returned to seller?' });
    expect(dialog).toHaveTextContent('Nothing is refunded: this is a Cash on Delivery order');
    await user.type(within(dialog).getByLabelText('Reason'), 'Refused at the door');
    await user.click(within(dialog).getByRole('button', { name: 'Mark returned to seller' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: /^Order / })).getByText(/^Returned to seller$/),
      ).toBeInTheDocument(),
    );
  });
});

const ordersTable = () => screen.findByRole('table', { name: 'Orders, newest first' });

describe('the packing table', () => {
  it('tabs count the orders at each status, and the tab shows them', async () => {
    const orders = await ordersInStore(guestId(), 3);
    await moveInStore(orders[0]?._id ?? '', 'packed');
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.orders });
    const tabs = await screen.findByRole('navigation', { name: 'Orders by status' });
    const counts = await memoryRepositories.orders.staffCounts();
    const all = ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
    expect(await within(tabs).findByRole('link', { name: `All ${all}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const status of ['confirmed', 'packed'] as const) {
      expect(
        within(tabs).getByRole('link', { name: `${ORDER_STATUS_LABELS[status]} ${counts[status]}` }),
      ).toBeInTheDocument();
    }
    await user.click(
      within(tabs).getByRole('link', { name: `${ORDER_STATUS_LABELS.packed} ${counts.packed}` }),
    );
    await waitFor(async () =>
      expect(
        within(await ordersTable())
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(counts.packed),
    );
  });

  it('packs the selected orders, one move each, and says which could not be packed and why', async () => {
    const [packed, confirmed] = await ordersInStore(guestId(), 2);
    if (!packed || !confirmed) throw new Error('no orders placed');
    await moveInStore(packed._id, 'packed');
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.orders });
    const table = await ordersTable();
    await user.click(within(table).getByRole('checkbox', { name: `Select ${orderNameOf(packed)}` }));
    await user.click(within(table).getByRole('checkbox', { name: `Select ${orderNameOf(confirmed)}` }));
    await user.click(screen.getByRole('button', { name: 'Pack 2 orders' }));
    const report = await screen.findByText(/^Packed 1 order\./);
    expect(report).toHaveTextContent('Packed 1 order. 1 order could not be packed:');
    expect(
      screen.getByText(`${orderNameOf(packed)}: ${checkOrderMove('packed', 'packed', 'staff') ?? ''}`),
    ).toBeInTheDocument();
    expect((await memoryRepositories.orders.findById(confirmed._id))?.order.status).toBe('packed');
    const moves = (await recorder.all()).filter((sent) => sent.method === 'POST');
    expect(moves.map((sent) => sent.body)).toEqual([{ to: 'packed' }, { to: 'packed' }]);
  });

  it('prints the selected orders’ packing slips: where each goes, what is in the box, what to collect', async () => {
    const [first, second] = await ordersInStore(guestId(), 2);
    if (!first || !second) throw new Error('no orders placed');
    await startStaffSession();
    const { user, router } = await renderApp({ route: staffPaths.orders });
    await ordersTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select every order shown' }));
    await user.click(screen.getByRole('link', { name: 'Print packing slips' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slips' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(staffPaths.print);
    for (const order of [first, second]) {
      const slip = await screen.findByRole('article', { name: `Packing slip · ${orderNameOf(order)}` });
      expect(slip).toHaveTextContent(order.address.residence);
      expect(slip).toHaveTextContent(order.address.pincode);
      expect(slip).toHaveTextContent(order.items[0]?.title ?? 'no line');
      expect(slip).toHaveTextContent(`Cash on Delivery: collect ${formatRupees(order.amounts.grandTotal)}`);
    }
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print packing slips' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: '4 × 6 inch labels' }));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('label');
    print.mockRestore();
  });

  it('prints an order’s tax invoice from its page', async () => {
    const [placed] = await ordersInStore(guestId(), 1);
    const order = await memoryRepositories.orders.issueInvoiceNumber(guestId(), placed?._id ?? '', '26-27');
    if (!order) throw new Error('no order invoiced');
    const { user } = await openStaffOrder(order._id);
    await user.click(screen.getByRole('link', { name: 'Print tax invoice' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoices' })).toBeInTheDocument();
    const invoice = await screen.findByRole('article', { name: /Tax Invoice/ });
    expect(invoice).toHaveTextContent(order.invoiceNumber ?? 'no invoice number');
  });
});
