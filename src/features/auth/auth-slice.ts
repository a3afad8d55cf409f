import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded, sessionStarted, type SessionUser } from '@/app/session';
import { readLoginRecord } from './login-record';

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
}

export const authSlice = createSlice({
  name: 'auth',
  // Lazy, so each new store (every test, every page load) reads the record anew.
  initialState: (): AuthState => {
    const record = readLoginRecord();
    return { token: record?.token ?? null, user: record?.user ?? null };
  },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (_state, { payload }) => ({ token: payload.token, user: payload.user }))
      .addCase(sessionEnded, () => ({ token: null, user: null }));
  },
  selectors: {
    selectUser: (state) => state.user,
  },
});

export const { selectUser } = authSlice.selectors;
