import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { GuestRepository, NewUser, UserRepository } from './repository';

export type UserRow = NonNullable<ReturnType<typeof db.user.findFirst>>;

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
  });
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
    db.user.delete({ where: { _id: { equals: userId } } });
    lastLogins.delete(userId);
  }
  return stale.length;
}

/** Accounts over @mswjs/data: of two signups with one email, the second finds the first. */
export const memoryUserRepository = asAsync<UserRepository>({
  findByEmail: (email) => findUserByEmail(email),
  findById: (userId) => findUserById(userId),
  insert: (user) => (findUserByEmail(user.email) ? null : insertUser(user)),
});

export const memoryGuestRepository = asAsync<GuestRepository>({
  add: (userId, at) => addGuest(userId, at),
  touch: (userId, at) => touchGuest(userId, at),
  purgeUnused: (before) => purgeUnusedGuests(before),
});
