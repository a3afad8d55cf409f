import { LOGIN_STORAGE_KEY } from '@/shared/constants';
import { localStore } from '@/shared/site-storage';
import type { PublicUser } from '@/shared/types';

/**
 * What the login record keeps of the user (spec §3). The cart and wishlist are the ones the login
 * answered with, kept for the spec's record only: the shop reads them from the cache. `guest` marks
 * an account 'Login as Guest' made, so the checkout can say before asking why Cash on Delivery is
 * not offered.
 */
export type RecordedUser = Pick<
  PublicUser,
  'firstName' | 'lastName' | 'email' | 'cart' | 'wishlist' | 'guest'
>;

export interface LoginRecord {
  token: string;
  user: RecordedUser;
}

/**
 * The login record of spec §3: localStorage `login` = { token, user }. Where site data is blocked
 * there is none, and a login lasts as long as the page (the store holds it).
 */
export function readLoginRecord(): LoginRecord | null {
  const raw = localStore.get(LOGIN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LoginRecord>;
    if (typeof parsed.token !== 'string' || typeof parsed.user?.email !== 'string') {
      return null;
    }
    return { token: parsed.token, user: parsed.user };
  } catch {
    return null;
  }
}

export function writeLoginRecord(record: LoginRecord): void {
  localStore.set(LOGIN_STORAGE_KEY, JSON.stringify(record));
}

export function removeLoginRecord(): void {
  localStore.remove(LOGIN_STORAGE_KEY);
}
