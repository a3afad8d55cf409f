import { createSlice, type Dispatch, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '@/kernel/session';
import type { PublicUser } from '@/shared/types';
import { isSessionAnswer, isTokenRenewed } from './auth-api';
import { readLoginRecord, type LoginRecord } from './login-record';

/** Who is logged in, as the profile shows it (spec §2: names and email). */
export type Profile = Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'guest'>;

export interface AuthState {
  token: string | null;
  profile: Profile | null;
}

const profileOf = ({ firstName, lastName, email, guest }: Profile): Profile => ({
  firstName,
  lastName,
  email,
  ...(guest ? { guest } : {}),
});

/** No one: how a server-rendered page was rendered, whoever opens it. */
export const SIGNED_OUT: AuthState = { token: null, profile: null };

const fromRecord = (record: LoginRecord | null): AuthState =>
  record ? { token: record.token, profile: profileOf(record.user) } : SIGNED_OUT;

/**
 * The session: set by the login and signup answers, by a login record another tab wrote, and at
 * start from this browser's record; its token renewed by a password change; cleared when the
 * session ends. The shopper's lists are not
 * here: they are the cache's.
 */
export const authSlice = createSlice({
  name: 'auth',
  // Lazy, so each new store (every test, every page load) reads the record anew.
  initialState: (): AuthState => fromRecord(readLoginRecord()),
  reducers: {
    /** Another tab logged in (the `storage` event), or a test starts logged in. */
    sessionRestored: (_state, action: PayloadAction<LoginRecord>) => fromRecord(action.payload),
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => fromRecord(null))
      .addMatcher(isSessionAnswer, (_state, { payload }) => ({
        token: payload.token,
        profile: profileOf(payload.user),
      }))
      // The same account goes on with a fresh token (a password change ended the others).
      .addMatcher(isTokenRenewed, (state, { payload }) => {
        if (state.token !== null) state.token = payload.token;
      });
  },
  selectors: {
    selectProfile: (state) => state.profile,
  },
});

declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface StartingSlices extends WithSlice<typeof authSlice> {}
}

export const { sessionRestored } = authSlice.actions;
export const { selectProfile } = authSlice.selectors;

/**
 * Starts the session this browser's login record names, if any: for a page rendered on the server
 * signed out and hydrated as such, right after hydration.
 */
export function restoreRecordedSession(dispatch: Dispatch): void {
  const record = readLoginRecord();
  if (record) dispatch(sessionRestored(record));
}
