import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { GuestRepository, UserRecord, UserRepository } from './repository';
import { changePassword, endAllSessions, endSession, SHOPPER_SESSIONS } from './sql-sessions';

/**
 * Tables: users, guest_accounts, revoked_sessions (src/api/sql-migrations/). The account comes
 * with its logged-out sessions in the same statement (a subquery on an index), so the lookup every
 * authorised request makes also tells whether its session still holds.
 */
const USER = `_id, email, password_hash AS "passwordHash", first_name AS "firstName",
  last_name AS "lastName", ${ts('created_at')} AS "createdAt", ${ts('updated_at')} AS "updatedAt",
  token_version AS "tokenVersion", language,
  ARRAY(SELECT r.sid FROM revoked_sessions r WHERE r.user_id = users._id ORDER BY r.sid) AS "revokedSessions"`;

const findById = (db: SqlClient, userId: string) =>
  firstRow<UserRecord>(db, `SELECT ${USER} FROM users WHERE _id = $1`, [userId]);

export function sqlUserRepository(db: SqlClient): UserRepository {
  return {
    findByEmail: (email) =>
      firstRow<UserRecord>(db, `SELECT ${USER} FROM users WHERE email = $1`, [email.trim().toLowerCase()]),
    findById: (userId) => findById(db, userId),
    insert: (user) =>
      firstRow<UserRecord>(
        db,
        `INSERT INTO users (_id, email, password_hash, first_name, last_name, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz)
         ON CONFLICT (email) DO NOTHING
         RETURNING ${USER}`,
        [
          user._id ?? crypto.randomUUID(),
          user.email.trim().toLowerCase(),
          user.passwordHash,
          user.firstName,
          user.lastName,
          user.createdAt,
        ],
      ),
    endSession: (userId, session, at) => endSession(db, SHOPPER_SESSIONS, userId, session, at),
    endAllSessions: (userId) =>
      db.transaction(async (tx) => {
        await endAllSessions(tx, SHOPPER_SESSIONS, userId);
        return findById(tx, userId);
      }),
    changePassword: async (userId, currentHash, newHash, at) =>
      (await changePassword(db, SHOPPER_SESSIONS, userId, { currentHash, newHash, at }))
        ? findById(db, userId)
        : null,
    setLanguage: async (userId, language, at) => {
      await db.query(`UPDATE users SET language = $2, updated_at = $3::timestamptz WHERE _id = $1`, [
        userId,
        language,
        at,
      ]);
    },
  };
}

export function sqlGuestRepository(db: SqlClient): GuestRepository {
  return {
    add: async (userId, at) => {
      await db.query(`INSERT INTO guest_accounts (user_id, last_login_at) VALUES ($1, $2::timestamptz)`, [
        userId,
        at,
      ]);
    },
    isGuest: async (userId) =>
      (await db.query(`SELECT 1 FROM guest_accounts WHERE user_id = $1`, [userId])).length > 0,
    touch: async (userId, at) => {
      await db.query(`UPDATE guest_accounts SET last_login_at = $2::timestamptz WHERE user_id = $1`, [
        userId,
        at,
      ]);
    },
    // Their carts, wishlists, addresses and reviews go with them (ON DELETE CASCADE); their orders
    // stay, with their invoices, the account cleared (ON DELETE SET NULL, migration 8).
    purgeUnused: async (before) =>
      (
        await db.query(
          `DELETE FROM users WHERE _id IN
             (SELECT user_id FROM guest_accounts WHERE last_login_at < $1::timestamptz)
           RETURNING _id`,
          [before],
        )
      ).length,
  };
}
