import { createSelector } from '@reduxjs/toolkit';
import { selectSessionQueryData } from '@/app/api';
import type { Address } from '@/shared/types';
import { addressesApi } from './addresses-api';

const noAddresses: Address[] = [];

/**
 * Spec §4's address list is `getAddresses`' cache entry for the session, which every address
 * answer is written into (addresses-api.ts); nothing else keeps a copy.
 */
export const selectAddressList = selectSessionQueryData(
  addressesApi.endpoints.getAddresses.select,
  () => noAddresses,
);

export const selectSelectedAddress = createSelector(
  [selectAddressList],
  (addresses) => addresses.find((address) => address.isSelected) ?? null,
);
