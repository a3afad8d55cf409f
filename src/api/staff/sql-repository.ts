import { changePassword, endAllSessions, endSession, STAFF_SESSIONS } from '@/api/accounts';
import { firstRow, ts, type SqlClient } from '@/api/sql-client';
import type { AuditEntry, StaffMemberChange } from '@/shared/staff';
import type { StaffAuditRepository, StaffChangeOutcome, StaffRecord, StaffRepository } from './repository';

/**
 * Tables: staff_members, staff_revoked_sessions, staff_audit (src/api/sql-migrations/, migration
 * 9). A member comes with its logged-out sessions in the same statement, as a shopper's account does.
 */
const MEMBER = `_id, email, name, role, disabled, password_hash AS "passwordHash",
  token_version AS "tokenVersion", morning_note AS "morningNote", ${ts('created_at')} AS "createdAt",
  ARRAY(SELECT r.sid FROM staff_revoked_sessions r WHERE r.staff_id = staff_members._id ORDER BY r.sid)
    AS "revokedSessions"`;

const findById = (db: SqlClient, staffId: string) =>
  firstRow<StaffRecord>(db, `SELECT ${MEMBER} FROM staff_members WHERE _id = $1`, [staffId]);

/**
 * The change, in one transaction. The active owners' rows are locked first: a second change that
 * would also remove an owner waits, then counts what the first left.
 */
async function change(
  tx: SqlClient,
  staffId: string,
  { role, disabled }: StaffMemberChange,
  at: string,
): Promise<StaffChangeOutcome> {
  const owners = await tx.query<{ _id: string }>(
    `SELECT _id FROM staff_members WHERE role = 'owner' AND NOT disabled ORDER BY _id FOR UPDATE`,
  );
  const row = await firstRow<{ role: string; disabled: boolean }>(
    tx,
    `SELECT role, disabled FROM staff_members WHERE _id = $1 FOR UPDATE`,
    [staffId],
  );
  if (!row) return { refused: 'not-found' };
  const staysActiveOwner = (role ?? row.role) === 'owner' && !(disabled ?? row.disabled);
  const isActiveOwner = owners.some((owner) => owner._id === staffId);
  if (isActiveOwner && !staysActiveOwner && owners.length <= 1) return { refused: 'last-owner' };
  await tx.query(
    `UPDATE staff_members SET role = COALESCE($2, role), disabled = COALESCE($3, disabled),
       updated_at = $4::timestamptz WHERE _id = $1`,
    [staffId, role ?? null, disabled ?? null, at],
  );
  if (disabled === true && !row.disabled) await endAllSessions(tx, STAFF_SESSIONS, staffId);
  return { changed: (await findById(tx, staffId)) as StaffRecord };
}

export function sqlStaffRepository(db: SqlClient): StaffRepository {
  return {
    findByEmail: (email) =>
      firstRow<StaffRecord>(db, `SELECT ${MEMBER} FROM staff_members WHERE email = $1`, [
        email.trim().toLowerCase(),
      ]),
    findById: (staffId) => findById(db, staffId),
    insert: (member) =>
      firstRow<StaffRecord>(
        db,
        `INSERT INTO staff_members (_id, email, name, role, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz)
         ON CONFLICT (email) DO NOTHING
         RETURNING ${MEMBER}`,
        [
          member._id ?? crypto.randomUUID(),
          member.email.trim().toLowerCase(),
          member.name,
          member.role,
          member.passwordHash,
          member.createdAt,
        ],
      ),
    list: () => db.query<StaffRecord>(`SELECT ${MEMBER} FROM staff_members ORDER BY created_at, _id`),
    change: (staffId, wanted, at) => db.transaction((tx) => change(tx, staffId, wanted, at)),
    endSession: (staffId, session, at) => endSession(db, STAFF_SESSIONS, staffId, session, at),
    endAllSessions: (staffId) =>
      db.transaction(async (tx) => {
        await endAllSessions(tx, STAFF_SESSIONS, staffId);
        return findById(tx, staffId);
      }),
    changePassword: async (staffId, currentHash, newHash, at) =>
      (await changePassword(db, STAFF_SESSIONS, staffId, { currentHash, newHash, at }))
        ? findById(db, staffId)
        : null,
    setMorningNote: (staffId, enabled, at) =>
      firstRow<StaffRecord>(
        db,
        `UPDATE staff_members SET morning_note = $2, updated_at = $3::timestamptz WHERE _id = $1
         RETURNING ${MEMBER}`,
        [staffId, enabled, at],
      ),
  };
}

const ENTRY = `seq::text AS "_id", staff_id AS "staffId", staff_email AS "staffEmail", ${ts('at')} AS at,
  action, target, before, after`;

/** The audit log over SQL: a trigger (migration 9) refuses any UPDATE or DELETE of its rows. */
export function sqlStaffAuditRepository(db: SqlClient): StaffAuditRepository {
  return {
    append: async (entry) =>
      (await firstRow<AuditEntry>(
        db,
        `INSERT INTO staff_audit (staff_id, staff_email, at, action, target, before, after)
         VALUES ($1, $2, $3::timestamptz, $4, $5, $6::jsonb, $7::jsonb) RETURNING ${ENTRY}`,
        [
          entry.staffId,
          entry.staffEmail,
          entry.at,
          entry.action,
          entry.target,
          JSON.stringify(entry.before ?? null),
          JSON.stringify(entry.after ?? null),
        ],
      )) as AuditEntry,
    page: async (filter, limit) => {
      const rows = await db.query<AuditEntry>(
        `SELECT ${ENTRY} FROM staff_audit
         WHERE ($1::bigint IS NULL OR seq < $1::bigint) AND ($2::text IS NULL OR staff_id = $2)
           AND ($3::text IS NULL OR action LIKE $3 || '.%')
           AND ($4::timestamptz IS NULL OR at >= $4) AND ($5::timestamptz IS NULL OR at < $5)
         ORDER BY seq DESC LIMIT $6`,
        [
          filter.after,
          filter.staffId ?? null,
          // A kind is one of AUDIT_KINDS (checked by the route): nothing in it reads as a wildcard.
          filter.kind ?? null,
          filter.since ?? null,
          filter.until ?? null,
          limit + 1,
        ],
      );
      const entries = rows.slice(0, limit);
      return { entries, next: rows.length > limit ? (entries.at(-1)?._id ?? null) : null };
    },
    findKeyed: ({ staffId, action, target, key }) =>
      firstRow<AuditEntry>(
        db,
        `SELECT ${ENTRY} FROM staff_audit
         WHERE target = $1 AND action = $2 AND staff_id = $3 AND after ->> 'idempotencyKey' = $4
         ORDER BY seq DESC LIMIT 1`,
        [target, action, staffId, key],
      ),
  };
}
