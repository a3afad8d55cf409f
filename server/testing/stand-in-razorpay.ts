import { createHmac, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RazorpayOrderEntity, RazorpayPaymentEntity } from '@/api';
import { listenOnLoopback } from './loopback';

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

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 alphanumerics. */
const newId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ALPHANUMERIC.charAt(randomInt(ALPHANUMERIC.length))).join('')}`;

const hmacHex = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

const seconds = () => Math.floor(Date.now() / 1000);

function send(response: ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const refusal = (code: string, description: string) => ({
  error: {
    code,
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
  },
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What the stand-in holds between calls. */
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

type Answer = [status: number, json: unknown];

const fieldsOf = (body: unknown) =>
  (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

const NO_SUCH_ID: Answer = [400, refusal('BAD_REQUEST_ERROR', 'The id provided does not exist')];

/** POST /v1/orders */
function createOrder(orders: Map<string, StandInOrder>, body: unknown): Answer {
  const { amount, currency, receipt } = fieldsOf(body);
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
    return [400, refusal('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00')];
  }
  if (currency !== 'INR') return [400, refusal('BAD_REQUEST_ERROR', 'The currency is not supported.')];
  if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
    return [400, refusal('BAD_REQUEST_ERROR', 'The receipt may not be greater than 40 characters.')];
  }
  const order: StandInOrder = {
    id: newId('order'),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt: receipt ?? null,
    status: 'created',
    attempts: 0,
    notes: [],
    created_at: seconds(),
  };
  orders.set(order.id, order);
  return [200, order];
}

/** GET /v1/payments/:id */
function fetchPayment(payments: Map<string, StandInPayment>, paymentId: string): Answer {
  const payment = payments.get(paymentId);
  return payment ? [200, payment] : NO_SUCH_ID;
}

/** POST /v1/payments/:id/capture */
function capturePayment(state: StandInState, paymentId: string, body: unknown): Answer {
  const payment = state.payments.get(paymentId);
  if (!payment) return NO_SUCH_ID;
  const { amount, currency } = fieldsOf(body);
  if (payment.status === 'captured') {
    return [400, refusal('BAD_REQUEST_ERROR', 'This payment has already been captured')];
  }
  if (payment.status !== 'authorized') {
    return [
      400,
      refusal(
        'BAD_REQUEST_ERROR',
        'Only payments which have been authorized and not yet captured can be captured',
      ),
    ];
  }
  if (amount !== payment.amount) {
    return [400, refusal('BAD_REQUEST_ERROR', 'Capture amount must be equal to the amount authorized')];
  }
  if (currency !== payment.currency) {
    return [400, refusal('BAD_REQUEST_ERROR', 'Currency should be same as the payment currency')];
  }
  payment.status = 'captured';
  payment.captured = true;
  const order = payment.order_id ? state.orders.get(payment.order_id) : undefined;
  if (order) {
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - payment.amount;
  }
  return [200, payment];
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

/**
 * POST /v1/payments/:id/refund: all or part of a captured payment given back (partial refunds add
 * up to at most the payment; the payment is `refunded` once all of it is). With the
 * X-Refund-Idempotency header, the same key again answers the refund it made (Razorpay's
 * idempotent refunds, https://razorpay.com/docs/api/refunds/normal-refunds-idempotent).
 */
function refundPayment(state: StandInState, paymentId: string, body: unknown, key: string | null): Answer {
  const made = key === null ? undefined : state.refundsByKey.get(key);
  if (made) return [200, made];
  const payment = state.payments.get(paymentId);
  if (!payment) return NO_SUCH_ID;
  if (payment.status !== 'captured') {
    return [400, refusal('BAD_REQUEST_ERROR', 'The payment has not been captured or is already refunded')];
  }
  const { amount, receipt } = fieldsOf(body);
  const left = payment.amount - payment.amount_refunded;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100 || amount > left) {
    return [400, refusal('BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured')];
  }
  payment.amount_refunded += amount;
  if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
  const refund: StandInRefund = {
    id: newId('rfnd'),
    entity: 'refund',
    payment_id: paymentId,
    amount,
    currency: payment.currency,
    receipt: typeof receipt === 'string' ? receipt : null,
    status: state.newRefundStatus,
  };
  state.refunds.push(refund);
  if (key !== null) state.refundsByKey.set(key, refund);
  return [200, refund];
}

/** Records the call, then answers it as Razorpay would: refused without the keys, failing when told to. */
async function answer(state: StandInState, request: IncomingMessage): Promise<Answer> {
  const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
  const method = request.method ?? 'GET';
  const body = await readBody(request);
  const authorised = request.headers.authorization === state.expectedAuth;
  state.calls.push({ method, path, body, authorised });
  if (!authorised) return [401, refusal('BAD_REQUEST_ERROR', 'Authentication failed')];
  if (state.failing !== null)
    return [state.failing, refusal('SERVER_ERROR', 'We are facing some trouble completing your request')];
  if (method === 'POST' && path === '/v1/orders') return createOrder(state.orders, body);
  const paymentPath = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path);
  if (paymentPath) {
    const paymentId = decodeURIComponent(paymentPath[1] ?? '');
    if (method === 'GET' && !paymentPath[2]) return fetchPayment(state.payments, paymentId);
    if (method === 'POST' && paymentPath[2] === '/capture') return capturePayment(state, paymentId, body);
    if (method === 'POST' && paymentPath[2] === '/refund') {
      const key = request.headers['x-refund-idempotency'];
      return refundPayment(state, paymentId, body, typeof key === 'string' ? key : null);
    }
  }
  return [404, refusal('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.')];
}

/** A payment the test names, which must exist: a test asking for another is wrong itself. */
function paymentOf(state: StandInState, paymentId: string): StandInPayment {
  const payment = state.payments.get(paymentId);
  if (!payment) throw new Error(`the stand-in Razorpay has no payment ${paymentId}`);
  return payment;
}

/** StandInRazorpay.pay: the checkout's part. */
function pay(
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
function signedWebhook(
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
function signedRefundWebhook(
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
