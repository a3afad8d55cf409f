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
}

/** The most unsent updates one sweep hands back to the queue. */
export const OUTBOX_SWEEP_BATCH = 500;

/**
 * The updates whose email is not yet sent and that were made before `madeBefore` (by then their
 * own job should have sent them), oldest first: what the periodic sweep queues again.
 */
export async function unsentUpdates(db: SqlClient, madeBefore: string): Promise<string[]> {
  const rows = await db.query<{ _id: string }>(
    `SELECT _id FROM shopper_updates WHERE emailed_at IS NULL AND at < $1::timestamptz ORDER BY seq LIMIT $2`,
    [madeBefore, OUTBOX_SWEEP_BATCH],
  );
  return rows.map((row) => row._id);
}

/**
 * Sends the update's email at most once after success: in one transaction it takes the update's
 * row while its email is unsent (SKIP LOCKED: a process already sending it is left to it), calls
 * `send` (not for a guest account), and marks it emailed at `at`. A crash or a failed `send` before the mark rolls back, so
 * the job runs again; a mark that commits means no later run sends it. 'sent'; 'busy' when another
 * process holds the row (its send may yet fail: the caller tries again later); 'skipped' (sent
 * already, a guest's, or no such update).
 */
export async function emailUpdateOnce(
  db: SqlClient,
  updateId: string,
  at: string,
  send: (email: UpdateEmail) => Promise<void>,
): Promise<'sent' | 'busy' | 'skipped'> {
  return db.transaction(async (tx) => {
    const email = await firstRow<UpdateEmail & { guest: boolean }>(
      tx,
      `SELECT s._id AS "updateId", u.email AS "to", u.first_name AS "firstName", s.order_id AS "orderId",
              s.kind, s.title, s.body, EXISTS (SELECT 1 FROM guest_accounts g WHERE g.user_id = s.user_id) AS guest
       FROM shopper_updates s JOIN users u ON u._id = s.user_id
       WHERE s._id = $1 AND s.emailed_at IS NULL
       FOR UPDATE OF s SKIP LOCKED`,
      [updateId],
    );
    if (!email) {
      const unsent = await firstRow<{ _id: string }>(
        tx,
        `SELECT _id FROM shopper_updates WHERE _id = $1 AND emailed_at IS NULL`,
        [updateId],
      );
      return unsent ? 'busy' : 'skipped';
    }
    const { guest, ...message } = email;
    // A guest's address is one the shop made up (guest.sneakerhub.in): nobody reads it.
    if (!guest) await send(message);
    await tx.query(`UPDATE shopper_updates SET emailed_at = $2::timestamptz WHERE _id = $1`, [updateId, at]);
    return guest ? 'skipped' : 'sent';
  });
}
