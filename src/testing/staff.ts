import {
  DEMO_STAFF_CREDENTIALS,
  type StaffLoginAnswer,
  type StaffMember,
  type StaffRole,
} from '@/shared/staff';
import { api } from './api-client';

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

/**
 * Signs a staff member in through the API (the demo owner unless told otherwise) and leaves the
 * session's record, as a sign-in in this browser does; gives the staff token.
 */
export async function startStaffSession(
  email: string = DEMO_STAFF_CREDENTIALS.email,
  password: string = DEMO_STAFF_CREDENTIALS.password,
): Promise<string> {
  const { status, body } = await api.call<StaffLoginAnswer>('POST', '/staff/login', {
    json: { email, password },
  });
  if (status !== 200) throw new Error(`the staff login of ${email} answered ${status}`);
  leaveStaffRecord(body.staff, body.staffToken);
  return body.staffToken;
}

/** A staff request as a test sends it, with no page. */
export const callAsStaff = <Body>(token: string, method: string, path: string, json?: unknown) =>
  api.call<Body>(method, path, { token: `Bearer ${token}`, json });
