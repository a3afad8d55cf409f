import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/kernel/root-reducer';
import { staffSessionEnded } from '@/kernel/staff-session';
import type { StaffMember } from '@/shared/staff';
import { changeStaffPassword, staffLogin } from './staff-api';
import { readStaffSession } from './staff-session-storage';

export interface StaffSessionSliceState {
  token: string | null;
  member: StaffMember | null;
}

/**
 * Who is signed in to the console: set by the staff login's answer (the token renewed by a password
 * change's) and, at start, from the console's own record; cleared when the staff session ends. The shopper's `auth` never sees it.
 */
export const staffSessionSlice = createSlice({
  name: 'staffSession',
  // Lazy, so each new store (every test, every page load) reads the record anew.
  initialState: (): StaffSessionSliceState => {
    const record = readStaffSession();
    return record ? { token: record.token, member: record.member } : { token: null, member: null };
  },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(staffSessionEnded, () => ({ token: null, member: null }))
      .addMatcher(staffLogin.matchFulfilled, (_state, { payload }) => ({
        token: payload.staffToken,
        member: payload.staff,
      }))
      // A changed password ended every session but this one, which goes on with the fresh token.
      .addMatcher(changeStaffPassword.matchFulfilled, (state, { payload }) => ({
        ...state,
        token: payload.staffToken,
      }));
  },
  // Read through these, not the kernel's `selectStaffToken`: until the slice's first action after
  // injection its state is absent, and these fill in the initial one (the stored record).
  selectors: {
    selectStaffMember: (state) => state.member,
    selectStaffSessionToken: (state) => state.token,
  },
});

declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof staffSessionSlice> {}
}

/** Injected when the console's chunk loads: a shopper's pages never carry it. */
const injectedStaffSession = staffSessionSlice.injectInto(rootReducer);
export const { selectStaffMember, selectStaffSessionToken } = injectedStaffSession.selectors;
