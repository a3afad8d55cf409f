import { PAYMENT_THEME_COLOUR, SHOP_NAME } from '@/shared/constants';
import { toastMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import type { PaymentConfirmation } from './orders-api';
import { paymentMessages } from './payment-messages';
import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions } from './razorpay';

export interface Customer {
  name: string;
  email: string;
  /** The chosen address's mobile number. */
  contact: string;
}

export interface PaymentRequest {
  addressId: string;
  /** The same key for every try of one checkout, so the server keeps one order for it. */
  idempotencyKey: string;
  customer: Customer;
}

/** Everything with a side effect comes in, so the flow runs in Jest against a stubbed SDK. */
export interface PaymentDeps {
  /** The SDK, and the key id the backend's Razorpay account checks out with. */
  loadCheckout: () => Promise<{ Razorpay: RazorpayConstructor; keyId: string }>;
  createOrder: (input: { addressId: string; idempotencyKey: string }) => Promise<Order>;
  confirmPayment: (input: { orderId: string; payment: PaymentConfirmation }) => Promise<Order>;
  toast: {
    success: (message: string) => void;
    info: (message: string) => void;
    error: (message: string) => void;
  };
  /** A readable message from a failed request. */
  describeError: (error: unknown) => string;
  /** Runs once the server has verified the payment (and emptied the cart). */
  onPaid: (order: Order) => void;
  /** What the shopper reads, in the page's language; English (the spec's words) when absent. */
  words?: PaymentWords;
}

/** The words of a payment attempt: its toasts, its notices and what the checkout says is bought. */
export interface PaymentWords {
  succeeded: string;
  sdkFailed: string;
  dismissed: string;
  failed: (reason: string) => string;
  /** Razorpay's description of the order: "2 pairs of sneakers". */
  bought: (pairs: number) => string;
}

export const englishPaymentWords: PaymentWords = {
  succeeded: toastMessages.paymentSucceeded,
  sdkFailed: toastMessages.razorpayFailed,
  dismissed: paymentMessages.dismissed,
  failed: paymentMessages.failed,
  bought: (pairs) => `${pairs} ${pairs === 1 ? 'pair' : 'pairs'} of sneakers`,
};

export type PaymentResult =
  | { status: 'paid'; order: Order }
  | { status: 'sdk-unavailable' | 'error' | 'failed' | 'dismissed'; message: string };

function describeOrder(order: Order, words: PaymentWords): string {
  return words.bought(order.items.reduce((sum, line) => sum + line.qty, 0));
}

/**
 * Opens Standard Checkout for a server order and waits for its verdict: paid (once the server has
 * verified the payment), failed, dismissed, or an SDK that breaks on opening.
 */
function checkoutVerdict(
  {
    Razorpay,
    keyId,
    order,
    request,
  }: { Razorpay: RazorpayConstructor; keyId: string; order: Order; request: PaymentRequest },
  deps: PaymentDeps,
): Promise<PaymentResult> {
  const words = deps.words ?? englishPaymentWords;
  return new Promise<PaymentResult>((resolve) => {
    let settled = false;
    const finish = (result: PaymentResult, announce: () => void) => {
      if (settled) return;
      settled = true;
      announce();
      resolve(result);
    };

    // Always honoured, even after a failure: the real SDK lets the shopper retry inside its
    // dialog, and money taken must become a recorded order.
    const confirm = async (payment: PaymentConfirmation) => {
      try {
        const paid = await deps.confirmPayment({ orderId: order._id, payment });
        deps.toast.success(words.succeeded);
        deps.onPaid(paid);
        settled = true;
        resolve({ status: 'paid', order: paid });
      } catch (error) {
        const message = deps.describeError(error);
        deps.toast.error(message);
        settled = true;
        resolve({ status: 'error', message });
      }
    };

    const options: RazorpayOptions = {
      key: keyId,
      amount: order.amountPaise,
      currency: 'INR',
      name: SHOP_NAME,
      description: describeOrder(order, words),
      image: '/images/logo.svg',
      order_id: order.razorpayOrderId,
      handler: (payment) => void confirm(payment),
      prefill: request.customer,
      notes: { shop_order_id: order._id },
      theme: { color: PAYMENT_THEME_COLOUR },
      modal: {
        ondismiss: () => {
          const message = words.dismissed;
          finish({ status: 'dismissed', message }, () => deps.toast.info(message));
        },
      },
    };

    try {
      const checkout = new Razorpay(options);
      checkout.on('payment.failed', ({ error }: RazorpayFailure) => {
        const message = words.failed(error.description);
        finish({ status: 'failed', message }, () => deps.toast.error(message));
      });
      checkout.open();
    } catch {
      // A broken SDK is, to the shopper, the same as a missing one.
      finish({ status: 'sdk-unavailable', message: words.sdkFailed }, () =>
        deps.toast.error(words.sdkFailed),
      );
    }
  });
}

/**
 * One checkout attempt: load the SDK first (so a missing SDK leaves no order behind), create or
 * reuse the server order, open Standard Checkout and wait for its verdict.
 */
export async function payForOrder(request: PaymentRequest, deps: PaymentDeps): Promise<PaymentResult> {
  const words = deps.words ?? englishPaymentWords;
  let Razorpay: RazorpayConstructor;
  let keyId: string;
  try {
    ({ Razorpay, keyId } = await deps.loadCheckout());
  } catch {
    deps.toast.error(words.sdkFailed);
    return { status: 'sdk-unavailable', message: words.sdkFailed };
  }

  let order: Order;
  try {
    order = await deps.createOrder({ addressId: request.addressId, idempotencyKey: request.idempotencyKey });
  } catch (error) {
    const message = deps.describeError(error);
    deps.toast.error(message);
    return { status: 'error', message };
  }

  // A retry after a confirmation whose answer was lost: the server already has the money. Opening
  // the checkout again would take it twice.
  if (order.status !== 'created' && order.paymentState === 'paid') {
    deps.toast.success(words.succeeded);
    deps.onPaid(order);
    return { status: 'paid', order };
  }

  return checkoutVerdict({ Razorpay, keyId, order, request }, deps);
}
