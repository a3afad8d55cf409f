import {
  ORDER_STATUS_LABELS,
  checkOrderMove,
  type MoveActor,
  type OrderEvent,
  type OrderStatus,
} from '@/shared/order-lifecycle';
import { lifecycleMessages, orderMessages } from '@/shared/messages';
import type { Order, PaymentState } from '@/shared/types';
import type { OrderReturn } from '@/shared/returns';
import type { StaffMember } from '@/shared/staff';
import type { Backend } from '@/api/backend';
import { HttpError, badRequest, notFound, said } from '@/api/http/http-error';
import { shopperRefusals } from '@/api/words';
import { notifyShopper } from '@/api/messages';
import type { UpdateDetails } from '@/api/messages';
import { recordRefund } from '@/api/refunds';
import { settleRefunds } from '@/api/refunds';
import type { Repositories } from '@/api/repositories';
import { recordStaffAction } from '@/api/staff';
import { ORDER_STEP_UPDATES, type UpdateKind } from '@/shared/updates';
import type { StockLine } from '@/api/stock';
import type { StoredOrder } from './repository';

/** A move asked for: by whom, when, and what shipping records. */
export interface MoveRequest {
  orderId: string;
  to: OrderStatus;
  actor: MoveActor;
  /** A timestamp: the step's date. */
  at: string;
  /** Required for `shipped`: checked by `shippingOf`. */
  courier?: string;
  awb?: string;
  note?: string;
  /** Why staff made the move (REASONED_MOVES need one): the step's note leads with it, the audit line keeps it. */
  reason?: string;
  /** The payment that confirms an order waiting for it (created → confirmed), or is refunded (→ cancelled). */
  paymentId?: string;
  /** The caller reserved the order's pairs in this transaction: from now its moves change stock. */
  holdsStock?: boolean;
  /** What the shopper's update quotes beside the step (e.g. why it was cancelled). */
  news?: UpdateDetails;
  /** The member who moves it (actor `staff`): the move's audit line names them. */
  by?: Pick<StaffMember, '_id' | 'email'>;
}

/** What the move reads of the shop: the seller a credit note is issued by. */
export type MoveShop = Pick<Backend, 'seller'>;

const COURIER_MAX_LENGTH = 60;
const AWB = /^[A-Za-z0-9-]{6,24}$/;

/** The courier and AWB a shipping move needs, trimmed; a readable 400 without them. */
function shippingOf({ courier, awb }: MoveRequest): Pick<OrderEvent, 'courier' | 'awb'> {
  const name = courier?.trim() ?? '';
  if (name === '' || name.length > COURIER_MAX_LENGTH) {
    throw badRequest(lifecycleMessages.courierRequired, { courier: lifecycleMessages.courierRequired });
  }
  const number = awb?.trim() ?? '';
  if (!AWB.test(number))
    throw badRequest(lifecycleMessages.awbInvalid, { awb: lifecycleMessages.awbInvalid });
  return { courier: name, awb: number.toUpperCase() };
}

/**
 * The payment's state after the move: paid by its payment, collected at the door on delivery,
 * refunded when a paid order is cancelled or comes back undelivered (src/api/refunds gives it back).
 */
function paymentStateAfter(order: Order, to: OrderStatus): PaymentState {
  if (to === 'confirmed' && order.status === 'created') return 'paid';
  // A payment that came for pairs sold meanwhile: recorded with the move, and given back.
  if (to === 'cancelled' && order.status === 'created') return 'refunded';
  if ((to === 'cancelled' || to === 'returned_to_seller') && order.paymentState === 'paid') return 'refunded';
  if (to === 'delivered' && order.paymentMethod === 'cod') return 'cod_collected';
  return order.paymentState;
}

/** What the move does to stock: the reservation given back, turned into pairs shipped, or pairs back on hand. */
async function stockEffect(tx: Repositories, to: OrderStatus, lines: readonly StockLine[]): Promise<void> {
  if (to === 'cancelled' || to === 'expired') await tx.stock.release(lines);
  if (to === 'shipped') await tx.stock.ship(lines);
  if (to === 'returned_to_seller') await tx.stock.putBack(lines);
}

/** The moves a shopper hears about (an update, and an email on the server), as statuses. */
const SHOPPER_NEWS: readonly OrderStatus[] = ORDER_STEP_UPDATES;

/** Tells the order's shopper about the step, in the move's own transaction. */
async function tellShopper(
  tx: Repositories,
  { userId, orderId }: { userId: string | null; orderId: string },
  event: OrderEvent,
  news: UpdateDetails = {},
) {
  if (userId === null || !SHOPPER_NEWS.includes(event.status)) return;
  const { courier, awb } = event;
  const details = { ...news, ...(courier && awb ? { courier, awb } : {}) };
  await notifyShopper(tx, {
    userId,
    orderId,
    kind: event.status as UpdateKind,
    at: event.at,
    ...(Object.keys(details).length > 0 ? { details } : {}),
  });
}

/** The order's pairs, as the stock records count them. */
export const linesOf = (order: Pick<Order, 'items'>): StockLine[] =>
  order.items.map((line) => ({ productId: line._id, qty: line.qty }));

/** The staff member's audit line of a move: the status before and after, and shipping's courier. */
async function auditMove(tx: Repositories, request: MoveRequest, from: OrderStatus, moved: Order) {
  if (!request.by) return;
  const step = moved.timeline.at(-1);
  const after = {
    status: moved.status,
    number: moved.number,
    ...(step?.courier ? { courier: step.courier, awb: step.awb } : {}),
    ...(request.reason ? { reason: request.reason } : {}),
  };
  const change = { action: 'order.transition', target: moved._id, before: { status: from }, after };
  await recordStaffAction(tx, request.by, change, request.at);
}

/**
 * A cancelled or undeliverable order's money is given back in full and its credit note issued
 * (recordRefund, once per order and cause); other moves refund nothing. The money moves after
 * commit (settleRefunds: moveOrderNow, or the payment's caller).
 */
async function refundOf(tx: Repositories, shop: MoveShop, moved: Order, at: string) {
  if (moved.status !== 'cancelled' && moved.status !== 'returned_to_seller') return;
  await recordRefund(tx, shop, { orderId: moved._id, cause: moved.status, at });
}

/**
 * The one place an order moves, whoever moves it (staff, the shopper's cancel, a payment, the
 * expiry): checks the move against ORDER_MOVES (`checkOrderMove`, 409 with its reason), and for
 * `shipped` the courier and AWB (400); then writes the new status, the timeline's step, the
 * payment's state and the stock's change, records a cancelled or undeliverable order's refund,
 * tells the shopper and writes staff's audit line, in `tx` — the caller's transaction, so all of
 * them or none. The write is conditional on the status it started from, so of two moves at once
 * one wins and the other gets 409. Throws PaymentIdTaken as OrderRepository.move does.
 */
export async function moveOrder(
  tx: Repositories,
  shop: MoveShop,
  request: MoveRequest,
): Promise<StoredOrder> {
  const { orderId, to, actor, at, paymentId, holdsStock } = request;
  const stored = await tx.orders.findById(orderId);
  if (!stored) throw notFound(orderMessages.orderNotFound);
  const { order } = stored;
  if (checkOrderMove(order.status, to, actor)) {
    throw new HttpError(409, said(shopperRefusals.orderMoveRefused, order.status, to, actor));
  }
  const trimmedNote = [request.reason, request.note?.trim()].filter(Boolean).join(': ');
  const event: OrderEvent = {
    status: to,
    at,
    ...(to === 'shipped' ? shippingOf(request) : {}),
    ...(trimmedNote ? { note: trimmedNote } : {}),
  };
  const moved = await tx.orders.move({
    orderId,
    from: order.status,
    event,
    paymentState: paymentStateAfter(order, to),
    ...(paymentId === undefined ? {} : { paymentId }),
    ...(holdsStock ? { holdsStock } : {}),
  });
  if (!moved) {
    const now = await tx.orders.findById(orderId);
    throw new HttpError(
      409,
      said(lifecycleMessages.changedMeanwhile, ORDER_STATUS_LABELS[now?.order.status ?? to]),
    );
  }
  if (stored.stockHeld) await stockEffect(tx, to, linesOf(order));
  await tellShopper(tx, { userId: stored.userId, orderId }, event, request.news);
  await auditMove(tx, request, order.status, moved);
  await refundOf(tx, shop, moved, at);
  return { ...stored, order: moved, stockHeld: stored.stockHeld || holdsStock === true };
}

/** moveOrder in a transaction of its own, then the refund it recorded is made: the order as moved. */
export async function moveOrderNow(backend: Backend, request: MoveRequest): Promise<Order> {
  const { order } = await backend.repos.transaction((tx) => moveOrder(tx, backend, request));
  await settleRefunds(backend, request.orderId);
  return order;
}

/**
 * What a received return does to its order, in the return's transaction (the order's status stays
 * `delivered`): resellable pairs back on hand (orders that kept stock only), and the refund of its
 * lines with their credit note (recordRefund, once per return however often it is asked). The
 * refund, or null; the caller makes it after commit (settleRefunds).
 */
export async function returnToOrder(tx: Repositories, shop: MoveShop, orderReturn: OrderReturn, at: string) {
  const { _id: returnId, orderId, lines, upiId } = orderReturn;
  if (orderReturn.resellable) {
    const stored = await tx.orders.findById(orderId);
    if (stored?.stockHeld) await tx.stock.putBack(lines);
  }
  return recordRefund(tx, shop, { orderId, cause: 'returned', lines, returnId, upiId, at });
}
