import type { PublicUser } from '@/shared/types';
import { timestamp } from '@/shared/timestamp';
import { cartOf } from './cart';
import { db } from './models';
import { wishlistOf } from './wishlist';

export type UserRow = NonNullable<ReturnType<typeof db.user.findFirst>>;

export function findUserByEmail(email: string): UserRow | null {
  const wanted = email.trim().toLowerCase();
  return db.user.findFirst({ where: { email: { equals: wanted } } });
}

export function insertUser(input: {
  _id?: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt?: string;
}): UserRow {
  const now = input.createdAt ?? timestamp();
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

/** The user as answers show it: cart and wishlist included, password never. */
export function toPublicUser(user: UserRow): PublicUser {
  const { passwordHash: _omitted, ...rest } = user;
  return { ...rest, cart: cartOf(user._id), wishlist: wishlistOf(user._id) };
}
