import { HttpResponse } from 'msw';
import { route, type ApiRoute, type RequestContext } from '@/api/http/route';
import { constantTimeEqual } from '@/api/accounts';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { badRequest } from '@/api/http/http-error';
import { MAX_FIELD_LENGTH } from '@/api/http/validate';
import type { Repositories } from '@/api/repositories';
import { recordPayment } from './paying';
import type { MoveShop } from '@/api/orders';
import type { RazorpayPaymentEntity } from '@/api/razorpay';
import { refundUnconfirmedPayment } from '@/api/payments/late-payment';
import { isRefundEvent, settleFromRefundEvent, type RazorpayRefundEntity } from '@/api/refunds';
import { paysFor } from '@/api/razorpay';
import { webhookSignature } from '@/api/razorpay';
import { PaymentIdTaken } from '@/api/orders';

export const RAZORPAY_WEBHOOK_PATH = '/api/webhooks/razorpay';

/** What the webhook did with an event; the answer says it, and the odd ones are logged. */
export type WebhookOutcome =
  /** The event's id was handled before: nothing changed. */
  | 'replayed'
  /** The order is paid now (its lines out of the cart, its invoice number issued). */
  | 'paid'
  /** It was already paid by this payment (the shopper's page got there first). */
  | 'already-paid'
  /** The failure is recorded. */
  | 'failure-recorded'
  /** An event the shop does not act on. */
  | 'ignored'
  /** The payment names an order the shop does not have (purged unpaid, or never ours). */
  | 'unknown-order'
  /** The payment's amount, currency or status is not the order's: not paid. */
  | 'mismatch'
  /** The order was paid by another payment, or is Cash on Delivery: this one needs a refund. */
  | 'paid-otherwise'
  /** The payment already pays another order. */
  | 'payment-for-another-order'
  /** The order had expired unpaid, or its pairs were sold meanwhile: the payment is refunded. */
  | 'refund'
  /** That payment was refunded before, reported by the shopper's page. */
  | 'already-refunded'
  /** A refund Razorpay had answered pending is marked processed or failed. */
  | 'refund-settled'
  /** A refund event whose receipt names no refund of ours. */
  | 'unknown-refund';

/** Outcomes an operator must look at: money Razorpay took that paid no order. */
const NEEDS_A_LOOK: readonly WebhookOutcome[] = [
  'unknown-order',
  'mismatch',
  'paid-otherwise',
  'payment-for-another-order',
  'unknown-refund',
];

/**
 * Outcomes after which a payment that confirmed nothing is given back: the first report, and any
 * again (a replay after a crash between the payment's transaction and the refund's finds the
 * refund recorded once, or records it now).
 */
const MAY_OWE_A_REFUND: readonly WebhookOutcome[] = ['refund', 'already-refunded', 'replayed'];

const invalid = () => badRequest('The webhook body is not a Razorpay event.');

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** `payload.payment.entity` of a Razorpay event, the fields the shop reads; null when it has none. */
function paymentOf(payload: Record<string, unknown>): RazorpayPaymentEntity | null {
  const found: unknown = (payload.payment as { entity?: unknown } | undefined)?.entity;
  if (typeof found !== 'object' || found === null) return null;
  const entity = found as Record<string, unknown>;
  const { id, amount, currency, status } = entity;
  if (typeof id !== 'string' || id === '' || id.length > MAX_FIELD_LENGTH) throw invalid();
  if (typeof amount !== 'number' || typeof currency !== 'string' || typeof status !== 'string')
    throw invalid();
  return {
    id,
    amount,
    currency,
    status,
    order_id: text(entity.order_id),
    error_code: text(entity.error_code),
    error_description: text(entity.error_description),
    error_reason: text(entity.error_reason),
  };
}

/** `payload.refund.entity` of a Razorpay refund event, the fields the shop reads; null when it has none. */
function refundOf(payload: Record<string, unknown>): RazorpayRefundEntity | null {
  const found: unknown = (payload.refund as { entity?: unknown } | undefined)?.entity;
  if (typeof found !== 'object' || found === null) return null;
  const { id, receipt } = found as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || id.length > MAX_FIELD_LENGTH) throw invalid();
  return { id, receipt: text(receipt)?.slice(0, MAX_FIELD_LENGTH) ?? null };
}

/** Pays the order the captured payment names, if it is one of ours and the payment is its own. */
async function payFrom(
  tx: Repositories,
  shop: MoveShop,
  {
    eventId,
    event,
    payment,
    at,
  }: { eventId: string; event: string; payment: RazorpayPaymentEntity; at: string },
): Promise<WebhookOutcome> {
  if (!(await tx.orders.claimWebhookEvent(eventId, event, at))) return 'replayed';
  const found = payment.order_id ? await tx.orders.findByRazorpayOrderId(payment.order_id) : null;
  if (!found) return 'unknown-order';
  if (!paysFor(payment, found.order) || payment.status !== 'captured') return 'mismatch';
  const recorded = await recordPayment(tx, shop, {
    userId: found.userId,
    orderId: found.order._id,
    paymentId: payment.id,
    at,
  });
  return recorded.outcome === 'no-order' ? 'unknown-order' : recorded.outcome;
}

/**
 * Handles one event, claimed once: a captured payment pays, a failed one is recorded, a refund's
 * settlement is marked.
 */
async function handle(
  backend: Backend,
  { eventId, event, payment, refund }: RazorpayEvent,
): Promise<WebhookOutcome> {
  const { repos } = backend;
  const at = stampOf(backend.clock);
  if (isRefundEvent(event) && refund) {
    return repos.transaction(async (tx) =>
      (await tx.orders.claimWebhookEvent(eventId, event, at))
        ? settleFromRefundEvent(tx, event, refund, at)
        : 'replayed',
    );
  }
  if ((event === 'payment.captured' || event === 'order.paid') && payment) {
    try {
      return await repos.transaction((tx) => payFrom(tx, backend, { eventId, event, payment, at }));
    } catch (error) {
      if (!(error instanceof PaymentIdTaken)) throw error;
      // Its transaction is over: the event is claimed on its own, so a retry changes nothing.
      const claimed = await repos.orders.claimWebhookEvent(eventId, event, at);
      return claimed ? 'payment-for-another-order' : 'replayed';
    }
  }
  return repos.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await tx.orders.claimWebhookEvent(eventId, event, at))) return 'replayed';
    if (event !== 'payment.failed' || !payment) return 'ignored';
    await tx.orders.recordPaymentFailure({
      paymentId: payment.id,
      razorpayOrderId: payment.order_id ?? null,
      errorCode: payment.error_code ?? null,
      errorDescription: payment.error_description ?? null,
      errorReason: payment.error_reason ?? null,
      failedAt: at,
    });
    return 'failure-recorded';
  });
}

interface RazorpayEvent {
  eventId: string;
  event: string;
  payment: RazorpayPaymentEntity | null;
  refund: RazorpayRefundEntity | null;
}

/** The event a webhook request carries, once its signature and event id are checked. */
async function eventOf(
  webhookSecret: string,
  { request, body, rawBody }: RequestContext,
): Promise<RazorpayEvent> {
  const signature = request.headers.get('x-razorpay-signature') ?? '';
  if (!constantTimeEqual(signature, await webhookSignature(webhookSecret, rawBody))) {
    throw badRequest('The webhook signature does not match. Nothing was recorded.');
  }
  const eventId = (request.headers.get('x-razorpay-event-id') ?? '').trim();
  if (eventId === '' || eventId.length > MAX_FIELD_LENGTH) {
    throw badRequest('The webhook has no X-Razorpay-Event-Id. Nothing was recorded.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid();
  const { event, payload } = body as Record<string, unknown>;
  if (typeof event !== 'string' || event.length > MAX_FIELD_LENGTH) throw invalid();
  const fields =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  return {
    eventId,
    event,
    payment: fields && paymentOf(fields),
    refund: fields && refundOf(fields),
  };
}

/** Answers an event with what was done, and logs one that paid no order, for reconciliation. */
async function answerWebhook(
  backend: Backend,
  webhookSecret: string,
  context: RequestContext,
): Promise<Response> {
  const razorpayEvent = await eventOf(webhookSecret, context);
  const { eventId, event, payment } = razorpayEvent;
  const outcome = await handle(backend, razorpayEvent);
  if (MAY_OWE_A_REFUND.includes(outcome) && payment?.order_id) {
    const found = await backend.repos.orders.findByRazorpayOrderId(payment.order_id);
    if (found) await refundUnconfirmedPayment(backend, found.order);
  }
  if (NEEDS_A_LOOK.includes(outcome)) {
    console.error(
      JSON.stringify({
        level: 'warn',
        msg:
          outcome === 'unknown-refund'
            ? 'razorpay webhook: a refund the shop did not ask for'
            : 'razorpay webhook: a payment that paid no order',
        outcome,
        eventId,
        event,
        paymentId: payment?.id,
        razorpayOrderId: payment?.order_id,
        refundId: razorpayEvent.refund?.id,
        amount: payment?.amount,
        currency: payment?.currency,
        status: payment?.status,
      }),
    );
  }
  return HttpResponse.json({ eventId, outcome });
}

/**
 * Razorpay's webhook (POST /api/webhooks/razorpay), served only where the backend has real keys and
 * a webhook secret (the Node server going live; the embedded mock never). Razorpay signs the raw
 * body with the webhook secret (X-Razorpay-Signature, HMAC-SHA256 hex) and names each event once
 * (X-Razorpay-Event-Id), retrying until it gets a 2xx. Each event is handled once, its id claimed in
 * the transaction that handles it: `payment.captured` and `order.paid` pay the order through the
 * same recordPayment as the shopper's page (so an order is paid, and invoiced, once whichever comes
 * first, and even when the page never reports back); `payment.failed` is recorded; `refund.processed`
 * and `refund.failed` settle the refund Razorpay had answered pending. Anything that
 * cannot pay is answered 200 too, so Razorpay stops retrying, and logged for reconciliation.
 */
export function razorpayWebhookRoutes(backend: Backend): ApiRoute[] {
  const webhookSecret = backend.razorpay?.webhookSecret;
  if (!webhookSecret) return [];
  return [
    route({
      method: 'POST',
      path: RAZORPAY_WEBHOOK_PATH,
      access: 'anyone',
      answer: (context) => answerWebhook(backend, webhookSecret, context),
    }),
  ];
}
