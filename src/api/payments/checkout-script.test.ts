// eslint-disable-next-line testing-library/no-dom-import -- the served script is plain DOM, and the mock never imports React
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { testCheckoutScript, type TestCheckoutSigning } from './checkout-script';
import { orderMessages } from '@/shared/messages';
import { paymentSignature } from '../razorpay/signature';
import type { PaymentSuccess } from '../../browser-scripts/test-checkout/types';

/** Runs the served checkout.js in the page, as its <script> would. */
function runServedScript(signing: TestCheckoutSigning) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the served script, run as a browser would
  const run = new Function(testCheckoutScript(signing)) as () => void;
  run();
}

function openCheckout(handler: (response: PaymentSuccess) => void) {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('the served script installed no window.Razorpay');
  const onFailure = jest.fn();
  const onDismiss = jest.fn();
  const checkout = new Razorpay({
    key: 'rzp_test_key',
    amount: 123450,
    currency: 'INR',
    name: 'The Shop',
    description: 'Order of 2 items',
    image: '/logo.svg',
    order_id: 'order_AAAAAAAAAAAAAA',
    handler,
    prefill: { name: 'Guest Shopper', email: 'guest@example.in', contact: '9999999999' },
    theme: { color: '#392F5A' },
    modal: { ondismiss: onDismiss },
  });
  checkout.on('payment.failed', onFailure);
  checkout.open();
  return { dialog: screen.getByRole('dialog', { name: 'The Shop' }), onFailure, onDismiss };
}

afterEach(() => {
  delete window.Razorpay;
  document.body.replaceChildren();
  document.documentElement.lang = '';
});

describe('the served test-mode checkout.js', () => {
  it('shows the amount and the test card, and signs Success in the page with the key secret', async () => {
    runServedScript({ keySecret: 'the-secret' });
    const handler = jest.fn();
    const { dialog } = openCheckout(handler);
    expect(dialog).toHaveAccessibleDescription('Amount to pay: ₹1,234.50');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Success' }));

    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [response] = handler.mock.calls[0] as [PaymentSuccess];
    expect(response.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(response).toEqual({
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_order_id: 'order_AAAAAAAAAAAAAA',
      razorpay_signature: await paymentSignature(
        'the-secret',
        'order_AAAAAAAAAAAAAA',
        response.razorpay_payment_id,
      ),
    });
  });

  it('asks the server to sign when it serves the checkout, and reports a failed signing as payment.failed', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('*/sign-here', async ({ request }) => {
        asked.push({
          authorization: request.headers.get('authorization'),
          ...((await request.json()) as object),
        });
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    // The logged-in shopper, as the shop records them (spec §3): the server signs only for them.
    localStorage.setItem('login', JSON.stringify({ token: 'the-shoppers-token', user: { email: 'g@x.in' } }));
    runServedScript({ signUrl: 'http://localhost/sign-here' });
    const handler = jest.fn();
    const { dialog, onFailure } = openCheckout(handler);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Success' }));

    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([
      {
        authorization: 'the-shoppers-token',
        order_id: 'order_AAAAAAAAAAAAAA',
        payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) as unknown,
        amount: 123450,
      },
    ]);
    expect(handler).not.toHaveBeenCalled();
    expect(onFailure.mock.calls[0]).toMatchObject([
      { error: { code: 'SERVER_ERROR', reason: 'server_error' } },
    ]);
  });

  it('fires payment.failed on Failure and ondismiss on Escape, closing the dialog each time', async () => {
    runServedScript({ keySecret: 'the-secret' });
    const first = openCheckout(jest.fn());
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Failure' }));
    expect(first.onFailure.mock.calls).toMatchObject([
      [{ error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' } }],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();

    const second = openCheckout(jest.fn());
    await userEvent.keyboard('{Escape}');
    expect(second.onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pays by UPI with success@razorpay, signed as a card payment is', async () => {
    runServedScript({ keySecret: 'the-secret' });
    const handler = jest.fn();
    const { dialog } = openCheckout(handler);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'UPI ID' }), 'success@razorpay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with UPI' }));

    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    const [response] = handler.mock.calls[0] as [PaymentSuccess];
    expect(response.razorpay_signature).toBe(
      await paymentSignature('the-secret', 'order_AAAAAAAAAAAAAA', response.razorpay_payment_id),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports failure@razorpay as a declined payment with a readable reason', async () => {
    runServedScript({ keySecret: 'the-secret' });
    const handler = jest.fn();
    const { dialog, onFailure } = openCheckout(handler);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'UPI ID' }), 'failure@razorpay{Enter}');

    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]).toMatchObject([
      { error: { description: orderMessages.upiDeclined, reason: 'payment_failed' } },
    ]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a malformed UPI ID in the dialog without asking anyone, and an unknown one as the UPI app answers', async () => {
    const asked: unknown[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    runServedScript({ keySecret: 'the-secret' });
    const handler = jest.fn();
    const { dialog, onFailure } = openCheckout(handler);
    const field = within(dialog).getByRole('textbox', { name: 'UPI ID' });

    await userEvent.type(field, 'not a upi id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with UPI' }));
    expect(field).toHaveAccessibleDescription(orderMessages.upiInvalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'asha@okicici');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with UPI' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(orderMessages.upiUnknown('asha@okicici')));
    expect(within(dialog).getByRole('button', { name: 'Pay with UPI' })).toBeEnabled();
    expect(handler).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('leaves a Razorpay already on the page alone', () => {
    const existing = jest.fn() as unknown as NonNullable<typeof window.Razorpay>;
    window.Razorpay = existing;
    runServedScript({ keySecret: 'the-secret' });
    expect(window.Razorpay).toBe(existing);
  });
});

describe('the served test-mode checkout.js over a Hindi page (issue 37)', () => {
  beforeEach(() => {
    document.documentElement.lang = 'hi-IN';
  });

  it('speaks Hindi: its title, amount, test card, UPI and buttons', () => {
    runServedScript({ keySecret: 'the-secret' });
    const { dialog } = openCheckout(jest.fn());
    expect(dialog).toHaveAccessibleDescription('भुगतान की राशि: ₹1,234.50');
    expect(within(dialog).getByText('टेस्ट मोड')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'कार्ड (टेस्ट कार्ड, पहले से भरा हुआ)' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('कार्ड नंबर')).toHaveValue('4111 1111 1111 1111');
    expect(within(dialog).getByLabelText('एक्सपायरी')).toHaveValue('12 / 30');
    expect(within(dialog).getByLabelText('कार्ड पर नाम')).toHaveValue('Guest Shopper');
    for (const name of ['सफल', 'असफल', 'UPI से भुगतान करें', 'बंद करें']) {
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(dialog).queryByText(/Success|Failure|Amount to pay|Test mode|Card number/)).toBeNull();
  });

  it('keeps focus in the dialog, closes on Escape and gives focus back, in Hindi as in English', async () => {
    runServedScript({ keySecret: 'the-secret' });
    const opener = document.createElement('button');
    opener.textContent = 'ऑर्डर करें';
    document.body.appendChild(opener);
    opener.focus();
    const { dialog, onDismiss } = openCheckout(jest.fn());
    expect(dialog).toHaveFocus();

    // Tab from the last control wraps to the first, Shift+Tab back: focus never leaves the dialog.
    const last = within(dialog).getByRole('button', { name: 'UPI से भुगतान करें' });
    last.focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('refuses a malformed UPI ID in Hindi, and reports Failure with a Hindi reason', async () => {
    runServedScript({ keySecret: 'the-secret' });
    const { dialog, onFailure } = openCheckout(jest.fn());
    const field = within(dialog).getByRole('textbox', { name: 'UPI ID' });
    await userEvent.type(field, 'not a upi id{Enter}');
    expect(field).toHaveAccessibleDescription('name@bank जैसी UPI ID डालें।');

    await userEvent.click(within(dialog).getByRole('button', { name: 'असफल' }));
    expect(onFailure.mock.calls).toMatchObject([
      [{ error: { code: 'BAD_REQUEST_ERROR', description: 'पेमेंट नहीं हो पाया (टेस्ट मोड)' } }],
    ]);
  });

  it('asks the UPI app in Hindi and shows its refusal', async () => {
    runServedScript({ keySecret: 'the-secret' });
    const { dialog } = openCheckout(jest.fn());
    const field = within(dialog).getByRole('textbox', { name: 'UPI ID' });
    await userEvent.type(field, 'asha@okicici');
    await userEvent.click(within(dialog).getByRole('button', { name: 'UPI से भुगतान करें' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'asha@okicici पर कोई UPI ऐप जवाब नहीं देता। टेस्ट मोड में success@razorpay या failure@razorpay इस्तेमाल करें।',
      ),
    );
  });
});
