import type { Address, AddressInput } from '@/shared/types';
import { timestamp } from '@/shared/timestamp';
import { db } from '@/api/memory-db';

type AddressRow = NonNullable<ReturnType<typeof db.address.findFirst>>;

function toAddress(row: AddressRow): Address {
  const { userId: _user, createdAt: _created, alternatemobile, ...rest } = row;
  return { ...rest, ...(alternatemobile ? { alternatemobile } : {}) };
}

const byUser = (userId: string) => ({ userId: { equals: userId } });

export function addressesOf(userId: string): Address[] {
  return db.address.findMany({ where: byUser(userId) }).map(toAddress);
}

export function findAddress(userId: string, id: string): Address | null {
  const row = db.address.findFirst({ where: { ...byUser(userId), id: { equals: id } } });
  return row ? toAddress(row) : null;
}

export function insertAddress(userId: string, input: AddressInput, id?: string): Address {
  const row = db.address.create({
    id: id ?? crypto.randomUUID(),
    userId,
    ...input,
    alternatemobile: input.alternatemobile ?? '',
    isSelected: false,
    createdAt: timestamp(),
  });
  return toAddress(row);
}

export function replaceAddress(userId: string, id: string, input: AddressInput): void {
  db.address.update({
    where: { ...byUser(userId), id: { equals: id } },
    data: { ...input, alternatemobile: input.alternatemobile ?? '' },
  });
}

export function deleteAddress(userId: string, id: string): void {
  db.address.delete({ where: { ...byUser(userId), id: { equals: id } } });
}

/** Exactly one selected address per user: the chosen one. */
export function selectAddress(userId: string, id: string): void {
  db.address.updateMany({ where: byUser(userId), data: { isSelected: false } });
  db.address.update({ where: { ...byUser(userId), id: { equals: id } }, data: { isSelected: true } });
}
