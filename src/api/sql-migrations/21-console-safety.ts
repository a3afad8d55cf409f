import type { Migration } from './migration';

export const consoleSafety: Migration = {
  version: 21,
  name: "the audit log read by what a line is about and by member: a repeated stock adjustment's key, the log's filters",
  statements: [
    // A stock adjustment looks for its idempotency key among the lines of its product; the log's
    // member filter reads one member's lines newest first.
    `CREATE INDEX staff_audit_by_target ON staff_audit (target, seq DESC)`,
    `CREATE INDEX staff_audit_by_member ON staff_audit (staff_id, seq DESC)`,
  ],
};
