import type { Repositories, UserRecord } from '@/api';

/**
 * How long an account the database confirmed is taken as still there, with its sessions, without
 * asking again: also how late another process sees a logout or a password change.
 */
export const RECENT_USER_MS = 2000;
/** Enough for every shopper active in that time on one process; the oldest make room. */
export const MAX_RECENT_USERS = 10_000;

/**
 * Every authorised request looks its user up by the token's id, to refuse an account that no
 * longer exists and a session that has ended (its token version and logged-out sessions come with
 * the account). These repositories answer that lookup from memory for RECENT_USER_MS after the
 * database last confirmed the account, so a shopper's burst of requests costs one lookup. A session
 * ended in this process is refused at once (its write drops the account from memory, and a lookup
 * that raced the write is not kept); one ended in another process at most RECENT_USER_MS later, as
 * is a deleted account. An unknown id is never remembered: it is asked about every time.
 */
export function withRecentUsers(
  repos: Repositories,
  { lifetimeMs = RECENT_USER_MS, now = Date.now }: { lifetimeMs?: number; now?: () => number } = {},
): Repositories {
  const recent = new Map<string, { user: UserRecord; until: number }>();
  /** Bumped as each session write starts and ends: a lookup that saw it change keeps nothing. */
  let writes = 0;

  async function writing<T>(userId: string, write: () => Promise<T>): Promise<T> {
    writes += 1;
    recent.delete(userId);
    try {
      return await write();
    } finally {
      writes += 1;
      recent.delete(userId);
    }
  }

  const { users } = repos;
  return {
    ...repos,
    users: {
      ...users,
      async findById(userId) {
        const known = recent.get(userId);
        if (known && known.until > now()) return known.user;
        const writesBefore = writes;
        const user = await users.findById(userId);
        recent.delete(userId);
        if (user && writes === writesBefore) {
          if (recent.size >= MAX_RECENT_USERS) {
            const oldest = recent.keys().next();
            if (!oldest.done) recent.delete(oldest.value);
          }
          recent.set(userId, { user, until: now() + lifetimeMs });
        }
        return user;
      },
      endSession: (userId, session, at) => writing(userId, () => users.endSession(userId, session, at)),
      endAllSessions: (userId) => writing(userId, () => users.endAllSessions(userId)),
      changePassword: (userId, currentHash, newHash, at) =>
        writing(userId, () => users.changePassword(userId, currentHash, newHash, at)),
      setLanguage: (userId, language, at) => writing(userId, () => users.setLanguage(userId, language, at)),
    },
  };
}
