import { act, screen, waitFor } from '@testing-library/react';
import type { RazorpayCheckout, RazorpayOptions } from '@/features/orders/razorpay';
import { RAZORPAY_KEY_SECRET } from '@/api/accounts/auth';
import { paymentSignature } from '@/api/razorpay/signature';
import { addCartLine, addGuest, allProducts, cartOf, memoryRepositories } from '@/mocks/db';
import { lifecycleMessages, orderMessages } from '@/shared/messages';
import { timestamp } from '@/shared/timestamp';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

/**
 * What a shopper newly sees because holding pairs costs the holder (docs/decisions.md): Cash on
 * Delivery greyed out for a guest account, with the reason; and a payment that arrived after the
 * last pairs were sold, refunded, on the checkout and on the order's page.
 */

jest.mock('react-confetti', () => jest.requireActual<object>('@/testing/confetti-stub'));

afterEach(() => {
  delete window.Razorpay;
});

function seedCart() {
  const [sneaker] = allProducts().slice(30, 31);
  if (!sneaker) throw new Error('the catalogue is too small');
  addCartLine(guestId(), sneaker._id, timestamp());
  return sneaker;
}

async function openCheckoutToPay(view: Awaited<ReturnType<typeof renderApp>>) {
  const radio = await screen.findByRole('radio', { name: 'Guest Shopper' });
  await view.user.click(radio);
  await waitFor(() => expect(radio).toBeChecked());
}

it('a payment that arrives after the last pairs were sold: the checkout says it is refunded, and the order page why', async () => {
  const sneaker = seedCart();
  let shopOrderId = '';
  // Razorpay's dialog, paid; while it was open, the last pairs were sold to someone who paid first.
  window.Razorpay = jest.fn(function (this: RazorpayCheckout, options: RazorpayOptions) {
    this.on = () => undefined;
    this.open = () => {
      shopOrderId = options.notes?.shop_order_id ?? '';
      void (async () => {
        const [level] = await memoryRepositories.stock.levels([sneaker._id]);
        await memoryRepositories.stock.adjust(sneaker._id, -(level?.available ?? 0));
        const paymentId = 'pay_SoldOut0123456';
        options.handler({
          razorpay_payment_id: paymentId,
          razorpay_order_id: options.order_id,
          razorpay_signature: await paymentSignature(RAZORPAY_KEY_SECRET, options.order_id, paymentId),
        });
      })();
    };
  }) as unknown as NonNullable<typeof window.Razorpay>;
  const view = await renderApp({ route: '/checkout', user: guest });
  await openCheckoutToPay(view);

  await view.user.click(screen.getByRole('button', { name: 'Place Order' }));

  expect(
    await screen.findByText(lifecycleMessages.soldOutRefunded, { selector: '.checkout-page__notice' }),
  ).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/checkout');
  expect(cartOf(guestId()).map((line) => line._id)).toEqual([sneaker._id]);

  await act(() => view.router.navigate(`/orders/${shopOrderId}`));
  expect(await screen.findByText(lifecycleMessages.soldOutNote)).toBeInTheDocument();
  expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
});

it("a guest account's checkout greys out Cash on Delivery and says why", async () => {
  seedCart();
  // The embedded mock's guest is its demo account; marked as a visitor's guest account, as the
  // server's 'Login as Guest' makes them, it logs in as one.
  addGuest(guestId(), timestamp());
  const view = await renderApp({ route: '/login' });
  await view.user.click(screen.getByRole('button', { name: 'Login as Guest' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  await act(() => view.router.navigate('/checkout'));

  const cod = await screen.findByRole('radio', { name: 'Cash on Delivery' });
  expect(cod).toBeDisabled();
  expect(cod).toHaveAccessibleDescription(orderMessages.codNotForGuests);
  expect(screen.getByRole('radio', { name: 'Pay online (card or UPI)' })).toBeChecked();
});
