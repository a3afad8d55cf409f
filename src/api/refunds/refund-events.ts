import type { Repositories } from '@/api/repositories';
import type { RefundSettlement } from './repository';
import { settleIn } from './settle';

/** The refund events of Razorpay's webhook the shop acts on. */
export const REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];

export const isRefundEvent = (event: string): event is RefundEvent =>
  REFUND_EVENTS.some((known) => known === event);

/** `payload.refund.entity` of a refund event: Razorpay's id for it, and its receipt (our refund's id). */
export interface RazorpayRefundEntity {
  id: string;
  receipt: string | null;
}

/**
 * Razorpay settling a refund it had answered `pending`: the refund its receipt names (our own id,
 * sent when the refund was asked for) is marked processed or failed, in `tx`, the transaction that
 * claimed the event. A refund settled before is left as it is.
 */
export async function settleFromRefundEvent(
  tx: Repositories,
  event: RefundEvent,
  entity: RazorpayRefundEntity,
  at: string,
): Promise<'refund-settled' | 'unknown-refund'> {
  const stored = entity.receipt ? await tx.refunds.byId(entity.receipt) : null;
  if (!stored) return 'unknown-refund';
  const settlement: RefundSettlement =
    event === 'refund.processed'
      ? { state: 'processed', processedAt: at, gatewayRefundId: entity.id }
      : { state: 'failed', gatewayRefundId: entity.id };
  await settleIn(tx, stored, settlement);
  return 'refund-settled';
}
