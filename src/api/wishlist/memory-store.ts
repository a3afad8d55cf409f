import type { WishlistItem } from '@/shared/types';
import { timestamp } from '@/shared/timestamp';
import { toProduct } from '@/api/catalogue/memory-store';
import { db, lineKey } from '@/api/memory-db';

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

export function addWishlistLine(userId: string, productId: string): void {
  const now = timestamp();
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
