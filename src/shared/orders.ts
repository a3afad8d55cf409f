/**
 * An order's side of the /api contract beyond the order itself (src/shared/types.ts): the shopper's
 * cancellation, and what came after the sale as the order page shows it.
 */
import type { CreditNote, Refund } from './refunds';
import type { OrderReturn } from './returns';

/** Why a shopper cancels (POST /api/user/orders/:orderId/cancel), in the order the form lists them. */
export const CANCEL_REASONS = {
  changed_mind: 'I changed my mind',
  ordered_by_mistake: 'I ordered it by mistake',
  found_cheaper: 'I found it cheaper elsewhere',
  delivery_too_late: 'It would arrive too late',
  other: 'Another reason',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

export interface CancelInput {
  reason: CancelReason;
  /** Optional words of the shopper's own, up to NOTE_MAX_LENGTH. */
  note?: string;
}

/** The longest free-text note a cancellation, return or staff step keeps. */
export const NOTE_MAX_LENGTH = 500;

/** Everything after the sale, as GET /api/user/orders/:orderId carries it beside the order. */
export interface OrderAfterSales {
  returns: OrderReturn[];
  refunds: Refund[];
  creditNotes: Pick<CreditNote, 'number' | 'issuedAt' | 'totalPaise'>[];
}
