import { primaryKey } from '@mswjs/data';

/**
 * Staff accounts, their logged-out sessions and the audit log as @mswjs/data models (snapshot v5),
 * saved with the shoppers' rows (src/mocks/persistence); composed in src/api/memory-db.ts.
 */
export const staffModels = {
  staffMember: {
    _id: primaryKey(String),
    /** Stored lower-case. */
    email: String,
    name: String,
    /** A StaffRole. */
    role: String,
    disabled: Boolean,
    passwordHash: String,
    /** Raised when the member is disabled: every token issued before is refused. */
    tokenVersion: Number,
    /** Whether an owner gets the morning note (issue 38); on unless turned off. */
    morningNote: Boolean,
    createdAt: String,
    updatedAt: String,
  },
  /** A staff session logged out before its token expired. */
  staffRevokedSession: {
    sid: primaryKey(String),
    staffId: String,
    expiresAt: String,
  },
  /** One line of the append-only audit log; `before` and `after` are JSON text. */
  staffAudit: {
    _id: primaryKey(String),
    /** Its place in the log: the newest has the largest, and the cursor `after` names one. */
    seq: Number,
    staffId: String,
    staffEmail: String,
    at: String,
    action: String,
    target: String,
    before: String,
    after: String,
  },
};
