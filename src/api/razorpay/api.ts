/**
 * Razorpay's REST API, the part the shop uses (https://razorpay.com/docs/api/): the Orders API
 * creates the order a checkout pays, the Payments API reads a payment and captures an authorised
 * one. The backend asks it through this interface and never reaches the network itself: the Node
 * server builds the fetch-based client from its configuration (server/razorpay-api.ts, keys and
 * RAZORPAY_API_URL), and its tests point that at a stand-in Razorpay on loopback.
 */

/** An order at Razorpay (POST /v1/orders answers it), the fields the shop reads. */
export interface RazorpayOrderEntity {
  /** order_ + 14 alphanumerics. */
  id: string;
  /** In paise. */
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

/** A payment at Razorpay (GET /v1/payments/:id), and in a webhook's `payload.payment.entity`. */
export interface RazorpayPaymentEntity {
  /** pay_ + 14 alphanumerics. */
  id: string;
  /** In paise. */
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
  order_id: string | null;
  error_code?: string | null;
  error_description?: string | null;
  error_reason?: string | null;
}

export interface RazorpayApi {
  /** POST /v1/orders: the order the checkout pays, for `amount` paise, our order id as the receipt. */
  createOrder(order: { amount: number; currency: 'INR'; receipt: string }): Promise<RazorpayOrderEntity>;
  /** GET /v1/payments/:id. */
  fetchPayment(paymentId: string): Promise<RazorpayPaymentEntity>;
  /** POST /v1/payments/:id/capture: an authorised payment captured, for its full amount. */
  capturePayment(
    paymentId: string,
    capture: { amount: number; currency: 'INR' },
  ): Promise<RazorpayPaymentEntity>;
  /**
   * POST /v1/payments/:id/refund: `amount` paise of a captured payment given back (all of it, or a
   * part). With `idempotencyKey` (Razorpay's X-Refund-Idempotency header, at least 10 characters)
   * the same request again makes no second refund: Razorpay answers with the first.
   */
  refundPayment(
    paymentId: string,
    refund: { amount: number; receipt?: string },
    idempotencyKey?: string,
  ): Promise<RazorpayRefundEntity>;
}

/** A refund at Razorpay (POST /v1/payments/:id/refund answers it), the fields the shop reads. */
export interface RazorpayRefundEntity {
  /** rfnd_ + 14 alphanumerics. */
  id: string;
  payment_id: string;
  /** In paise. */
  amount: number;
  /** pending, processed or failed. */
  status: string;
}

/** Razorpay refused a request (`status`, its HTTP status), or could not be reached (`status` null). */
export class RazorpayApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'RazorpayApiError';
  }
}

/**
 * The shop's Razorpay account, when the backend has real keys: its API, and the secret Razorpay
 * signs webhooks with (null: no webhook, POST /api/webhooks/razorpay is not served).
 */
export interface RazorpayAccount {
  api: RazorpayApi;
  webhookSecret: string | null;
}
