import {
  RazorpayApiError,
  type RazorpayApi,
  type RazorpayOrderEntity,
  type RazorpayPaymentEntity,
  type RazorpayRefundEntity,
} from '@/api';
import type { RazorpayConfig } from './config';

/** Longer than Razorpay takes on a bad day, shorter than a shopper waits for the checkout. */
const TIMEOUT_MS = 15_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Razorpay's error answer: `{ error: { code, description } }`. */
function errorDescription(json: unknown): string {
  const error = (json as { error?: { description?: unknown } } | null)?.error;
  return typeof error?.description === 'string' ? error.description : 'no description';
}

/** The fields the shop reads, as Razorpay's entities carry them; anything else is not an answer. */
function entityFields(json: unknown, what: string): Record<string, unknown> {
  const fields = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (
    typeof fields.id !== 'string' ||
    typeof fields.amount !== 'number' ||
    typeof fields.currency !== 'string' ||
    typeof fields.status !== 'string'
  ) {
    throw new RazorpayApiError(`Razorpay's answer is not ${what}`, null);
  }
  return fields;
}

const orderEntity = (json: unknown) => entityFields(json, 'an order') as unknown as RazorpayOrderEntity;
const paymentEntity = (json: unknown) => entityFields(json, 'a payment') as unknown as RazorpayPaymentEntity;
const refundEntity = (json: unknown) => entityFields(json, 'a refund') as unknown as RazorpayRefundEntity;

/**
 * Razorpay's REST API over fetch, with the shop's keys as HTTP basic auth (key id : key secret), at
 * `apiUrl` (RAZORPAY_API_URL: Razorpay's own, or a stand-in on loopback in the tests). Every failure
 * is a RazorpayApiError: Razorpay's status and description, or status null when it could not be
 * reached or did not answer in time.
 */
export function razorpayApi(config: Pick<RazorpayConfig, 'apiUrl' | 'keyId' | 'keySecret'>): RazorpayApi {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new RazorpayApiError(
        `Razorpay could not be reached (${method} ${path}): ${describe(error)}`,
        null,
      );
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: said below if it matters.
    }
    if (!response.ok) {
      throw new RazorpayApiError(
        `Razorpay answered ${method} ${path} with ${response.status}: ${errorDescription(json)}`,
        response.status,
      );
    }
    return json;
  }

  const payment = (id: string) => `/v1/payments/${encodeURIComponent(id)}`;
  return {
    createOrder: async (order) => orderEntity(await call('POST', '/v1/orders', order)),
    fetchPayment: async (paymentId) => paymentEntity(await call('GET', payment(paymentId))),
    capturePayment: async (paymentId, capture) =>
      paymentEntity(await call('POST', `${payment(paymentId)}/capture`, capture)),
    refundPayment: async (paymentId, refund, idempotencyKey) =>
      refundEntity(
        await call(
          'POST',
          `${payment(paymentId)}/refund`,
          refund,
          idempotencyKey ? { 'x-refund-idempotency': idempotencyKey } : {},
        ),
      ),
  };
}
