import type { OrderReturn } from '@/shared/returns';
import type { Address } from '@/shared/types';
import { firstRow, type SqlClient } from '@/api/sql-client';
import { newReturnId } from './ids';
import type { NewReturn, ReturnRepository, StoredReturn } from './repository';

/** Table: order_returns (src/api/sql-migrations/, version 13). */
const COLUMNS = `_id, order_id AS "orderId", user_id AS "userId", lines, reason, state, steps, resellable,
  pickup_address AS "pickupAddress", upi_id AS "upiId", refund_id AS "refundId"`;

type ReturnRow = Omit<OrderReturn, 'pickupAddressId' | 'upiId' | 'refundId' | 'resellable'> & {
  userId: string | null;
  resellable: boolean | null;
  pickupAddress: Address;
  upiId: string | null;
  refundId: string | null;
};

function toReturn({
  userId: _user,
  pickupAddress,
  resellable,
  upiId,
  refundId,
  ...row
}: ReturnRow): OrderReturn {
  return {
    ...row,
    ...(resellable === null ? {} : { resellable }),
    pickupAddressId: pickupAddress.id,
    ...(upiId ? { upiId } : {}),
    ...(refundId ? { refundId } : {}),
  };
}

const stored = (row: ReturnRow): StoredReturn => ({
  userId: row.userId,
  orderReturn: toReturn(row),
  pickupAddress: row.pickupAddress,
});

async function insert(db: SqlClient, request: NewReturn): Promise<OrderReturn> {
  const { userId, orderId, lines, reason, pickupAddress, upiId, at } = request;
  const row = await firstRow<ReturnRow>(
    db,
    `INSERT INTO order_returns (_id, order_id, user_id, lines, reason, state, steps, pickup_address, upi_id)
     VALUES ($1, $2, $3, $4::jsonb, $5, 'requested', $6::jsonb, $7::jsonb, $8)
     RETURNING ${COLUMNS}`,
    [
      newReturnId(),
      orderId,
      userId,
      JSON.stringify(lines),
      reason,
      JSON.stringify([{ state: 'requested', at }]),
      JSON.stringify(pickupAddress),
      upiId ?? null,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no return');
  return toReturn(row);
}

export function sqlReturnRepository(db: SqlClient): ReturnRepository {
  return {
    insert: (request) => insert(db, request),
    findById: async (returnId) => {
      const row = await firstRow<ReturnRow>(db, `SELECT ${COLUMNS} FROM order_returns WHERE _id = $1`, [
        returnId,
      ]);
      return row ? stored(row) : null;
    },
    ofOrder: async (orderId) =>
      (
        await db.query<ReturnRow>(`SELECT ${COLUMNS} FROM order_returns WHERE order_id = $1 ORDER BY seq`, [
          orderId,
        ])
      ).map(toReturn),
    // Conditional on the state it started from: of two moves at once, one writes.
    move: async ({ returnId, from, step, resellable }) => {
      const row = await firstRow<ReturnRow>(
        db,
        `UPDATE order_returns SET state = $3, steps = steps || jsonb_build_array($4::jsonb), resellable = $5
         WHERE _id = $1 AND state = $2 RETURNING ${COLUMNS}`,
        [returnId, from, step.state, JSON.stringify(step), resellable ?? null],
      );
      return row ? toReturn(row) : null;
    },
    attachRefund: async (returnId, refundId) => {
      await db.query(`UPDATE order_returns SET refund_id = $2 WHERE _id = $1`, [returnId, refundId]);
    },
    queue: async (state, limit) =>
      (
        await db.query<ReturnRow>(
          `SELECT ${COLUMNS} FROM order_returns WHERE $1::text IS NULL OR state = $1 ORDER BY seq DESC LIMIT $2`,
          [state, limit],
        )
      ).map(stored),
  };
}
