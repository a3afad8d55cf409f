import type { Order } from '@/shared/types';
import type { Backend } from '@/api/backend';
import type { Repositories } from '@/api/repositories';
import { recordRefund } from './refunds';

/**
 * After a move in `tx` (the shopper's cancel, staff's cancel or return to seller): the order's money
 * is given back in full and its credit note issued (`recordRefund`); other moves refund nothing.
 * The caller settles the refund after commit (`settleRefunds`).
 */
export async function refundAfterMove(tx: Repositories, backend: Backend, order: Order, at: string) {
  if (order.status !== 'cancelled' && order.status !== 'returned_to_seller') return null;
  return recordRefund(tx, backend, { orderId: order._id, cause: order.status, at });
}
