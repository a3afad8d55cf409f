/** What the shop hands `new Razorpay(options)`: the part of Razorpay's options this checkout reads. */
export interface CheckoutOptions {
  /** In paise. */
  amount?: number;
  currency?: string;
  name?: string;
  description?: string;
  image?: string;
  order_id: string;
  handler?: (response: PaymentSuccess) => void;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  modal?: { ondismiss?: () => void };
}

/** What `options.handler` receives after Success, as Razorpay sends it. */
export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What `payment.failed` listeners receive, as Razorpay sends it. */
export interface PaymentFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}
