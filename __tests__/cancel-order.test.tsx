import { screen, waitFor, within } from '@testing-library/react';
import { memoryRepositories, findUserByEmail } from '@/mocks/db';
import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import { recordPayment } from '@/api/payments/paying';
import { orderFor } from '@/api/testing/guest-with-orders';
import { cancelMessages } from '@/features/orders/after-sale-messages';
import { CANCEL_REASONS } from '@/shared/orders';
import { REFUND_STATE_LABELS } from '@/shared/refunds';
import { formatPaise } from '@/shared/format-rupees';
import { timestamp } from '@/shared/timestamp';
import type { Order } from '@/shared/types';
import { guest } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

const guestId = () => {
  const user = findUserByEmail(guest.email);
  if (!user) throw new Error('the guest is not seeded');
  return user._id;
};

/** An order of the guest's, paid online through the payment's own path (so it is invoiced). */
async function paidOrder(): Promise<Order> {
  const at = timestamp();
  const placed = await orderFor(memoryRepositories, guestId(), 30, 'unpaid', at);
  const paid = await memoryRepositories.transaction((tx) =>
    recordPayment(
      tx,
      { seller: TEST_SELLER },
      { userId: guestId(), orderId: placed._id, paymentId: 'pay_CancelScreen01', at },
    ),
  );
  if (paid.outcome !== 'paid') throw new Error(`the payment was ${paid.outcome}`);
  return paid.order;
}

describe('cancelling an order on its page', () => {
  it('asks why in a dialog, cancels, and shows the refund and the credit note', async () => {
    const order = await paidOrder();
    const { user } = await renderApp({ route: `/orders/${order._id}`, user: guest });
    // The payment's confirmation: the header has counted it.
    expect(await screen.findByRole('link', { name: 'Updates, 1 unread' })).toBeInTheDocument();
    const details = within(await screen.findByRole('region', { name: 'Order' }));
    const opener = details.getByRole('button', { name: 'Cancel order' });
    await user.click(opener);

    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(cancelMessages.chooseReason);

    await user.click(dialog.getByRole('radio', { name: CANCEL_REASONS.ordered_by_mistake }));
    await user.type(dialog.getByRole('textbox', { name: /anything to add/i }), 'Wrong size');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The Cancel button's place says it is done and has focus (not lost on the body).
    const done = await screen.findByText(cancelMessages.cancelledRefund, { selector: 'p' });
    await waitFor(() => expect(done).toHaveFocus());
    const refunds = within(await screen.findByRole('region', { name: 'Refunds and credit notes' }));
    expect(refunds.getByText(formatPaise(order.amountPaise))).toBeInTheDocument();
    expect(refunds.getByText(REFUND_STATE_LABELS.processed)).toBeInTheDocument();
    // The cancellation, the refund issued and made: counted at once, not at the header's next poll.
    expect(await screen.findByRole('link', { name: 'Updates, 4 unread' })).toBeInTheDocument();
    const link = refunds.getByRole('link', { name: /^Credit note CN\// });
    const steps = within(
      within(await screen.findByRole('region', { name: 'Order' })).getByRole('list', {
        name: 'Order timeline',
      }),
    ).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent(`${CANCEL_REASONS.ordered_by_mistake}: Wrong size`);
    expect(
      within(await screen.findByRole('region', { name: 'Order' })).queryByRole('button', {
        name: 'Cancel order',
      }),
    ).toBeNull();

    await user.click(link);
    const note = within(await screen.findByRole('article', { name: 'Credit Note' }));
    const terms = note.getAllByRole('term').map((term) => term.textContent);
    const against = note.getAllByRole('definition')[terms.indexOf('Against invoice')];
    expect(against).toHaveTextContent(new RegExp(`^${order.invoiceNumber ?? 'no invoice'} of `));
    expect(note.getByRole('columnheader', { name: 'CGST' })).toBeInTheDocument();
    expect(note.getAllByRole('row').at(-1)).toHaveTextContent(formatPaise(order.amountPaise));
  });

  it('"Keep the order" closes the dialog, gives focus back to the button and cancels nothing', async () => {
    const order = await paidOrder();
    const { user } = await renderApp({ route: `/orders/${order._id}`, user: guest });
    const opener = within(await screen.findByRole('region', { name: 'Order' })).getByRole('button', {
      name: 'Cancel order',
    });
    await user.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    await user.click(dialog.getAllByRole('button', { name: 'Keep the order' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect((await memoryRepositories.orders.findById(order._id))?.order.status).toBe('confirmed');
  });

  it('a shipped order offers no cancel', async () => {
    const order = await paidOrder();
    await memoryRepositories.transaction(async (tx) => {
      await moveOrder(
        tx,
        { seller: TEST_SELLER },
        { orderId: order._id, to: 'packed', actor: 'staff', at: timestamp() },
      );
      await moveOrder(
        tx,
        { seller: TEST_SELLER },
        {
          orderId: order._id,
          to: 'shipped',
          actor: 'staff',
          at: timestamp(),
          courier: 'Delhivery',
          awb: 'DLV-123456789',
        },
      );
    });
    await renderApp({ route: `/orders/${order._id}`, user: guest });
    const details = within(await screen.findByRole('region', { name: 'Order' }));
    expect(details.getByText('Shipped', { selector: 'dd' })).toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
