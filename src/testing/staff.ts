import {
  DEMO_STAFF_CREDENTIALS,
  type StaffLoginAnswer,
  type StaffMember,
  type StaffRole,
} from '@/shared/staff';
import { moveOrder } from '@/api/orders/move-order';
import { TEST_SELLER } from '@/api/orders/seller';
import { orderFor } from '@/api/testing/guest-with-orders';
import { memoryRepositories } from '@/mocks/db';
import type { OrderStatus } from '@/shared/order-lifecycle';
import type { Order } from '@/shared/types';
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

/**
 * `count` orders of one pair for `userId`, written straight into the embedded mock's store (cheap
 * enough for a second page), a minute apart from `from`, oldest first; each holds its pair.
 */
export async function ordersInStore(
  userId: string,
  count: number,
  { kind = 'cod', from = '2026-11-01T04:30:00Z' }: { kind?: 'cod' | 'paid'; from?: string } = {},
): Promise<Order[]> {
  const orders: Order[] = [];
  for (let n = 0; n < count; n += 1) {
    // Whole seconds: the list's cursor names a placement time as the store stamps one.
    const at = new Date(Date.parse(from) + n * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    // Spread over the seed so no sneaker runs out of pairs to hold.
    orders.push(await orderFor(memoryRepositories, userId, n % 20, kind, at));
  }
  return orders;
}

/** A staff move written into the store behind the screen's back, as another member's would be. */
export const moveInStore = (orderId: string, to: OrderStatus, at = '2026-11-02T04:30:00Z') =>
  memoryRepositories.transaction((tx) =>
    moveOrder(tx, { seller: TEST_SELLER }, { orderId, to, actor: 'staff', at }),
  );
