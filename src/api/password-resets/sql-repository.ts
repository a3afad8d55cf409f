import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { PasswordResetEmail, PasswordResetRepository } from './repository';

/** What a new reset's NOTIFY is sent on, with its id: the server queues its email (server/queue.ts). */
export const PASSWORD_RESET_MADE = 'password_reset_made';

/** Table: password_resets (src/api/sql-migrations/); `emailed_at` is the email outbox's (./email-outbox.ts). */
export function sqlPasswordResetRepository(db: SqlClient): PasswordResetRepository {
  return {
    insert: async (reset) => {
      await db.query(
        `INSERT INTO password_resets (_id, user_id, requested_at, expires_at)
         VALUES ($1, $2, $3::timestamptz, $4::timestamptz)`,
        [reset._id, reset.userId, reset.requestedAt, reset.expiresAt],
      );
      await db.query(`SELECT pg_notify('${PASSWORD_RESET_MADE}', $1)`, [reset._id]);
    },
    use: async (resetId, at) => {
      // The account's open resets, this one among them, all marked in one statement: of two uses
      // at once, the second finds this one used.
      const used = await firstRow<{ userId: string }>(
        db,
        `WITH taken AS (
           SELECT user_id FROM password_resets
           WHERE _id = $1 AND used_at IS NULL AND expires_at > $2::timestamptz FOR UPDATE
         )
         UPDATE password_resets SET used_at = $2::timestamptz
         WHERE used_at IS NULL AND user_id = (SELECT user_id FROM taken)
         RETURNING user_id AS "userId"`,
        [resetId, at],
      );
      return used?.userId ?? null;
    },
    newest: (limit) =>
      db.query<PasswordResetEmail>(
        `SELECT r._id AS "resetId", u.email AS "to", u.first_name AS "firstName",
                ${ts('r.requested_at')} AS "requestedAt", COALESCE(u.language, 'en') AS language
         FROM password_resets r JOIN users u ON u._id = r.user_id
         ORDER BY r.requested_at DESC, r.seq DESC LIMIT $1`,
        [limit],
      ),
  };
}
