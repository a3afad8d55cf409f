import { timestamp } from '@/shared/timestamp';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import type { RazorpayCheckout, RazorpayOptions } from '@/features/orders/razorpay';
import { RAZORPAY_KEY_SECRET } from '@/api/accounts/auth';
import { addCartLine, allProducts, cartOf, confirmedOrdersOf, setCartLineQty } from '@/mocks/db';
import { TEST_CHECKOUT_SCRIPT_PATH } from '@/api/payments/test-checkout/script-path';
import { server } from '@/mocks/node';
import { paymentSignature } from '@/api/razorpay/signature';
import { SHOP_NAME } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { inlineMessages, toastMessages } from '@/shared/messages';
import type { CatalogueProduct } from '@/shared/types';
import { recordRequests } from '@/testing/record-requests';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

// jsdom has no canvas; the confetti's presence and its 3 s are what the page controls.
jest.mock('react-confetti', () => jest.requireActual<object>('@/testing/confetti-stub'));

/** Where the page loads the mock's test-mode checkout from: the shop's own origin. */
const testCheckoutUrl = new URL(TEST_CHECKOUT_SCRIPT_PATH, window.location.origin).href;

function seedCart(): [CatalogueProduct, CatalogueProduct] {
  const [first, second] = allProducts().slice(30, 32);
  if (!first || !second) throw new Error('the catalogue is too small');
  addCartLine(guestId(), first._id, timestamp());
  addCartLine(guestId(), second._id, timestamp());
  setCartLineQty(guestId(), second._id, 2, timestamp());
  return [first, second];
}

/** Runs the mock's test-mode checkout.js in the page, as the <script> would in a browser. */
async function installTestCheckout() {
  const source = await (await fetch(testCheckoutUrl)).text();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the served script, run as a browser would
  const run = new Function(source) as () => void;
  run();
}

async function openCheckout(route = '/checkout') {
  const view = await renderApp({ route, user: guest });
  const radio = await screen.findByRole('radio', { name: 'Guest Shopper' });
  return { ...view, radio };
}

/** Checkout with the guest's saved address chosen as the delivery address. */
async function openCheckoutToPay() {
  const { radio, ...view } = await openCheckout();
  await view.user.click(radio);
  await waitFor(() => expect(radio).toBeChecked());
  return view;
}

/** The toast, not the same words repeated beside the button. */
const findToast = (message: string) => screen.findByText(message, { selector: '#notistack-snackbar' });

/**
 * After paying: the emptied cart's refetch has landed (the header badge reads 0) and the order page
 * shows the payment id, so no answer arrives after the test's last check.
 */
async function expectSettledAfterPaying() {
  const cartLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
    name: /cart/i,
  });
  await waitFor(() => expect(cartLink).toHaveTextContent('0'));
  return screen.findByText(/^pay_[A-Za-z0-9]{14}$/);
}

const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Placing order/ });

/** The <script> the page added for checkout.js; scripts are not in the accessibility tree. */
// eslint-disable-next-line testing-library/no-node-access -- see above
const checkoutScript = () => document.querySelector(`script[src="${testCheckoutUrl}"]`);

afterEach(() => {
  delete window.Razorpay;
  checkoutScript()?.remove();
});

describe('checkout', () => {
  it('sends a shopper with an empty cart to the product list', async () => {
    const { router } = await renderApp({ route: '/checkout', user: guest });
    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist'));
  });

  it('shows a loader, then the saved addresses with radios, Add New Address and the summary', async () => {
    const [first, second] = seedCart();
    await renderApp({ route: '/checkout', user: guest });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading checkout');

    const radio = await screen.findByRole('radio', { name: 'Guest Shopper' });
    expect(radio).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your Order' }));
    expect(summary.getByText(`${first.title} (1)`)).toBeInTheDocument();
    expect(summary.getByText(`${second.title} (2)`)).toBeInTheDocument();
    expect(summary.getAllByRole('term').at(-1)).toHaveTextContent('Grand Total');
    expect(summary.getAllByRole('definition').at(-1)).toHaveTextContent(
      formatRupees(first.price + second.price * 2 + 50 - 499),
    );
    expect(summary.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('warns when Place Order is pressed with no address selected, and creates nothing', async () => {
    seedCart();
    const { user } = await openCheckout();
    const recorder = recordRequests();

    await user.click(placeOrderButton());

    expect(await screen.findByText(toastMessages.selectAddress)).toBeInTheDocument();
    recorder.stop();
    expect(await recorder.to('POST /api/user/orders')).toEqual([]);
    expect(checkoutScript()).toBeNull();
  });

  it('stops with the spec toast when checkout.js fails to load, leaving no order on the server', async () => {
    seedCart();
    const { user } = await openCheckoutToPay();
    const recorder = recordRequests();

    await user.click(placeOrderButton());
    const script = await waitFor(() => {
      const found = checkoutScript();
      if (!found) throw new Error('checkout.js was not requested');
      return found;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });

    expect(await findToast(toastMessages.razorpayFailed)).toBeInTheDocument();
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    recorder.stop();
    expect(await recorder.to('POST /api/user/orders')).toEqual([]);
    expect(cartOf(guestId())).toHaveLength(2);
  });

  it('pays through the test-mode checkout: one order on a double click, confetti, /order, an empty cart', async () => {
    const [first, second] = seedCart();
    const grandTotal = first.price + second.price * 2 + 50 - 499;
    await installTestCheckout();
    const { user, router } = await openCheckoutToPay();
    const recorder = recordRequests();

    await user.dblClick(placeOrderButton());

    const dialog = within(await screen.findByRole('dialog', { name: SHOP_NAME }));
    expect(dialog.getByText(formatRupees(grandTotal))).toBeInTheDocument();
    expect(dialog.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(dialog.getByText('guest@sneakerhub.in · 9876543210')).toBeInTheDocument();
    expect(placeOrderButton()).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Success' }));

    expect(await screen.findByText(toastMessages.paymentSucceeded)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: inlineMessages.orderSuccessful }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
    expect(screen.getByText(inlineMessages.orderThanks)).toBeInTheDocument();
    expect(await screen.findByTestId('confetti')).toBeInTheDocument();
    const shownPaymentId = await expectSettledAfterPaying();
    // The emptied cart never sent the shopper to the product list on the way to /order (which is
    // replaced once more, by itself without the confetti flag).
    expect(router.visited).toEqual(['/checkout', '/order', '/order']);
    expect(router.state.historyAction).toBe('REPLACE');

    recorder.stop();
    expect(await recorder.to('POST /api/user/orders')).toHaveLength(1);
    const orders = confirmedOrdersOf(guestId());
    expect(orders).toHaveLength(1);
    expect(orders[0]?.amounts.grandTotal).toBe(grandTotal);
    expect(orders[0]?.items.map((line) => [line._id, line.qty])).toEqual([
      [first._id, 1],
      [second._id, 2],
    ]);
    expect(cartOf(guestId())).toEqual([]);
    expect(shownPaymentId).toHaveTextContent(orders[0]?.paymentId ?? 'missing');

    // Confetti lasts three seconds, then the page stays without it.
    await waitFor(() => expect(screen.queryByTestId('confetti')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/order');
    await user.click(screen.getByRole('link', { name: inlineMessages.continueShopping }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  }, 20000);

  it('takes the paid lines out of the header count at once, from the payment answer, not a refetch', async () => {
    seedCart();
    await installTestCheckout();
    const { user } = await openCheckoutToPay();
    const cartLink = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: /cart/i,
    });
    expect(cartLink).toHaveTextContent('2');
    // From here on, fetching the cart never answers: only the payment's own answer can clear it.
    server.use(http.get('*/api/user/cart', () => delay('infinite')));

    await user.click(placeOrderButton());
    const dialog = within(await screen.findByRole('dialog', { name: SHOP_NAME }));
    await user.click(dialog.getByRole('button', { name: 'Success' }));

    expect(await screen.findByText(/^pay_[A-Za-z0-9]{14}$/)).toBeInTheDocument();
    expect(cartLink).toHaveTextContent('0');
  });

  it('keeps the cart after a failed payment and lets the shopper retry the same order', async () => {
    seedCart();
    await installTestCheckout();
    const { user, router } = await openCheckoutToPay();
    const recorder = recordRequests();

    await user.click(placeOrderButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: SHOP_NAME })).getByRole('button', { name: 'Failure' }),
    );

    const failed = 'Payment failed: Payment failed (test mode). Your cart is unchanged; you can try again.';
    expect(await screen.findByText(failed, { selector: '.checkout-page__notice' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(cartOf(guestId())).toHaveLength(2);
    expect(confirmedOrdersOf(guestId())).toHaveLength(0);
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());

    await user.click(placeOrderButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: SHOP_NAME })).getByRole('button', { name: 'Success' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: inlineMessages.orderSuccessful }),
    ).toBeInTheDocument();

    await expectSettledAfterPaying();

    recorder.stop();
    const creations = await recorder.to('POST /api/user/orders');
    expect(creations).toHaveLength(2);
    const [firstTry, retry] = creations.map((request) => request.body as { idempotencyKey: string });
    expect(retry?.idempotencyKey).toBe(firstTry?.idempotencyKey);
    expect(confirmedOrdersOf(guestId())).toHaveLength(1);
    expect(cartOf(guestId())).toEqual([]);
  }, 20000);

  it('treats closing the checkout (close button or Escape) as a cancelled payment and keeps the cart', async () => {
    seedCart();
    await installTestCheckout();
    const { user, router } = await openCheckoutToPay();

    await user.click(placeOrderButton());
    const dialog = await screen.findByRole('dialog', { name: SHOP_NAME });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const cancelled = 'Payment cancelled. Your cart is unchanged; you can place the order again.';
    expect(await screen.findByText(cancelled, { selector: '.checkout-page__notice' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: SHOP_NAME })).not.toBeInTheDocument();

    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await user.click(placeOrderButton());
    await screen.findByRole('dialog', { name: SHOP_NAME });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SHOP_NAME })).not.toBeInTheDocument());
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());

    expect(router.state.location.pathname).toBe('/checkout');
    expect(cartOf(guestId())).toHaveLength(2);
    expect(confirmedOrdersOf(guestId())).toHaveLength(0);
  });

  it('confirms exactly the response a stubbed window.Razorpay hands its handler, once, then opens /order', async () => {
    seedCart();
    const opened: RazorpayOptions[] = [];
    const Stub = jest.fn(function (this: RazorpayCheckout, options: RazorpayOptions) {
      this.on = () => undefined;
      this.open = () => {
        opened.push(options);
        const paymentId = 'pay_Stub0123456789';
        void paymentSignature(RAZORPAY_KEY_SECRET, options.order_id, paymentId).then((signature) =>
          options.handler({
            razorpay_payment_id: paymentId,
            razorpay_order_id: options.order_id,
            razorpay_signature: signature,
          }),
        );
      };
    });
    window.Razorpay = Stub as unknown as NonNullable<typeof window.Razorpay>;
    const { user, router } = await openCheckoutToPay();
    const recorder = recordRequests();

    await user.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    await expectSettledAfterPaying();

    recorder.stop();
    const confirmations = (await recorder.all()).filter((request) => request.what.endsWith('/payment'));
    expect(confirmations).toHaveLength(1);
    const options = opened[0];
    expect(confirmations[0]?.body).toEqual({
      razorpay_payment_id: 'pay_Stub0123456789',
      razorpay_order_id: options?.order_id,
      razorpay_signature: await paymentSignature(
        RAZORPAY_KEY_SECRET,
        options?.order_id ?? '',
        'pay_Stub0123456789',
      ),
    });
    expect(Stub).toHaveBeenCalledTimes(1);
    expect(options?.prefill).toEqual({ name: 'Guest Shopper', email: guest.email, contact: '9876543210' });
    expect(options?.amount).toBe((confirmedOrdersOf(guestId())[0]?.amounts.grandTotal ?? 0) * 100);
  });
});

describe('order success page', () => {
  it('sends a shopper who did not just place an order to the product list', async () => {
    const { router } = await renderApp({ route: '/order', user: guest });
    await waitFor(() => expect(router.state.location.pathname).toBe('/productlist'));
  });
});
