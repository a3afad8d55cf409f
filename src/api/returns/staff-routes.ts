import { HttpResponse } from 'msw';
import {
  RETURN_STATES,
  STAFF_RETURNS_LIMIT,
  checkReturnMove,
  returnMessages,
  type OrderReturn,
  type ReturnState,
  type StaffReturn,
  type StaffReturnsAnswer,
} from '@/shared/returns';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { notifyShopper } from '@/api/messages';
import type { Repositories } from '@/api/repositories';
import { returnToOrder } from '@/api/orders';
import { settleRefunds } from '@/api/refunds';
import { recordStaffAction } from '@/api/staff';
import { transitionInputOf } from './input';
import type { StoredReturn } from './repository';

/** `?state=` of the queue: one of RETURN_STATES, or none for every return. */
function stateOf(url: URL): ReturnState | null {
  const asked = url.searchParams.get('state');
  if (asked === null || asked === '') return null;
  const state = RETURN_STATES.find((known) => known === asked);
  if (!state) throw badRequest(returnMessages.queryInvalid, { state: returnMessages.queryInvalid });
  return state;
}

/** One return with what the console shows beside it: its order's titles and payment, the account. */
async function staffReturnOf(repos: Repositories, stored: StoredReturn): Promise<StaffReturn> {
  const { orderReturn, pickupAddress, userId } = stored;
  const order = (await repos.orders.findById(orderReturn.orderId))?.order;
  const user = userId ? await repos.users.findById(userId) : null;
  return {
    return: orderReturn,
    requestedAt: orderReturn.steps[0]?.at ?? '',
    paymentMethod: order?.paymentMethod ?? 'online',
    email: user?.email ?? '',
    titles: orderReturn.lines.map(
      (line) => order?.items.find((item) => item._id === line.productId)?.title ?? line.productId,
    ),
    pickupAddress,
  };
}

async function returnsQueue(backend: Backend, { request }: StaffContext) {
  const state = stateOf(new URL(request.url));
  const queued = await backend.repos.returns.queue(state, STAFF_RETURNS_LIMIT);
  const returns = await Promise.all(queued.map((stored) => staffReturnOf(backend.repos, stored)));
  return HttpResponse.json({ returns } satisfies StaffReturnsAnswer);
}

/** Receiving a return changes its order (returnToOrder: pairs back on hand, the refund): the return with its refund's id. */
async function receive(tx: Repositories, backend: Backend, orderReturn: OrderReturn, at: string) {
  const refund = await returnToOrder(tx, backend, orderReturn, at);
  if (!refund) return orderReturn;
  await tx.returns.attachRefund(orderReturn._id, refund._id);
  return { ...orderReturn, refundId: refund._id };
}

/**
 * Staff move a return: the move checked against returnMachine (checkReturnMove, 409), written only
 * while the return is still where it was (409 to the second of two at once); on receipt the
 * resellable pairs go back on hand. The audit line and the shopper's message in the same transaction.
 */
async function transition(backend: Backend, { staff, params, body }: StaffContext<{ returnId: string }>) {
  const { to, resellable, note } = transitionInputOf(body);
  const at = stampOf(backend.clock);
  const moved: OrderReturn = await backend.repos.transaction(async (tx) => {
    const stored = await tx.returns.findById(params.returnId);
    if (!stored) throw notFound(returnMessages.returnNotFound);
    const from = stored.orderReturn.state;
    const refused = checkReturnMove(from, to);
    if (refused) throw new HttpError(409, refused);
    const step = { state: to, at, ...(note ? { note } : {}) };
    const after = await tx.returns.move({ returnId: params.returnId, from, step, resellable });
    if (!after) {
      const now = (await tx.returns.findById(params.returnId))?.orderReturn.state ?? from;
      throw new HttpError(409, returnMessages.changedMeanwhile(now));
    }
    const done = to === 'received' ? await receive(tx, backend, after, at) : after;
    const change = { action: 'return.transition', target: done._id, before: { state: from } };
    const refundId = done.refundId;
    await recordStaffAction(tx, staff, { ...change, after: { state: to, resellable, refundId } }, at);
    if (stored.userId) {
      const news = { userId: stored.userId, orderId: done.orderId, at, details: { returnId: done._id } };
      await notifyShopper(tx, { ...news, kind: `return_${to}` as const });
    }
    return done;
  });
  // The money moves after commit: Razorpay for an online order (a UPI payout waits for staff).
  if (moved.refundId) await settleRefunds(backend, moved.orderId);
  return HttpResponse.json({ return: moved });
}

/** The console's returns: the queue, and each return's moves. */
export const staffReturnRoutes = (backend: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/returns',
    access: 'staff',
    answer: (context) => returnsQueue(backend, context),
  }),
  route({
    method: 'POST',
    path: '/api/staff/returns/:returnId/transitions',
    access: 'staff',
    answer: (context) => transition(backend, context),
  }),
];
