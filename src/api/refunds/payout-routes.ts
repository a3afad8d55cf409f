import { HttpResponse } from 'msw';
import { REFUND_STATES, type Refund } from '@/shared/refunds';
import {
  PAYOUT_REFERENCE,
  STAFF_RETURNS_LIMIT,
  returnMessages,
  type StaffRefundsAnswer,
} from '@/shared/returns';
import type { RefundFilter, StoredRefund } from './repository';
import { recordStaffAction } from '@/api/staff';
import { notifyShopper } from '@/api/messages';
import { asObject } from '@/api/http/validate';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { stampOf } from '@/api/clock';
import type { Backend } from '@/api/backend';

const ROUTES: readonly Refund['route'][] = ['original', 'upi'];

/** `?route=` and `?state=` of the console's refunds list; a value it does not know is a 400. */
function filterOf(url: URL): RefundFilter {
  const asked = (name: string) => url.searchParams.get(name) || undefined;
  const [route, state] = [asked('route'), asked('state')];
  const knownRoute = ROUTES.find((known) => known === route);
  const knownState = REFUND_STATES.find((known) => known === state);
  if ((route && !knownRoute) || (state && !knownState)) throw badRequest(returnMessages.refundQueryInvalid);
  return { ...(knownRoute ? { route: knownRoute } : {}), ...(knownState ? { state: knownState } : {}) };
}

/** The refund as the contract shows it: the store's key and Razorpay's id stay inside. */
const shown = ({ key: _key, gatewayRefundId: _gateway, ...refund }: StoredRefund): Refund => refund;

async function refundList(backend: Backend, { request }: StaffContext) {
  const listed = await backend.repos.refunds.list(filterOf(new URL(request.url)), STAFF_RETURNS_LIMIT);
  return HttpResponse.json({ refunds: listed.map(shown) } satisfies StaffRefundsAnswer);
}

function referenceOf(body: unknown): string {
  const { reference } = asObject(body);
  const text = typeof reference === 'string' ? reference.trim() : '';
  if (!PAYOUT_REFERENCE.test(text)) {
    throw badRequest(returnMessages.referenceInvalid, { reference: returnMessages.referenceInvalid });
  }
  return text.toUpperCase();
}

/**
 * Staff mark a UPI payout paid with the bank's reference: the refund processed, the audit line and
 * the shopper's message (refund_processed) in one transaction. Once only: again is a 409.
 */
async function markPaid(backend: Backend, { staff, params, body }: StaffContext<{ refundId: string }>) {
  const reference = referenceOf(body);
  const at = stampOf(backend.clock);
  const paid = await backend.repos.transaction(async (tx) => {
    const refund = await tx.refunds.byId(params.refundId);
    if (!refund) throw notFound(returnMessages.refundNotFound);
    if (refund.route !== 'upi') throw new HttpError(409, returnMessages.notAPayout);
    const settled = await tx.refunds.settle(refund._id, { state: 'processed', processedAt: at, reference });
    if (!settled) throw new HttpError(409, returnMessages.alreadyPaid);
    const change = { action: 'refund.paid', target: refund._id, before: { state: refund.state } };
    await recordStaffAction(tx, staff, { ...change, after: { state: settled.state, reference } }, at);
    const userId = (await tx.orders.findById(refund.orderId))?.userId;
    if (userId) {
      const details = {
        amountPaise: settled.amountPaise,
        ...(settled.upiId ? { upiId: settled.upiId } : {}),
      };
      await notifyShopper(tx, { userId, orderId: refund.orderId, kind: 'refund_processed', at, details });
    }
    return settled;
  });
  return HttpResponse.json({ refund: shown(paid) });
}

/** The console's refunds: the list (the UPI payouts to pay), and marking a payout paid. */
export const payoutRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/refunds',
    access: 'staff',
    answer: (context) => refundList(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/staff/refunds/:refundId/paid',
    access: 'staff',
    answer: (context) => markPaid(backend, context),
  }),
];
