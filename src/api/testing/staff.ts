import {
  DEMO_STAFF_CREDENTIALS,
  type StaffLoginAnswer,
  type StaffMember,
  type StaffRole,
} from '@/shared/staff';
import { call } from './api-client';

/**
 * Staff for the contract suites, on every backend.
 *
 * `staffLogin()` signs the demo owner (`staff@sneakerhub.in`, seeded before each test) in and
 * gives its staff token; `staffLogin(email, password)` signs another member in. `addStaff(role)`
 * has the demo owner add a member of `role` ('staff' by default) through
 * `POST /api/staff/members` and gives the member, its password and its staff token:
 *
 *   const ownerToken = await staffLogin();
 *   const { token: staffToken } = await addStaff('staff');
 *   await call('GET', '/staff/orders', { token: staffToken });
 *
 * Adding a member writes an audit line (`staff.add`), as any staff action does.
 */
export async function staffLogin(
  email: string = DEMO_STAFF_CREDENTIALS.email,
  password: string = DEMO_STAFF_CREDENTIALS.password,
): Promise<string> {
  const { status, body } = await call<StaffLoginAnswer>('POST', '/staff/login', {
    json: { email, password },
  });
  if (status !== 200) throw new Error(`the staff login of ${email} answered ${status}`);
  return body.staffToken;
}

let added = 0;

/** A new member of `role`, added by the demo owner, and signed in. */
export async function addStaff(
  role: StaffRole = 'staff',
): Promise<{ member: StaffMember; password: string; token: string }> {
  added += 1;
  const password = `packing-shift-${added}`;
  const json = { email: `staff-${added}-${role}@sneakerhub.in`, name: `Staff ${added}`, role, password };
  const { status, body } = await call<{ member: StaffMember }>('POST', '/staff/members', {
    token: await staffLogin(),
    json,
  });
  if (status !== 201) throw new Error(`adding a ${role} member answered ${status}`);
  return { member: body.member, password, token: await staffLogin(json.email, password) };
}

let shipments = 0;

/** Staff (`staffToken`) take the order through packed, shipped (a fresh AWB), out for delivery and delivered. */
export async function deliverAsStaff(staffToken: string, orderId: string): Promise<void> {
  shipments += 1;
  const steps = [
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', awb: `DLV${String(shipments).padStart(7, '0')}` },
    { to: 'out_for_delivery' },
    { to: 'delivered' },
  ];
  for (const json of steps) {
    const moved = await call('POST', `/staff/orders/${orderId}/transitions`, { token: staffToken, json });
    if (moved.status !== 200) throw new Error(`moving to ${json.to} answered ${moved.status}`);
  }
}
