import type { Locale } from '@/shared/i18n/locales';
import type { UpdateKind } from '@/shared/updates';
import { firstRow, type SqlClient } from '@/api/sql-client';

/** What an update's email needs: whom it goes to, and the update's own words. */
export interface UpdateEmail {
  updateId: string;
  to: string;
  firstName: string;
  orderId: string;
  kind: UpdateKind;
  title: string;
  body: string;
  /** The shopper's language now (the title and body were written in it when the update was made). */
  language: Locale;
}

/** The most unsent updates one sweep hands back to the queue. */
export const OUTBOX_SWEEP_BATCH = 500;

/**
 * How many times an update's email is tried before it is given up: marked failed (shown to staff,
 * GET /api/staff/emails/failed) and never tried again. Between tries the wait doubles from
 * EMAIL_RETRY_SECONDS (`emailRetryDelayMs`): with the default 60 s, the last try comes about 31
 * minutes after the first.
 */
export const EMAIL_MAX_TRIES = 6;

/** The wait before the next try of an email tried `tries` times: EMAIL_RETRY_SECONDS, doubled each try. */
export const emailRetryDelayMs = (retrySeconds: number, tries: number): number =>
  retrySeconds * 1000 * 2 ** Math.max(0, tries - 1);

/** The longest error kept with a failed try: SMTP's answer, not a transcript. */
const MAX_ERROR_CHARS = 500;

/**
 * The updates whose email is not yet sent nor given up, made before `madeBefore` (by then their own
 * job should have sent them): what the periodic sweep queues again. The fewest tries first, then the
 * oldest, so emails that keep failing never hold back newer ones.
 */
export async function unsentUpdates(db: SqlClient, madeBefore: string): Promise<string[]> {
  const rows = await db.query<{ _id: string }>(
    `SELECT _id FROM shopper_updates
     WHERE emailed_at IS NULL AND email_failed_at IS NULL AND at < $1::timestamptz
     ORDER BY email_tries, seq LIMIT $2`,
    [madeBefore, OUTBOX_SWEEP_BATCH],
  );
  return rows.map((row) => row._id);
}

/**
 * What one try did: 'sent'; 'busy' (another process holds the row; its send may yet fail, so the
 * caller tries again later); 'skipped' (sent already, given up, a guest's, or no such update);
 * 'retry' (the send failed, `tries` so far, fewer than EMAIL_MAX_TRIES); 'failed' (the send failed
 * for the last time: the email is given up).
 */
export type EmailOutcome =
  { outcome: 'sent' | 'busy' | 'skipped' } | { outcome: 'retry' | 'failed'; tries: number; error: string };

/**
 * The tables whose rows are emails' outboxes, with the same columns for their tries: the shopper's
 * updates, and forgot password's links (src/api/password-resets/email-outbox.ts).
 */
export type OutboxTable = 'shopper_updates' | 'password_resets';

/** Counts a failed try of the row's email at `at`, giving it up at the last; the tries so far. */
async function countFailedTry(tx: SqlClient, table: OutboxTable, id: string, at: string, error: string) {
  const row = await firstRow<{ tries: number }>(
    tx,
    `UPDATE ${table} SET email_tries = email_tries + 1, email_error = $3,
       email_failed_at = CASE WHEN email_tries + 1 >= $4 THEN $2::timestamptz END
     WHERE _id = $1 RETURNING email_tries AS tries`,
    [id, at, error.slice(0, MAX_ERROR_CHARS), EMAIL_MAX_TRIES],
  );
  return row?.tries ?? EMAIL_MAX_TRIES;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One try of `send` for the row `id` of `table`, in the transaction that holds the row: null when
 * it went, else the failed try counted in the same transaction (so every try counts, whichever
 * process made it) and what follows: another try, or, at the last, the email given up.
 */
export async function sendCounted(
  tx: SqlClient,
  { table, id, at }: { table: OutboxTable; id: string; at: string },
  send: () => Promise<void>,
): Promise<EmailOutcome | null> {
  try {
    await send();
    return null;
  } catch (error) {
    const tries = await countFailedTry(tx, table, id, at, describe(error));
    return { outcome: tries >= EMAIL_MAX_TRIES ? 'failed' : 'retry', tries, error: describe(error) };
  }
}

/**
 * Sends the update's email at most once after success: in one transaction it takes the update's
 * row while its email is unsent and not given up (SKIP LOCKED: a process already sending it is left
 * to it), calls `send` (not for a guest account), and marks it emailed at `at`. A failed `send` is
 * counted in the same transaction (`sendCounted`), so every try counts whichever process made
 * it; a crash before the mark rolls back, so the job runs again; a mark that commits means no later
 * run sends it.
 */
export async function emailUpdateOnce(
  db: SqlClient,
  updateId: string,
  at: string,
  send: (email: UpdateEmail) => Promise<void>,
): Promise<EmailOutcome> {
  return db.transaction(async (tx) => {
    const email = await firstRow<UpdateEmail & { guest: boolean }>(
      tx,
      `SELECT s._id AS "updateId", u.email AS "to", u.first_name AS "firstName", s.order_id AS "orderId",
              s.kind, s.title, s.body, COALESCE(u.language, 'en') AS language, EXISTS (SELECT 1 FROM guest_accounts g WHERE g.user_id = s.user_id) AS guest
       FROM shopper_updates s JOIN users u ON u._id = s.user_id
       WHERE s._id = $1 AND s.emailed_at IS NULL AND s.email_failed_at IS NULL
       FOR UPDATE OF s SKIP LOCKED`,
      [updateId],
    );
    if (!email) {
      const unsent = await firstRow<{ _id: string }>(
        tx,
        `SELECT _id FROM shopper_updates WHERE _id = $1 AND emailed_at IS NULL AND email_failed_at IS NULL`,
        [updateId],
      );
      return { outcome: unsent ? 'busy' : 'skipped' };
    }
    const { guest, ...message } = email;
    // A guest's address is one the shop made up (guest.sneakerhub.in): nobody reads it.
    if (!guest) {
      const failed = await sendCounted(tx, { table: 'shopper_updates', id: updateId, at }, () =>
        send(message),
      );
      if (failed) return failed;
    }
    await tx.query(`UPDATE shopper_updates SET emailed_at = $2::timestamptz WHERE _id = $1`, [updateId, at]);
    return { outcome: guest ? 'skipped' : 'sent' };
  });
}
