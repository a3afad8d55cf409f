import type { Migration } from './migration';

export const passwordResets: Migration = {
  version: 20,
  name: "forgot password: each link asked for, whose it is, until when it works, and its email's outbox",
  statements: [
    // The link's token is the id signed with the server's secret (src/api/password-resets/token.ts):
    // nothing here opens an account.
    `CREATE TABLE password_resets (
        _id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        requested_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        emailed_at timestamptz,
        email_tries integer NOT NULL DEFAULT 0,
        email_error text,
        email_failed_at timestamptz,
        seq bigint GENERATED ALWAYS AS IDENTITY
      )`,
    // A use marks the account's open links; the test mailbox reads the newest.
    `CREATE INDEX password_resets_open ON password_resets (user_id) WHERE used_at IS NULL`,
    `CREATE INDEX password_resets_newest ON password_resets (requested_at DESC, seq DESC)`,
    `CREATE INDEX password_resets_unsent ON password_resets (email_tries, seq)
        WHERE emailed_at IS NULL AND email_failed_at IS NULL AND used_at IS NULL`,
  ],
};
