/** The stand-in Razorpay's records and what its tests see (index.ts says what it plays). */
import type { RazorpayOrderEntity, RazorpayPaymentEntity } from '@/api';

export interface StandInCall {
  method: string;
  path: string;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  /** Whether basic auth carried the stand-in's keys. */
  authorised: boolean;
}

export interface StandInOrder extends RazorpayOrderEntity {
  entity: 'order';
  amount_paid: number;
  amount_due: number;
  attempts: number;
  notes: unknown[];
  created_at: number;
}

export interface StandInPayment extends RazorpayPaymentEntity {
  entity: 'payment';
  captured: boolean;
  method: string;
  amount_refunded: number;
  email: string;
  contact: string;
  created_at: number;
}

export interface SignedWebhook {
  /** The raw JSON text Razorpay posts. */
  body: string;
  headers: Record<string, string>;
}

export interface StandInRazorpay {
  /** Where it answers: RAZORPAY_API_URL. */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  calls: StandInCall[];
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  /** Every refund made, oldest first (a repeated idempotent request makes none). */
  refunds: StandInRefund[];
  /**
   * Plays the checkout: a payment for the order (captured, for its amount, in INR, unless `payment`
   * says otherwise) and what the checkout's handler hands the page, signed with the key secret.
   */
  pay(
    razorpayOrderId: string,
    payment?: Partial<Pick<StandInPayment, 'amount' | 'currency' | 'status'>>,
  ): {
    payment: StandInPayment;
    handler: Record<'razorpay_payment_id' | 'razorpay_order_id' | 'razorpay_signature', string>;
  };
  /** Changes a payment as Razorpay's records would (a test's what-if). */
  setPayment(paymentId: string, change: Partial<StandInPayment>): void;
  /** The webhook Razorpay sends for `event` about a payment, signed with the webhook secret, under a new event id unless given. */
  webhook(
    event: 'payment.captured' | 'order.paid' | 'payment.failed' | 'payment.authorized',
    paymentId: string,
    eventId?: string,
  ): SignedWebhook;
  /** Refunds made from now on answer `pending`, as Razorpay's usually do, until a refund webhook settles them. */
  holdRefunds(held: boolean): void;
  /** Razorpay settling a refund: the refund's status changes and the event is signed as `webhook`'s. */
  refundWebhook(
    event: 'refund.processed' | 'refund.failed',
    refundId: string,
    eventId?: string,
  ): SignedWebhook;
  /** The next calls answer with this status and Razorpay's server error, until `failWith(null)`. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

export /** What the stand-in holds between calls. */
interface StandInState {
  keySecret: string;
  webhookSecret: string;
  /** The authorization header that carries the stand-in's keys. */
  expectedAuth: string;
  calls: StandInCall[];
  orders: Map<string, StandInOrder>;
  payments: Map<string, StandInPayment>;
  /** The status every call answers with for now (failWith); null: calls are answered. */
  failing: number | null;
  /** What a new refund's status is: processed at once, or pending until its webhook (holdRefunds). */
  newRefundStatus: 'pending' | 'processed';
  refunds: StandInRefund[];
  refundsByKey: Map<string, StandInRefund>;
}

export type Answer = [status: number, json: unknown];
