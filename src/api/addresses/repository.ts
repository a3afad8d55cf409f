import type { Address, AddressInput } from '@/shared/types';

export interface AddressRepository {
  of(userId: string): Promise<Address[]>;
  find(userId: string, addressId: string): Promise<Address | null>;
  count(userId: string): Promise<number>;
  insert(userId: string, input: AddressInput, at: string, id?: string): Promise<Address>;
  /** Each of these is false when the user has no address with that id. */
  replace(userId: string, addressId: string, input: AddressInput): Promise<boolean>;
  remove(userId: string, addressId: string): Promise<boolean>;
  /** Exactly one selected address per user: the chosen one. */
  select(userId: string, addressId: string): Promise<boolean>;
}
