import { timestamp } from '@/shared/timestamp';
import type { NewUser } from '@/api/stores';
import { db } from '@/api/memory-db';

export type UserRow = NonNullable<ReturnType<typeof db.user.findFirst>>;

export function findUserByEmail(email: string): UserRow | null {
  const wanted = email.trim().toLowerCase();
  return db.user.findFirst({ where: { email: { equals: wanted } } });
}

export function findUserById(userId: string): UserRow | null {
  return db.user.findFirst({ where: { _id: { equals: userId } } });
}

export function insertUser(input: NewUser): UserRow {
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
