import { createAction } from '@reduxjs/toolkit';
import type { CartItem, PublicUser } from '@/shared/types';

/** What the login record keeps of the user (spec §3). */
export type SessionUser = Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'cart' | 'wishlist'>;

export interface Session {
  token: string;
  user: SessionUser;
}

/**
 * Session events every feature may react to. They live here, not in the auth feature, so that cart,
 * wishlist and addresses can clear themselves without importing auth's insides.
 */
export const sessionStarted = createAction<Session>('session/started');
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' | 'other-tab' }>('session/ended');
/** The server changed the shopper's cart as part of another request: paying an order takes its lines out. */
export const cartChangedByServer = createAction<CartItem[]>('session/cartChangedByServer');

export interface SessionState {
  auth: { token: string | null };
}

export const selectToken = (state: SessionState) => state.auth.token;
export const selectIsLoggedIn = (state: SessionState) => state.auth.token !== null;
