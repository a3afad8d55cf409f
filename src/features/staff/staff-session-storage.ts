import { localStore } from '@/shared/site-storage';
import { STAFF_ROLES, type StaffMember } from '@/shared/staff';

/**
 * The console's own record, beside (never inside) the shopper's `login` record, so a shopper and a
 * staff member signed in in one browser do not disturb each other.
 */
export const STAFF_SESSION_STORAGE_KEY = 'sneakerhub:staff-session';

export interface StaffSessionRecord {
  token: string;
  member: StaffMember;
}

function isMember(value: unknown): value is StaffMember {
  if (typeof value !== 'object' || value === null) return false;
  const member = value as Partial<StaffMember>;
  return (
    typeof member._id === 'string' &&
    typeof member.email === 'string' &&
    STAFF_ROLES.some((role) => role === member.role)
  );
}

export function readStaffSession(): StaffSessionRecord | null {
  const raw = localStore.get(STAFF_SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StaffSessionRecord>;
    return typeof parsed.token === 'string' && isMember(parsed.member)
      ? { token: parsed.token, member: parsed.member }
      : null;
  } catch {
    return null;
  }
}

/** Mirrors the session into storage: written while there is one, removed when it ends. */
export function keepStaffSession(record: StaffSessionRecord | null): void {
  if (record) localStore.set(STAFF_SESSION_STORAGE_KEY, JSON.stringify(record));
  else localStore.remove(STAFF_SESSION_STORAGE_KEY);
}
