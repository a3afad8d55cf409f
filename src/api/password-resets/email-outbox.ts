import { OUTBOX_SWEEP_BATCH, sendCounted, type EmailOutcome } from '@/api/messages';
import { firstRow, type SqlClient } from '@/api/sql-client';
import type { Locale } from '@/shared/i18n/locales';
import { resetToken } from './token';

/** A reset's email as it is sent: to whom, and the token its link carries. */
export interface ResetEmail {
  resetId: string;
  to: string;
  firstName: string;
  token: string;
  /** The email's language: the one the shopper last chose (English until they choose). */
  language: Locale;
}

/** Resets whose email is unsent, not given up and still of use (open), asked for before `madeBefore`. */
export async function unsentPasswordResets(db: SqlClient, madeBefore: string): Promise<string[]> {
  const rows = await db.query<{ _id: string }>(
    `SELECT _id FROM password_resets
     WHERE emailed_at IS NULL AND email_failed_at IS NULL AND used_at IS NULL
       AND requested_at < $1::timestamptz AND expires_at > $1::timestamptz
     ORDER BY email_tries, seq LIMIT $2`,
    [madeBefore, OUTBOX_SWEEP_BATCH],
  );
  return rows.map((row) => row._id);
}

/**
 * Sends the reset's email at most once after success, as emailUpdateOnce does an update's: the row
 * taken while its email is unsent (SKIP LOCKED), `send` called, the row marked emailed in the same
 * transaction. A reset used or expired meanwhile is skipped: its link would no longer work.
 */
export async function emailPasswordResetOnce(
  db: SqlClient,
  resetId: string,
  { at, secret }: { at: string; secret: string },
  send: (email: ResetEmail) => Promise<void>,
): Promise<EmailOutcome> {
  return db.transaction(async (tx) => {
    const row = await firstRow<Omit<ResetEmail, 'token'>>(
      tx,
      `SELECT r._id AS "resetId", u.email AS "to", u.first_name AS "firstName",
              COALESCE(u.language, 'en') AS language
       FROM password_resets r JOIN users u ON u._id = r.user_id
       WHERE r._id = $1 AND r.emailed_at IS NULL AND r.email_failed_at IS NULL
         AND r.used_at IS NULL AND r.expires_at > $2::timestamptz
       FOR UPDATE OF r SKIP LOCKED`,
      [resetId, at],
    );
    if (!row) {
      const unsent = await firstRow<{ _id: string }>(
        tx,
        `SELECT _id FROM password_resets WHERE _id = $1 AND emailed_at IS NULL AND email_failed_at IS NULL
           AND used_at IS NULL AND expires_at > $2::timestamptz`,
        [resetId, at],
      );
      return { outcome: unsent ? 'busy' : 'skipped' };
    }
    const token = await resetToken(secret, resetId);
    const failed = await sendCounted(tx, { table: 'password_resets', id: resetId, at }, () =>
      send({ ...row, token }),
    );
    if (failed) return failed;
    await tx.query(`UPDATE password_resets SET emailed_at = $2::timestamptz WHERE _id = $1`, [resetId, at]);
    return { outcome: 'sent' };
  });
}
