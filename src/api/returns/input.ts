import { NOTE_MAX_LENGTH } from '@/shared/orders';
import {
  RETURN_REASONS,
  RETURN_STATES,
  isUpiId,
  pairsLeftToReturn,
  returnMessages,
  type OrderReturn,
  type ReturnInput,
  type ReturnReason,
  type ReturnTransitionInput,
} from '@/shared/returns';
import type { Order, OrderLineRef } from '@/shared/types';
import { badRequest, said, type Said } from '@/api/http/http-error';
import { MAX_FIELD_LENGTH, asObject } from '@/api/http/validate';
import { mergedLines } from '@/api/stock';

const fieldError = (field: string, message: string | Said) =>
  badRequest(message, { [field]: typeof message === 'string' ? message : message.text });

function optionalText(value: unknown, field: string, message: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) throw fieldError(field, message);
  return value.trim();
}

function lineOf(value: unknown): OrderLineRef {
  const { productId, qty } = asObject(value, returnMessages.lineInvalid);
  if (typeof productId !== 'string' || productId.length > MAX_FIELD_LENGTH || !Number.isSafeInteger(qty)) {
    throw fieldError('lines', returnMessages.lineInvalid);
  }
  if ((qty as number) < 1) throw fieldError('lines', returnMessages.lineInvalid);
  return { productId, qty: qty as number };
}

/** The body of POST /api/user/orders/:orderId/returns, checked for shape (the order checks the rest). */
export function returnInputOf(body: unknown): ReturnInput {
  const { lines, reason, addressId, upiId } = asObject(body);
  if (!Array.isArray(lines) || lines.length === 0) throw fieldError('lines', returnMessages.linesRequired);
  if (typeof reason !== 'string' || !Object.hasOwn(RETURN_REASONS, reason)) {
    throw fieldError('reason', returnMessages.reasonInvalid);
  }
  const pickup = optionalText(addressId, 'addressId', returnMessages.addressNotFound);
  const upi = optionalText(upiId, 'upiId', returnMessages.upiInvalid);
  return {
    lines: lines.map(lineOf),
    reason: reason as ReturnReason,
    ...(pickup ? { addressId: pickup } : {}),
    ...(upi ? { upiId: upi } : {}),
  };
}

/**
 * The lines asked for, one per product: each a pair of this order, and no more than the order has
 * left to return (bought, less what its other returns not rejected ask for); else a readable 400.
 */
export function linesToReturn(order: Order, asked: OrderLineRef[], earlier: OrderReturn[]): OrderLineRef[] {
  return mergedLines(asked).map(({ productId, qty }) => {
    const line = order.items.find((item) => item._id === productId);
    if (!line) throw fieldError('lines', returnMessages.lineInvalid);
    const left = pairsLeftToReturn(order, earlier, productId);
    if (qty > left) throw fieldError('lines', said(returnMessages.tooMany, line.title, left));
    return { productId, qty };
  });
}

/** A Cash on Delivery order's refund goes to a UPI ID, which it must have; an online order's goes back where it came from. */
export function upiIdFor(order: Order, upiId: string | undefined): string | undefined {
  if (order.paymentMethod !== 'cod') return undefined;
  if (!upiId) throw fieldError('upiId', returnMessages.upiRequired);
  if (!isUpiId(upiId)) throw fieldError('upiId', returnMessages.upiInvalid);
  return upiId;
}

/** The body of POST /api/staff/returns/:returnId/transitions. */
export function transitionInputOf(body: unknown): ReturnTransitionInput {
  const { to, resellable, note } = asObject(body);
  const state = RETURN_STATES.find((known) => known === to);
  if (!state) throw fieldError('to', returnMessages.stateInvalid);
  if (state === 'received' && typeof resellable !== 'boolean') {
    throw fieldError('resellable', returnMessages.resellableRequired);
  }
  if (note !== undefined && (typeof note !== 'string' || note.length > NOTE_MAX_LENGTH)) {
    throw fieldError('note', returnMessages.noteTooLong);
  }
  const trimmed = note?.trim();
  return {
    to: state,
    ...(state === 'received' ? { resellable: resellable as boolean } : {}),
    ...(trimmed ? { note: trimmed } : {}),
  };
}
