import { useSessionQuery, type SessionQueryOptions } from '@/kernel/use-session-query';
import type { Address } from '@/shared/types';
import { useGetAddressesQuery } from './addresses-api';

const noAddresses: Address[] = [];

/** The shopper's address book (empty when logged out), whether it is loading or failed, and a retry. */
export function useAddresses(options?: SessionQueryOptions) {
  const { data: addresses, ...status } = useSessionQuery(useGetAddressesQuery, noAddresses, options);
  return { addresses, ...status };
}
