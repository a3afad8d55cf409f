import type { Session } from '@/app/session';
import { LOGIN_STORAGE_KEY } from '@/shared/constants';

/** The login record of spec §3: localStorage `login` = { token, user }. */
export function readLoginRecord(storage: Storage = globalThis.localStorage): Session | null {
  const raw = storage.getItem(LOGIN_STORAGE_KEY);
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
  localStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(session));
}

export function removeLoginRecord(): void {
  localStorage.removeItem(LOGIN_STORAGE_KEY);
}
