import { UPDATES_PAGE_SIZE, type UpdatesAnswer } from '@/shared/updates';
import type { Order } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal } from '@/api/testing/api-client';
import { newShopper, orderOne, type TestShopper } from '@/api/testing/shoppers';
import { deliverAsStaff, staffLogin } from '@/api/testing/staff';
import { fillCart, placeOrder } from '@/api/testing/fixtures';
import type { OrderAfterSales } from '@/shared/orders';
import type { FailedEmailsAnswer } from '@/shared/staff';

const updatesOf = async (token: string, query = '') => {
  const answer = await call<UpdatesAnswer>('GET', `/user/updates${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const markRead = (token: string, json?: unknown) =>
  call<{ unread: number }>('POST', '/user/updates/read', { token, ...(json === undefined ? {} : { json }) });

const move = async (staff: string, order: Order, json: object) => {
  const answer = await call('POST', `/staff/orders/${order._id}/transitions`, { token: staff, json });
  expect(answer.status).toBe(200);
};

let asha: TestShopper;
let ravi: TestShopper;
let staff: string;
beforeEach(async () => {
  asha = await newShopper(301);
  ravi = await newShopper(302);
  staff = await staffLogin();
});

it('each step of an order makes one update, newest first, with the AWB, and counts it unread', async () => {
  const order = await orderOne(asha, 3, 'paid');
  await move(staff, order, { to: 'packed' });
  await move(staff, order, { to: 'shipped', courier: 'Delhivery', awb: 'dl-2026-0001' });
  await move(staff, order, { to: 'out_for_delivery' });
  const { updates, unread, more } = await updatesOf(asha.token);
  expect(updates.map((update) => update.kind)).toEqual(['out_for_delivery', 'shipped', 'confirmed']);
  expect(updates.every((update) => update.orderId === order._id && !update.read)).toBe(true);
  expect(updates[1]?.body).toContain('Delhivery, AWB DL-2026-0001');
  expect({ unread, more }).toEqual({ unread: 3, more: false });
});

it('each update names the order by its number and products, never an internal id; a refund is in progress until it is paid', async () => {
  await fillCart(asha.token, 20, 21);
  const placed = await placeOrder(asha.token, {
    addressId: asha.addressId,
    idempotencyKey: 'named',
    paymentMethod: 'cod',
  });
  const order = placed.body.order;
  const [first, second] = order.items;
  await deliverAsStaff(staff, order._id);
  const returned = await call<{ return: { _id: string; refundId?: string } }>(
    'POST',
    `/user/orders/${order._id}/returns`,
    {
      token: asha.token,
      json: { lines: [{ productId: second?._id, qty: 1 }], reason: 'too_small', upiId: 'asha@okaxis' },
    },
  );
  const returnId = returned.body.return._id;
  for (const to of ['approved', 'picked_up', 'received']) {
    const json = { to, ...(to === 'received' ? { resellable: true } : {}) };
    expect(
      (await call('POST', `/staff/returns/${returnId}/transitions`, { token: staff, json })).status,
    ).toBe(200);
  }
  const issued = await updatesOf(asha.token);
  const refundId =
    (await call<{ afterSales: OrderAfterSales }>('GET', `/user/orders/${order._id}`, { token: asha.token }))
      .body.afterSales.refunds[0]?._id ?? '';
  expect(
    (
      await call('POST', `/staff/refunds/${refundId}/paid`, {
        token: staff,
        json: { reference: 'UTR12345678' },
      })
    ).status,
  ).toBe(200);
  const { updates } = await updatesOf(asha.token);

  const named = `Your order ${order.number} (${first?.title} and 1 more)`;
  const titleOf = (kind: string) => updates.find((update) => update.kind === kind)?.title;
  expect(titleOf('confirmed')).toBe(`${named} is confirmed`);
  expect(titleOf('delivered')).toBe(`${named} was delivered`);
  const returnUpdate = updates.find((update) => update.kind === 'return_approved');
  expect(returnUpdate?.title).toContain(order.number);
  // A return's update names the pairs returned, not the whole order.
  expect(returnUpdate?.body).toContain(`Your return of ${second?.title} from order ${order.number}`);
  for (const update of updates) {
    expect(`${update.title} ${update.body}`).toContain(order.number);
    for (const id of [order._id, returnId, refundId])
      expect(`${update.title} ${update.body}`).not.toContain(id);
  }
  // Before staff pay it, the refund is on its way; after, it is paid back.
  const issuedUpdate = issued.updates.find((update) => update.kind === 'refund_issued');
  expect(issuedUpdate?.title).toMatch(/in progress/);
  expect(issuedUpdate?.body).toContain('asha@okaxis');
  expect(issuedUpdate?.body).not.toMatch(/paid back|refunded/);
  expect(issued.updates.some((update) => update.kind === 'refund_processed')).toBe(false);
  expect(updates.find((update) => update.kind === 'refund_processed')?.body).toMatch(
    /has been paid back to your UPI ID asha@okaxis/,
  );
});

it("a shopper sees only their own updates, and cannot mark another's read", async () => {
  await orderOne(asha, 3, 'cod');
  await orderOne(ravi, 4, 'paid');
  const ashas = await updatesOf(asha.token);
  const ravis = await updatesOf(ravi.token);
  expect(ashas.updates).toHaveLength(1);
  expect(ravis.updates).toHaveLength(1);
  expect(ashas.updates[0]?._id).not.toBe(ravis.updates[0]?._id);
  await expectDbUnchanged(async () => {
    expectRefusal(await markRead(asha.token, { upTo: ravis.updates[0]?._id }), 404);
    expectRefusal(
      await call('GET', `/user/updates?before=${ravis.updates[0]?._id}`, { token: asha.token }),
      404,
    );
  });
  expect((await updatesOf(ravi.token)).unread).toBe(1);
});

it('marks read up to the update named, leaving newer ones unread; without upTo, all', async () => {
  const order = await orderOne(asha, 3, 'paid');
  const [confirmed] = (await updatesOf(asha.token)).updates;
  // A paid order cancelled: the cancellation, its refund issued, and (the test checkout) refunded.
  await move(staff, order, { to: 'cancelled', reason: 'Out of stock' });
  expect(await markRead(asha.token, { upTo: confirmed?._id })).toEqual({ status: 200, body: { unread: 3 } });
  const after = await updatesOf(asha.token);
  expect(after.updates.map(({ kind, read }) => ({ kind, read }))).toEqual([
    { kind: 'refund_processed', read: false },
    { kind: 'refund_issued', read: false },
    { kind: 'cancelled', read: false },
    { kind: 'confirmed', read: true },
  ]);
  expect(await markRead(asha.token)).toEqual({ status: 200, body: { unread: 0 } });
  expect((await updatesOf(asha.token)).unread).toBe(0);
});

it('pages older updates with before, and refuses a bad limit, before or upTo with 400', async () => {
  // Two Cash on Delivery orders (a new shopper's most on their way at once) and one paid online.
  for (let index = 0; index < 3; index += 1) await orderOne(asha, 3 + index, index < 2 ? 'cod' : 'paid');
  const first = await updatesOf(asha.token, '?limit=2');
  expect(first.updates).toHaveLength(2);
  expect(first.more).toBe(true);
  const rest = await updatesOf(asha.token, `?limit=2&before=${first.updates[1]?._id}`);
  expect(rest.updates).toHaveLength(1);
  expect(rest.more).toBe(false);
  expect(new Set([...first.updates, ...rest.updates].map((update) => update.orderId)).size).toBe(3);
  for (const limit of ['0', `${UPDATES_PAGE_SIZE + 1}`, 'ten', '1.5']) {
    expectRefusal(await call('GET', `/user/updates?limit=${limit}`, { token: asha.token }), 400);
  }
  // Not an update's id (a NUL would make PostgreSQL refuse the query: a 500 before it was checked).
  for (const before of ['%00', 'not-an-update', `${first.updates[1]?._id ?? ''}%00`]) {
    expectRefusal(await call('GET', `/user/updates?before=${before}`, { token: asha.token }), 400);
  }
  await expectDbUnchanged(async () => {
    expectRefusal(await markRead(asha.token, { upTo: 42 }), 400);
    expectRefusal(await markRead(asha.token, []), 400);
  });
});

it('answers 401 without a login', async () => {
  expectRefusal(await call('GET', '/user/updates'), 401);
  expectRefusal(await call('POST', '/user/updates/read', { json: {} }), 401);
});

describe('GET /api/staff/emails/failed', () => {
  it('answers staff the emails given up (none here: the contract backends send no failing email); others are refused', async () => {
    const answer = await call<FailedEmailsAnswer>('GET', '/staff/emails/failed', { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ emails: [] });
    expectRefusal(await call('GET', '/staff/emails/failed'), 401);
    expectRefusal(await call('GET', '/staff/emails/failed', { token: asha.token }), 403);
  });
});
