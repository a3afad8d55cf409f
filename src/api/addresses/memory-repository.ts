import type { Address, AddressInput } from '@/shared/types';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { AddressRepository } from './repository';

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

export function insertAddress(userId: string, input: AddressInput, at: string, id?: string): Address {
  const row = db.address.create({
    id: id ?? crypto.randomUUID(),
    userId,
    ...input,
    alternatemobile: input.alternatemobile ?? '',
    isSelected: false,
    createdAt: at,
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

/** The address book over @mswjs/data. */
export const memoryAddressRepository = asAsync<AddressRepository>({
  of: (userId) => addressesOf(userId),
  find: (userId, addressId) => findAddress(userId, addressId),
  count: (userId) => addressesOf(userId).length,
  insert: (userId, input, at, id) => insertAddress(userId, input, at, id),
  replace: (userId, addressId, input) => {
    if (!findAddress(userId, addressId)) return false;
    replaceAddress(userId, addressId, input);
    return true;
  },
  remove: (userId, addressId) => {
    if (!findAddress(userId, addressId)) return false;
    deleteAddress(userId, addressId);
    return true;
  },
  select: (userId, addressId) => {
    if (!findAddress(userId, addressId)) return false;
    selectAddress(userId, addressId);
    return true;
  },
});
