import type { OrderAfterSales } from '@/shared/orders';
import {
  checkReturnMove,
  returnMessages,
  type OrderReturn,
  type ReturnInput,
  type StaffRefundsAnswer,
  type StaffReturnsAnswer,
} from '@/shared/returns';
import type { Refund } from '@/shared/refunds';
import type { AuditPage, StockPage } from '@/shared/staff';
import type { Address, Order } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { seedProduct } from '@/api/testing/fixtures';
import { newShopper, orderOne, type TestShopper } from '@/api/testing/shoppers';
import { deliverAsStaff, staffLogin } from '@/api/testing/staff';

const HOUR = 60 * 60 * 1000;
const testStart = Date.now();
/** The backend's clock `hoursAgo` hours before the test's start. */
const setClock = (hoursAgo: number) => {
  const moment = new Date(testStart - hoursAgo * HOUR);
  contractBackend().setClock(() => moment);
};
afterEach(() => contractBackend().setClock(() => new Date()));

const SNEAKER = 20;
/** Staff take the order through packed, shipped, out for delivery and delivered. */
const deliver = (staff: string, order: Order) => deliverAsStaff(staff, order._id);

const askReturn = (shopper: TestShopper, order: Pick<Order, '_id'>, json: unknown) =>
  call<{ return: OrderReturn }>('POST', `/user/orders/${order._id}/returns`, { token: shopper.token, json });
const moveReturn = (token: string, orderReturn: Pick<OrderReturn, '_id'>, json: unknown) =>
  call<{ return: OrderReturn }>('POST', `/staff/returns/${orderReturn._id}/transitions`, { token, json });
const queue = async (token: string, query = '') => {
  const answer = await call<StaffReturnsAnswer>('GET', `/staff/returns${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.returns;
};
const onHand = async (token: string) => {
  const { body } = await call<StockPage>('GET', '/staff/stock', { token });
  return body.levels.find((level) => level.productId === seedProduct(SNEAKER)._id)?.onHand;
};

const oneLine = (order: Order, qty = 1): ReturnInput['lines'] => [
  { productId: order.items[0]?._id ?? '', qty },
];
const tooSmall = (order: Order, more: Partial<ReturnInput> = {}): ReturnInput => ({
  lines: oneLine(order),
  reason: 'too_small',
  ...more,
});

let staff: string;
let asha: TestShopper;
beforeEach(async () => {
  staff = await staffLogin();
  asha = await newShopper(301);
});

describe('POST /api/user/orders/:orderId/returns', () => {
  it("asks to return a delivered order's pair: 201, requested, picked up from the order's address", async () => {
    const order = await orderOne(asha, SNEAKER, 'paid');
    await deliver(staff, order);
    const { status, body } = await askReturn(asha, order, tooSmall(order));
    expect(status).toBe(201);
    expect(body.return).toEqual({
      _id: expect.stringMatching(/^ret_[A-Za-z0-9]{14}$/) as string,
      orderId: order._id,
      lines: oneLine(order),
      reason: 'too_small',
      state: 'requested',
      steps: [{ state: 'requested', at: expect.any(String) as string }],
      pickupAddressId: order.address.id,
    });
    const [queued] = await queue(staff, '?state=requested');
    expect(queued).toMatchObject({
      return: body.return,
      paymentMethod: 'online',
      email: asha.email,
      titles: [seedProduct(SNEAKER).title],
      pickupAddress: { id: order.address.id, mobile: asha.mobile },
    });
  });

  it('picks up from another of the shopper’s saved addresses when named, and refuses one not theirs', async () => {
    const order = await orderOne(asha, SNEAKER, 'paid');
    await deliver(staff, order);
    const other = await newShopper(302);
    const { body: added } = await call<{ address: Address }>('POST', '/user/addresses', {
      token: asha.token,
      json: {
        address: { ...order.address, id: undefined, isSelected: undefined, residence: '9 Park Street' },
      },
    });
    await expectDbUnchanged(async () => {
      const refused = await askReturn(asha, order, tooSmall(order, { addressId: other.addressId }));
      expectRefusal(refused, 400, returnMessages.addressNotFound);
    });
    const { body } = await askReturn(asha, order, tooSmall(order, { addressId: added.address.id }));
    expect(body.return.pickupAddressId).toBe(added.address.id);
    const [queued] = await queue(staff);
    expect(queued?.pickupAddress.residence).toBe('9 Park Street');
  });

  it('refuses an order not delivered yet with 409', async () => {
    const order = await orderOne(asha, SNEAKER, 'paid');
    await expectDbUnchanged(async () => {
      expectRefusal(await askReturn(asha, order, tooSmall(order)), 409, returnMessages.notDelivered);
    });
  });

  it(`takes a return until the window's end after delivery, and refuses it after with 409`, async () => {
    setClock(8 * 24);
    const order = await orderOne(asha, SNEAKER, 'paid');
    await deliver(staff, order);
    setClock(0);
    await expectDbUnchanged(async () => {
      expectRefusal(await askReturn(asha, order, tooSmall(order)), 409, returnMessages.windowClosed);
    });
    setClock(24 + 1);
    expect((await askReturn(asha, order, tooSmall(order))).status).toBe(201);
  });

  it('refuses more pairs than the order has left to return with 400; a rejected return frees them', async () => {
    const order = await orderOne(asha, SNEAKER, 'paid');
    await deliver(staff, order);
    const title = order.items[0]?.title ?? '';
    await expectDbUnchanged(async () => {
      const refused = await askReturn(asha, order, { ...tooSmall(order), lines: oneLine(order, 2) });
      expectRefusal(refused, 400, returnMessages.tooMany(title, 1));
    });
    const { body } = await askReturn(asha, order, tooSmall(order));
    expectRefusal(await askReturn(asha, order, tooSmall(order)), 400, returnMessages.tooMany(title, 0));
    expect((await moveReturn(staff, body.return, { to: 'rejected', note: 'Worn outdoors' })).status).toBe(
      200,
    );
    expect((await askReturn(asha, order, tooSmall(order))).status).toBe(201);
  });

  it('a Cash on Delivery order needs a valid UPI ID for its refund: 400 without one or with a bad one', async () => {
    const order = await orderOne(asha, SNEAKER, 'cod');
    await deliver(staff, order);
    await expectDbUnchanged(async () => {
      expectRefusal(await askReturn(asha, order, tooSmall(order)), 400, returnMessages.upiRequired);
      for (const upiId of ['asha', 'asha@', '@okaxis', 'asha sharma@okaxis', 'asha@ok axis', 'a@b@c']) {
        expectRefusal(
          await askReturn(asha, order, tooSmall(order, { upiId })),
          400,
          returnMessages.upiInvalid,
        );
      }
    });
    const { status, body } = await askReturn(
      asha,
      order,
      tooSmall(order, { upiId: ' asha.sharma-1@okaxis ' }),
    );
    expect(status).toBe(201);
    expect(body.return.upiId).toBe('asha.sharma-1@okaxis');
  });

  it("answers 404 for another shopper's order, and 401 without a token", async () => {
    const order = await orderOne(asha, SNEAKER, 'paid');
    await deliver(staff, order);
    const ravi = await newShopper(303);
    await expectDbUnchanged(async () => {
      expectRefusal(await askReturn(ravi, order, tooSmall(order)), 404);
      expectRefusal(await call('POST', `/user/orders/${order._id}/returns`, { json: tooSmall(order) }), 401);
    });
  });

  it.each<[string, string, (order: Order) => unknown]>([
    ['no lines', 'lines', (order) => ({ ...tooSmall(order), lines: [] })],
    [
      'a pair not in the order',
      'lines',
      (order) => ({ ...tooSmall(order), lines: [{ productId: 'x', qty: 1 }] }),
    ],
    ['a quantity of 0', 'lines', (order) => ({ ...tooSmall(order), lines: oneLine(order, 0) })],
    ['a quantity of 1.5', 'lines', (order) => ({ ...tooSmall(order), lines: oneLine(order, 1.5) })],
    [
      'a quantity as text',
      'lines',
      (order) => ({ ...tooSmall(order), lines: [{ productId: order.items[0]?._id, qty: '1' }] }),
    ],
    ['an unknown reason', 'reason', (order) => ({ ...tooSmall(order), reason: 'bored' })],
    ['no reason', 'reason', (order) => ({ lines: oneLine(order) })],
    ['an address id as a number', 'addressId', (order) => ({ ...tooSmall(order), addressId: 7 })],
  ])('refuses %s with a readable 400 naming %s', async (_label, field, json) => {
    const order = await orderOne(asha, SNEAKER, 'paid');
    await deliver(staff, order);
    await expectDbUnchanged(async () => {
      const answer = await askReturn(asha, order, json(order));
      expectRefusal(answer, 400);
      expect(answer.body).toMatchObject({ errors: { [field]: expect.any(String) as string } });
    });
  });
});

describe('staff moves of a return', () => {
  let order: Order;
  let asked: OrderReturn;
  beforeEach(async () => {
    order = await orderOne(asha, SNEAKER, 'paid');
    await deliver(staff, order);
    asked = (await askReturn(asha, order, tooSmall(order))).body.return;
  });

  it('approved, picked up, received resellable: each step kept, the pair back on hand, each step audited', async () => {
    const before = await onHand(staff);
    expectRefusal(
      await moveReturn(staff, asked, { to: 'picked_up' }),
      409,
      checkReturnMove('requested', 'picked_up') ?? '',
    );
    expect((await moveReturn(staff, asked, { to: 'approved' })).status).toBe(200);
    expectRefusal(
      await moveReturn(staff, asked, { to: 'approved' }),
      409,
      returnMessages.move('approved', 'approved'),
    );
    expect((await moveReturn(staff, asked, { to: 'picked_up', note: 'Bluedart pickup' })).status).toBe(200);
    await expectDbUnchanged(async () => {
      expectRefusal(
        await moveReturn(staff, asked, { to: 'received' }),
        400,
        returnMessages.resellableRequired,
      );
    });
    const received = await moveReturn(staff, asked, { to: 'received', resellable: true });
    expect(received.status).toBe(200);
    expect(received.body.return).toMatchObject({ state: 'received', resellable: true });
    expect(received.body.return.steps.map((step) => step.state)).toEqual([
      'requested',
      'approved',
      'picked_up',
      'received',
    ]);
    expect(received.body.return.steps[2]?.note).toBe('Bluedart pickup');
    expect(await onHand(staff)).toBe((before ?? 0) + 1);
    // Received once: again is a 409, and the pair is not counted twice.
    expectRefusal(await moveReturn(staff, asked, { to: 'received', resellable: true }), 409);
    expect(await onHand(staff)).toBe((before ?? 0) + 1);

    const { body: audit } = await call<AuditPage>('GET', '/staff/audit', { token: staff });
    const lines = audit.entries.filter((entry) => entry.target === asked._id);
    expect(lines.map((entry) => entry.after)).toEqual([
      { state: 'received', resellable: true, refundId: received.body.return.refundId },
      { state: 'picked_up' },
      { state: 'approved' },
    ]);
  });

  it('a pair received that cannot be sold again stays off the shelf', async () => {
    await moveReturn(staff, asked, { to: 'approved' });
    await moveReturn(staff, asked, { to: 'picked_up' });
    const before = await onHand(staff);
    const received = await moveReturn(staff, asked, { to: 'received', resellable: false });
    expect(received.body.return).toMatchObject({ state: 'received', resellable: false });
    expect(await onHand(staff)).toBe(before);
  });

  it('two moves at once from one state: one is made, the other gets 409', async () => {
    const answers = await Promise.all([
      moveReturn(staff, asked, { to: 'approved' }),
      moveReturn(staff, asked, { to: 'rejected' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses a bad state (400), an unknown return (404), a shopper (403) and no token (401)', async () => {
    await expectDbUnchanged(async () => {
      expectRefusal(await moveReturn(staff, asked, { to: 'lost' }), 400);
      expectRefusal(await moveReturn(staff, asked, { to: 'approved', note: 'x'.repeat(501) }), 400);
      expectRefusal(await moveReturn(staff, { _id: 'ret_nosuchreturn00' }, { to: 'approved' }), 404);
      expectRefusal(await moveReturn(asha.token, asked, { to: 'approved' }), 403);
      expectRefusal(
        await call('POST', `/staff/returns/${asked._id}/transitions`, { json: { to: 'approved' } }),
        401,
      );
    });
  });

  it('the queue: newest first, filtered by state; a state it does not know is a 400', async () => {
    const later = await orderOne(asha, SNEAKER + 1, 'paid');
    await deliver(staff, later);
    const second = (await askReturn(asha, later, tooSmall(later, { reason: 'damaged' }))).body.return;
    await moveReturn(staff, asked, { to: 'approved' });
    expect((await queue(staff)).map((queued) => queued.return._id)).toEqual([second._id, asked._id]);
    expect((await queue(staff, '?state=requested')).map((queued) => queued.return._id)).toEqual([second._id]);
    expect((await queue(staff, '?state=approved')).map((queued) => queued.return._id)).toEqual([asked._id]);
    expectRefusal(
      await call('GET', '/staff/returns?state=lost', { token: staff }),
      400,
      returnMessages.queryInvalid,
    );
    expectRefusal(await call('GET', '/staff/returns', { token: asha.token }), 403);
  });
});

describe('the refund of a received return', () => {
  const afterSalesOf = async (order: Order) =>
    (await call<{ afterSales: OrderAfterSales }>('GET', `/user/orders/${order._id}`, { token: asha.token }))
      .body.afterSales;

  async function receivedReturn(how: 'paid' | 'cod'): Promise<{ order: Order; received: OrderReturn }> {
    const order = await orderOne(asha, SNEAKER, how);
    await deliver(staff, order);
    const asked = (await askReturn(asha, order, tooSmall(order, { upiId: 'asha@okaxis' }))).body.return;
    await moveReturn(staff, asked, { to: 'approved' });
    await moveReturn(staff, asked, { to: 'picked_up' });
    const received = await moveReturn(staff, asked, { to: 'received', resellable: true });
    expect(received.status).toBe(200);
    return { order, received: received.body.return };
  }

  it('an online order is refunded once, to its payment, with a credit note; the order page shows each step', async () => {
    const { order, received } = await receivedReturn('paid');
    expect(received.refundId).toEqual(expect.any(String));
    expectRefusal(await moveReturn(staff, received, { to: 'received', resellable: true }), 409);
    const afterSales = await afterSalesOf(order);
    expect(afterSales.returns).toEqual([received]);
    expect(afterSales.refunds).toHaveLength(1);
    expect(afterSales.refunds[0]).toMatchObject({
      _id: received.refundId,
      cause: 'returned',
      returnId: received._id,
      route: 'original',
      amountPaise: order.amountPaise,
    });
    expect(afterSales.creditNotes).toHaveLength(1);
  });

  it('a Cash on Delivery order is refunded as a UPI payout that staff mark paid, once, with its reference', async () => {
    const { received } = await receivedReturn('cod');
    const pending = await call<StaffRefundsAnswer>('GET', '/staff/refunds?route=upi&state=pending', {
      token: staff,
    });
    expect(pending.body.refunds).toEqual([
      expect.objectContaining({
        _id: received.refundId,
        route: 'upi',
        upiId: 'asha@okaxis',
        state: 'pending',
      }),
    ]);
    const paidPath = `/staff/refunds/${received.refundId}/paid`;
    await expectDbUnchanged(async () => {
      for (const reference of [undefined, '', '12', 'UTR 1234 5678']) {
        expectRefusal(await call('POST', paidPath, { token: staff, json: { reference } }), 400);
      }
      expectRefusal(
        await call('POST', paidPath, { token: asha.token, json: { reference: 'UTR12345678' } }),
        403,
      );
      const unknown = '/staff/refunds/payout_nosuchpayout0/paid';
      expectRefusal(await call('POST', unknown, { token: staff, json: { reference: 'UTR12345678' } }), 404);
    });
    const paid = await call<{ refund: Refund }>('POST', paidPath, {
      token: staff,
      json: { reference: 'utr12345678' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.refund).toMatchObject({ state: 'processed', reference: 'UTR12345678' });
    expectRefusal(
      await call('POST', paidPath, { token: staff, json: { reference: 'UTR99999999' } }),
      409,
      returnMessages.alreadyPaid,
    );
    const left = await call<StaffRefundsAnswer>('GET', '/staff/refunds?route=upi&state=pending', {
      token: staff,
    });
    expect(left.body.refunds).toEqual([]);
    expectRefusal(await call('GET', '/staff/refunds?route=cheque', { token: staff }), 400);
  });

  it('an online refund is not a payout: marking it paid is a 409', async () => {
    const { received } = await receivedReturn('paid');
    const answer = await call('POST', `/staff/refunds/${received.refundId}/paid`, {
      token: staff,
      json: { reference: 'UTR12345678' },
    });
    expectRefusal(answer, 409, returnMessages.notAPayout);
  });
});
