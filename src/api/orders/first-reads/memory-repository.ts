import type { OrderLine } from '@/shared/types';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import { BOUGHT_PAYMENT_STATES, type OrderRepository } from '../repository';

/*
 * The orders store's reads a shopper's first pages make, apart from the rest of the store, which the
 * embedded mock loads later (src/api/memory-repositories.ts): the unpaid orders to expire before
 * stock is read, and who has bought a product (its reviews).
 */

/** Ids of up to `limit` unpaid online orders placed before `createdBefore`, oldest first. */
export function unpaidOrdersBefore(createdBefore: string, limit: number): string[] {
  return db.order
    .findMany({ where: { status: { equals: 'created' } } })
    .filter((row) => row.createdAt < createdBefore)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, limit)
    .map((row) => row._id);
}

/** Of `userIds`, those with an order whose payment state is one of BOUGHT_PAYMENT_STATES that contains the product. */
export function buyersOfProduct(productId: string, userIds: readonly string[]): string[] {
  const buyers = new Set(
    db.order
      .findMany({ where: { userId: { in: [...userIds] }, paymentState: { in: [...BOUGHT_PAYMENT_STATES] } } })
      .filter((row) => (JSON.parse(row.itemsJson) as OrderLine[]).some((line) => line._id === productId))
      .map((row) => row.userId),
  );
  return userIds.filter((userId) => buyers.has(userId));
}

/** Whether the shopper has an order, its payment made, that contains the product. */
export function hasBoughtProduct(userId: string, productId: string): boolean {
  return buyersOfProduct(productId, [userId]).length > 0;
}

/** The methods above as the store's: the mock answers them before the rest of the store has loaded. */
export const firstLoadOrderReads = asAsync<Pick<OrderRepository, 'unpaidBefore' | 'hasBought' | 'buyersOf'>>({
  unpaidBefore: unpaidOrdersBefore,
  hasBought: hasBoughtProduct,
  buyersOf: buyersOfProduct,
});
