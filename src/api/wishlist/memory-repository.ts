import type { WishlistItem } from '@/shared/types';
import { toProduct } from '@/api/catalogue/memory-repository';
import { asAsync } from '@/api/memory-async';
import { db, lineKey } from '@/api/memory-db';
import type { WishlistRepository } from './repository';

export function wishlistOf(userId: string): WishlistItem[] {
  return db.wishlistLine.findMany({ where: { userId: { equals: userId } } }).flatMap((line) => {
    const product = db.product.findFirst({ where: { _id: { equals: line.productId } } });
    if (!product) return [];
    const item: WishlistItem = {
      ...toProduct(product),
      wished: true,
      createdAt: line.createdAt,
      updatedAt: line.updatedAt,
    };
    return [item];
  });
}

export function hasWishlistLine(userId: string, productId: string): boolean {
  return db.wishlistLine.findFirst({ where: { key: { equals: lineKey(userId, productId) } } }) !== null;
}

export function addWishlistLine(userId: string, productId: string, now: string): void {
  db.wishlistLine.create({
    key: lineKey(userId, productId),
    userId,
    productId,
    createdAt: now,
    updatedAt: now,
  });
}

export function removeWishlistLine(userId: string, productId: string): void {
  db.wishlistLine.delete({ where: { key: { equals: lineKey(userId, productId) } } });
}

/** The wishlist over @mswjs/data. */
export const memoryWishlistRepository = asAsync<WishlistRepository>({
  of: (userId) => wishlistOf(userId),
  add: (userId, productId, at) => {
    if (hasWishlistLine(userId, productId)) return false;
    addWishlistLine(userId, productId, at);
    return true;
  },
  remove: (userId, productId) => {
    if (!hasWishlistLine(userId, productId)) return false;
    removeWishlistLine(userId, productId);
    return true;
  },
});
