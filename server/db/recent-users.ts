import type { Repositories, UserRecord } from '@/api';

/** How long an account the database confirmed is taken as still there without asking again. */
export const RECENT_USER_MS = 2000;
/** Enough for every shopper active in that time on one process; the oldest make room. */
export const MAX_RECENT_USERS = 10_000;

/**
 * Every authorised request looks its user up by the token's id, only to refuse an account that
 * no longer exists. These repositories answer that lookup from memory for RECENT_USER_MS after the
 * database last confirmed the account, so a shopper's burst of requests costs one lookup, and a
 * deleted account is refused again at most that long after its deletion (accounts are deleted only
 * after a long time unused). An unknown id is never remembered: it is asked about every time.
 */
export function withRecentUsers(
  repos: Repositories,
  { lifetimeMs = RECENT_USER_MS, now = Date.now }: { lifetimeMs?: number; now?: () => number } = {},
): Repositories {
  const recent = new Map<string, { user: UserRecord; until: number }>();
  return {
    ...repos,
    users: {
      ...repos.users,
      async findById(userId) {
        const known = recent.get(userId);
        if (known && known.until > now()) return known.user;
        const user = await repos.users.findById(userId);
        recent.delete(userId);
        if (user) {
          if (recent.size >= MAX_RECENT_USERS) {
            const oldest = recent.keys().next();
            if (!oldest.done) recent.delete(oldest.value);
          }
          recent.set(userId, { user, until: now() + lifetimeMs });
        }
        return user;
      },
    },
  };
}
