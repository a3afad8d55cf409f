import type { SqlClient } from '@/api/sql-client';
import { MAX_REVOKED_SESSIONS, type EndedSession } from './repository';

/**
 * Where one kind of account keeps its sessions: the accounts' table (with its `token_version`), the
 * table of sessions logged out early, and that table's column naming the account. Shoppers and
 * staff end sessions the same way, each in tables of their own.
 */
export interface SessionTables {
  accounts: 'users' | 'staff_members';
  revoked: 'revoked_sessions' | 'staff_revoked_sessions';
  owner: 'user_id' | 'staff_id';
}

export const SHOPPER_SESSIONS: SessionTables = {
  accounts: 'users',
  revoked: 'revoked_sessions',
  owner: 'user_id',
};

export const STAFF_SESSIONS: SessionTables = {
  accounts: 'staff_members',
  revoked: 'staff_revoked_sessions',
  owner: 'staff_id',
};

/** Every session of the account ends: a new token version; the single records are no longer needed. */
export async function endAllSessions(db: SqlClient, tables: SessionTables, accountId: string): Promise<void> {
  await db.query(`UPDATE ${tables.accounts} SET token_version = token_version + 1 WHERE _id = $1`, [
    accountId,
  ]);
  await db.query(`DELETE FROM ${tables.revoked} WHERE ${tables.owner} = $1`, [accountId]);
}

/**
 * Logs one session out, in one transaction: records of sessions expired by `at` go first, and an
 * account with MAX_REVOKED_SESSIONS records left has all its sessions ended instead.
 */
export const endSession = (
  db: SqlClient,
  tables: SessionTables,
  accountId: string,
  { sid, expiresAt }: EndedSession,
  at: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    const { accounts, revoked, owner } = tables;
    await tx.query(`DELETE FROM ${revoked} WHERE expires_at <= $1::timestamptz`, [at]);
    const [count] = await tx.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM ${revoked} WHERE ${owner} = $1`,
      [accountId],
    );
    if ((count?.n ?? 0) >= MAX_REVOKED_SESSIONS) {
      await endAllSessions(tx, tables, accountId);
      return;
    }
    await tx.query(
      `INSERT INTO ${revoked} (sid, ${owner}, expires_at)
       SELECT $1, _id, $3::timestamptz FROM ${accounts} WHERE _id = $2
       ON CONFLICT (sid) DO NOTHING`,
      [sid, accountId, expiresAt],
    );
  });

/**
 * A new password hash, only if the stored one is still `currentHash`, and every session ended, in
 * one transaction; false when the hash changed meanwhile (nothing written).
 */
export const changePassword = (
  db: SqlClient,
  tables: SessionTables,
  accountId: string,
  { currentHash, newHash, at }: { currentHash: string; newHash: string; at: string },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const changed = await tx.query(
      `UPDATE ${tables.accounts} SET password_hash = $3, updated_at = $4::timestamptz
       WHERE _id = $1 AND password_hash = $2 RETURNING _id`,
      [accountId, currentHash, newHash, at],
    );
    if (changed.length === 0) return false;
    await endAllSessions(tx, tables, accountId);
    return true;
  });
