import { createSelector, createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { selectSessionQueryData } from '@/kernel/session-lists';
import { sendFollowed, trackInFlight, unlessInFlight, type InFlightState } from '@/kernel/in-flight';
import { sessionEnded } from '@/kernel/session';
import type { Address } from '@/shared/types';
import { addressesApi } from './addresses-api';

/** The address dialog (spec §2: one modal form for add and edit). */
export type AddressEditor = { mode: 'closed' } | { mode: 'adding' } | { mode: 'editing'; id: string };

/** Which request runs for a saved address. */
export type AddressRequest = 'selecting' | 'deleting';

interface AddressesState extends InFlightState<AddressRequest> {
  editor: AddressEditor;
}

const initialState: AddressesState = { editor: { mode: 'closed' }, inFlight: {} };

/**
 * What only the client knows about the address book; the addresses themselves are
 * `getAddresses`' cache entry. The dialog closes when the server accepts the address (spec §2:
 * "closes on submit"), or on Cancel.
 */
export const addressesSlice = createSlice({
  name: 'addresses',
  initialState,
  reducers: {
    addingStarted: (state) => {
      state.editor = { mode: 'adding' };
    },
    editingStarted: (state, action: PayloadAction<string>) => {
      state.editor = { mode: 'editing', id: action.payload };
    },
    editorClosed: (state) => {
      state.editor = { mode: 'closed' };
    },
  },
  extraReducers: (builder) => {
    const { addAddress, updateAddress, selectAddress, deleteAddress } = addressesApi.endpoints;
    builder.addCase(sessionEnded, () => initialState);
    builder.addMatcher(isAnyOf(addAddress.matchFulfilled, updateAddress.matchFulfilled), (state) => {
      state.editor = { mode: 'closed' };
    });
    trackInFlight(
      builder,
      selectAddress,
      (id) => id,
      () => 'selecting',
    );
    trackInFlight(
      builder,
      deleteAddress,
      (id) => id,
      () => 'deleting',
    );
  },
  selectors: {
    selectAddressEditor: (state) => state.editor,
    selectAddressRequest: (state, id: string): AddressRequest | null => state.inFlight[id] ?? null,
    /** A radio was pressed and the server has not answered yet: the selected address may change. */
    selectIsSelecting: (state) => Object.values(state.inFlight).includes('selecting'),
  },
});

declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface StartingSlices extends WithSlice<typeof addressesSlice> {}
}

export const { addingStarted, editingStarted, editorClosed } = addressesSlice.actions;
export const { selectAddressEditor, selectAddressRequest, selectIsSelecting } = addressesSlice.selectors;

const noAddresses: Address[] = [];

/**
 * Spec §4's address list is `getAddresses`' cache entry for the session, which every address
 * answer is written into (addresses-api.ts); nothing else keeps a copy.
 */
export const selectAddressList = selectSessionQueryData(
  addressesApi.endpoints.getAddresses.select,
  noAddresses,
);

export const selectSelectedAddress = createSelector(
  [selectAddressList],
  (addresses) => addresses.find((address) => address.isSelected) ?? null,
);

/** A saved address's request, unless one already runs for it: null then (see kernel/in-flight.ts). */
const forAddress = (id: string) => (state: Parameters<typeof selectAddressRequest>[0]) =>
  selectAddressRequest(state, id) !== null;

export const requestAddressDeletion = (id: string) =>
  unlessInFlight(forAddress(id), sendFollowed(addressesApi.endpoints.deleteAddress, id));

export const requestAddressSelection = (id: string) =>
  unlessInFlight(forAddress(id), sendFollowed(addressesApi.endpoints.selectAddress, id));
