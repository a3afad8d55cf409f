// Only a type, from the file: accounts' index leads back here (its routes → backend.ts → http/route.ts).
import type { EndedSession } from '@/api/accounts/repository';
import type {
  AuditEntry,
  AuditKind,
  AuditPage,
  StaffMember,
  StaffMemberChange,
  StaffRole,
} from '@/shared/staff';

/** A staff account as the routes see it: the member, its password hash and its sessions' state. */
export interface StaffRecord extends StaffMember {
  passwordHash: string;
  /** Raised when the member is disabled: every older token is refused (`sessionIsLive`). */
  tokenVersion: number;
  /** This member's sessions logged out while their tokens were still valid. */
  revokedSessions: readonly string[];
  /** Whether the daily morning note goes to this member (owners only get one). */
  morningNote: boolean;
}

export interface NewStaffRecord {
  _id?: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  /** A timestamp from the backend's clock. */
  createdAt: string;
}

/** What a change to a member did, or why it was refused (the answer's 409). */
export type StaffChangeOutcome = { changed: StaffRecord } | { refused: 'not-found' | 'last-owner' };

export interface StaffRepository {
  findByEmail(email: string): Promise<StaffRecord | null>;
  findById(staffId: string): Promise<StaffRecord | null>;
  /** Null when the email is taken: exactly one of two concurrent inserts gets the account. */
  insert(member: NewStaffRecord): Promise<StaffRecord | null>;
  /** Every member, oldest first. */
  list(): Promise<StaffRecord[]>;
  /**
   * Changes a member's role or disabled flag at `at`, unless that leaves no active owner (checked
   * and written under a lock, so two owners demoting each other cannot both succeed). Disabling
   * raises the token version: every session of the member ends.
   */
  change(staffId: string, change: StaffMemberChange, at: string): Promise<StaffChangeOutcome>;
  /** Logs one session out; records of sessions expired by `at` are dropped (as a shopper's). */
  endSession(staffId: string, session: EndedSession, at: string): Promise<void>;
  /** Ends every session of the member (the token version goes up); the member after, or null. */
  endAllSessions(staffId: string): Promise<StaffRecord | null>;
  /**
   * A new password, only if the stored hash is still `currentHash` (else null: it changed
   * meanwhile); every session ends as with `endAllSessions`. The member after.
   */
  changePassword(
    staffId: string,
    currentHash: string,
    newHash: string,
    at: string,
  ): Promise<StaffRecord | null>;
  /** Turns the member's morning note on or off at `at`; the member after, or null for none. */
  setMorningNote(staffId: string, enabled: boolean, at: string): Promise<StaffRecord | null>;
}

/** An audit line before the log numbers it. */
export type NewAuditEntry = Omit<AuditEntry, '_id'>;

/**
 * Which lines a page of the log holds: older than the line `after` (from the newest when null), by
 * one member, of one kind (the action's first part: `stock` for `stock.adjust`), at or after
 * `since` and before `until` (timestamps).
 */
export interface AuditFilter {
  after: string | null;
  staffId?: string;
  kind?: AuditKind;
  since?: string;
  until?: string;
}

/** An action sent with an idempotency key: who sent it, what it was, to what. */
export interface KeyedAction {
  staffId: string;
  action: string;
  target: string;
  /** Kept in the line's `after.idempotencyKey`. */
  key: string;
}

/** The append-only audit log: lines are added and read, never changed or removed. */
export interface StaffAuditRepository {
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first, `limit` lines passing `filter`. */
  page(filter: AuditFilter, limit: number): Promise<AuditPage>;
  /** The line of an action made before with this key (a repeated request), or null. */
  findKeyed(keyed: KeyedAction): Promise<AuditEntry | null>;
}

/** The member as answers show it: never the password or the sessions. */
export function publicStaff({
  passwordHash: _hash,
  tokenVersion: _version,
  revokedSessions: _sessions,
  morningNote: _note,
  ...member
}: StaffRecord): StaffMember {
  return member;
}

/** The idempotency key an audit line's `after` keeps, if any. */
export function keyOf(after: unknown): string | undefined {
  if (typeof after !== 'object' || after === null || !('idempotencyKey' in after)) return undefined;
  const { idempotencyKey } = after;
  return typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
}
