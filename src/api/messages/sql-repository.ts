import type { FailedEmail } from '@/shared/staff';
import type { ShopperUpdate } from '@/shared/updates';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { UpdateRepository } from './repository';

const UPDATE = `_id, order_id AS "orderId", kind, title, body, ${ts('at')} AS "at", read_at IS NOT NULL AS "read"`;

/** The seq of the shopper's own update `updateId`, or null. */
const ownSeq = async (db: SqlClient, userId: string, updateId: string) =>
  (
    await firstRow<{ seq: string }>(db, `SELECT seq FROM shopper_updates WHERE _id = $1 AND user_id = $2`, [
      updateId,
      userId,
    ])
  )?.seq ?? null;

async function unreadOf(db: SqlClient, userId: string): Promise<number> {
  const row = await firstRow<{ unread: number }>(
    db,
    `SELECT count(*)::int AS unread FROM shopper_updates WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return row?.unread ?? 0;
}

/** Table: shopper_updates (src/api/sql-migrations/). `emailed_at` is the email outbox's (email-outbox.ts). */
export function sqlUpdateRepository(db: SqlClient): UpdateRepository {
  return {
    add: async (update) => {
      await db.query(
        `INSERT INTO shopper_updates (_id, user_id, order_id, kind, title, body, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
        [update._id, update.userId, update.orderId, update.kind, update.title, update.body, update.at],
      );
      // Heard by the email sender once this transaction commits (never before, never if it rolls back).
      await db.query(`SELECT pg_notify('${UPDATE_MADE}', $1)`, [update._id]);
    },
    page: async (userId, { before, limit }) => {
      const from = before === undefined ? null : await ownSeq(db, userId, before);
      if (before !== undefined && from === null) return null;
      const rows = await db.query<ShopperUpdate>(
        `SELECT ${UPDATE} FROM shopper_updates
         WHERE user_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint)
         ORDER BY seq DESC LIMIT $3`,
        [userId, from, limit + 1],
      );
      return { updates: rows.slice(0, limit), more: rows.length > limit };
    },
    unread: (userId) => unreadOf(db, userId),
    markRead: async (userId, at, upTo) => {
      const last = upTo === undefined ? null : await ownSeq(db, userId, upTo);
      if (upTo !== undefined && last === null) return null;
      await db.query(
        `UPDATE shopper_updates SET read_at = $3::timestamptz
         WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint IS NULL OR seq <= $2::bigint)`,
        [userId, last, at],
      );
      return unreadOf(db, userId);
    },
    failedEmails: (limit) =>
      db.query<FailedEmail>(
        `SELECT s._id AS "updateId", s.order_id AS "orderId", u.email AS "to", s.title,
                s.email_tries AS tries, COALESCE(s.email_error, '') AS error, ${ts('s.email_failed_at')} AS "failedAt"
         FROM shopper_updates s JOIN users u ON u._id = s.user_id
         WHERE s.email_failed_at IS NOT NULL
         ORDER BY s.email_failed_at DESC, s.seq DESC LIMIT $1`,
        [limit],
      ),
  };
}

/** The channel a new update is announced on, after its transaction commits. */
export const UPDATE_MADE = 'shopper_update_made';
