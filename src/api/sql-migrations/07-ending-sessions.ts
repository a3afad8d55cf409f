import type { Migration } from './migration';

export const endingSessions: Migration = {
  version: 7,
  name: 'sessions that end: a token version per account, logged-out sessions until their tokens expire',
  statements: [
    // Raised by "log out of all devices" and a password change; a token carries the one it was issued at.
    `ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`,
    // One row per session logged out while its token was still valid; read with the account.
    `CREATE TABLE revoked_sessions (
        sid text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`,
    `CREATE INDEX revoked_sessions_by_user ON revoked_sessions (user_id)`,
    `CREATE INDEX revoked_sessions_by_expiry ON revoked_sessions (expires_at)`,
  ],
};
