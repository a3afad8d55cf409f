import type { WishlistItem } from '@/shared/types';
import { PRODUCT, toProduct, type ProductRow } from '@/api/catalogue';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { WishlistRepository } from './repository';

/** Table: wishlist_lines (src/api/sql-migrations/). */
export function sqlWishlistRepository(db: SqlClient): WishlistRepository {
  return {
    of: async (userId) =>
      (
        await db.query<ProductRow & { createdAt: string; updatedAt: string }>(
          `SELECT ${PRODUCT}, ${ts('w.created_at')} AS "createdAt", ${ts('w.updated_at')} AS "updatedAt"
           FROM wishlist_lines w JOIN products p ON p._id = w.product_id
           WHERE w.user_id = $1 ORDER BY w.seq`,
          [userId],
        )
      ).map(({ createdAt, updatedAt, ...product }): WishlistItem => ({
        ...toProduct(product),
        wished: true,
        createdAt,
        updatedAt,
      })),
    add: async (userId, productId, at) =>
      (await firstRow(
        db,
        `INSERT INTO wishlist_lines (user_id, product_id, created_at, updated_at)
         VALUES ($1, $2, $3::timestamptz, $3::timestamptz) ON CONFLICT DO NOTHING RETURNING product_id`,
        [userId, productId, at],
      )) !== null,
    remove: async (userId, productId) =>
      (await firstRow(
        db,
        `DELETE FROM wishlist_lines WHERE user_id = $1 AND product_id = $2 RETURNING product_id`,
        [userId, productId],
      )) !== null,
  };
}
