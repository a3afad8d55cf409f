/** The stand-in's checkout and webhooks: what Razorpay's page and its events hand the shop, signed. */
import { createHmac } from 'node:crypto';
import { newId, seconds } from './api';
import type { SignedWebhook, StandInPayment, StandInRazorpay, StandInState } from './types';

const hmacHex = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

/** A payment the test names, which must exist: a test asking for another is wrong itself. */
export function paymentOf(state: StandInState, paymentId: string): StandInPayment {
  const payment = state.payments.get(paymentId);
  if (!payment) throw new Error(`the stand-in Razorpay has no payment ${paymentId}`);
  return payment;
}

/** StandInRazorpay.pay: the checkout's part. */
export function pay(
  state: StandInState,
  razorpayOrderId: string,
  change: Parameters<StandInRazorpay['pay']>[1] = {},
): ReturnType<StandInRazorpay['pay']> {
  const order = state.orders.get(razorpayOrderId);
  if (!order) throw new Error(`the stand-in Razorpay has no order ${razorpayOrderId}`);
  const payment: StandInPayment = {
    id: newId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: 'captured',
    order_id: order.id,
    captured: true,
    method: 'upi',
    amount_refunded: 0,
    email: 'guest@sneakerhub.in',
    contact: '+919999999999',
    error_code: null,
    error_description: null,
    error_reason: null,
    created_at: seconds(),
    ...change,
  };
  payment.captured = payment.status === 'captured';
  state.payments.set(payment.id, payment);
  order.attempts += 1;
  if (payment.captured) {
    order.status = 'paid';
    order.amount_paid = payment.amount;
  }
  const signature = hmacHex(state.keySecret, `${order.id}|${payment.id}`);
  return {
    payment,
    handler: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature },
  };
}

/** An event as Razorpay posts it, signed with the webhook secret. */
function signedEvent(
  state: StandInState,
  event: string,
  payload: Record<string, unknown>,
  eventId: string,
): SignedWebhook {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_StandIn0000001',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: seconds(),
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': hmacHex(state.webhookSecret, body),
    },
  };
}

/** StandInRazorpay.webhook: a payment's event. */
export function signedWebhook(
  state: StandInState,
  event: Parameters<StandInRazorpay['webhook']>[0],
  paymentId: string,
  eventId: string,
): SignedWebhook {
  const payment = paymentOf(state, paymentId);
  const order = payment.order_id ? state.orders.get(payment.order_id) : undefined;
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid' && order) payload.order = { entity: order };
  return signedEvent(state, event, payload, eventId);
}

/** StandInRazorpay.refundWebhook: the refund settled, and its event. */
export function signedRefundWebhook(
  state: StandInState,
  event: Parameters<StandInRazorpay['refundWebhook']>[0],
  refundId: string,
  eventId: string,
): SignedWebhook {
  const refund = state.refunds.find((made) => made.id === refundId);
  if (!refund) throw new Error(`the stand-in made no refund ${refundId}`);
  refund.status = event === 'refund.processed' ? 'processed' : 'failed';
  return signedEvent(state, event, { refund: { entity: refund } }, eventId);
}
