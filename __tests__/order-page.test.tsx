import { timestamp } from '@/shared/timestamp';
import { screen, waitFor, within } from '@testing-library/react';
import {
  addCartLine,
  allProducts,
  confirmedOrdersOf,
  findUserByEmail,
  insertAddress,
  memoryRepositories,
  moveOrder as writeOrderMove,
  setCartLineQty,
} from '@/mocks/db';
import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import { COD_MAX_GRAND_TOTAL } from '@/shared/constants';
import { formatPaise, formatRupees } from '@/shared/format-rupees';
import { inlineMessages, orderMessages } from '@/shared/messages';
import { formatDay } from '@/features/orders/order-dates';
import { formatIndiaTime } from '@/shared/format-india-time';
import { guest, secondUser } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

jest.mock('react-confetti', () => jest.requireActual<object>('@/testing/confetti-stub'));

function userId(email: string): string {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`${email} is not seeded`);
  return user._id;
}

function seedCart(indexes = [30, 31]) {
  const products = indexes.map((index) => allProducts()[index]);
  for (const product of products) {
    if (!product) throw new Error('the catalogue is too small');
    addCartLine(userId(guest.email), product._id, timestamp());
  }
  return products;
}

async function placeCashOnDelivery(addressName = 'Guest Shopper') {
  const view = await renderApp({ route: '/checkout', user: guest });
  const { user } = view;
  await user.click(await screen.findByRole('radio', { name: addressName }));
  await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  return view;
}

describe('Cash on Delivery at checkout', () => {
  it('online is chosen by default; Cash on Delivery is confirmed at once: confetti, /order, cart emptied', async () => {
    seedCart();
    const view = await renderApp({ route: '/checkout', user: guest });
    expect(await screen.findByRole('radio', { name: 'Pay online (card or UPI)' })).toBeChecked();
    view.unmount();

    const { router } = await placeCashOnDelivery();

    expect(await screen.findByRole('heading', { name: inlineMessages.orderSuccessful })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
    expect(screen.getByTestId('celebration')).toBeInTheDocument();
    expect(await screen.findByText(orderMessages.codPlaced)).toBeInTheDocument();
    const cartLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: /cart/i,
    });
    await waitFor(() => expect(cartLink).toHaveTextContent('0'));
    const [order] = confirmedOrdersOf(userId(guest.email));
    expect(order).toMatchObject({ paymentMethod: 'cod', status: 'confirmed' });
    expect(await screen.findByText('To pay on delivery')).toBeInTheDocument();
    // The number the shopper can quote: beside its term on the success page.
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const number = screen.getAllByRole('definition')[terms.indexOf('Order number')];
    expect(number).toHaveTextContent(new RegExp(`^${order?.number ?? 'none'}$`));
  });

  it('shows why the server refused Cash on Delivery, and stays at checkout with the cart', async () => {
    seedCart();
    insertAddress(
      userId(guest.email),
      {
        name: 'Far Away',
        mobile: '9123456780',
        pincode: '999999',
        city: 'Nowhere',
        residence: '1 Lost Lane',
        state: 'Karnataka',
      },
      timestamp(),
    );
    const { router } = await placeCashOnDelivery('Far Away');

    const notice = await screen.findByText(orderMessages.codUndeliverable('999999'), { selector: 'p' });
    expect(notice).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(confirmedOrdersOf(userId(guest.email))).toEqual([]);
  });

  it(`offers no Cash on Delivery above ${formatRupees(COD_MAX_GRAND_TOTAL)}`, async () => {
    const [product] = seedCart([40]);
    if (!product) throw new Error('the catalogue is too small');
    setCartLineQty(userId(guest.email), product._id, 10, timestamp());
    expect(product.price * 10).toBeGreaterThan(COD_MAX_GRAND_TOTAL + 449);
    await renderApp({ route: '/checkout', user: guest });

    const cod = await screen.findByRole('radio', { name: 'Cash on Delivery' });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(`Not available above ${formatRupees(COD_MAX_GRAND_TOTAL)}.`);
  });
});

/** A Cash on Delivery order the guest placed at checkout, the app then closed. */
async function placedThroughCheckout() {
  seedCart();
  const { unmount } = await placeCashOnDelivery();
  await screen.findByRole('heading', { name: inlineMessages.orderSuccessful });
  const [placed] = confirmedOrdersOf(userId(guest.email));
  if (!placed) throw new Error('no order was placed');
  unmount();
  return placed;
}

describe('the order page', () => {
  it('from the success page: the lines, address, amounts, payment, status, dates and the tax invoice', async () => {
    const [first, second] = seedCart();
    const { user, router } = await placeCashOnDelivery();
    await user.click(await screen.findByRole('link', { name: 'View your order and its invoice' }));

    const [order] = confirmedOrdersOf(userId(guest.email));
    if (!order || !first || !second) throw new Error('no order was placed');
    expect(router.state.location.pathname).toBe(`/orders/${order._id}`);
    const details = within(await screen.findByRole('region', { name: 'Order' }));
    const terms = details.getAllByRole('term').map((term) => term.textContent);
    const fact = (term: string) => details.getAllByRole('definition')[terms.indexOf(term)];
    expect(fact('Order number')).toHaveTextContent(new RegExp(`^${order.number}$`));
    expect(fact('Status')).toHaveTextContent(/^Confirmed$/);
    expect(fact('Payment method')).toHaveTextContent('Cash on Delivery');
    expect(fact('Payment')).toHaveTextContent('To pay on delivery');
    expect(fact('Delivering to')).toHaveTextContent('Koramangala');
    expect(fact('Delivery promised by')).toHaveTextContent(formatDay(order.deliverBy ?? 'none'));
    expect(details.getByRole('rowheader', { name: first.title })).toBeInTheDocument();
    expect(details.getByText(formatRupees(order.amounts.grandTotal))).toBeInTheDocument();

    const invoice = within(screen.getByRole('article', { name: 'Tax Invoice' }));
    expect(invoice.getByText(order.invoiceNumber ?? 'no number')).toBeInTheDocument();
    expect(invoice.getByText(order.number)).toBeInTheDocument();
    expect(invoice.getByText(/GSTIN: 29ABCDE1234F1Z5/)).toBeInTheDocument();
    expect(invoice.getByText(/Place of supply: Karnataka/)).toBeInTheDocument();
    expect(invoice.getByRole('columnheader', { name: 'CGST' })).toBeInTheDocument();
    expect(invoice.queryByRole('columnheader', { name: 'IGST' })).toBeNull();
    const totalRow = invoice.getAllByRole('row').at(-1);
    expect(totalRow).toHaveTextContent(/^Total/);
    expect(totalRow).toHaveTextContent(formatPaise(order.amounts.grandTotal * 100));

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a shipped order: its status in words, each step of its timeline with its date, the courier and the AWB, then the steps to come', async () => {
    const placed = await placedThroughCheckout();
    const packedAt = '2026-03-02T04:00:00.000Z';
    const shippedAt = '2026-03-02T13:45:00.000Z';
    const staffMove = (to: 'packed' | 'shipped', at: string, shipping = {}) =>
      memoryRepositories.transaction((tx) =>
        moveOrder(tx, { seller: TEST_SELLER }, { orderId: placed._id, to, actor: 'staff', at, ...shipping }),
      );
    await staffMove('packed', packedAt);
    await staffMove('shipped', shippedAt, { courier: 'Delhivery', awb: 'DLV-123456789' });

    await renderApp({ route: `/orders/${placed._id}`, user: guest });
    const details = within(await screen.findByRole('region', { name: 'Order' }));
    const terms = details.getAllByRole('term').map((term) => term.textContent);
    expect(details.getAllByRole('definition')[terms.indexOf('Status')]).toHaveTextContent(/^Shipped$/);
    const steps = within(details.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Confirmed ${formatIndiaTime(placed.createdAt)}`,
      `Packed ${formatIndiaTime(packedAt)}`,
      `Shipped ${formatIndiaTime(shippedAt)}Delhivery, AWB DLV-123456789`,
      'Out for delivery · to come',
      `Delivered · expected by ${formatDay(placed.deliverBy ?? 'none')}`,
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    // IST whatever the machine's zone: 13:45 UTC is 7:15 pm in India.
    expect(steps[2]).toHaveTextContent(/2 Mar 2026, 7:15\s?pm/i);
  });

  it('the orders list shows each order’s status; a refunded payment says so', async () => {
    const placed = await placedThroughCheckout();
    writeOrderMove({
      orderId: placed._id,
      from: 'confirmed',
      event: { status: 'cancelled', at: '2026-03-02T04:00:00.000Z' },
      paymentState: 'refunded',
    });

    await renderApp({ route: '/profile?tab=orders', user: guest });
    const card = within(await screen.findByRole('article'));
    const terms = card.getAllByRole('term').map((term) => term.textContent);
    const fact = (term: string) => card.getAllByRole('definition')[terms.indexOf(term)];
    expect(fact('Status')).toHaveTextContent('Cancelled');
    expect(fact('Payment')).toHaveTextContent('Refunded');
  });

  it('the order history links to each order’s page', async () => {
    seedCart();
    const { user } = await placeCashOnDelivery();
    await screen.findByRole('heading', { name: inlineMessages.orderSuccessful });
    const [order] = confirmedOrdersOf(userId(guest.email));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /profile/i }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const link = await screen.findByRole('link', { name: /^Order SH-\d+ of / });
    expect(link).toHaveAttribute('href', `/orders/${order?._id ?? ''}`);
  });

  it('another shopper’s order reads as not found', async () => {
    seedCart();
    const { unmount } = await placeCashOnDelivery();
    await screen.findByRole('heading', { name: inlineMessages.orderSuccessful });
    const [order] = confirmedOrdersOf(userId(guest.email));
    unmount();

    await renderApp({ route: `/orders/${order?._id ?? ''}`, user: secondUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(orderMessages.orderNotFound);
    expect(screen.queryByRole('article', { name: 'Tax Invoice' })).toBeNull();
  });
});
