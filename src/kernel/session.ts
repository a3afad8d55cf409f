import { createAction } from '@reduxjs/toolkit';
import type { CartItem } from '@/shared/types';

/**
 * Actions every feature reacts to, declared here rather than in the feature that owns them so that
 * cart, wishlist and addresses can clear themselves, and the base API can end a refused session,
 * without importing auth's or cart's insides. Their types name their owner, as DevTools shows them.
 */
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' | 'other-tab' }>('auth/sessionEnded');
/** The server changed the shopper's cart as part of another request: paying an order takes its lines out. */
export const cartChangedByServer = createAction<CartItem[]>('cart/changedByServer');

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
