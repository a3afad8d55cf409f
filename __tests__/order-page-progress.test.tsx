import { screen, within } from '@testing-library/react';
import { orderFor } from '@/api/testing/guest-with-orders';
import { memoryRepositories } from '@/mocks/db';
import { formatIndiaTime } from '@/shared/format-india-time';
import { ORDER_STATUS_LABELS, type TransitionInput } from '@/shared/order-lifecycle';
import { responsivePicture } from '@/shared/product-pictures';
import { timestamp } from '@/shared/timestamp';
import type { Order } from '@/shared/types';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';
import { movesInStore } from '@/testing/staff-moves';

/** Issue 39: the order page shows what is still to come, promises delivery only while it may come, and pictures its lines. */

let placed = 0;

/** A paid order of the guest's, moved by staff through `steps`. */
async function orderMovedTo(steps: readonly TransitionInput[]) {
  placed += 1;
  const order = await orderFor(memoryRepositories, guestId(), placed, 'paid', timestamp());
  await movesInStore(order._id, steps);
  // Invoiced, as a paid order is, so that its page shows the tax invoice.
  await memoryRepositories.orders.issueInvoiceNumber(guestId(), order._id, '26-27');
  return (await memoryRepositories.orders.find(guestId(), order._id)) ?? order;
}

async function openOrder(order: Order) {
  await renderApp({ route: `/orders/${order._id}`, user: guest });
  const details = within(await screen.findByRole('region', { name: 'Order' }));
  const terms = details.getAllByRole('term').map((term) => term.textContent);
  const steps = within(details.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
  return { details, terms, steps };
}

const SHIPPED = { to: 'shipped', courier: 'Delhivery', awb: 'DLV0000000391' } as const;

describe('the order page’s progress', () => {
  // The date promised at checkout is __tests__/order-page.test.tsx's: this order has none.
  it('a confirmed order: its step now, then each step to its door', async () => {
    const order = await orderMovedTo([]);
    expect(order.deliverBy).toBeUndefined();
    const { details, terms, steps } = await openOrder(order);
    expect(steps.map((step) => step.textContent)).toEqual([
      ...order.timeline.map((step) => `${ORDER_STATUS_LABELS[step.status]} ${formatIndiaTime(step.at)}`),
      'Packed · to come',
      'Shipped · to come',
      'Out for delivery · to come',
      'Delivered · to come',
    ]);
    expect(steps[order.timeline.length - 1]).toHaveTextContent(/^Confirmed/);
    expect(steps[order.timeline.length - 1]).toHaveAttribute('aria-current', 'step');
    expect(details.getAllByRole('definition')[terms.indexOf('Delivery promised by')]).toHaveTextContent(
      'No date',
    );
  });

  it('a cancelled order promises no delivery and has no steps to come', async () => {
    const order = await orderMovedTo([{ to: 'packed' }, { to: 'cancelled', note: 'Out of stock' }]);
    const { terms, steps } = await openOrder(order);
    expect(terms).not.toContain('Delivery promised by');
    expect(screen.queryByText(/to come|expected by/)).toBeNull();
    expect(steps.at(-1)).toHaveTextContent(/^Cancelled/);
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
  });

  it('an order returned to the seller promises no delivery either', async () => {
    const order = await orderMovedTo([
      { to: 'packed' },
      SHIPPED,
      { to: 'returned_to_seller', note: 'Refused' },
    ]);
    const { terms } = await openOrder(order);
    expect(terms).not.toContain('Delivery promised by');
    expect(screen.queryByText(/to come|expected by/)).toBeNull();
  });

  it('a delivered order says when it came instead of a promise', async () => {
    const order = await orderMovedTo([
      { to: 'packed' },
      SHIPPED,
      { to: 'out_for_delivery' },
      { to: 'delivered' },
    ]);
    const { details, terms } = await openOrder(order);
    const delivered = order.timeline.find((step) => step.status === 'delivered');
    expect(terms).not.toContain('Delivery promised by');
    expect(details.getAllByRole('definition')[terms.indexOf('Delivered on')]).toHaveTextContent(
      formatIndiaTime(delivered?.at ?? 'none'),
    );
  });

  it('each line shows its sneaker’s picture', async () => {
    const order = await orderMovedTo([]);
    const { details } = await openOrder(order);
    for (const line of order.items) {
      const picture = within(details.getByRole('rowheader', { name: line.title })).getByRole('presentation');
      expect(picture).toHaveAttribute('src', responsivePicture(line.img, 'suggestion').src);
    }
  });

  it('each invoice amount is labelled with its column, for the phone’s stacked lines', async () => {
    const order = await orderMovedTo([]);
    await openOrder(order);
    const invoice = within(screen.getByRole('article', { name: 'Tax Invoice' }));
    const heads = invoice.getAllByRole('columnheader').map((head) => head.textContent);
    for (const row of invoice.getAllByRole('row').slice(1)) {
      const labels = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label'));
      expect(labels).toEqual(heads.slice(heads.length - labels.length));
    }
  });
});
