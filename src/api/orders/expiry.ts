import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError } from '@/api/http/http-error';
import { UNPAID_ORDER_LIFETIME_MS } from '@/api/limits/limits';
import type { Repositories } from '@/api/repositories';
import type { Order } from '@/shared/types';
import type { MoveShop } from './move-order';

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
    if (await repos.transaction((tx) => expireIn(tx, backend, orderId, stampOf(clock)))) expired += 1;
  }
  return expired;
}

/** Whether an order still waiting for its payment at `at` (a timestamp) is past its lifetime, as the sweep counts it. */
export const unpaidLapsed = (order: Pick<Order, 'createdAt'>, at: string): boolean =>
  Date.parse(at) - Date.parse(order.createdAt) > UNPAID_ORDER_LIFETIME_MS;

/**
 * Moves one unpaid order to `expired` in the caller's transaction: false when it was paid meanwhile
 * (the move's refusal writes nothing, so the transaction goes on).
 */
export async function expireIn(
  tx: Repositories,
  shop: MoveShop,
  orderId: string,
  at: string,
): Promise<boolean> {
  // Loaded here, not with this module: the embedded mock reads stock on every first page, and only
  // an order to expire needs the lifecycle's moves (with its refunds, invoices and updates).
  const { moveOrder } = await import('./move-order');
  try {
    await moveOrder(tx, shop, { orderId, to: 'expired', actor: 'system', at });
    return true;
  } catch (error) {
    // Paid (or expired by another process) meanwhile: nothing left to do for it.
    if (!(error instanceof HttpError && error.status === 409)) throw error;
    return false;
  }
}

/** The expiry where it runs on reads (no queue does it): before a read or write that counts unpaid orders or stock. */
export async function expireUnpaidOrdersOnRead(backend: Backend): Promise<void> {
  if (backend.housekeeping === 'on-read') await expireUnpaidOrders(backend);
}
