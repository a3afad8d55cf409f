import type { Migration } from './migration';

export const staff: Migration = {
  version: 9,
  name: 'staff accounts apart from shoppers, their logged-out sessions, and the append-only audit log',
  statements: [
    `CREATE TABLE staff_members (
        _id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'staff')),
        disabled boolean NOT NULL DEFAULT false,
        password_hash text NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
    `CREATE TABLE staff_revoked_sessions (
        sid text PRIMARY KEY,
        staff_id text NOT NULL REFERENCES staff_members (_id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX staff_revoked_sessions_by_member ON staff_revoked_sessions (staff_id)`,
    // Who and what by value, not by reference: a line outlives any change to the member it names.
    `CREATE TABLE staff_audit (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        staff_id text NOT NULL,
        staff_email text NOT NULL,
        at timestamptz NOT NULL,
        action text NOT NULL,
        target text NOT NULL,
        before jsonb,
        after jsonb
      )`,
    // Append-only whatever the code above it does: a line cannot be changed or removed.
    `CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP;
        END
      $$`,
    `CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
        FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change()`,
  ],
};
