import type { CartItem } from '@/shared/types';
import { toStaffProduct } from '@/api/catalogue/memory-repository';
import { cartLineOf } from './cart-line';
import { asAsync } from '@/api/memory-async';
import { db, lineKey } from '@/api/memory-db';
import type { CartRepository } from './repository';

function findLine(userId: string, productId: string) {
  return db.cartLine.findFirst({ where: { key: { equals: lineKey(userId, productId) } } });
}

/** The cart in insertion order (the models keep it), each line a product snapshot plus qty. */
export function cartOf(userId: string): CartItem[] {
  return db.cartLine.findMany({ where: { userId: { equals: userId } } }).flatMap((line) => {
    const product = db.product.findFirst({ where: { _id: { equals: line.productId } } });
    if (!product) return [];
    return [
      cartLineOf(toStaffProduct(product), {
        qty: line.qty,
        createdAt: line.createdAt,
        updatedAt: line.updatedAt,
      }),
    ];
  });
}

export function hasCartLine(userId: string, productId: string): boolean {
  return findLine(userId, productId) !== null;
}

export function cartLineQty(userId: string, productId: string): number | null {
  return findLine(userId, productId)?.qty ?? null;
}

export function addCartLine(userId: string, productId: string, now: string): void {
  db.cartLine.create({
    key: lineKey(userId, productId),
    userId,
    productId,
    qty: 1,
    createdAt: now,
    updatedAt: now,
  });
}

export function setCartLineQty(userId: string, productId: string, qty: number, at: string): void {
  db.cartLine.update({
    where: { key: { equals: lineKey(userId, productId) } },
    data: { qty, updatedAt: at },
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
  at: string,
): void {
  for (const { _id, qty } of items) {
    const inCart = cartLineQty(userId, _id);
    if (inCart === null) continue;
    if (inCart > qty) setCartLineQty(userId, _id, inCart - qty, at);
    else removeCartLine(userId, _id);
  }
}

/** The cart over @mswjs/data: each method runs synchronously, so its check and write are one step. */
export const memoryCartRepository = asAsync<CartRepository>({
  of: (userId) => cartOf(userId),
  add: (userId, productId, at) => {
    if (cartLineQty(userId, productId) !== null) return false;
    addCartLine(userId, productId, at);
    return true;
  },
  adjust: (userId, productId, delta, max, at) => {
    const qty = cartLineQty(userId, productId);
    if (qty === null || qty + delta < 1 || qty + delta > max) return null;
    setCartLineQty(userId, productId, qty + delta, at);
    return qty + delta;
  },
  remove: (userId, productId) => {
    if (cartLineQty(userId, productId) === null) return false;
    removeCartLine(userId, productId);
    return true;
  },
  qty: (userId, productId) => cartLineQty(userId, productId),
  removeOrdered: (userId, items, at) => removeOrderedQuantities(userId, items, at),
});
