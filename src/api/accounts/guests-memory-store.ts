import { db } from '@/api/memory-db';

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

/** Deletes the guest accounts last logged in to before `before`, with everything they hold. */
export function purgeUnusedGuests(before: string): number {
  const stale = [...lastLogins].filter(([, at]) => at < before).map(([userId]) => userId);
  for (const userId of stale) {
    const mine = { where: { userId: { equals: userId } } };
    db.cartLine.deleteMany(mine);
    db.wishlistLine.deleteMany(mine);
    db.address.deleteMany(mine);
    db.order.deleteMany(mine);
    db.user.delete({ where: { _id: { equals: userId } } });
    lastLogins.delete(userId);
  }
  return stale.length;
}
