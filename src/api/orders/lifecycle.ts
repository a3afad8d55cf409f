import {
  ORDER_STATUS_LABELS,
  checkOrderMove,
  type MoveActor,
  type OrderEvent,
  type OrderStatus,
} from '@/shared/order-lifecycle';
import { lifecycleMessages, orderMessages } from '@/shared/messages';
import type { Order, PaymentState } from '@/shared/types';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { notifyShopper } from '@/api/messages/notify';
import type { UpdateDetails } from '@/api/messages/wording';
import type { Repositories } from '@/api/repositories';
import { ORDER_STEP_UPDATES, type UpdateKind } from '@/shared/updates';
import type { StockLine } from '@/api/stock/repository';
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
  /** The payment that confirms an order waiting for it (created → confirmed), or is refunded (→ cancelled). */
  paymentId?: string;
  /** The caller reserved the order's pairs in this transaction: from now its moves change stock. */
  holdsStock?: boolean;
  /** What the shopper's update quotes beside the step (e.g. why it was cancelled). */
  news?: UpdateDetails;
}

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

/**
 * The one place an order moves: checks the move against ORDER_MOVES (`checkOrderMove`, 409 with
 * its reason), and for `shipped` the courier and AWB (400); then writes the new status, the
 * timeline's step, the payment's state and the stock's change, in `tx` — the caller's transaction,
 * so all of them or none. The write is conditional on the status it started from, so of two moves
 * at once one wins and the other gets 409. A step the shopper cares about makes their update. Throws PaymentIdTaken as OrderRepository.move does.
 */
export async function moveOrder(tx: Repositories, request: MoveRequest): Promise<StoredOrder> {
  const { orderId, to, actor, at, note, paymentId, holdsStock } = request;
  const stored = await tx.orders.findById(orderId);
  if (!stored) throw notFound(orderMessages.orderNotFound);
  const { order } = stored;
  const refused = checkOrderMove(order.status, to, actor);
  if (refused) throw new HttpError(409, refused);
  const trimmedNote = note?.trim();
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
      lifecycleMessages.changedMeanwhile(ORDER_STATUS_LABELS[now?.order.status ?? to]),
    );
  }
  if (stored.stockHeld) await stockEffect(tx, to, linesOf(order));
  await tellShopper(tx, { userId: stored.userId, orderId }, event, request.news);
  return { ...stored, order: moved, stockHeld: stored.stockHeld || holdsStock === true };
}
