import type { CreditNote, Refund, RefundState } from '@/shared/refunds';

/**
 * A refund as the store keeps it: with its key (one refund per order, cause and return, however
 * often it is asked for) and, once Razorpay has taken it, Razorpay's id for it.
 */
export interface StoredRefund extends Refund {
  key: string;
  /** Razorpay's `rfnd_…` (with real keys), once Razorpay answered the request. */
  gatewayRefundId?: string;
}

/** What settling a pending refund records. */
export interface RefundSettlement {
  state: RefundState;
  /** A timestamp: when the money went back (with `processed`). */
  processedAt?: string;
  gatewayRefundId?: string;
  /** A UPI payout's bank reference (staff give it when they mark it paid). */
  reference?: string;
}

export interface RefundRepository {
  /** Saves the refund unless one has its key already: the one kept, and whether it is this one. */
  insert(refund: StoredRefund): Promise<{ refund: StoredRefund; created: boolean }>;
  byKey(key: string): Promise<StoredRefund | null>;
  byId(refundId: string): Promise<StoredRefund | null>;
  /** The order's refunds, oldest first. */
  ofOrder(orderId: string): Promise<StoredRefund[]>;
  /** The refund Razorpay knows as `gatewayRefundId` (its webhooks name it). */
  byGatewayId(gatewayRefundId: string): Promise<StoredRefund | null>;
  /**
   * Records what became of a pending refund, with one conditional write: the refund after, or null
   * when it is missing or no longer pending (settled meanwhile). A `pending` settlement records
   * Razorpay's id only.
   */
  settle(refundId: string, settlement: RefundSettlement): Promise<StoredRefund | null>;
  /**
   * Numbers and saves a credit note under `key` with the next serial of the financial year's
   * series (consecutive, no gaps); the one saved before when the key has one.
   */
  issueCreditNote(key: string, financialYear: string, note: Omit<CreditNote, 'number'>): Promise<CreditNote>;
  creditNoteByKey(key: string): Promise<CreditNote | null>;
  /** The order's credit notes, oldest first. */
  creditNotesOf(orderId: string): Promise<CreditNote[]>;
  /** Every order's refunds passing `filter` (the console's payouts list), newest first, at most `limit`. */
  list(filter: RefundFilter, limit: number): Promise<StoredRefund[]>;
}

/** Which refunds the console lists: by how the money goes back, and by state. */
export interface RefundFilter {
  route?: Refund['route'];
  state?: RefundState;
}
