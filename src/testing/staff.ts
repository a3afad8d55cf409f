import type { StaffMember, StaffRole } from '@/shared/staff';

/** The console's record key (features/staff), read here as a browser's storage would show it. */
const STAFF_RECORD_KEY = 'sneakerhub:staff-session';

/** A staff member as the API shows one, for a record a test leaves behind. */
export const staffMemberOf = (role: StaffRole): StaffMember => ({
  _id: `staff-${role}`,
  email: `${role}@sneakerhub.in`,
  name: role === 'owner' ? 'Shop Owner' : 'Packing Staff',
  role,
  disabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** Leaves a console session in this browser, as a sign-in in an earlier visit does. */
export function leaveStaffRecord(member: StaffMember, token: string): void {
  localStorage.setItem(STAFF_RECORD_KEY, JSON.stringify({ token, member }));
}

/** The console's record as stored now, or null. */
export function storedStaffRecord(): { token: string; member: StaffMember } | null {
  const raw = localStorage.getItem(STAFF_RECORD_KEY);
  return raw ? (JSON.parse(raw) as { token: string; member: StaffMember }) : null;
}
