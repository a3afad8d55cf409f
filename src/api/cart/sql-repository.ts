import DataLoader from 'dataloader';
import type { StaffProduct } from '@/shared/catalogue';
import type { CartItem } from '@/shared/types';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { CartRepository } from './repository';
import { cartLineOf } from './cart-line';

/** Table: cart_lines (src/api/sql-migrations/). */
interface CartLineRow {
  userId: string;
  productId: string;
  qty: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Every cart asked for in one turn of the event loop is read by one statement: under load each
 * query's round trip to the database, not the database's work, is most of a cart read's cost
 * (docs/server.md). A batch is sent once the turn ends, so it never answers from before a write
 * that finished before the cart was asked for; nothing is kept after. The lines' products come
 * from the catalogue in memory, as every catalogue answer does.
 */
function cartLoader(db: SqlClient, productsById: () => Promise<Map<string, StaffProduct>>) {
  return new DataLoader<string, CartItem[]>(
    async (userIds) => {
      const [rows, catalogue] = await Promise.all([
        db.query<CartLineRow>(
          `SELECT user_id AS "userId", product_id AS "productId", qty, ${ts('created_at')} AS "createdAt",
             ${ts('updated_at')} AS "updatedAt"
           FROM cart_lines WHERE user_id = ANY($1) ORDER BY seq`,
          [userIds],
        ),
        productsById(),
      ]);
      const linesOf = new Map<string, CartItem[]>(userIds.map((userId) => [userId, []]));
      for (const { userId, productId, qty, createdAt, updatedAt } of rows) {
        const product = catalogue.get(productId);
        // A line references its product (a foreign key): only a catalogue changed under a running
        // process, which a deploy restarts, could miss it.
        if (!product) throw new Error(`cart line of ${productId}, which the catalogue in memory lacks`);
        linesOf.get(userId)?.push(cartLineOf(product, { qty, createdAt, updatedAt }));
      }
      return userIds.map((userId) => linesOf.get(userId) ?? []);
    },
    // Sent after the poll phase: requests that arrived together join one batch (the default,
    // process.nextTick, runs between two requests' callbacks and batches almost nothing).
    { cache: false, batchScheduleFn: (send) => setImmediate(send) },
  );
}

export function sqlCartRepository(
  db: SqlClient,
  productsById: () => Promise<Map<string, StaffProduct>>,
): CartRepository {
  const carts = cartLoader(db, productsById);
  return {
    of: (userId) => carts.load(userId),
    add: async (userId, productId, at) =>
      (await firstRow(
        db,
        `INSERT INTO cart_lines (user_id, product_id, qty, created_at, updated_at)
         VALUES ($1, $2, 1, $3::timestamptz, $3::timestamptz) ON CONFLICT DO NOTHING RETURNING qty`,
        [userId, productId, at],
      )) !== null,
    adjust: async (userId, productId, delta, max, at) =>
      (
        await firstRow<{ qty: number }>(
          db,
          `UPDATE cart_lines SET qty = qty + $3, updated_at = $5::timestamptz
           WHERE user_id = $1 AND product_id = $2 AND qty + $3 BETWEEN 1 AND $4
           RETURNING qty`,
          [userId, productId, delta, max, at],
        )
      )?.qty ?? null,
    remove: async (userId, productId) =>
      (await firstRow(db, `DELETE FROM cart_lines WHERE user_id = $1 AND product_id = $2 RETURNING qty`, [
        userId,
        productId,
      ])) !== null,
    qty: async (userId, productId) =>
      (
        await firstRow<{ qty: number }>(
          db,
          `SELECT qty FROM cart_lines WHERE user_id = $1 AND product_id = $2`,
          [userId, productId],
        )
      )?.qty ?? null,
    async removeOrdered(userId, items, at) {
      // Deleting first: lowering first would leave a line the delete then takes as fully paid.
      for (const { _id, qty } of items) {
        await db.query(`DELETE FROM cart_lines WHERE user_id = $1 AND product_id = $2 AND qty <= $3`, [
          userId,
          _id,
          qty,
        ]);
        await db.query(
          `UPDATE cart_lines SET qty = qty - $3, updated_at = $4::timestamptz
           WHERE user_id = $1 AND product_id = $2 AND qty > $3`,
          [userId, _id, qty, at],
        );
      }
    },
  };
}
