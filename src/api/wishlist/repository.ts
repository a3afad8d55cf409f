import type { WishlistItem } from '@/shared/types';

export interface WishlistRepository {
  of(userId: string): Promise<WishlistItem[]>;
  /** False when the product is already on the wishlist. */
  add(userId: string, productId: string, at: string): Promise<boolean>;
  /** False when it was not on the wishlist. */
  remove(userId: string, productId: string): Promise<boolean>;
}
