import { createAction } from '@reduxjs/toolkit';

/**
 * The session ended: a log out, a token the server refused (the base API's rule), another tab's log
 * out. The session's own action, not auth's: the base API sends it, and auth, cart, wishlist,
 * addresses and the request tester each clear what they held of the session, none of them importing
 * another feature for it.
 */
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' | 'other-tab' }>('session/ended');

/** What a session is known by in the store; the auth slice owns it (features/auth/auth-slice.ts). */
export interface SessionState {
  auth: { token: string | null; profile: { email: string } | null };
}

export const selectToken = (state: SessionState) => state.auth.token;
export const selectIsLoggedIn = (state: SessionState) => state.auth.token !== null;

/**
 * The argument of every query about the shopper's own data (cart, wishlist, addresses, orders), so
 * each account gets its own cache entries. The account's email, not the token: the key shows in
 * Redux DevTools and in every cache entry's name, and a token is a secret.
 */
export const selectSessionKey = (state: SessionState): string | null =>
  state.auth.token === null ? null : (state.auth.profile?.email ?? null);
