import { stateMachine, type MoveTable } from './state-machine';

/**
 * An order's life (issue 29): its statuses, the one table of moves between them, and who may make
 * each. The backend checks every move against ORDER_MOVES (one place: `checkOrderMove`); the staff
 * console offers the moves the table allows; the shopper's order page shows the steps.
 */

/**
 * `created`: online, waiting for its payment. `confirmed`: paid online, or Cash on Delivery placed.
 * `expired`: online and never paid within its lifetime (kept, its pairs released).
 */
export const ORDER_STATUSES = [
  'created',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned_to_seller',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The payment's own state, beside the order's: `pending` (online, not paid yet), `paid` (captured
 * online), `cod_due` (cash to collect at the door), `cod_collected` (delivered and paid at the door),
 * `refunded` (the money went back: an expired order's late payment, later a cancellation or return).
 */
export const PAYMENT_STATES = ['pending', 'paid', 'cod_due', 'cod_collected', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Who makes a move: the payment (or checkout), staff in the console, the shopper, or the backend's clock. */
export type MoveActor = 'payment' | 'staff' | 'shopper' | 'system';

/**
 * Every allowed move, from → to → who may make it (one actor, or several: a shopper cancels as
 * staff may, until the order ships). A move not in this table is refused with 409.
 */
export const ORDER_MOVES: MoveTable<OrderStatus, MoveActor> = {
  // A payment whose pairs were sold meanwhile cancels its order (and is refunded) instead.
  created: { confirmed: 'payment', cancelled: 'payment', expired: 'system' },
  confirmed: { packed: 'staff', cancelled: ['staff', 'shopper'] },
  packed: { shipped: 'staff', cancelled: ['staff', 'shopper'] },
  shipped: { out_for_delivery: 'staff', returned_to_seller: 'staff' },
  out_for_delivery: { delivered: 'staff', returned_to_seller: 'staff' },
  delivered: {},
  cancelled: {},
  returned_to_seller: {},
  expired: {},
};

const orderMachine = stateMachine(ORDER_STATUSES, ORDER_MOVES);

/** The statuses a shopper reads, in their words. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  created: 'Awaiting payment',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned_to_seller: 'Returned to seller',
  expired: 'Expired (not paid)',
};

/** The payment's state in words (the order page, the orders list and the console). */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  pending: 'Not paid yet',
  paid: 'Paid',
  cod_due: 'To pay on delivery',
  cod_collected: 'Paid on delivery',
  refunded: 'Refunded',
};

/** The moves `actor` may make from `from`, in the table's order (what the console offers). */
export const movesFrom = orderMachine.movesFrom;

/**
 * Why `actor` may not move an order from `from` to `to` (a sentence for the 409), or null when the
 * move is allowed. The one check of the table.
 */
export function checkOrderMove(from: OrderStatus, to: OrderStatus, actor: MoveActor): string | null {
  if (orderMachine.allows(from, to, actor)) return null;
  const by = orderMachine.actorsOf(from, to);
  const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();
  if (from === to) return `The order is already ${label(to)}.`;
  if (by.length > 0) {
    const who = by.map((one) => (one === 'system' ? 'shop itself' : one)).join(' or the ');
    return `Only the ${who} moves an order from ${label(from)} to ${label(to)}.`;
  }
  const allowed = movesFrom(from, actor).map(label);
  return allowed.length > 0
    ? `An order that is ${label(from)} can only become ${allowed.join(' or ')}, not ${label(to)}.`
    : `An order that is ${label(from)} cannot change any more.`;
}

/** One step of an order's timeline, as the shopper's order page and the console show it. */
export interface OrderEvent {
  status: OrderStatus;
  /** A timestamp. */
  at: string;
  /** Shipping: the courier and the AWB (air waybill) number it tracks the parcel by. */
  courier?: string;
  awb?: string;
  note?: string;
}

/** What staff send to move an order (POST /api/staff/orders/:orderId/transitions). */
export interface TransitionInput {
  to: OrderStatus;
  /** Required for `shipped`. */
  courier?: string;
  /** Required for `shipped`. */
  awb?: string;
  note?: string;
  /**
   * Why: required for the moves in REASONED_MOVES, accepted on any other. It becomes the step's note
   * (before `note`) and the audit line's `after.reason`.
   */
  reason?: string;
}

/** Staff moves that cost the shop money or a sale: each needs a reason, and the console confirms it. */
export const REASONED_MOVES: readonly OrderStatus[] = ['cancelled', 'returned_to_seller'];

/** "Only N left" shows at N ≤ this; the console's low-stock view lists products at or below it. */
export const LOW_STOCK = 5;
