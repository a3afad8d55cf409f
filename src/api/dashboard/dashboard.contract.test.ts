import { call, expectRefusal } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { fillCart, pay, placeOrder, seedProduct } from '@/api/testing/fixtures';
import { newShopper, orderOne, type TestShopper } from '@/api/testing/shoppers';
import { addStaff, deliverAsStaff, staffLogin } from '@/api/testing/staff';
import { dashboardMessages, MAX_DASHBOARD_DAYS, type DashboardAnswer } from '@/shared/dashboard';
import type { TaxInvoice } from '@/shared/gst/tax-invoice';
import type { OrderAfterSales } from '@/shared/orders';
import type { Order } from '@/shared/types';

interface OrderPage {
  order: Order;
  invoice: TaxInvoice | null;
  afterSales: OrderAfterSales;
}

const dashboard = (token: string, query = '') =>
  call<DashboardAnswer>('GET', `/staff/dashboard${query}`, { token });

async function ownersDashboard(query = ''): Promise<DashboardAnswer> {
  const answer = await dashboard(await staffLogin(), query);
  expect(answer.status).toBe(200);
  return answer.body;
}

const orderPage = async (shopper: TestShopper, orderId: string) =>
  (await call<OrderPage>('GET', `/user/orders/${orderId}`, { token: shopper.token })).body;

/** Two sneakers, the second twice, paid online: an invoice whose delivery and discount spread over lines. */
async function orderThreePairs(shopper: TestShopper, paymentId: string): Promise<Order> {
  await fillCart(shopper.token, 4, 5);
  await call('POST', `/user/cart/${seedProduct(5)._id}`, {
    token: shopper.token,
    json: { action: { type: 'increment' } },
  });
  const placed = await placeOrder(shopper.token, { addressId: shopper.addressId, idempotencyKey: paymentId });
  const paid = await pay(shopper.token, placed.body.order, paymentId);
  expect(paid.status).toBe(200);
  return paid.body.order;
}

const at = (moment: string) => contractBackend().setClock(() => new Date(moment));
afterEach(() => contractBackend().setClock(() => new Date()));

describe('GET /api/staff/dashboard: the to-dos', () => {
  it('counts an order to pack, then to ship, for staff and owners alike; staff get no sales', async () => {
    const { token: staffToken } = await addStaff('staff');
    const before = (await dashboard(staffToken)).body;
    expect(before.sales).toBeNull();
    const shopper = await newShopper(381);
    const order = await orderOne(shopper, 2, 'cod');
    const placed = (await dashboard(staffToken)).body.todos;
    expect(placed.ordersToPack).toBe(before.todos.ordersToPack + 1);
    const moved = await call('POST', `/staff/orders/${order._id}/transitions`, {
      token: staffToken,
      json: { to: 'packed' },
    });
    expect(moved.status).toBe(200);
    const packed = (await ownersDashboard()).todos;
    expect(packed).toMatchObject({
      ordersToPack: before.todos.ordersToPack,
      ordersToShip: before.todos.ordersToShip + 1,
    });
    expect(packed.lowStock + packed.outOfStock).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/staff/dashboard: the sales', () => {
  it('net sales are the invoices less the credit notes, to the paisa; orders, pairs and the products add up', async () => {
    const shopper = await newShopper(382);
    const big = await orderThreePairs(shopper, 'pay_DASHBOARD00001');
    const single = await orderOne(shopper, 3, 'paid');
    const cancelled = await orderOne(shopper, 6, 'cod');
    expect(
      (
        await call('POST', `/user/orders/${cancelled._id}/cancel`, {
          token: shopper.token,
          json: { reason: 'changed_mind' },
        })
      ).status,
    ).toBe(200);
    const pages = await Promise.all([big, single, cancelled].map((order) => orderPage(shopper, order._id)));
    const invoiced = pages.reduce((sum, page) => sum + (page.invoice?.totals.total ?? 0), 0);
    const credited = pages
      .flatMap((page) => page.afterSales.creditNotes)
      .reduce((sum, note) => sum + note.totalPaise, 0);
    expect(credited).toBeGreaterThan(0);

    const { sales } = await ownersDashboard();
    const figures = sales?.today.figures;
    expect(figures).toEqual({
      grossPaise: invoiced,
      refundsPaise: credited,
      netPaise: invoiced - credited,
      orders: 3,
      pairs: 5,
      averageOrderPaise: Math.round(invoiced / 3),
    });
    expect(sales?.last7Days.figures).toEqual(figures);
    expect(sales?.chosen.figures).toEqual(figures);
    expect(sales?.daily.at(-1)?.netPaise).toBe(invoiced - credited);
    expect(sales?.daily).toHaveLength(30);
    // Four products, each invoiced less credited: together the period's net sales.
    const byNet = sales?.topByNetSales ?? [];
    expect(byNet.reduce((sum, product) => sum + product.netPaise, 0)).toBe(invoiced - credited);
    expect(byNet.map((product) => product.productId)).not.toContain(seedProduct(6)._id);
    expect(sales?.topByPairs[0]).toMatchObject({
      productId: seedProduct(5)._id,
      pairs: 2,
      title: seedProduct(5).title,
    });
  });

  it('counts days in India: an order at 00:30 India time is today’s, not yesterday’s', async () => {
    at('2026-03-10T19:00:00Z');
    const shopper = await newShopper(383);
    const order = await orderOne(shopper, 2, 'paid');
    const total = (await orderPage(shopper, order._id)).invoice?.totals.total;
    const answer = await ownersDashboard();
    expect(answer.today).toBe('2026-03-11');
    expect(answer.sales?.today.figures.grossPaise).toBe(total);
    const dayBefore = await ownersDashboard('?from=2026-03-10&to=2026-03-10');
    expect(dayBefore.sales?.chosen.figures.grossPaise).toBe(0);
    expect(dayBefore.sales?.chosen.previous.grossPaise).toBe(0);
  });

  it('a chosen month, with its change against the period before it', async () => {
    at('2026-02-20T06:00:00Z');
    // A shopper each month: a token lasts less than the weeks between.
    const inFebruary = await newShopper(384);
    const february = await orderOne(inFebruary, 2, 'paid');
    const februaryTotal = (await orderPage(inFebruary, february._id)).invoice?.totals.total;
    at('2026-03-05T06:00:00Z');
    const inMarch = await newShopper(385);
    const march = await orderOne(inMarch, 3, 'paid');
    const totals = [februaryTotal, (await orderPage(inMarch, march._id)).invoice?.totals.total];
    at('2026-04-02T06:00:00Z');
    const { sales } = await ownersDashboard('?from=2026-03-01&to=2026-03-31');
    expect(sales?.chosen).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(sales?.chosen.figures.grossPaise).toBe(totals[1]);
    expect(sales?.chosen.previous.grossPaise).toBe(totals[0]);
    expect(sales?.daily).toHaveLength(31);
    expect(sales?.daily.find((day) => day.date === '2026-03-05')?.netPaise).toBe(totals[1]);
    expect(sales?.today.figures.orders).toBe(0);
  });

  it('returns asked for in the period, by reason and by product; a rejected one is not counted, a picked-up one is to receive', async () => {
    const owner = await staffLogin();
    const shopper = await newShopper(386);
    const orders = [
      await orderOne(shopper, 7, 'paid'),
      await orderOne(shopper, 7, 'paid'),
      await orderOne(shopper, 8, 'paid'),
    ];
    for (const order of orders) await deliverAsStaff(owner, order._id);
    const ask = (order: Order, reason: string) =>
      call<{ return: { _id: string } }>('POST', `/user/orders/${order._id}/returns`, {
        token: shopper.token,
        json: { lines: [{ productId: order.items[0]?._id ?? '', qty: 1 }], reason },
      });
    const first = await ask(orders[0] as Order, 'too_small');
    await ask(orders[1] as Order, 'too_small');
    const rejected = await ask(orders[2] as Order, 'damaged');
    const before = (await ownersDashboard()).todos.returnsToReceive;
    const moveReturn = (returnId: string, to: string) =>
      call('POST', `/staff/returns/${returnId}/transitions`, { token: owner, json: { to } });
    expect((await moveReturn(rejected.body.return._id, 'rejected')).status).toBe(200);
    for (const to of ['approved', 'picked_up']) {
      expect((await moveReturn(first.body.return._id, to)).status).toBe(200);
    }
    const { sales, todos } = await ownersDashboard();
    expect(todos.returnsToReceive).toBe(before + 1);
    expect(sales?.returnsByReason).toEqual([{ reason: 'too_small', returns: 2, pairs: 2 }]);
    expect(sales?.returnsByProduct).toEqual([
      { productId: seedProduct(7)._id, title: seedProduct(7).title, pairs: 2 },
    ]);
  });

  it('money figures are the owner’s: a staff member asking for a period gets 403', async () => {
    const { token } = await addStaff('staff');
    expectRefusal(
      await dashboard(token, '?from=2026-03-01&to=2026-03-31'),
      403,
      dashboardMessages.ownersOnly,
    );
  });

  it.each([
    ['?from=2026-03-01', dashboardMessages.bothOrNeither],
    ['?from=2026-3-1&to=2026-03-31', dashboardMessages.dayInvalid('from')],
    ['?from=2026-02-01&to=2026-02-30', dashboardMessages.dayInvalid('to')],
    ['?from=2026-03-31&to=2026-03-01', dashboardMessages.fromAfterTo],
    [`?from=2025-01-01&to=2026-12-31`, dashboardMessages.tooLong],
  ])('refuses %s with 400 and says why', async (query, message) => {
    expect(MAX_DASHBOARD_DAYS).toBeLessThan(730);
    expectRefusal(await dashboard(await staffLogin(), query), 400, message);
  });

  it('needs a staff token', async () => {
    expectRefusal(await call('GET', '/staff/dashboard'), 401);
  });
});

describe('/api/staff/me/morning-note', () => {
  it('is on for an owner until turned off, and back on', async () => {
    const token = await staffLogin();
    expect((await call('GET', '/staff/me/morning-note', { token })).body).toEqual({ enabled: true });
    const off = await call('PUT', '/staff/me/morning-note', { token, json: { enabled: false } });
    expect(off).toMatchObject({ status: 200, body: { enabled: false } });
    expect((await call('GET', '/staff/me/morning-note', { token })).body).toEqual({ enabled: false });
    const on = await call('PUT', '/staff/me/morning-note', { token, json: { enabled: true } });
    expect(on.body).toEqual({ enabled: true });
  });

  it('refuses a value that is not true or false, and staff-role members', async () => {
    const token = await staffLogin();
    const refused = await call('PUT', '/staff/me/morning-note', { token, json: { enabled: 'yes' } });
    expectRefusal(refused, 400, '`enabled` must be true or false.');
    const { token: staffToken } = await addStaff('staff');
    expectRefusal(await call('GET', '/staff/me/morning-note', { token: staffToken }), 403);
  });
});
