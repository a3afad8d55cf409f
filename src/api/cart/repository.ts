import type { CartItem } from '@/shared/types';

export interface CartRepository {
  /** In the order the lines were added. */
  of(userId: string): Promise<CartItem[]>;
  /** False when the product already has a line (the cart is left alone). */
  add(userId: string, productId: string, at: string): Promise<boolean>;
  /**
   * Adds `delta` to a line's quantity unless that would leave it outside [1, max]: the new
   * quantity, or null when the line is missing or the bound refused it.
   */
  adjust(userId: string, productId: string, delta: number, max: number, at: string): Promise<number | null>;
  /** False when there was no such line. */
  remove(userId: string, productId: string): Promise<boolean>;
  qty(userId: string, productId: string): Promise<number | null>;
  /** Takes what a paid order bought out of the cart; lines added or raised since then stay. */
  removeOrdered(userId: string, items: readonly { _id: string; qty: number }[], at: string): Promise<void>;
}
