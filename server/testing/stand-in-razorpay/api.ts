/** Razorpay's API as the stand-in answers it: the few endpoints the shop calls. */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer, StandInOrder, StandInPayment, StandInRefund, StandInState } from './types';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 alphanumerics. */
export const newId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ALPHANUMERIC.charAt(randomInt(ALPHANUMERIC.length))).join('')}`;

export const seconds = () => Math.floor(Date.now() / 1000);

export function send(response: ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

export const refusal = (code: string, description: string) => ({
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
export async function answer(state: StandInState, request: IncomingMessage): Promise<Answer> {
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
