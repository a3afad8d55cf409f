import { createHmac } from 'node:crypto';
import { demoUsers, seedProducts } from '@/api';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import type { OrderAfterSales } from '@/shared/orders';
import type { UpdatesAnswer } from '@/shared/updates';
import { lifecycleMessages, orderMessages } from '@/shared/messages';
import { DEMO_STAFF_CREDENTIALS } from '@/shared/staff';
import type { CartItem, Order } from '@/shared/types';
import { startStandInRazorpay, type SignedWebhook, type StandInRazorpay } from './testing/stand-in-razorpay';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * The server with real Razorpay keys, against a stand-in Razorpay on loopback (RAZORPAY_API_URL):
 * the order is created at Razorpay with the server's amount, a payment pays an order only as
 * Razorpay's own record says, and the webhook pays an order once, with or without the page.
 * On PGlite, or on the PostgreSQL at CONTRACT_DATABASE_URL when it is set.
 */

let razorpay: StandInRazorpay;
let server: TestServer;

beforeAll(async () => {
  razorpay = await startStandInRazorpay();
  server = await startTestServer(process.env.CONTRACT_DATABASE_URL || undefined, {
    env: {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    },
  });
}, 60_000);

afterAll(async () => {
  await server.close();
  await razorpay.close();
});

interface Answer<Body> {
  status: number;
  body: Body;
}

async function call<Body = { message: string }>(
  method: string,
  path: string,
  { token, json }: { token?: string; json?: unknown } = {},
): Promise<Answer<Body>> {
  const response = await fetch(`${server.apiBase}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const postWebhook = async ({ body, headers }: SignedWebhook) => {
  const response = await fetch(`${server.apiBase}/webhooks/razorpay`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { outcome?: string; message?: string } };
};

const addressId = demoUsers[0]?.addresses[0]?.id ?? '';

let token: string;
let idempotencyKey = 0;

async function placeOrder(): Promise<Order> {
  idempotencyKey += 1;
  const placed = await call<{ order: Order }>('POST', '/user/orders', {
    token,
    json: { addressId, idempotencyKey: `razorpay-${idempotencyKey}` },
  });
  expect(placed.status).toBe(201);
  return placed.body.order;
}

const orderPage = async (order: Order) =>
  (await call<{ order: Order }>('GET', `/user/orders/${order._id}`, { token })).body.order;

/** The database as it was before, and the order still waiting for its payment. */
async function expectNothingRecorded(before: unknown, order: Order) {
  expect(await server.snapshot()).toEqual(before);
  expect((await orderPage(order)).status).toBe('created');
}

const cart = async () => (await call<{ cart: CartItem[] }>('GET', '/user/cart', { token })).body.cart;

const reportPayment = (order: Order, handler: Record<string, string>) =>
  call<{ order: Order; cart: CartItem[] }>('POST', `/user/orders/${order._id}/payment`, {
    token,
    json: handler,
  });

beforeEach(async () => {
  await server.reset();
  razorpay.calls.length = 0;
  razorpay.failWith(null);
  const login = await call<{ encodedToken: string }>('POST', '/auth/login', {
    json: { email: GUEST_CREDENTIALS.email, password: GUEST_CREDENTIALS.password },
  });
  token = login.body.encodedToken;
  const product = seedProducts[20];
  await call('POST', '/user/cart', { token, json: { product } });
});

describe('placing an order', () => {
  it("creates the order at Razorpay with the server's amount, our order id as receipt, and hands its id on", async () => {
    const order = await placeOrder();

    expect(razorpay.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        body: { amount: order.amountPaise, currency: 'INR', receipt: order._id },
        authorised: true,
      },
    ]);
    expect(order.amountPaise).toBe(((seedProducts[20]?.price ?? 0) + 50 - 499) * 100);
    expect(razorpay.orders.get(order.razorpayOrderId)).toMatchObject({
      amount: order.amountPaise,
      receipt: order._id,
    });
    expect(order.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    // The same checkout again: the same order, nothing more asked of Razorpay.
    const again = await call<{ order: Order }>('POST', '/user/orders', {
      token,
      json: { addressId, idempotencyKey: `razorpay-${idempotencyKey}` },
    });
    expect(again.body.order).toEqual(order);
    expect(razorpay.calls).toHaveLength(1);
  });

  it('answers 502 while Razorpay is down, and the same checkout later gets its Razorpay order', async () => {
    razorpay.failWith(503);
    const refused = await call('POST', '/user/orders', {
      token,
      json: { addressId, idempotencyKey: 'down' },
    });
    expect(refused).toEqual({ status: 502, body: { message: orderMessages.razorpayUnreachableOrder } });

    razorpay.failWith(null);
    const retried = await call<{ order: Order }>('POST', '/user/orders', {
      token,
      json: { addressId, idempotencyKey: 'down' },
    });
    expect(retried.status).toBe(200);
    expect(razorpay.orders.get(retried.body.order.razorpayOrderId)?.receipt).toBe(retried.body.order._id);
  });

  it('serves no offline test checkout', async () => {
    expect((await call('POST', '/test-checkout/signature', { token, json: {} })).status).toBe(404);
    expect(await call('GET', '/payments/config')).toMatchObject({ body: { keyId: razorpay.keyId } });
  });
});

describe('the payment the page reports', () => {
  it('pays the order when Razorpay says it is captured, for its amount, in rupees', async () => {
    const order = await placeOrder();
    const { payment, handler } = razorpay.pay(order.razorpayOrderId);

    const paid = await reportPayment(order, handler);

    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({
      status: 'confirmed',
      paymentState: 'paid',
      paymentId: payment.id,
    });
    expect(paid.body.order.invoiceNumber).toMatch(/^SH\//);
    expect(razorpay.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/orders',
      `GET /v1/payments/${payment.id}`,
    ]);
  });

  it('captures an authorised payment for the order amount, then pays the order', async () => {
    const order = await placeOrder();
    const { payment, handler } = razorpay.pay(order.razorpayOrderId, { status: 'authorized' });

    expect((await reportPayment(order, handler)).status).toBe(200);

    expect(razorpay.calls.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/payments/${payment.id}/capture`,
      body: { amount: order.amountPaise, currency: 'INR' },
      authorised: true,
    });
    expect(razorpay.payments.get(payment.id)?.status).toBe('captured');
  });

  it.each([
    ['another amount', { amount: 100 }, orderMessages.paymentMismatch],
    ['another currency', { currency: 'USD' }, orderMessages.paymentMismatch],
    ['a failed payment', { status: 'failed' }, orderMessages.paymentNotCaptured('failed')],
    ['a refunded payment', { status: 'refunded' }, orderMessages.paymentNotCaptured('refunded')],
  ])('refuses %s with 422: the order stays unpaid, the cart as it was', async (_label, change, message) => {
    const order = await placeOrder();
    const { payment, handler } = razorpay.pay(order.razorpayOrderId);
    razorpay.setPayment(payment.id, change);
    const before = await server.snapshot();

    expect(await reportPayment(order, handler)).toEqual({ status: 422, body: { message } });

    await expectNothingRecorded(before, order);
    expect(await cart()).toHaveLength(1);
  });

  it("refuses a payment Razorpay made for another order, even signed as that order's", async () => {
    const order = await placeOrder();
    await call('POST', '/user/cart', { token, json: { product: seedProducts[30] } });
    const other = await placeOrder();
    const { handler } = razorpay.pay(other.razorpayOrderId);
    // Signed with the key secret for the first order's id: only Razorpay's record tells them apart.
    const { handler: forFirst } = razorpay.pay(order.razorpayOrderId);
    const forged = { ...forFirst, razorpay_payment_id: handler.razorpay_payment_id };
    forged.razorpay_signature = createHmac('sha256', razorpay.keySecret)
      .update(`${order.razorpayOrderId}|${handler.razorpay_payment_id}`)
      .digest('hex');

    expect(await reportPayment(order, forged)).toEqual({
      status: 422,
      body: { message: orderMessages.paymentMismatch },
    });
  });

  it('answers 502 when Razorpay cannot be asked, recording nothing', async () => {
    const order = await placeOrder();
    const { handler } = razorpay.pay(order.razorpayOrderId);
    razorpay.failWith(500);

    expect(await reportPayment(order, handler)).toEqual({
      status: 502,
      body: { message: orderMessages.razorpayUnreachablePayment },
    });
    expect((await orderPage(order)).status).toBe('created');
  });
});

describe('POST /api/webhooks/razorpay', () => {
  it('pays the order on payment.captured when the page never reports back, once; order.paid after it changes nothing', async () => {
    const order = await placeOrder();
    const { payment } = razorpay.pay(order.razorpayOrderId);

    const captured = await postWebhook(razorpay.webhook('payment.captured', payment.id));

    expect(captured).toEqual({
      status: 200,
      body: { eventId: expect.any(String) as string, outcome: 'paid' },
    });
    const paid = await orderPage(order);
    expect(paid).toMatchObject({ status: 'confirmed', paymentState: 'paid', paymentId: payment.id });
    expect(paid.invoiceNumber).toMatch(/^SH\//);
    expect(await cart()).toEqual([]);

    const before = await server.snapshot();
    expect((await postWebhook(razorpay.webhook('order.paid', payment.id))).body.outcome).toBe('already-paid');
    const after = (await server.snapshot()) as Record<string, unknown[]>;
    expect({ ...after, razorpay_events: [] }).toEqual({ ...(before as object), razorpay_events: [] });
    expect((await orderPage(order)).invoiceNumber).toBe(paid.invoiceNumber);
  });

  it('pays the order on order.paid too', async () => {
    const order = await placeOrder();
    const { payment } = razorpay.pay(order.razorpayOrderId);
    expect((await postWebhook(razorpay.webhook('order.paid', payment.id))).body.outcome).toBe('paid');
    expect(await orderPage(order)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
  });

  it('the page and the webhook both: one payment, one invoice, whichever comes first', async () => {
    const first = await placeOrder();
    const one = razorpay.pay(first.razorpayOrderId);
    const byPage = await reportPayment(first, one.handler);
    expect(byPage.status).toBe(200);
    expect((await postWebhook(razorpay.webhook('payment.captured', one.payment.id))).body.outcome).toBe(
      'already-paid',
    );
    expect(await orderPage(first)).toEqual(byPage.body.order);

    await call('POST', '/user/cart', { token, json: { product: seedProducts[30] } });
    const second = await placeOrder();
    const two = razorpay.pay(second.razorpayOrderId);
    expect((await postWebhook(razorpay.webhook('payment.captured', two.payment.id))).body.outcome).toBe(
      'paid',
    );
    const byWebhook = await orderPage(second);
    const lateReport = await reportPayment(second, two.handler);
    expect(lateReport.status).toBe(200);
    expect(lateReport.body.order).toEqual(byWebhook);

    const listed = await call<{ orders: Order[] }>('GET', '/user/orders', { token });
    expect(listed.body.orders.map((order) => order.paymentId).sort()).toEqual(
      [one.payment.id, two.payment.id].sort(),
    );
    expect(new Set(listed.body.orders.map((order) => order.invoiceNumber)).size).toBe(2);
  });

  it('refuses a bad or missing signature with 400, changing nothing', async () => {
    const order = await placeOrder();
    const { payment } = razorpay.pay(order.razorpayOrderId);
    const signed = razorpay.webhook('payment.captured', payment.id);
    const before = await server.snapshot();

    const tampered = signed.body.replace(`"amount":${payment.amount}`, `"amount":${payment.amount + 1}`);
    expect((await postWebhook({ ...signed, body: tampered })).status).toBe(400);
    expect(
      (
        await postWebhook({
          ...signed,
          headers: { ...signed.headers, 'x-razorpay-signature': 'f'.repeat(64) },
        })
      ).status,
    ).toBe(400);
    const { 'x-razorpay-signature': _dropped, ...unsigned } = signed.headers;
    expect(await postWebhook({ ...signed, headers: unsigned })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/signature/) as string },
    });

    await expectNothingRecorded(before, order);
  });

  it('a replayed event (same event id) changes nothing', async () => {
    const order = await placeOrder();
    const first = razorpay.pay(order.razorpayOrderId);
    const event = razorpay.webhook('payment.failed', first.payment.id, 'evt_Replayed000001');
    expect((await postWebhook(event)).body.outcome).toBe('failure-recorded');
    const before = await server.snapshot();

    expect(await postWebhook(event)).toEqual({
      status: 200,
      body: { eventId: 'evt_Replayed000001', outcome: 'replayed' },
    });
    // Even a captured payment under an id already handled is not acted on again.
    const second = razorpay.pay(order.razorpayOrderId);
    const reused = razorpay.webhook('payment.captured', second.payment.id, 'evt_Replayed000001');
    expect((await postWebhook(reused)).body.outcome).toBe('replayed');

    await expectNothingRecorded(before, order);
  });

  it('records payment.failed, leaving the order waiting for its payment', async () => {
    const order = await placeOrder();
    const { payment } = razorpay.pay(order.razorpayOrderId, { status: 'failed' });
    razorpay.setPayment(payment.id, {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed because the card was declined',
      error_reason: 'payment_failed',
    });

    expect((await postWebhook(razorpay.webhook('payment.failed', payment.id))).body.outcome).toBe(
      'failure-recorded',
    );

    const { payment_failures: failures } = (await server.snapshot()) as { payment_failures: unknown[] };
    expect(failures).toEqual([
      expect.objectContaining({
        payment_id: payment.id,
        razorpay_order_id: order.razorpayOrderId,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed because the card was declined',
        error_reason: 'payment_failed',
      }),
    ]);
    expect((await orderPage(order)).status).toBe('created');
  });

  it('does not pay an order with a captured payment of another amount, and logs it', async () => {
    const order = await placeOrder();
    const { payment } = razorpay.pay(order.razorpayOrderId, { amount: 100 });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect((await postWebhook(razorpay.webhook('payment.captured', payment.id))).body.outcome).toBe(
      'mismatch',
    );

    expect((await orderPage(order)).status).toBe('created');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"outcome":"mismatch"'));
  });
});

describe('with keys but no webhook secret', () => {
  it('serves no webhook: POST /api/webhooks/razorpay is a 404', async () => {
    const withoutWebhook = await startTestServer(undefined, {
      env: {
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_API_URL: razorpay.url,
      },
    });
    try {
      const answer = await fetch(`${withoutWebhook.apiBase}/webhooks/razorpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_NoWebhook00001' },
        body: JSON.stringify({ event: 'payment.captured', payload: {} }),
      });
      expect(answer.status).toBe(404);
    } finally {
      await withoutWebhook.close();
    }
  }, 60_000);
});

describe('refunds through Razorpay', () => {
  beforeEach(() => {
    razorpay.refunds.length = 0;
  });

  /** An order paid at the stand-in, and its payment's id. */
  async function paidOrder() {
    const order = await placeOrder();
    const { handler } = razorpay.pay(order.razorpayOrderId);
    expect((await reportPayment(order, handler)).status).toBe(200);
    return { order, paymentId: handler.razorpay_payment_id };
  }

  const cancel = (order: Order) =>
    call<{ afterSales: OrderAfterSales }>('POST', `/user/orders/${order._id}/cancel`, {
      token,
      json: { reason: 'changed_mind' },
    });
  const refundsOf = async (order: Order) =>
    (await call<{ afterSales: OrderAfterSales }>('GET', `/user/orders/${order._id}`, { token })).body
      .afterSales.refunds;
  const refundCalls = () => razorpay.calls.filter((made) => made.path.endsWith('/refund'));

  it('a cancel refunds the payment at Razorpay once, the refund recorded first and its id the idempotency key', async () => {
    const { order, paymentId } = await paidOrder();
    const { status, body } = await cancel(order);
    expect(status).toBe(200);
    const [refund] = body.afterSales.refunds;
    expect(refund).toMatchObject({ state: 'processed', amountPaise: order.amountPaise, route: 'original' });
    expect(refundCalls()).toEqual([
      {
        method: 'POST',
        path: `/v1/payments/${paymentId}/refund`,
        body: { amount: order.amountPaise, receipt: refund?._id },
        authorised: true,
      },
    ]);
    expect(razorpay.payments.get(paymentId)?.status).toBe('refunded');
    expect((await cancel(order)).status).toBe(409);
    expect(razorpay.refunds).toHaveLength(1);
  });

  it('a payment whose pairs were sold meanwhile cancels its order and is refunded at Razorpay at once, once', async () => {
    const order = await placeOrder();
    const staff = await call<{ staffToken: string }>('POST', '/staff/login', {
      json: DEMO_STAFF_CREDENTIALS,
    });
    const sneaker = seedProducts[20]?._id ?? '';
    const stock = await call<{ levels: { productId: string; available: number }[] }>('GET', '/staff/stock', {
      token: staff.body.staffToken,
    });
    const left = stock.body.levels.find((level) => level.productId === sneaker)?.available ?? 0;
    // Sold elsewhere while the shopper paid: none left on sale.
    const adjusted = await call('POST', `/staff/products/${sneaker}/stock`, {
      token: staff.body.staffToken,
      json: { change: -left, reason: 'Sold at the counter' },
    });
    expect(adjusted.status).toBe(200);
    const { payment, handler } = razorpay.pay(order.razorpayOrderId);

    expect((await postWebhook(razorpay.webhook('payment.captured', payment.id))).body.outcome).toBe('refund');
    expect(await orderPage(order)).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    const [refund] = await refundsOf(order);
    expect(refund).toMatchObject({ cause: 'cancelled', state: 'processed', amountPaise: order.amountPaise });
    // The page reporting it afterwards is told why, and nothing is refunded twice.
    const reported = await reportPayment(order, handler);
    expect(reported).toMatchObject({ status: 409, body: { message: lifecycleMessages.soldOutRefunded } });
    expect(refundCalls()).toHaveLength(1);
    expect(razorpay.payments.get(payment.id)?.status).toBe('refunded');
  });

  it('Razorpay unreachable: the refund stays pending, is asked for again when the order is read, and made once', async () => {
    const { order } = await paidOrder();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    razorpay.failWith(503);
    const { status, body } = await cancel(order);
    expect(status).toBe(200);
    expect(body.afterSales.refunds).toEqual([expect.objectContaining({ state: 'pending' })]);
    razorpay.failWith(null);
    expect(await refundsOf(order)).toEqual([expect.objectContaining({ state: 'processed' })]);
    expect(await refundsOf(order)).toEqual([expect.objectContaining({ state: 'processed' })]);
    expect(razorpay.refunds).toEqual([expect.objectContaining({ amount: order.amountPaise })]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('razorpay refund not made'));
  });

  /** A paid order cancelled while Razorpay answers refunds `pending`: the order and Razorpay's refund. */
  async function cancelledWithRefundPending() {
    razorpay.holdRefunds(true);
    try {
      const { order } = await paidOrder();
      expect((await cancel(order)).body.afterSales.refunds).toEqual([
        expect.objectContaining({ state: 'pending' }),
      ]);
      const made = razorpay.refunds.at(-1);
      if (!made) throw new Error('no refund asked of the stand-in');
      return { order, made };
    } finally {
      razorpay.holdRefunds(false);
    }
  }

  it('a refund Razorpay answers pending is settled by its refund.processed webhook, once, and the shopper told once', async () => {
    const { order, made } = await cancelledWithRefundPending();
    // Read while pending: Razorpay has it, so it is not asked for again.
    expect(await refundsOf(order)).toEqual([expect.objectContaining({ state: 'pending' })]);
    const event = razorpay.refundWebhook('refund.processed', made.id);
    expect((await postWebhook(event)).body.outcome).toBe('refund-settled');
    expect((await postWebhook(event)).body.outcome).toBe('replayed');
    expect(await refundsOf(order)).toEqual([expect.objectContaining({ state: 'processed' })]);
    const { updates } = (await call<UpdatesAnswer>('GET', '/user/updates?limit=20', { token })).body;
    const told = updates.filter(
      (update) => update.orderId === order._id && update.kind === 'refund_processed',
    );
    expect(told).toHaveLength(1);
    expect(refundCalls()).toHaveLength(1);
  });

  it('refund.failed marks the pending refund failed; a refund event naming no refund of ours is logged', async () => {
    const { order, made } = await cancelledWithRefundPending();
    expect((await postWebhook(razorpay.refundWebhook('refund.failed', made.id))).body.outcome).toBe(
      'refund-settled',
    );
    expect(await refundsOf(order)).toEqual([expect.objectContaining({ state: 'failed' })]);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    made.receipt = 'rfnd_NotOurs00000001';
    expect((await postWebhook(razorpay.refundWebhook('refund.processed', made.id))).body.outcome).toBe(
      'unknown-refund',
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('a refund the shop did not ask for'));
    expect(await refundsOf(order)).toEqual([expect.objectContaining({ state: 'failed' })]);
  });

  it('Razorpay refusing the refund marks it failed, and it is not asked for again', async () => {
    const { order, paymentId } = await paidOrder();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    razorpay.setPayment(paymentId, { status: 'refunded' });
    expect((await cancel(order)).body.afterSales.refunds).toEqual([
      expect.objectContaining({ state: 'failed' }),
    ]);
    await refundsOf(order);
    expect(refundCalls()).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
