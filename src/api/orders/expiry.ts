import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError } from '@/api/http/http-error';
import { MAX_UNPAID_ORDERS_PER_USER, UNPAID_ORDER_LIFETIME_MS } from '@/api/limits/limits';
import type { Repositories } from '@/api/repositories';
import type { OrderLine } from '@/shared/types';
import { moveOrder } from './lifecycle';

/** The most unpaid orders one sweep expires: each is its own small transaction, so a sweep stays short. */
export const EXPIRY_BATCH = 100;

/**
 * Expires the online orders left unpaid past UNPAID_ORDER_LIFETIME_MS, by the backend's clock: each
 * moves to `expired` through the lifecycle (its pairs released, the order kept). Run by the queue on
 * the server's PostgreSQL; elsewhere when an order is placed, when stock is read fresh and when
 * staff list orders (`expireUnpaidOrdersOnRead`). A payment that lands first wins:
 * its order is no longer `created`, and the move is skipped. How many expired.
 */
export async function expireUnpaidOrders(backend: Backend): Promise<number> {
  const { repos, clock } = backend;
  const due = await repos.orders.unpaidBefore(stampOf(clock, -UNPAID_ORDER_LIFETIME_MS), EXPIRY_BATCH);
  let expired = 0;
  for (const orderId of due) {
    if (await repos.transaction((tx) => expireIn(tx, orderId, stampOf(clock)))) expired += 1;
  }
  return expired;
}

/**
 * Moves one unpaid order to `expired` in the caller's transaction: false when it was paid meanwhile
 * (the move's refusal writes nothing, so the transaction goes on).
 */
async function expireIn(tx: Repositories, orderId: string, at: string): Promise<boolean> {
  try {
    await moveOrder(tx, { orderId, to: 'expired', actor: 'system', at });
    return true;
  } catch (error) {
    // Paid (or expired by another process) meanwhile: nothing left to do for it.
    if (!(error instanceof HttpError && error.status === 409)) throw error;
    return false;
  }
}

/**
 * Before a shopper's new order reserves its pairs: their own orders still waiting for payment that
 * hold pairs of a sneaker this order is short of are expired (through the lifecycle, so the pairs
 * come back), so an abandoned checkout never blocks its own retry. Only those: an unrelated unpaid
 * order, perhaps being paid in another tab, stays, and so does the cap on unpaid orders.
 */
export async function expireOwnUnpaidHolding(
  tx: Repositories,
  userId: string,
  items: readonly OrderLine[],
  at: string,
): Promise<void> {
  const levels = await tx.stock.levels(items.map((line) => line._id));
  const short = new Set(
    levels
      .filter(({ available }, index) => available < (items[index]?.qty ?? 0))
      .map((level) => level.productId),
  );
  if (short.size === 0) return;
  const unpaid = await tx.orders.staffPage({ userId, status: 'created' }, MAX_UNPAID_ORDERS_PER_USER);
  for (const { order } of unpaid) {
    if (order.items.some((line) => short.has(line._id))) await expireIn(tx, order._id, at);
  }
}

/** The expiry where it runs on reads (no queue does it): before a read or write that counts unpaid orders or stock. */
export async function expireUnpaidOrdersOnRead(backend: Backend): Promise<void> {
  if (backend.housekeeping === 'on-read') await expireUnpaidOrders(backend);
}
