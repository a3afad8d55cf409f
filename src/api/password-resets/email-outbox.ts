import { EMAIL_MAX_TRIES, OUTBOX_SWEEP_BATCH, type EmailOutcome } from '@/api/messages';
import { firstRow, type SqlClient } from '@/api/sql-client';
import { resetToken } from './token';

/** A reset's email as it is sent: to whom, and the token its link carries. */
export interface ResetEmail {
  resetId: string;
  to: string;
  firstName: string;
  token: string;
}

/** The longest error kept with a failed try. */
const MAX_ERROR_CHARS = 500;

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

async function countFailedTry(tx: SqlClient, resetId: string, at: string, error: string): Promise<number> {
  const row = await firstRow<{ tries: number }>(
    tx,
    `UPDATE password_resets SET email_tries = email_tries + 1, email_error = $3,
       email_failed_at = CASE WHEN email_tries + 1 >= $4 THEN $2::timestamptz END
     WHERE _id = $1 RETURNING email_tries AS tries`,
    [resetId, at, error.slice(0, MAX_ERROR_CHARS), EMAIL_MAX_TRIES],
  );
  return row?.tries ?? EMAIL_MAX_TRIES;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
      `SELECT r._id AS "resetId", u.email AS "to", u.first_name AS "firstName"
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
    try {
      await send({ ...row, token: await resetToken(secret, resetId) });
    } catch (error) {
      const tries = await countFailedTry(tx, resetId, at, describe(error));
      return { outcome: tries >= EMAIL_MAX_TRIES ? 'failed' : 'retry', tries, error: describe(error) };
    }
    await tx.query(`UPDATE password_resets SET emailed_at = $2::timestamptz WHERE _id = $1`, [resetId, at]);
    return { outcome: 'sent' };
  });
}
