import { call, expectRefusal } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { seedProduct } from '@/api/testing/fixtures';
import { newShopper, orderOne, type TestShopper } from '@/api/testing/shoppers';
import { staffLogin } from '@/api/testing/staff';
import { lifecycleMessages } from '@/shared/messages';
import { checkOrderMove } from '@/shared/order-lifecycle';
import type { AuditPage, StaffOrderAnswer, StaffOrderPage, StockLevel, StockPage } from '@/shared/staff';
import type { Order } from '@/shared/types';
import { STAFF_ORDER_PAGE_SIZE } from './staff-list';

const HOUR = 60 * 60 * 1000;
afterEach(() => contractBackend().setClock(() => new Date()));

/** The backend's clock `hoursAgo` hours before the test's start. */
const testStart = Date.now();
const setClock = (hoursAgo: number) => {
  const moment = new Date(testStart - hoursAgo * HOUR);
  contractBackend().setClock(() => moment);
};

/** The India calendar day (YYYY-MM-DD) of an order's placement. */
const indiaDay = (order: Order) =>
  new Date(Date.parse(order.createdAt) + 5.5 * HOUR).toISOString().slice(0, 10);

const list = async (token: string, query = '') => {
  const answer = await call<StaffOrderPage>('GET', `/staff/orders${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const idsOf = (page: StaffOrderPage) => page.orders.map((order) => order._id);

const move = (token: string, order: Pick<Order, '_id'>, json: unknown) =>
  call<{ order: Order }>('POST', `/staff/orders/${order._id}/transitions`, { token, json });

const levelOf = async (token: string, index: number): Promise<StockLevel | undefined> => {
  const { body } = await call<StockPage>('GET', '/staff/stock', { token });
  return body.levels.find((level) => level.productId === seedProduct(index)._id);
};

describe('GET /api/staff/orders', () => {
  let asha: TestShopper;
  let ravi: TestShopper;
  let cod: Order;
  let paid: Order;
  let unpaid: Order;
  let staff: string;
  beforeEach(async () => {
    setClock(25);
    asha = await newShopper(1);
    ravi = await newShopper(2);
    cod = await orderOne(asha, 20, 'cod');
    setClock(1);
    paid = await orderOne(ravi, 21, 'paid');
    setClock(0);
    unpaid = await orderOne(ravi, 22, 'unpaid');
    staff = await staffLogin();
  });

  it("every shopper's orders, newest first, each with its account, address and payment", async () => {
    const page = await list(staff);
    expect(idsOf(page)).toEqual([unpaid._id, paid._id, cod._id]);
    expect(page.next).toBeNull();
    expect(page.orders[2]).toEqual({
      _id: cod._id,
      number: cod.number,
      invoiceNumber: cod.invoiceNumber,
      createdAt: cod.createdAt,
      status: 'confirmed',
      paymentMethod: 'cod',
      paymentState: 'cod_due',
      grandTotal: cod.amounts.grandTotal,
      email: asha.email,
      name: 'Shopper 1',
      phone: asha.mobile,
      pairs: 1,
    });
    expect(page.orders.map((order) => [order.status, order.paymentState])).toEqual([
      ['created', 'pending'],
      ['confirmed', 'paid'],
      ['confirmed', 'cod_due'],
    ]);
  });

  it('filters by status, payment method and India-time dates (both inclusive)', async () => {
    expect(idsOf(await list(staff, '?status=created'))).toEqual([unpaid._id]);
    expect(idsOf(await list(staff, '?status=confirmed&payment=online'))).toEqual([paid._id]);
    expect(idsOf(await list(staff, '?payment=cod'))).toEqual([cod._id]);
    expect(idsOf(await list(staff, '?status=delivered'))).toEqual([]);
    const day = indiaDay(cod);
    expect(idsOf(await list(staff, `?from=${day}&to=${day}`))).toEqual([cod._id]);
    expect(idsOf(await list(staff, `?to=${day}`))).toEqual([cod._id]);
    expect(idsOf(await list(staff, `?from=${indiaDay(paid)}`))).toEqual(
      [unpaid, paid].filter((order) => indiaDay(order) >= indiaDay(paid)).map((order) => order._id),
    );
  });

  it('searches by order id, its first characters, account email or mobile', async () => {
    expect(idsOf(await list(staff, `?q=${cod._id}`))).toEqual([cod._id]);
    expect(idsOf(await list(staff, `?q=${cod._id.slice(0, 8)}`))).toEqual([cod._id]);
    expect(idsOf(await list(staff, `?q=${encodeURIComponent(ravi.email.toUpperCase())}`))).toEqual([
      unpaid._id,
      paid._id,
    ]);
    expect(idsOf(await list(staff, `?q=${asha.mobile}`))).toEqual([cod._id]);
    expect(idsOf(await list(staff, `?q=%2B91${ravi.mobile}&status=created`))).toEqual([unpaid._id]);
    expect(idsOf(await list(staff, '?q=nobody%40example.in'))).toEqual([]);
  });

  it('finds an order by its number, as typed in any of the ways people say it', async () => {
    const digits = cod.number.replace(/\D/g, '');
    for (const typed of [cod.number, cod.number.toLowerCase(), digits, `#${digits}`, ` SH ${digits} `]) {
      expect(idsOf(await list(staff, `?q=${encodeURIComponent(typed)}`))).toEqual([cod._id]);
    }
    expect(idsOf(await list(staff, `?q=SH-${Number(unpaid.number.slice(3)) + 1}`))).toEqual([]);
  });

  it('finds an order by its invoice number, and a shopper by part of a name or an email', async () => {
    const invoice = paid.invoiceNumber ?? '';
    expect(invoice).not.toBe('');
    expect(idsOf(await list(staff, `?q=${encodeURIComponent(invoice.toLowerCase())}`))).toEqual([paid._id]);
    // The delivery address's name (asha's address is "Shopper 1") and the account's ("Shopper Number 2").
    expect(idsOf(await list(staff, '?q=shopper%201'))).toEqual([cod._id]);
    expect(idsOf(await list(staff, '?q=NUMBER%20%202'))).toEqual([unpaid._id, paid._id]);
    expect(idsOf(await list(staff, `?q=${encodeURIComponent(asha.email.slice(0, 9))}`))).toEqual([cod._id]);
    expect(idsOf(await list(staff, '?q=shopper&payment=cod'))).toEqual([cod._id]);
  });

  it.each([
    ['a name nobody has', 'Asha Sharma'],
    ['wildcards taken as text', '%_%'],
    ['a backslash', 'shopper\\'],
    ['any other text', '¿qué? <b>'],
    ['text longer than any name', 'shopper '.repeat(40)],
  ])('any text is a search, never an error: %s finds nothing', async (_label, text) => {
    expect(idsOf(await list(staff, `?q=${encodeURIComponent(text)}`))).toEqual([]);
  });

  it.each([
    ['status=paid', 'status'],
    ['payment=card', 'payment'],
    ['from=2026-02-30', 'from'],
    ['to=02-05-2026', 'to'],
    ['from=2026-05-03&to=2026-05-02', 'from'],
    ['after=not-a-cursor', 'after'],
    ['after=3132', 'after'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const answer = await call<{ message: string; errors?: Record<string, string> }>(
      'GET',
      `/staff/orders?${query}`,
      { token: staff },
    );
    expectRefusal(answer, 400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  it("a shopper's token is refused, and no token at all", async () => {
    expectRefusal(await call('GET', '/staff/orders', { token: asha.token }), 403);
    expectRefusal(await call('GET', '/staff/orders'), 401);
  });

  it('one order with its timeline and whose it is; an unknown one 404', async () => {
    const { status, body } = await call<StaffOrderAnswer>('GET', `/staff/orders/${paid._id}`, {
      token: staff,
    });
    expect(status).toBe(200);
    expect(body.order).toEqual(paid);
    expect(body.customer).toEqual({ email: ravi.email, name: 'Shopper Number 2' });
    expectRefusal(await call('GET', '/staff/orders/no-such-order', { token: staff }), 404);
  });
});

it('pages of 50 by the cursor: every order once, none skipped, whatever is placed meanwhile', async () => {
  const shoppers = [await newShopper(11), await newShopper(12), await newShopper(13)];
  const placed: Order[] = [];
  for (let n = 0; n < STAFF_ORDER_PAGE_SIZE + 4; n += 1) {
    const shopper = shoppers[n % shoppers.length];
    if (shopper) placed.push(await orderOne(shopper, 20 + (n % 10)));
  }
  const staff = await staffLogin();
  const first = await list(staff);
  expect(first.orders).toHaveLength(STAFF_ORDER_PAGE_SIZE);
  expect(first.next).not.toBeNull();
  // A newer order placed between the pages goes at the top, not into the next page.
  contractBackend().setClock(() => new Date(Date.now() + 60 * 1000));
  const later = shoppers[0] ? await orderOne(shoppers[0], 30) : null;
  const second = await list(staff, `?after=${first.next}`);
  expect(second.next).toBeNull();
  const read = [...idsOf(first), ...idsOf(second)];
  expect(new Set(read).size).toBe(placed.length);
  expect([...read].sort()).toEqual(placed.map((order) => order._id).sort());
  const newestFirst = [...first.orders, ...second.orders].map((order) => order.createdAt);
  expect(newestFirst).toEqual([...newestFirst].sort().reverse());
  expect(idsOf(await list(staff))[0]).toBe(later?._id);
});

describe('POST /api/staff/orders/:orderId/transitions', () => {
  let shopper: TestShopper;
  let staff: string;
  beforeEach(async () => {
    shopper = await newShopper(3);
    staff = await staffLogin();
  });

  it('a Cash on Delivery order packed, shipped (courier and AWB), out, delivered: cash collected, each step on the timeline', async () => {
    const order = await orderOne(shopper, 20, 'cod');
    expect((await move(staff, order, { to: 'packed' })).status).toBe(200);
    expectRefusal(
      await move(staff, order, { to: 'shipped', awb: 'DLV123456' }),
      400,
      lifecycleMessages.courierRequired,
    );
    expectRefusal(
      await move(staff, order, { to: 'shipped', courier: 'Delhivery' }),
      400,
      lifecycleMessages.awbInvalid,
    );
    const shipped = await move(staff, order, {
      to: 'shipped',
      courier: ' Delhivery ',
      awb: 'dlv123456',
      note: 'Two boxes',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.timeline.at(-1)).toMatchObject({
      status: 'shipped',
      courier: 'Delhivery',
      awb: 'DLV123456',
      note: 'Two boxes',
    });
    expect((await move(staff, order, { to: 'out_for_delivery' })).status).toBe(200);
    const delivered = await move(staff, order, { to: 'delivered' });
    expect(delivered.body.order).toMatchObject({ status: 'delivered', paymentState: 'cod_collected' });
    expect(delivered.body.order.timeline.map((step) => step.status)).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    const { body } = await call<{ order: Order }>('GET', `/user/orders/${order._id}`, {
      token: shopper.token,
    });
    expect(body.order.status).toBe('delivered');
  });

  it('moves the table does not allow are 409 with its reason; bad input 400; an unknown order 404', async () => {
    const confirmed = await orderOne(shopper, 20, 'cod');
    const waiting = await orderOne(shopper, 21, 'unpaid');
    expectRefusal(
      await move(staff, confirmed, { to: 'shipped', courier: 'Delhivery', awb: 'DLV123456' }),
      409,
      checkOrderMove('confirmed', 'shipped', 'staff') ?? '',
    );
    expectRefusal(
      await move(staff, waiting, { to: 'confirmed' }),
      409,
      checkOrderMove('created', 'confirmed', 'staff') ?? '',
    );
    expectRefusal(
      await move(staff, waiting, { to: 'expired' }),
      409,
      checkOrderMove('created', 'expired', 'staff') ?? '',
    );
    expect((await move(staff, confirmed, { to: 'cancelled', reason: 'Out of stock' })).status).toBe(200);
    expectRefusal(
      await move(staff, confirmed, { to: 'packed' }),
      409,
      checkOrderMove('cancelled', 'packed', 'staff') ?? '',
    );
    expectRefusal(await move(staff, confirmed, { to: 'sent' }), 400, lifecycleMessages.statusInvalid);
    expectRefusal(await move(staff, confirmed, { to: 'packed', note: 'x'.repeat(501) }), 400);
    expectRefusal(await move(staff, confirmed, []), 400);
    expectRefusal(await move(staff, { _id: 'no-such-order' }, { to: 'packed' }), 404);
    expectRefusal(await move(shopper.token, confirmed, { to: 'packed' }), 403);
  });

  it('stock: reserved at placement, leaves on shipping; a cancel releases, a return to seller puts back', async () => {
    const start = await levelOf(staff, 20);
    if (!start) throw new Error('no stock level for the seed sneaker');
    const shippedOne = await orderOne(shopper, 20, 'cod');
    const cancelledOne = await orderOne(shopper, 20, 'paid');
    expect(await levelOf(staff, 20)).toMatchObject({ onHand: start.onHand, reserved: start.reserved + 2 });
    await move(staff, cancelledOne, { to: 'cancelled', reason: 'Customer asked by phone' });
    expect(await levelOf(staff, 20)).toMatchObject({ onHand: start.onHand, reserved: start.reserved + 1 });
    await move(staff, shippedOne, { to: 'packed' });
    await move(staff, shippedOne, { to: 'shipped', courier: 'Blue Dart', awb: 'BD-0099887' });
    expect(await levelOf(staff, 20)).toEqual({
      ...start,
      onHand: start.onHand - 1,
      available: start.available - 1,
    });
    await move(staff, shippedOne, { to: 'returned_to_seller', reason: 'Nobody home' });
    expect(await levelOf(staff, 20)).toEqual(start);
  });

  it('two cancels at once: exactly one wins, the other a 409; the pairs released once; one audit line, the status before and after', async () => {
    const start = await levelOf(staff, 20);
    const order = await orderOne(shopper, 20, 'cod');
    const answers = await Promise.all([
      move(staff, order, { to: 'cancelled', reason: 'Damaged in the warehouse' }),
      move(staff, order, { to: 'cancelled', reason: 'Damaged in the warehouse' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await levelOf(staff, 20)).toEqual(start);
    const { body } = await call<AuditPage>('GET', '/staff/audit', { token: await staffLogin() });
    const lines = body.entries.filter((entry) => entry.action === 'order.transition');
    expect(lines).toEqual([
      expect.objectContaining({
        target: order._id,
        staffEmail: 'staff@sneakerhub.in',
        before: { status: 'confirmed' },
        after: { status: 'cancelled', number: order.number, reason: 'Damaged in the warehouse' },
      }),
    ]);
  });
});
