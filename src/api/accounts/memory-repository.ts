import { asAsync } from '@/api/memory-async';
import { isLocale, type Locale } from '@/shared/i18n/locales';
import { db } from '@/api/memory-db';
import {
  MAX_REVOKED_SESSIONS,
  type EndedSession,
  type GuestRepository,
  type NewUser,
  type UserRecord,
  type UserRepository,
} from './repository';

export type UserRow = NonNullable<ReturnType<typeof db.user.findFirst>>;

const sessionsOf = (userId: string) => ({ where: { userId: { equals: userId } } });

/** The account as the routes see it: the row, and its logged-out sessions. */
function withSessions(row: UserRow | null): UserRecord | null {
  if (!row) return null;
  const revokedSessions = db.revokedSession.findMany(sessionsOf(row._id)).map(({ sid }) => sid);
  return { ...row, revokedSessions, language: isLocale(row.language) ? row.language : null };
}

export function findUserByEmail(email: string): UserRow | null {
  const wanted = email.trim().toLowerCase();
  return db.user.findFirst({ where: { email: { equals: wanted } } });
}

export function findUserById(userId: string): UserRow | null {
  return db.user.findFirst({ where: { _id: { equals: userId } } });
}

export function insertUser(input: NewUser): UserRow {
  const now = input.createdAt;
  return db.user.create({
    _id: input._id ?? crypto.randomUUID(),
    email: input.email.trim().toLowerCase(),
    passwordHash: input.passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    createdAt: now,
    updatedAt: now,
    tokenVersion: 0,
    language: '',
  });
}

/**
 * Every session of the account ends: a new token version, no records of single ones needed.
 * `changes` go in the same write (a password change).
 */
function endAllSessions(userId: string, changes: { passwordHash?: string; updatedAt?: string } = {}) {
  const row = findUserById(userId);
  if (!row) return null;
  db.revokedSession.deleteMany(sessionsOf(userId));
  return db.user.update({
    where: { _id: { equals: userId } },
    data: { ...changes, tokenVersion: row.tokenVersion + 1 },
  });
}

function endSession(userId: string, { sid, expiresAt }: EndedSession, at: string): void {
  db.revokedSession.deleteMany({ where: { expiresAt: { lte: at } } });
  if (db.revokedSession.count(sessionsOf(userId)) >= MAX_REVOKED_SESSIONS) {
    endAllSessions(userId);
    return;
  }
  if (db.revokedSession.findFirst({ where: { sid: { equals: sid } } })) return;
  db.revokedSession.create({ sid, userId, expiresAt });
}

/**
 * Guest accounts by their last login. The embedded mock makes none (its guest is the one demo
 * account, `Backend.guests` 'shared'), so this list is kept in memory and not saved with the rest.
 */
const lastLogins = new Map<string, string>();

export function addGuest(userId: string, at: string): void {
  lastLogins.set(userId, at);
}

export function touchGuest(userId: string, at: string): void {
  if (lastLogins.has(userId)) lastLogins.set(userId, at);
}

/**
 * Deletes the guest accounts last logged in to before `before`, with their carts, wishlists,
 * addresses and reviews. Their orders stay, with their invoice numbers (records kept, and the
 * series without holes), no longer anyone's: `userId` '' (SQL's null, migration 8).
 */
export function purgeUnusedGuests(before: string): number {
  const stale = [...lastLogins].filter(([, at]) => at < before).map(([userId]) => userId);
  for (const userId of stale) {
    const mine = { where: { userId: { equals: userId } } };
    db.cartLine.deleteMany(mine);
    db.wishlistLine.deleteMany(mine);
    db.address.deleteMany(mine);
    db.review.deleteMany(mine);
    db.reviewWrite.deleteMany(mine);
    db.order.updateMany({ ...mine, data: { userId: '' } });
    db.orderReturn.updateMany({ ...mine, data: { userId: '' } });
    db.revokedSession.deleteMany(mine);
    db.user.delete({ where: { _id: { equals: userId } } });
    lastLogins.delete(userId);
  }
  return stale.length;
}

/** Accounts over @mswjs/data: of two signups with one email, the second finds the first. */
export const memoryUserRepository = asAsync<UserRepository>({
  findByEmail: (email) => withSessions(findUserByEmail(email)),
  findById: (userId) => withSessions(findUserById(userId)),
  insert: (user) => (findUserByEmail(user.email) ? null : withSessions(insertUser(user))),
  endSession: (userId, session, at) => endSession(userId, session, at),
  endAllSessions: (userId) => withSessions(endAllSessions(userId)),
  changePassword: (userId, currentHash, newHash, at) =>
    findUserById(userId)?.passwordHash === currentHash
      ? withSessions(endAllSessions(userId, { passwordHash: newHash, updatedAt: at }))
      : null,
  setLanguage: (userId, language: Locale, at) => {
    db.user.update({ where: { _id: { equals: userId } }, data: { language, updatedAt: at } });
  },
});

export const memoryGuestRepository = asAsync<GuestRepository>({
  add: (userId, at) => addGuest(userId, at),
  isGuest: (userId) => lastLogins.has(userId),
  touch: (userId, at) => touchGuest(userId, at),
  purgeUnused: (before) => purgeUnusedGuests(before),
});
