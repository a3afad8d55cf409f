/**
 * A stand-in Razorpay on loopback for the server's tests (RAZORPAY_API_URL points at it): the few
 * endpoints of Razorpay's published API reference the shop calls, answering as Razorpay documents
 * them (https://razorpay.com/docs/api/orders/create/, …/payments/fetch-with-id/,
 * …/payments/capture/), with HTTP basic auth by the key id and secret and Razorpay's error shape
 * `{ error: { code, description } }`. It records every call, plays the checkout (a payment for an
 * order, signed as the checkout's handler receives it) and writes the webhooks Razorpay would send,
 * signed with the webhook secret. A test sets a payment's amount, currency or status to see what
 * the shop makes of it.
 */
import { createServer } from 'node:http';
import { listenOnLoopback } from '../loopback';
import { answer, newId, refusal, send } from './api';
import { pay, paymentOf, signedRefundWebhook, signedWebhook } from './checkout';
import type { StandInRazorpay, StandInState } from './types';

export type { SignedWebhook, StandInRazorpay } from './types';

export async function startStandInRazorpay(
  keys: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<StandInRazorpay> {
  const keyId = keys.keyId ?? 'rzp_test_StandIn0000001';
  const keySecret = keys.keySecret ?? 'stand-in-key-secret';
  const state: StandInState = {
    keySecret,
    webhookSecret: keys.webhookSecret ?? 'stand-in-webhook-secret',
    expectedAuth: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
    calls: [],
    orders: new Map(),
    payments: new Map(),
    failing: null,
    newRefundStatus: 'processed',
    refunds: [],
    refundsByKey: new Map(),
  };
  const server = createServer((request, response) => {
    answer(state, request).then(
      ([status, json]) => send(response, status, json),
      (error: unknown) => send(response, 500, refusal('SERVER_ERROR', String(error))),
    );
  });
  const url = await listenOnLoopback(server);

  return {
    url,
    keyId,
    keySecret,
    webhookSecret: state.webhookSecret,
    calls: state.calls,
    orders: state.orders,
    payments: state.payments,
    refunds: state.refunds,
    pay: (razorpayOrderId, change) => pay(state, razorpayOrderId, change),
    setPayment(paymentId, change) {
      Object.assign(paymentOf(state, paymentId), change);
    },
    webhook: (event, paymentId, eventId = newId('evt')) => signedWebhook(state, event, paymentId, eventId),
    holdRefunds(held) {
      state.newRefundStatus = held ? 'pending' : 'processed';
    },
    refundWebhook: (event, refundId, eventId = newId('evt')) =>
      signedRefundWebhook(state, event, refundId, eventId),
    failWith(status) {
      state.failing = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
