import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import { MAX_REVOKED_SESSIONS, type EndedSession } from '@/api/accounts';
import type { AuditEntry, AuditPage, StaffMemberChange, StaffRole } from '@/shared/staff';
import {
  keyOf,
  type AuditFilter,
  type KeyedAction,
  type NewAuditEntry,
  NewStaffRecord,
  type StaffAuditRepository,
  type StaffChangeOutcome,
  type StaffRecord,
  type StaffRepository,
} from './repository';

type StaffRow = NonNullable<ReturnType<typeof db.staffMember.findFirst>>;

const byId = (staffId: string) => ({ where: { _id: { equals: staffId } } });
const sessionsOf = (staffId: string) => ({ where: { staffId: { equals: staffId } } });

function record(row: StaffRow | null): StaffRecord | null {
  if (!row) return null;
  const { updatedAt: _updated, role, ...member } = row;
  const revokedSessions = db.staffRevokedSession.findMany(sessionsOf(row._id)).map(({ sid }) => sid);
  return { ...member, role: role as StaffRole, revokedSessions };
}

const findByEmail = (email: string) =>
  db.staffMember.findFirst({ where: { email: { equals: email.trim().toLowerCase() } } });

function insert(member: NewStaffRecord): StaffRecord | null {
  if (findByEmail(member.email)) return null;
  const row = db.staffMember.create({
    ...member,
    _id: member._id ?? crypto.randomUUID(),
    email: member.email.trim().toLowerCase(),
    disabled: false,
    tokenVersion: 0,
    morningNote: true,
    updatedAt: member.createdAt,
  });
  return record(row);
}

const activeOwners = () =>
  db.staffMember.count({ where: { role: { equals: 'owner' }, disabled: { equals: false } } });

function change(staffId: string, { role, disabled }: StaffMemberChange, at: string): StaffChangeOutcome {
  const row = db.staffMember.findFirst(byId(staffId));
  if (!row) return { refused: 'not-found' };
  const wasActiveOwner = row.role === 'owner' && !row.disabled;
  const staysActiveOwner = (role ?? row.role) === 'owner' && !(disabled ?? row.disabled);
  if (wasActiveOwner && !staysActiveOwner && activeOwners() <= 1) return { refused: 'last-owner' };
  const disabling = disabled === true && !row.disabled;
  if (disabling) db.staffRevokedSession.deleteMany(sessionsOf(staffId));
  const changed = db.staffMember.update({
    ...byId(staffId),
    data: {
      ...(role === undefined ? {} : { role }),
      ...(disabled === undefined ? {} : { disabled }),
      ...(disabling ? { tokenVersion: row.tokenVersion + 1 } : {}),
      updatedAt: at,
    },
  });
  return { changed: record(changed) as StaffRecord };
}

/**
 * Ends every session of the member: a new token version, no records of single ones needed.
 * `changes` go in the same write (a password change).
 */
function endAllSessions(staffId: string, changes: { passwordHash?: string; updatedAt?: string } = {}) {
  const member = db.staffMember.findFirst(byId(staffId));
  if (!member) return null;
  db.staffRevokedSession.deleteMany(sessionsOf(staffId));
  return db.staffMember.update({
    ...byId(staffId),
    data: { ...changes, tokenVersion: member.tokenVersion + 1 },
  });
}

function endSession(staffId: string, { sid, expiresAt }: EndedSession, at: string): void {
  db.staffRevokedSession.deleteMany({ where: { expiresAt: { lte: at } } });
  if (!db.staffMember.findFirst(byId(staffId))) return;
  if (db.staffRevokedSession.count(sessionsOf(staffId)) >= MAX_REVOKED_SESSIONS) endAllSessions(staffId);
  else if (!db.staffRevokedSession.findFirst({ where: { sid: { equals: sid } } })) {
    db.staffRevokedSession.create({ sid, staffId, expiresAt });
  }
}

/** Staff accounts over @mswjs/data. */
export const memoryStaffRepository = asAsync<StaffRepository>({
  findByEmail: (email) => record(findByEmail(email)),
  findById: (staffId) => record(db.staffMember.findFirst(byId(staffId))),
  insert,
  list: () =>
    db.staffMember.findMany({ orderBy: { createdAt: 'asc' } }).map((row) => record(row) as StaffRecord),
  change,
  endSession,
  endAllSessions: (staffId) => record(endAllSessions(staffId)),
  changePassword: (staffId, currentHash, newHash, at) =>
    db.staffMember.findFirst(byId(staffId))?.passwordHash === currentHash
      ? record(endAllSessions(staffId, { passwordHash: newHash, updatedAt: at }))
      : null,
  setMorningNote: (staffId, morningNote, at) =>
    record(db.staffMember.update({ ...byId(staffId), data: { morningNote, updatedAt: at } })),
});

type AuditRow = NonNullable<ReturnType<typeof db.staffAudit.findFirst>>;

const entryOf = ({ seq: _seq, before, after, ...row }: AuditRow): AuditEntry => ({
  ...row,
  before: JSON.parse(before) as unknown,
  after: JSON.parse(after) as unknown,
});

function append(entry: NewAuditEntry): AuditEntry {
  const [newest] = db.staffAudit.findMany({ orderBy: { seq: 'desc' }, take: 1 });
  const seq = (newest?.seq ?? 0) + 1;
  const row = db.staffAudit.create({
    ...entry,
    _id: String(seq),
    seq,
    before: JSON.stringify(entry.before ?? null),
    after: JSON.stringify(entry.after ?? null),
  });
  return entryOf(row);
}

const passes = (row: AuditRow, { after, staffId, kind, since, until }: AuditFilter) =>
  (after === null || row.seq < Number(after)) &&
  (!staffId || row.staffId === staffId) &&
  (!kind || row.action.startsWith(`${kind}.`)) &&
  (!since || row.at >= since) &&
  (!until || row.at < until);

/** The page: every line read and filtered here (the mock's log is short). */
function page(filter: AuditFilter, limit: number): AuditPage {
  const rows = db.staffAudit
    .findMany({ orderBy: { seq: 'desc' } })
    .filter((row) => passes(row, filter))
    .slice(0, limit + 1);
  const entries = rows.slice(0, limit).map(entryOf);
  return { entries, next: rows.length > limit ? (entries.at(-1)?._id ?? null) : null };
}

function findKeyed({ staffId, action, target, key }: KeyedAction): AuditEntry | null {
  const rows = db.staffAudit.findMany({
    where: { staffId: { equals: staffId }, action: { equals: action }, target: { equals: target } },
  });
  const keyed = rows.map(entryOf).find((entry) => keyOf(entry.after) === key);
  return keyed ?? null;
}

/** The audit log over @mswjs/data: no method changes or removes a line. */
export const memoryStaffAuditRepository = asAsync<StaffAuditRepository>({ append, page, findKeyed });
