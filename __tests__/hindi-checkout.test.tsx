import { screen, waitFor, within } from '@testing-library/react';
import { testCheckoutScript } from '@/api/payments/checkout-script';
import type { RazorpayCheckout, RazorpayOptions } from '@/features/orders/razorpay';
import { addCartLine, allProducts, cartOf, confirmedOrdersOf } from '@/mocks/db';
import { COD_MAX_GRAND_TOTAL, SHOP_NAME } from '@/shared/constants';
import { formatRupees } from '@/shared/format-rupees';
import { timestamp } from '@/shared/timestamp';
import { guest, guestId } from '@/testing/guest';
import { renderApp } from '@/testing/render-app';

jest.mock('react-confetti', () => jest.requireActual<object>('@/testing/confetti-stub'));

/** A pair each of two sneakers in the guest's cart (within Cash on Delivery's limit). */
function seedCart() {
  for (const product of allProducts().slice(30, 32)) addCartLine(guestId(), product._id, timestamp());
}

const findToast = (message: string) => screen.findByText(message, { selector: '#notistack-snackbar' });

async function openCheckout() {
  seedCart();
  const view = await renderApp({ route: '/hi/checkout', user: guest });
  const radio = await screen.findByRole('radio', { name: 'Guest Shopper' });
  return { ...view, radio };
}

afterEach(() => {
  delete window.Razorpay;
});

describe('checkout in Hindi (issue 37)', () => {
  it('shows its loader, address book, payment choice, policies and Place Order in Hindi', async () => {
    seedCart();
    await renderApp({ route: '/hi/checkout', user: guest });
    expect(await screen.findByRole('status')).toHaveTextContent('चेकआउट लोड हो रहा है');

    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'आपका ऑर्डर' }));
    expect(summary.getByText('ऑर्डर करने के लिए डिलीवरी का पता चुनें।')).toBeInTheDocument();
    const choice = within(summary.getByRole('group', { name: 'पेमेंट का तरीका' }));
    expect(choice.getByRole('radio', { name: 'ऑनलाइन भुगतान करें (कार्ड या UPI)' })).toBeChecked();
    expect(choice.getByRole('radio', { name: 'कैश ऑन डिलीवरी' })).toHaveAccessibleDescription(
      `डिलीवरी पर नकद भुगतान करें, कोई शुल्क नहीं। ${formatRupees(COD_MAX_GRAND_TOTAL)} तक के ऑर्डर पर।`,
    );
    expect(summary.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled();

    const policies = summary.getByText(/^ऑर्डर करके आप हमारी/);
    expect(policies).toHaveTextContent(
      'ऑर्डर करके आप हमारी रिटर्न, रिफ़ंड, कैंसलेशन, शिपिंग, और पेमेंट सुरक्षा नीतियाँ स्वीकार करते हैं।',
    );
    expect(within(policies).getByRole('link', { name: 'रिफ़ंड' })).toHaveAttribute(
      'href',
      '/hi/policies/refunds',
    );
  });

  it('asks for an address in Hindi when Place Order is pressed without one', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    expect(await findToast('कृपया कोई पता चुनें या नया पता जोड़ें')).toBeInTheDocument();
  });

  it('places a Cash on Delivery order in Hindi and opens the success page in Hindi', async () => {
    const { user, radio, router } = await openCheckout();
    await user.click(radio);
    const deliverTo = await screen.findByText(/^डिलीवरी यहाँ होगी:/);
    expect(within(deliverTo).getByText('Guest Shopper', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }));
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));

    expect(await findToast('ऑर्डर हो गया: डिलीवरी होने पर नकद भुगतान करें।')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर हो गया' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hi/order');
    expect(screen.getByText('हमसे ऑर्डर करने के लिए धन्यवाद :)')).toBeInTheDocument();
    const [order] = confirmedOrdersOf(guestId());
    expect(await screen.findByText(order?.number ?? 'no order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना ऑर्डर और उसका इनवॉइस देखें' })).toHaveAttribute(
      'href',
      `/hi/orders/${order?._id}`,
    );
    expect(cartOf(guestId())).toEqual([]);
  });

  it('hands Razorpay a Hindi description and says in Hindi that a closed checkout kept the cart', async () => {
    const opened: RazorpayOptions[] = [];
    window.Razorpay = function (this: RazorpayCheckout, options: RazorpayOptions) {
      this.on = () => undefined;
      this.open = () => {
        opened.push(options);
        options.modal.ondismiss();
      };
    } as unknown as NonNullable<typeof window.Razorpay>;
    const { user, radio } = await openCheckout();
    await user.click(radio);
    await waitFor(() => expect(radio).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));

    const cancelled = 'पेमेंट रद्द कर दिया गया। आपका कार्ट जैसा था वैसा ही है; आप फिर से ऑर्डर कर सकते हैं।';
    expect(await screen.findByText(cancelled, { selector: '.checkout-page__notice' })).toBeInTheDocument();
    expect(opened[0]?.description).toBe('स्नीकर्स की 2 जोड़ी');
    expect(cartOf(guestId())).toHaveLength(2);
  });

  it('opens the offline test checkout in Hindi, and its Failure reads Hindi in the shop', async () => {
    // The served checkout.js, as the page's <script> runs it (jsdom loads no script by itself).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the served script, run as a browser would
    const runServedScript = new Function(
      testCheckoutScript({ keySecret: 'not-used-by-failure' }),
    ) as () => void;
    runServedScript();
    const { user, radio } = await openCheckout();
    await user.click(radio);
    await waitFor(() => expect(radio).toBeChecked());
    const placeOrder = screen.getByRole('button', { name: 'ऑर्डर करें' });
    await user.click(placeOrder);

    const dialog = await screen.findByRole('dialog', { name: SHOP_NAME });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/^भुगतान की राशि: ₹[\d,]+$/);
    expect(within(dialog).getByText('स्नीकर्स की 2 जोड़ी')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('कार्ड नंबर')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'UPI से भुगतान करें' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'असफल' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const failed =
      'पेमेंट नहीं हो पाया: पेमेंट नहीं हो पाया (टेस्ट मोड)। आपका कार्ट जैसा था वैसा ही है; आप फिर से कोशिश कर सकते हैं।';
    expect(await screen.findByText(failed, { selector: '.checkout-page__notice' })).toBeInTheDocument();
    expect(cartOf(guestId())).toHaveLength(2);
  });
});
