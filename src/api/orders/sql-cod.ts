import { firstRow, type SqlClient } from '@/api/sql-client';
import { COD_HOLDING_STATUSES, COD_OPEN_STATUSES, type OpenCod, type OrderRepository } from './repository';

/** Table: orders. The Cash on Delivery questions of OrderRepository (its interface says what each does). */
const openCodOf = async (db: SqlClient, userId: string): Promise<OpenCod> =>
  (await firstRow<OpenCod>(
    db,
    `SELECT count(DISTINCT o._id)::int AS orders, COALESCE(sum((line ->> 'qty')::int), 0)::int AS pairs
     FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) line
     WHERE o.user_id = $1 AND o.payment_method = 'cod' AND o.status = ANY($2::text[])`,
    [userId, COD_OPEN_STATUSES],
  )) ?? { orders: 0, pairs: 0 };

const hasDelivered = async (db: SqlClient, userId: string) =>
  (await db.query(`SELECT 1 FROM orders WHERE user_id = $1 AND status = 'delivered' LIMIT 1`, [userId]))
    .length > 0;

/** A shopper without a delivered order: an account gone (user_id null) counts as one too. */
async function codPairsOfNewShoppers(db: SqlClient, productIds: readonly string[]): Promise<number[]> {
  const rows = await db.query<{ productId: string; pairs: number }>(
    `SELECT line ->> '_id' AS "productId", sum((line ->> 'qty')::int)::int AS pairs
     FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) line
     WHERE o.payment_method = 'cod' AND o.status = ANY($2::text[]) AND o.stock_held
       AND line ->> '_id' = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM orders d WHERE d.user_id = o.user_id AND d.status = 'delivered')
     GROUP BY 1`,
    [productIds, COD_HOLDING_STATUSES],
  );
  const pairsOf = new Map(rows.map((row) => [row.productId, row.pairs]));
  return productIds.map((productId) => pairsOf.get(productId) ?? 0);
}

export const sqlCodQueries = (
  db: SqlClient,
): Pick<OrderRepository, 'openCodOf' | 'hasDelivered' | 'codPairsOfNewShoppers'> => ({
  openCodOf: (userId) => openCodOf(db, userId),
  hasDelivered: (userId) => hasDelivered(db, userId),
  codPairsOfNewShoppers: (productIds) => codPairsOfNewShoppers(db, productIds),
});
