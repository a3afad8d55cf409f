import type { CartItem } from '@/shared/types';
import { timestamp } from '@/shared/timestamp';
import { toProduct } from '@/api/catalogue/memory-store';
import { db, lineKey } from '@/api/memory-db';

function findLine(userId: string, productId: string) {
  return db.cartLine.findFirst({ where: { key: { equals: lineKey(userId, productId) } } });
}

/** The cart in insertion order (the models keep it), each line a product snapshot plus qty. */
export function cartOf(userId: string): CartItem[] {
  return db.cartLine.findMany({ where: { userId: { equals: userId } } }).flatMap((line) => {
    const product = db.product.findFirst({ where: { _id: { equals: line.productId } } });
    if (!product) return [];
    return [{ ...toProduct(product), qty: line.qty, createdAt: line.createdAt, updatedAt: line.updatedAt }];
  });
}

export function hasCartLine(userId: string, productId: string): boolean {
  return findLine(userId, productId) !== null;
}

export function cartLineQty(userId: string, productId: string): number | null {
  return findLine(userId, productId)?.qty ?? null;
}

export function addCartLine(userId: string, productId: string): void {
  const now = timestamp();
  db.cartLine.create({
    key: lineKey(userId, productId),
    userId,
    productId,
    qty: 1,
    createdAt: now,
    updatedAt: now,
  });
}

export function setCartLineQty(userId: string, productId: string, qty: number): void {
  db.cartLine.update({
    where: { key: { equals: lineKey(userId, productId) } },
    data: { qty, updatedAt: timestamp() },
  });
}

export function removeCartLine(userId: string, productId: string): void {
  db.cartLine.delete({ where: { key: { equals: lineKey(userId, productId) } } });
}

/**
 * Takes what a paid order bought out of the cart. Lines added, or raised, since the order was
 * placed (in another tab, say) stay: they were not paid for.
 */
export function removeOrderedQuantities(
  userId: string,
  items: readonly { _id: string; qty: number }[],
): void {
  for (const { _id, qty } of items) {
    const inCart = cartLineQty(userId, _id);
    if (inCart === null) continue;
    if (inCart > qty) setCartLineQty(userId, _id, inCart - qty);
    else removeCartLine(userId, _id);
  }
}
