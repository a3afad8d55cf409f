import type { Migration } from './migration';

export const sharedRateLimits: Migration = {
  version: 3,
  name: 'rate limits shared by every process, guest accounts by last login',
  statements: [
    // rate-limiter-flexible's RateLimiterPostgres table (src/api/limits/limits.ts), made here rather than
    // by the library at start: `expire` is milliseconds since the epoch.
    `CREATE TABLE rate_limits (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    `CREATE TABLE guest_accounts (
        user_id text PRIMARY KEY REFERENCES users (_id) ON DELETE CASCADE,
        last_login_at timestamptz NOT NULL
      )`,
    `CREATE INDEX guest_accounts_by_last_login ON guest_accounts (last_login_at)`,
  ],
};
