import { call, expectRefusal } from '@/api/testing/api-client';
import { newShopper, orderOne, type TestShopper } from '@/api/testing/shoppers';
import { staffLogin } from '@/api/testing/staff';
import { lifecycleMessages } from '@/shared/messages';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/shared/order-lifecycle';
import type {
  AuditPage,
  CouriersAnswer,
  StaffOrderAnswer,
  StaffOrderCounts,
  StaffOrderPage,
} from '@/shared/staff';
import type { Order } from '@/shared/types';
import { KNOWN_COURIERS } from './couriers';

type Refusal = { message: string; errors?: Record<string, string> };

let shopper: TestShopper;
let staff: string;
beforeEach(async () => {
  shopper = await newShopper(7);
  staff = await staffLogin();
});

const move = (order: Pick<Order, '_id'>, json: unknown) =>
  call<{ order: Order } & Refusal>('POST', `/staff/orders/${order._id}/transitions`, { token: staff, json });
const staffOrder = async (order: Pick<Order, '_id'>) =>
  (await call<StaffOrderAnswer>('GET', `/staff/orders/${order._id}`, { token: staff })).body;
const ship = (order: Order, courier: string, awb: string) => move(order, { to: 'shipped', courier, awb });

describe('a reason for the moves that cost the shop', () => {
  it('cancelling without a reason is a 400 naming `reason`; the order stays as it was', async () => {
    const order = await orderOne(shopper, 20, 'cod');
    for (const json of [
      { to: 'cancelled' },
      { to: 'cancelled', reason: '   ' },
      { to: 'cancelled', reason: 7 },
    ]) {
      const refused = await move(order, json);
      expectRefusal(refused, 400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['reason']);
    }
    expectRefusal(
      await move(order, { to: 'cancelled' }),
      400,
      lifecycleMessages.reasonRequired(ORDER_STATUS_LABELS.cancelled),
    );
    expectRefusal(
      await move(order, { to: 'cancelled', reason: 'x'.repeat(501) }),
      400,
      lifecycleMessages.reasonTooLong,
    );
    expect((await staffOrder(order)).order.status).toBe('confirmed');
  });

  it('returning to seller needs one too; the reason leads the step’s note and is in the audit line', async () => {
    const order = await orderOne(shopper, 21, 'paid');
    await move(order, { to: 'packed' });
    await ship(order, 'Delhivery', 'DLV7654321');
    expectRefusal(await move(order, { to: 'returned_to_seller' }), 400);
    const back = await move(order, {
      to: 'returned_to_seller',
      reason: ' Refused at the door ',
      note: 'Box dented',
    });
    expect(back.status).toBe(200);
    expect(back.body.order.timeline.at(-1)).toMatchObject({
      status: 'returned_to_seller',
      note: 'Refused at the door: Box dented',
    });
    const { body } = await call<AuditPage>('GET', '/staff/audit?kind=order', { token: staff });
    expect(body.entries[0]).toMatchObject({
      action: 'order.transition',
      target: order._id,
      after: { status: 'returned_to_seller', number: order.number, reason: 'Refused at the door' },
    });
  });

  it('other moves take a reason without needing one', async () => {
    const order = await orderOne(shopper, 22, 'cod');
    expect((await move(order, { to: 'packed' })).status).toBe(200);
    const packed = await staffOrder(order);
    expect(packed.order.timeline.at(-1)?.note).toBeUndefined();
  });
});

describe('GET /api/staff/orders/counts', () => {
  it('counts every order by status, as the list filtered by each status finds them', async () => {
    const cod = await orderOne(shopper, 20, 'cod');
    await orderOne(shopper, 21, 'paid');
    await orderOne(shopper, 22, 'unpaid');
    await move(cod, { to: 'packed' });
    const { status, body } = await call<StaffOrderCounts>('GET', '/staff/orders/counts', { token: staff });
    expect(status).toBe(200);
    expect(Object.keys(body.counts).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const state of ORDER_STATUSES) {
      const listed = await call<StaffOrderPage>('GET', `/staff/orders?status=${state}`, { token: staff });
      expect([state, body.counts[state]]).toEqual([state, listed.body.orders.length]);
    }
    expect(body.counts.packed).toBeGreaterThan(0);
  });

  it('needs a staff token', async () => {
    expectRefusal(await call('GET', '/staff/orders/counts', { token: shopper.token }), 403);
    expectRefusal(await call('GET', '/staff/orders/counts'), 401);
  });
});

describe('couriers, tracking links and the invoice', () => {
  it('GET /api/staff/couriers lists the table the backend is set up with', async () => {
    const { status, body } = await call<CouriersAnswer>('GET', '/staff/couriers', { token: staff });
    expect(status).toBe(200);
    expect(body.couriers).toEqual(KNOWN_COURIERS);
    expectRefusal(await call('GET', '/staff/couriers', { token: shopper.token }), 403);
  });

  it('a shipped order links its AWB to its courier’s page; an unknown courier, or none yet, gives no link', async () => {
    const known = KNOWN_COURIERS[1];
    if (!known) throw new Error('no couriers in the table');
    const order = await orderOne(shopper, 20, 'cod');
    expect((await staffOrder(order)).trackingUrl).toBeNull();
    await move(order, { to: 'packed' });
    await ship(order, known.name.toUpperCase(), 'bd-1234567');
    expect((await staffOrder(order)).trackingUrl).toBe(known.trackingUrl.replace('{awb}', 'BD-1234567'));
    const other = await orderOne(shopper, 21, 'cod');
    await move(other, { to: 'packed' });
    await ship(other, 'Village Bicycle Post', 'VBP1234567');
    expect((await staffOrder(other)).trackingUrl).toBeNull();
  });

  it('the order comes with its tax invoice once it has a number, null before', async () => {
    const cod = await orderOne(shopper, 20, 'cod');
    const unpaid = await orderOne(shopper, 21, 'unpaid');
    const answer = await staffOrder(cod);
    expect(answer.invoice?.number).toBe(answer.order.invoiceNumber);
    expect(answer.invoice?.totals.total).toBe(Math.round(cod.amounts.grandTotal * 100));
    expect((await staffOrder(unpaid)).invoice).toBeNull();
  });
});
