import type { Session } from '@/app/session';
import { LOGIN_STORAGE_KEY } from '@/shared/constants';
import { localStore } from '@/shared/site-storage';

/**
 * The login record of spec §3: localStorage `login` = { token, user }. Where site data is blocked
 * there is none, and a login lasts as long as the page (the store holds it).
 */
export function readLoginRecord(): Session | null {
  const raw = localStore.get(LOGIN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.token !== 'string' || typeof parsed.user !== 'object') {
      return null;
    }
    return { token: parsed.token, user: parsed.user };
  } catch {
    return null;
  }
}

export function writeLoginRecord(session: Session): void {
  localStore.set(LOGIN_STORAGE_KEY, JSON.stringify(session));
}

export function removeLoginRecord(): void {
  localStore.remove(LOGIN_STORAGE_KEY);
}
