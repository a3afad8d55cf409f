import type { Migration } from './migration';

export const unloggedRateLimits: Migration = {
  version: 17,
  name: 'rate limit counters unlogged: a count commits without waiting for the disk',
  statements: [
    // Every cart write now counts against two limits before its work (src/api/cart/routes.ts): as a
    // logged table, each count was a commit that waited for a WAL flush, which halved the rate of
    // one shopper's cart writes on PostgreSQL. An unlogged table writes no WAL, so its commits do
    // not wait; what it costs is that a crash of PostgreSQL empties it, forgetting at most an
    // hour's counts (docs/decisions.md, "Limits on logins and new accounts").
    `ALTER TABLE rate_limits SET UNLOGGED`,
  ],
};
