/**
 * Returns: the types of the /api contract for them (asking, the states and their moves), the
 * console's queue, the check of a UPI ID, and the sentences the backend and the pages show.
 */
import type { Refund } from './refunds';
import type { Address, Order, OrderLineRef, PaymentMethod } from './types';
import { stateMachine } from './state-machine';

/** Why a shopper returns a pair (POST /api/user/orders/:orderId/returns). */
export const RETURN_REASONS = {
  too_small: 'Too small',
  too_large: 'Too large',
  damaged: 'Arrived damaged or defective',
  not_as_described: 'Not as shown or described',
  wrong_item: 'Wrong pair delivered',
  changed_mind: 'I changed my mind',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

/** A return may be asked for until this many days after the order's delivery (docs/decisions.md). */
export const RETURN_WINDOW_DAYS = 7;
export interface ReturnInput {
  /** `productId` is the product's `_id`; `qty` at most what the order has left to return. */
  lines: OrderLineRef[];
  reason: ReturnReason;
  /** Another of the shopper's saved addresses for the pickup; the order's own when absent. */
  addressId?: string;
  /** Required for a Cash on Delivery order: where its refund goes (a UPI ID, `name@bank`). */
  upiId?: string;
}

/**
 * A return's states: asked for, then approved (or rejected) by staff, picked up, and received.
 * `received` records whether the pairs can be sold again (then they go back on hand).
 */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'picked_up', 'received'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** The one table of a return's moves (all made by staff); a move not in it gets 409. */
export const returnMachine = stateMachine<ReturnState, 'staff'>(RETURN_STATES, {
  requested: { approved: 'staff', rejected: 'staff' },
  approved: { picked_up: 'staff' },
  picked_up: { received: 'staff' },
  rejected: {},
  received: {},
});

export const RETURN_STATE_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  picked_up: 'Picked up',
  received: 'Return received',
};

export interface ReturnStep {
  state: ReturnState;
  /** A timestamp. */
  at: string;
  note?: string;
}

export interface OrderReturn {
  /** `ret_` and 14 characters. */
  _id: string;
  orderId: string;
  lines: OrderLineRef[];
  reason: ReturnReason;
  state: ReturnState;
  steps: ReturnStep[];
  /** Set when received. */
  resellable?: boolean;
  /** Where the pickup is made (the order's address, or the one the shopper named). */
  pickupAddressId?: string;
  /** A Cash on Delivery order's UPI ID for the refund. */
  upiId?: string;
  /** The refund it gave, once received. */
  refundId?: string;
}

/** What staff send to move a return (POST /api/staff/returns/:returnId/transitions). */
export interface ReturnTransitionInput {
  to: ReturnState;
  /** Required with `received`. */
  resellable?: boolean;
  note?: string;
}

/**
 * A UPI ID (a virtual payment address): a handle of letters, digits, dots, hyphens or underscores,
 * `@`, and the bank's short name in letters. What NPCI's apps accept, without the rare oddities.
 */
const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const isUpiId = (text: string) => UPI_ID.test(text);

/** One return as the console's queue shows it: the order's lines by name, and where to pick it up. */
export interface StaffReturn {
  return: OrderReturn;
  /** A timestamp: when the shopper asked. */
  requestedAt: string;
  paymentMethod: PaymentMethod;
  /** The account's email ('' once the account is gone). */
  email: string;
  /** Each line's title, beside `return.lines` in the same order. */
  titles: string[];
  /** The pickup address as it was when the return was asked for. */
  pickupAddress: Address;
}

/** GET /api/staff/returns?state=: newest first, at most STAFF_RETURNS_LIMIT. */
export interface StaffReturnsAnswer {
  returns: StaffReturn[];
}

/** The queue shows this many returns at most: a day's returns of a small shop, many times over. */
export const STAFF_RETURNS_LIMIT = 200;

/** GET /api/staff/refunds?route=upi&state=pending: the refunds staff pay by hand, newest first. */
export interface StaffRefundsAnswer {
  refunds: Refund[];
}

/** A payout's bank reference (UTR and the like): letters and digits, as banks print them. */
export const PAYOUT_REFERENCE = /^[A-Za-z0-9-]{6,40}$/;

export const returnMessages = {
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: `Returns are accepted until ${RETURN_WINDOW_DAYS} days after delivery; this order's window has closed.`,
  linesRequired: 'Choose at least one pair to return.',
  lineInvalid: 'Each line needs the product of a pair in this order and a whole number of pairs.',
  tooMany: (title: string, left: number) =>
    left === 0
      ? `Every pair of ${title} is already being returned.`
      : `You can return at most ${left} of ${title}.`,
  reasonInvalid: 'Choose why you are returning it.',
  addressNotFound: 'That pickup address is not one of your saved addresses.',
  upiRequired: 'Give the UPI ID the refund of a Cash on Delivery order is paid to.',
  upiInvalid: 'Enter a UPI ID such as name@bank.',
  returnNotFound: 'No such return.',
  stateInvalid: 'Choose a state a return can be in.',
  resellableRequired: 'Say whether the pairs received can be sold again.',
  noteTooLong: 'The note is too long.',
  move: (from: ReturnState, to: ReturnState) =>
    from === to
      ? `The return is already at "${RETURN_STATE_LABELS[to]}".`
      : `A return at "${RETURN_STATE_LABELS[from]}" cannot become "${RETURN_STATE_LABELS[to]}".`,
  changedMeanwhile: (now: ReturnState) =>
    `The return changed meanwhile: it is now at "${RETURN_STATE_LABELS[now]}".`,
  refundNotFound: 'No such refund.',
  notAPayout: 'Only a UPI payout is marked paid by hand.',
  alreadyPaid: 'This payout is already marked paid.',
  referenceInvalid: 'Enter the bank reference of the transfer (6 to 40 letters or digits).',
  queryInvalid: 'Ask for returns by a state a return can be in.',
  refundQueryInvalid: 'Ask for refunds by route (original or upi) and state (pending, processed or failed).',
} as const;

/** Why a return at `from` may not become `to` (the 409's sentence), or null: the one check of its moves. */
export const checkReturnMove = (from: ReturnState, to: ReturnState): string | null =>
  returnMachine.allows(from, to, 'staff') ? null : returnMessages.move(from, to);

/** How many pairs of the order's line for `productId` no return asks for yet (rejected ones free theirs). */
export function pairsLeftToReturn(order: Order, returns: readonly OrderReturn[], productId: string): number {
  const bought = order.items.find((item) => item._id === productId)?.qty ?? 0;
  const asked = returns
    .filter((orderReturn) => orderReturn.state !== 'rejected')
    .flatMap((orderReturn) => orderReturn.lines)
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.qty, 0);
  return Math.max(0, bought - asked);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the order's return window closes (its delivered step + RETURN_WINDOW_DAYS), or null: not delivered. */
export function returnWindowEnd(order: Order): number | null {
  const delivered = order.timeline.findLast((step) => step.status === 'delivered');
  if (order.status !== 'delivered' || !delivered) return null;
  return Date.parse(delivered.at) + RETURN_WINDOW_DAYS * DAY_MS;
}
