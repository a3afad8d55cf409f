import { screen, waitFor, within } from '@testing-library/react';
import { orderFor } from '@/api/testing/guest-with-orders';
import { returnOrderMessages } from '@/features/orders/after-sale-messages';
import { memoryRepositories } from '@/mocks/db';
import { RETURN_REASONS, RETURN_STATE_LABELS, returnMessages, type OrderReturn } from '@/shared/returns';
import { formatPaise } from '@/shared/format-rupees';
import { staffPaths } from '@/shared/paths';
import { timestamp } from '@/shared/timestamp';
import type { Order } from '@/shared/types';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { startStaffSession } from '@/testing/staff';
import { movesInStore } from '@/testing/staff-moves';

let placed = 0;

/** An order of the guest's, delivered just now by staff (so its return window is open). */
async function deliveredOrder(kind: 'paid' | 'cod'): Promise<Order> {
  placed += 1;
  const order = await orderFor(memoryRepositories, guestId(), placed, kind, timestamp());
  const steps = [
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', awb: `DLV${String(placed).padStart(7, '0')}` },
    { to: 'out_for_delivery' },
    { to: 'delivered' },
  ] as const;
  await movesInStore(order._id, steps);
  return order;
}

const orderRegion = async () => within(await screen.findByRole('region', { name: 'Order' }));

/** The order's page, with the return dialog opened: the user driving it. */
async function openReturnDialog(order: Order) {
  const { user } = await renderApp({ route: `/orders/${order._id}`, user: guest });
  await user.click((await orderRegion()).getByRole('button', { name: 'Return pairs' }));
  return user;
}

describe('returning pairs on the order page', () => {
  it('asks which pairs and why, requests the return, and shows its step', async () => {
    const order = await deliveredOrder('paid');
    const user = await openReturnDialog(order);
    const dialog = within(screen.getByRole('dialog', { name: 'Return pairs' }));
    expect(dialog.queryByLabelText('UPI ID for your refund')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Request the return' }));
    // Each message once, under what it is about (the alert is for what no field shows), and the
    // first field found wrong takes focus.
    expect(dialog.getAllByText(returnMessages.linesRequired)).toHaveLength(1);
    expect(dialog.getAllByText(returnMessages.reasonInvalid)).toHaveLength(1);
    expect(dialog.getByRole('alert')).toBeEmptyDOMElement();
    // The pairs' group names its error, for a screen reader landing in it.
    expect(dialog.getByRole('group', { name: 'Which pairs, and how many?' })).toHaveAccessibleDescription(
      returnMessages.linesRequired,
    );
    expect(dialog.getByLabelText('Why are you returning them?')).toHaveAccessibleDescription(
      returnMessages.reasonInvalid,
    );
    expect(dialog.getByRole('combobox', { name: order.items[0]?.title ?? '' })).toHaveFocus();

    const title = order.items[0]?.title ?? '';
    await user.selectOptions(dialog.getByRole('combobox', { name: title }), '1');
    await user.selectOptions(dialog.getByLabelText('Why are you returning them?'), RETURN_REASONS.too_small);
    expect(dialog.getByRole('radio', { name: /this order’s address/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Request the return' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(returnOrderMessages.requested)).toBeInTheDocument();
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    expect(returns.getByText(`${title} × 1 — ${RETURN_REASONS.too_small}`)).toBeInTheDocument();
    expect(returns.getByText(RETURN_STATE_LABELS.requested)).toBeInTheDocument();
    // Its one pair is asked for: nothing is left to return.
    expect((await orderRegion()).queryByRole('button', { name: 'Return pairs' })).toBeNull();
  });

  it('a Cash on Delivery order asks for a UPI ID and says what is wrong with it', async () => {
    const order = await deliveredOrder('cod');
    const user = await openReturnDialog(order);
    const dialog = within(screen.getByRole('dialog', { name: 'Return pairs' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: order.items[0]?.title ?? '' }), '1');
    await user.selectOptions(dialog.getByLabelText('Why are you returning them?'), RETURN_REASONS.damaged);
    const upi = dialog.getByLabelText('UPI ID for your refund');
    await user.type(upi, 'asha at okaxis');
    await user.click(dialog.getByRole('button', { name: 'Request the return' }));
    expect(upi).toHaveAccessibleDescription(expect.stringContaining(returnMessages.upiInvalid));
    expect(dialog.getAllByText(returnMessages.upiInvalid)).toHaveLength(1);
    expect(upi).toHaveAttribute('aria-invalid', 'true');
    expect(upi).toHaveFocus();

    await user.clear(upi);
    await user.type(upi, 'asha@okaxis');
    await user.click(dialog.getByRole('button', { name: 'Request the return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [asked] = await memoryRepositories.returns.ofOrder(order._id);
    expect(asked).toMatchObject({ upiId: 'asha@okaxis', reason: 'damaged', state: 'requested' });
  });

  it('offers no return before delivery', async () => {
    placed += 1;
    const order = await orderFor(memoryRepositories, guestId(), placed, 'paid', timestamp());
    await renderApp({ route: `/orders/${order._id}`, user: guest });
    expect((await orderRegion()).queryByRole('button', { name: 'Return pairs' })).toBeNull();
  });
});

describe('the console’s returns queue', () => {
  async function askedReturn(kind: 'paid' | 'cod'): Promise<{ order: Order; asked: OrderReturn }> {
    const order = await deliveredOrder(kind);
    const asked = await memoryRepositories.returns.insert({
      userId: guestId(),
      orderId: order._id,
      lines: [{ productId: order.items[0]?._id ?? '', qty: 1 }],
      reason: 'too_large',
      pickupAddress: order.address,
      ...(kind === 'cod' ? { upiId: 'asha@okaxis' } : {}),
      at: timestamp(),
    });
    return { order, asked };
  }

  it('approves, marks picked up and received; the COD refund waits as a UPI payout that staff mark paid', async () => {
    const { order, asked } = await askedReturn('cod');
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.returns });
    const card = within(await screen.findByRole('article', { name: `Return ${asked._id}` }));
    expect(card.getByText(`${order.items[0]?.title ?? ''} × 1`)).toBeInTheDocument();
    expect(card.getByText(`Reason: ${RETURN_REASONS.too_large}`)).toBeInTheDocument();
    expect(card.getByText(/^Pickup: /)).toHaveTextContent(order.address.residence);

    await user.click(card.getByRole('button', { name: 'Approve' }));
    // The queue shows requested returns: an approved one leaves it.
    await waitFor(() => expect(screen.queryByRole('article', { name: `Return ${asked._id}` })).toBeNull());
    await user.selectOptions(screen.getByLabelText('State'), RETURN_STATE_LABELS.approved);
    const approved = within(await screen.findByRole('article', { name: `Return ${asked._id}` }));
    await user.click(approved.getByRole('button', { name: 'Mark picked up' }));
    await user.selectOptions(screen.getByLabelText('State'), '');
    const picked = within(await screen.findByRole('article', { name: `Return ${asked._id}` }));
    await user.click(await picked.findByRole('button', { name: 'Mark received' }));
    expect(await picked.findByText('Back on the shelf.')).toBeInTheDocument();

    const payouts = within(screen.getByRole('region', { name: 'UPI payouts to pay' }));
    const payout = within(await payouts.findByRole('form', { name: /^Payout payout_/ }));
    expect(payout.getByText(formatPaise(order.amountPaise))).toBeInTheDocument();
    await user.type(payout.getByLabelText('Bank reference'), '12');
    await user.click(payout.getByRole('button', { name: 'Mark paid' }));
    expect(payout.getByText(returnMessages.referenceInvalid)).toBeInTheDocument();
    await user.clear(payout.getByLabelText('Bank reference'));
    await user.type(payout.getByLabelText('Bank reference'), 'UTR12345678');
    await user.click(payout.getByRole('button', { name: 'Mark paid' }));
    expect(await payouts.findByText('No payouts waiting.')).toBeInTheDocument();
    const [refund] = await memoryRepositories.refunds.ofOrder(order._id);
    expect(refund).toMatchObject({ state: 'processed', reference: 'UTR12345678', route: 'upi' });
  });

  it('a refused move (another member moved it first) is said in words', async () => {
    const { asked } = await askedReturn('paid');
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.returns });
    await user.selectOptions(await screen.findByLabelText('State'), '');
    const card = within(await screen.findByRole('article', { name: `Return ${asked._id}` }));
    await memoryRepositories.returns.move({
      returnId: asked._id,
      from: 'requested',
      step: { state: 'rejected', at: timestamp() },
    });
    await user.click(card.getByRole('button', { name: 'Approve' }));
    expect(await card.findByText(returnMessages.move('rejected', 'approved'))).toBeInTheDocument();
  });
});
