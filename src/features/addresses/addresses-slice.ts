import { createSelector, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { sessionEnded } from '@/app/session';
import type { Address } from '@/shared/types';
import { addressesApi } from './addresses-api';

export interface AddressesState {
  addressList: Address[];
}

const initialState: AddressesState = { addressList: [] };
const { getAddresses, updateAddress, deleteAddress, selectAddress, addAddress } = addressesApi.endpoints;

/** Spec §4: add appends, edit replaces by id, delete removes by id — as the server answers. */
export const addressesSlice = createSlice({
  name: 'addresses',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addMatcher(addAddress.matchFulfilled, (state, { payload }) => {
        state.addressList = payload.addresses;
      })
      .addMatcher(
        isAnyOf(
          getAddresses.matchFulfilled,
          updateAddress.matchFulfilled,
          deleteAddress.matchFulfilled,
          selectAddress.matchFulfilled,
        ),
        (state, { payload }) => {
          state.addressList = payload;
        },
      );
  },
  selectors: {
    selectAddressList: (state) => state.addressList,
  },
});

export const { selectAddressList } = addressesSlice.selectors;

export const selectSelectedAddress = createSelector(
  [selectAddressList],
  (addresses) => addresses.find((address) => address.isSelected) ?? null,
);
