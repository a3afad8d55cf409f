import { PAYMENT_THEME_COLOUR, RAZORPAY_TEST_KEY_ID, SHOP_NAME } from '@/shared/constants';
import { toastMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import type { PaymentConfirmation } from './orders-api';
import { payForOrder, type PaymentDeps, type PaymentRequest } from './payment';
import { paymentMessages } from './payment-messages';
import type { RazorpayCheckout, RazorpayConstructor, RazorpayFailure, RazorpayOptions } from './razorpay';

const order: Order = {
  _id: 'order-1',
  number: 'SH-100001',
  razorpayOrderId: 'order_Ab12Cd34Ef56Gh',
  status: 'created',
  paymentMethod: 'online',
  paymentState: 'pending',
  timeline: [{ status: 'created', at: '2026-03-01T10:00:00Z' }],
  items: [
    { _id: 'p1', title: 'Runner', price: 2000, qty: 2, img: '/images/sneakers/p1.svg' },
    { _id: 'p2', title: 'Court', price: 1500, qty: 1, img: '/images/sneakers/p2.svg' },
  ],
  address: {
    id: 'a1',
    name: 'Asha',
    mobile: '9876543210',
    pincode: '560034',
    city: 'Bengaluru',
    residence: '14 Main Road',
    state: 'Karnataka',
    isSelected: true,
  },
  amounts: { subTotal: 5500, delivery: 50, discount: 499, grandTotal: 5051 },
  amountPaise: 505100,
  currency: 'INR',
  createdAt: '2026-03-01T10:00:00Z',
};

const request: PaymentRequest = {
  addressId: 'a1',
  idempotencyKey: 'key-1',
  customer: { name: 'Guest Shopper', email: 'guest@sneakerhub.in', contact: '9876543210' },
};

const payment: PaymentConfirmation = {
  razorpay_payment_id: 'pay_Zx98Yw76Vu54Ts',
  razorpay_order_id: order.razorpayOrderId,
  razorpay_signature: 'f'.repeat(64),
};

/** A stand-in for window.Razorpay: records its options and acts as `behaviour` says on open(). */
function stubRazorpay(behaviour: (options: RazorpayOptions, fail: (r: RazorpayFailure) => void) => void) {
  const opened: RazorpayOptions[] = [];
  const Stub = jest.fn(function (this: RazorpayCheckout, options: RazorpayOptions) {
    const failed: ((response: RazorpayFailure) => void)[] = [];
    this.on = (_event, callback) => {
      failed.push(callback);
    };
    this.open = () => {
      opened.push(options);
      behaviour(options, (response) => failed.forEach((callback) => callback(response)));
    };
  });
  return { Razorpay: Stub as unknown as RazorpayConstructor, constructed: Stub, opened };
}

function makeDeps(Razorpay: RazorpayConstructor | null) {
  const deps = {
    loadCheckout: jest.fn(() =>
      Razorpay
        ? Promise.resolve({ Razorpay, keyId: RAZORPAY_TEST_KEY_ID })
        : Promise.reject(new Error('script failed')),
    ),
    createOrder: jest.fn(() => Promise.resolve(order)),
    confirmPayment: jest.fn(() =>
      Promise.resolve({
        ...order,
        status: 'confirmed' as const,
        paymentState: 'paid' as const,
        paymentId: 'pay_x',
      }),
    ),
    toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() },
    describeError: jest.fn(() => 'The server said no.'),
    onPaid: jest.fn(),
  } satisfies PaymentDeps;
  return deps;
}

const failure: RazorpayFailure = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed (test mode)',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: order.razorpayOrderId, payment_id: 'pay_failed000000' },
  },
};

describe('payForOrder', () => {
  it('opens Standard Checkout with the order, then confirms the handler response once and reports paid', async () => {
    const { Razorpay, opened } = stubRazorpay((options) => options.handler(payment));
    const deps = makeDeps(Razorpay);

    const result = await payForOrder(request, deps);

    expect(deps.createOrder).toHaveBeenCalledTimes(1);
    expect(deps.createOrder).toHaveBeenCalledWith({ addressId: 'a1', idempotencyKey: 'key-1' });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: RAZORPAY_TEST_KEY_ID,
      amount: 505100,
      currency: 'INR',
      name: SHOP_NAME,
      description: '3 pairs of sneakers',
      image: '/images/logo.svg',
      order_id: order.razorpayOrderId,
      prefill: { name: 'Guest Shopper', email: 'guest@sneakerhub.in', contact: '9876543210' },
      theme: { color: PAYMENT_THEME_COLOUR },
    });
    expect(typeof opened[0]?.modal.ondismiss).toBe('function');
    expect(deps.confirmPayment).toHaveBeenCalledTimes(1);
    expect(deps.confirmPayment).toHaveBeenCalledWith({ orderId: order._id, payment });
    expect(deps.toast.success).toHaveBeenCalledWith(toastMessages.paymentSucceeded);
    expect(deps.onPaid).toHaveBeenCalledTimes(1);
    expect(result.status).toBe('paid');
  });

  it('an order the server already has as paid (a lost confirmation, retried) opens no checkout', async () => {
    const { Razorpay, opened } = stubRazorpay((options) => options.handler(payment));
    const deps = makeDeps(Razorpay);
    const paid = {
      ...order,
      status: 'confirmed' as const,
      paymentState: 'paid' as const,
      paymentId: 'pay_LOSTANSWER0000',
    };
    deps.createOrder.mockResolvedValueOnce(paid);

    const result = await payForOrder(request, deps);

    expect(opened).toHaveLength(0);
    expect(deps.confirmPayment).not.toHaveBeenCalled();
    expect(deps.onPaid).toHaveBeenCalledWith(paid);
    expect(result).toEqual({ status: 'paid', order: paid });
  });

  it('reports a failed payment clearly and confirms nothing', async () => {
    const { Razorpay } = stubRazorpay((_options, fail) => fail(failure));
    const deps = makeDeps(Razorpay);

    const result = await payForOrder(request, deps);

    expect(result).toEqual({
      status: 'failed',
      message: paymentMessages.failed('Payment failed (test mode)'),
    });
    expect(deps.toast.error).toHaveBeenCalledWith(paymentMessages.failed('Payment failed (test mode)'));
    expect(deps.confirmPayment).not.toHaveBeenCalled();
    expect(deps.onPaid).not.toHaveBeenCalled();
  });

  it('reports a closed checkout as cancelled and confirms nothing', async () => {
    const { Razorpay } = stubRazorpay((options) => options.modal.ondismiss());
    const deps = makeDeps(Razorpay);

    const result = await payForOrder(request, deps);

    expect(result).toEqual({ status: 'dismissed', message: paymentMessages.dismissed });
    expect(deps.toast.info).toHaveBeenCalledWith(paymentMessages.dismissed);
    expect(deps.confirmPayment).not.toHaveBeenCalled();
    expect(deps.onPaid).not.toHaveBeenCalled();
  });

  it('stops at a script that fails to load: the spec toast and no server order', async () => {
    const deps = makeDeps(null);

    const result = await payForOrder(request, deps);

    expect(result.status).toBe('sdk-unavailable');
    expect(deps.toast.error).toHaveBeenCalledWith(toastMessages.razorpayFailed);
    expect(deps.createOrder).not.toHaveBeenCalled();
    expect(deps.confirmPayment).not.toHaveBeenCalled();
  });

  it('shows why the server refused the order and never opens the checkout', async () => {
    const { Razorpay, constructed } = stubRazorpay(() => undefined);
    const deps = makeDeps(Razorpay);
    deps.createOrder.mockRejectedValueOnce({ status: 400, data: { message: 'Your cart is empty.' } });

    const result = await payForOrder(request, deps);

    expect(result).toEqual({ status: 'error', message: 'The server said no.' });
    expect(deps.toast.error).toHaveBeenCalledWith('The server said no.');
    expect(constructed).not.toHaveBeenCalled();
  });

  it('reports a payment the server could not verify, without going on to the order page', async () => {
    const { Razorpay } = stubRazorpay((options) => options.handler(payment));
    const deps = makeDeps(Razorpay);
    deps.confirmPayment.mockRejectedValueOnce({ status: 400, data: { message: 'bad signature' } });

    const result = await payForOrder(request, deps);

    expect(result.status).toBe('error');
    expect(deps.toast.success).not.toHaveBeenCalled();
    expect(deps.onPaid).not.toHaveBeenCalled();
  });

  it('still records a payment that succeeds in the same dialog after a failed try', async () => {
    let succeedLater: () => void = () => undefined;
    const { Razorpay } = stubRazorpay((options, fail) => {
      fail(failure);
      succeedLater = () => options.handler(payment);
    });
    const deps = makeDeps(Razorpay);

    const result = await payForOrder(request, deps);
    expect(result.status).toBe('failed');

    succeedLater();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.confirmPayment).toHaveBeenCalledWith({ orderId: order._id, payment });
    expect(deps.onPaid).toHaveBeenCalledTimes(1);
  });
});
