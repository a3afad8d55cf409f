import type { Locale } from '@/shared/i18n/locales';

export interface UserRecord {
  _id: string;
  /** Stored lower-case. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
  /** Raised by "log out of all devices" and a password change: older tokens are refused. */
  tokenVersion: number;
  /** Ids of this account's sessions logged out while their tokens were still valid. */
  revokedSessions: readonly string[];
  /** The language the shopper last chose (issue 37); null until they choose one. */
  language: Locale | null;
}

/** A session being logged out: its id, and when its token expires (after which it needs no record). */
export interface EndedSession {
  sid: string;
  /** A timestamp: the token's expiry. */
  expiresAt: string;
}

export interface NewUser {
  _id?: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** A timestamp from the backend's clock (or the seed's own). */
  createdAt: string;
}

export interface UserRepository {
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(userId: string): Promise<UserRecord | null>;
  /** Null when the email is taken: exactly one of two concurrent signups gets the account. */
  insert(user: NewUser): Promise<UserRecord | null>;
  /**
   * Logs one session out: its token is refused from now on. Records of sessions whose tokens have
   * expired by `at` (a timestamp) are dropped. An account with MAX_REVOKED_SESSIONS records already
   * has all its sessions ended instead (its token version raised), so the records stay few.
   */
  endSession(userId: string, session: EndedSession, at: string): Promise<void>;
  /** Logs every session of the account out: the token version goes up, the records go. */
  endAllSessions(userId: string): Promise<UserRecord | null>;
  /**
   * A new password, only if the stored hash is still `currentHash` (else null: it changed
   * meanwhile); every session ends as with `endAllSessions`. The updated account.
   */
  changePassword(
    userId: string,
    currentHash: string,
    newHash: string,
    at: string,
  ): Promise<UserRecord | null>;
  /** Keeps the shopper's choice of language, at `at` (a timestamp). */
  setLanguage(userId: string, language: Locale, at: string): Promise<void>;
}

/**
 * Past this many logged-out sessions still unexpired, a logout ends all of the account's sessions
 * instead: the records are loaded with the account on every request, so they must stay few.
 */
export const MAX_REVOKED_SESSIONS = 50;

/** Guest accounts (one per visitor on a shared server), by when they were last logged in to. */
export interface GuestRepository {
  /** Marks a new account as a guest's, last used at `at` (a timestamp). */
  add(userId: string, at: string): Promise<void>;
  /** Whether the account is a guest's (made by 'Login as Guest' for one visitor). */
  isGuest(userId: string): Promise<boolean>;
  /** A login: a guest account's last use becomes `at`; any other account is left alone. */
  touch(userId: string, at: string): Promise<void>;
  /**
   * Deletes every guest account last used before `before`, with its cart, wishlist, addresses and
   * reviews; how many. Its orders stay, with their invoices, no longer anyone's (records kept).
   */
  purgeUnused(before: string): Promise<number>;
}
