import type { OrderAfterSales } from '@/shared/orders';
import { demoUsers } from '@/api/accounts/demo-users';
import {
  MAX_COD_ORDERS_PER_DAY,
  MAX_UNPAID_ORDERS_PER_USER,
  UNPAID_ORDER_LIFETIME_MS,
} from '@/api/limits/limits';
import { lifecycleMessages, orderMessages, stockMessages } from '@/shared/messages';
import type { Order } from '@/shared/types';
import {
  call,
  expectDbUnchanged,
  expectRefusal,
  loginGuest,
  loginPriya,
  send,
} from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { newShopper } from '@/api/testing/shoppers';
import { STOCK_MAX_AGE_SECONDS } from '@/api/catalogue/routes';
import { fillCart, getCart, pay, placeOrder, seedProduct, signPayment } from '@/api/testing/fixtures';

const product = seedProduct;

const addressId = demoUsers[0]?.addresses[0]?.id ?? '';

let token: string;
beforeEach(async () => {
  token = await loginGuest();
  await fillCart(token, 20, 40);
  await call('POST', `/user/cart/${product(40)._id}`, { token, json: { action: { type: 'increment' } } });
});

describe('POST /api/user/orders', () => {
  it('creates the order from the server cart, amounts recomputed whatever the client sends', async () => {
    const { status, body } = await placeOrder(token, {
      addressId,
      idempotencyKey: 'order-key-1',
      amounts: { subTotal: 1, delivery: 0, discount: 99999, grandTotal: 1 },
      amountPaise: 100,
      items: [{ _id: product(20)._id, price: 1, qty: 1 }],
    });

    const subTotal = product(20).price + product(40).price * 2;
    expect(status).toBe(201);
    expect(body.order.amounts).toEqual({
      subTotal,
      delivery: 50,
      discount: 499,
      grandTotal: subTotal + 50 - 499,
    });
    expect(body.order.amountPaise).toBe((subTotal + 50 - 499) * 100);
    expect(body.order).toMatchObject({ status: 'created', currency: 'INR' });
    expect(body.order.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(body.order.address.id).toBe(addressId);
    expect(body.order.items.map(({ _id, qty }) => ({ _id, qty }))).toEqual([
      { _id: product(20)._id, qty: 1 },
      { _id: product(40)._id, qty: 2 },
    ]);
    // Placing is not paying: the cart stays until the payment is recorded.
    expect(await getCart(token)).toHaveLength(2);
  });

  it('numbers each order: SH- and the serial after the order placed before, whoever placed it', async () => {
    const first = await placeOrder(token, { addressId, idempotencyKey: 'numbered-1' });
    const other = await newShopper(39);
    await fillCart(other.token, 21);
    const second = await placeOrder(other.token, {
      addressId: other.addressId,
      idempotencyKey: 'numbered-2',
    });
    expect(first.body.order.number).toMatch(/^SH-\d{6,}$/);
    expect(Number(second.body.order.number.slice(3))).toBe(Number(first.body.order.number.slice(3)) + 1);
    const read = await call<{ order: Order }>('GET', `/user/orders/${first.body.order._id}`, { token });
    expect(read.body.order.number).toBe(first.body.order.number);
  });

  it('the same idempotency key answers 200 with the same order, and makes no second one', async () => {
    const first = await placeOrder(token, { addressId, idempotencyKey: 'double-click' });
    await expectDbUnchanged(async () => {
      const again = await placeOrder(token, { addressId, idempotencyKey: 'double-click' });
      expect(again.status).toBe(200);
      expect(again.body.order).toEqual(first.body.order);
    });
  });

  it('the same idempotency key for another address is a different request: 409, no second order', async () => {
    await placeOrder(token, { addressId, idempotencyKey: 'key-reused' });
    const other = await call<{ address: { id: string } }>('POST', '/user/addresses', {
      token,
      json: {
        address: {
          name: 'Guest at work',
          mobile: '9123456780',
          pincode: '560001',
          city: 'Bengaluru',
          residence: '1 MG Road',
          state: 'Karnataka',
        },
      },
    });
    await expectDbUnchanged(async () => {
      expectRefusal(
        await placeOrder(token, { addressId: other.body.address.id, idempotencyKey: 'key-reused' }),
        409,
      );
    });
  });

  it('refuses an empty cart with 400', async () => {
    const priya = await loginPriya();
    const address = await call<{ address: { id: string } }>('POST', '/user/addresses', {
      token: priya,
      json: {
        address: {
          name: 'Priya Sharma',
          mobile: '9988776655',
          pincode: '411001',
          city: 'Pune',
          residence: '5 MG Road',
          state: 'Maharashtra',
        },
      },
    });
    await expectDbUnchanged(async () => {
      expectRefusal(
        await placeOrder(priya, { addressId: address.body.address.id, idempotencyKey: 'k' }),
        400,
      );
    });
  });

  it('refuses an unknown address, and another shopper’s, with 404', async () => {
    const priya = await loginPriya();
    await call('POST', '/user/cart', { token: priya, json: { product: product(20) } });
    await expectDbUnchanged(async () => {
      expectRefusal(await placeOrder(token, { addressId: 'no-such-address', idempotencyKey: 'k1' }), 404);
      expectRefusal(await placeOrder(priya, { addressId, idempotencyKey: 'k2' }), 404);
    });
  });

  it.each<[string, unknown]>([
    ['no address', { idempotencyKey: 'k' }],
    ['no idempotency key', { addressId }],
    ['a numeric address id', { addressId: 7, idempotencyKey: 'k' }],
  ])('refuses %s with 400', async (_label, json) => {
    await expectDbUnchanged(async () => {
      expectRefusal(await placeOrder(token, json), 400);
    });
  });
});

describe('POST /api/user/orders/:orderId/payment', () => {
  it('records a correctly signed payment: paid, cart emptied, listed first', async () => {
    const { body } = await placeOrder(token, { addressId, idempotencyKey: 'pay-1' });

    const { status, body: paid } = await pay(token, body.order, 'pay_AAAAAAAAAAAAAA');

    expect(status).toBe(200);
    expect(paid.order).toMatchObject({
      _id: body.order._id,
      status: 'confirmed',
      paymentState: 'paid',
      paymentId: 'pay_AAAAAAAAAAAAAA',
    });
    expect(paid.order.paidAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(paid.cart).toEqual([]);
    expect(await getCart(token)).toEqual([]);
    const listed = await call<{ orders: Order[] }>('GET', '/user/orders', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.orders).toEqual([paid.order]);
  });

  it('leaves in the cart what was added or raised after the order was placed', async () => {
    const { body } = await placeOrder(token, { addressId, idempotencyKey: 'pay-later-lines' });
    // Meanwhile, in another tab: one more of product 40, and product 50 is new.
    await call('POST', `/user/cart/${product(40)._id}`, { token, json: { action: { type: 'increment' } } });
    await call('POST', '/user/cart', { token, json: { product: product(50) } });

    const { status, body: paid } = await pay(token, body.order, 'pay_LATERLINES0000');

    expect(status).toBe(200);
    const left = paid.cart.map(({ _id, qty }) => ({ _id, qty }));
    expect(left).toEqual([
      { _id: product(40)._id, qty: 1 },
      { _id: product(50)._id, qty: 1 },
    ]);
    expect(await getCart(token)).toEqual(paid.cart);
  });

  it('lists paid orders newest first, and leaves unpaid ones out', async () => {
    const first = (await placeOrder(token, { addressId, idempotencyKey: 'a' })).body.order;
    await pay(token, first, 'pay_first');
    await call('POST', '/user/cart', { token, json: { product: product(50) } });
    const second = (await placeOrder(token, { addressId, idempotencyKey: 'b' })).body.order;
    await pay(token, second, 'pay_second');
    await call('POST', '/user/cart', { token, json: { product: product(51) } });
    await placeOrder(token, { addressId, idempotencyKey: 'c-unpaid' });

    const { body } = await call<{ orders: Order[] }>('GET', '/user/orders', { token });
    expect(body.orders.map((order) => order._id)).toEqual([second._id, first._id]);
  });

  it('refuses a wrong signature with 400: nothing paid, the cart intact', async () => {
    const { body } = await placeOrder(token, { addressId, idempotencyKey: 'pay-2' });
    const cart = await getCart(token);
    await expectDbUnchanged(async () => {
      expectRefusal(await pay(token, body.order, 'pay_BBBBBBBBBBBBBB', 'f'.repeat(64)), 400);
      // A signature made for another payment id does not fit this one either.
      const other = await signPayment(body.order.razorpayOrderId, 'pay_other');
      expectRefusal(await pay(token, body.order, 'pay_BBBBBBBBBBBBBB', other), 400);
    });
    expect(await getCart(token)).toEqual(cart);
  });

  it('paying twice with the same payment id answers 200 with the same order; another id is a 409', async () => {
    const { body } = await placeOrder(token, { addressId, idempotencyKey: 'pay-3' });
    const once = await pay(token, body.order, 'pay_CCCCCCCCCCCCCC');
    await expectDbUnchanged(async () => {
      const twice = await pay(token, body.order, 'pay_CCCCCCCCCCCCCC');
      expect(twice).toEqual(once);
      expectRefusal(await pay(token, body.order, 'pay_DDDDDDDDDDDDDD'), 409);
      // A replay is checked like a first try: a bad signature is refused even for a paid order.
      expectRefusal(await pay(token, body.order, 'pay_CCCCCCCCCCCCCC', 'f'.repeat(64)), 400);
    });
  });

  it('a payment id pays one order: on another order, any shopper’s, it is a 409 and changes nothing', async () => {
    const first = (await placeOrder(token, { addressId, idempotencyKey: 'one-payment-a' })).body.order;
    expect((await pay(token, first, 'pay_OnePayment0001')).status).toBe(200);
    await fillCart(token, 50);
    const second = (await placeOrder(token, { addressId, idempotencyKey: 'one-payment-b' })).body.order;
    const priya = await loginPriya();
    await fillCart(priya, 30);
    const { body: added } = await call<{ address: { id: string } }>('POST', '/user/addresses', {
      token: priya,
      json: {
        address: {
          name: 'Priya',
          mobile: '9123456780',
          pincode: '411001',
          city: 'Pune',
          residence: '5 MG Road',
          state: 'Maharashtra',
        },
      },
    });
    const hers = (await placeOrder(priya, { addressId: added.address.id, idempotencyKey: 'one-payment-c' }))
      .body.order;

    await expectDbUnchanged(async () => {
      // Signed correctly for each order: only the payment id is the first order's.
      expectRefusal(
        await pay(token, second, 'pay_OnePayment0001'),
        409,
        orderMessages.paymentForAnotherOrder,
      );
      expectRefusal(await pay(priya, hers, 'pay_OnePayment0001'), 409, orderMessages.paymentForAnotherOrder);
    });
    // The first order is as it was, and still answers its own payment again.
    expect((await pay(token, first, 'pay_OnePayment0001')).body.order).toMatchObject({
      status: 'confirmed',
      paymentId: 'pay_OnePayment0001',
    });
    expect((await pay(token, second, 'pay_OnePayment0002')).status).toBe(200);
  });

  it('the same payment id on two orders at once pays exactly one of them', async () => {
    const first = (await placeOrder(token, { addressId, idempotencyKey: 'race-a' })).body.order;
    await fillCart(token, 50);
    const second = (await placeOrder(token, { addressId, idempotencyKey: 'race-b' })).body.order;

    const answers = await Promise.all([
      pay(token, first, 'pay_RacedPayment01'),
      pay(token, second, 'pay_RacedPayment01'),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { body } = await call<{ orders: Order[] }>('GET', '/user/orders', { token });
    expect(body.orders.map((order) => order.paymentId)).toEqual(['pay_RacedPayment01']);
  });

  it("another shopper's order is a 404", async () => {
    const { body } = await placeOrder(token, { addressId, idempotencyKey: 'pay-4' });
    const priya = await loginPriya();
    await expectDbUnchanged(async () => {
      expectRefusal(await pay(priya, body.order, 'pay_EEEEEEEEEEEEEE'), 404);
    });
    expect((await call<{ orders: Order[] }>('GET', '/user/orders', { token: priya })).body.orders).toEqual(
      [],
    );
  });

  it('refuses a payment body without the three Razorpay fields with 400', async () => {
    const { body } = await placeOrder(token, { addressId, idempotencyKey: 'pay-5' });
    await expectDbUnchanged(async () => {
      const answer = await call('POST', `/user/orders/${body.order._id}/payment`, {
        token,
        json: { razorpay_payment_id: 'pay_x' },
      });
      expectRefusal(answer, 400);
    });
  });
});

describe('stock', () => {
  /** The second seed sneaker starts with 3 pairs (src/api/stock/starting-stock.ts). */
  const LOW = 1;

  it('an order asking for more pairs than are left is a 409 naming the sneaker and what is left; it makes nothing', async () => {
    await call('POST', '/user/cart', { token, json: { product: product(LOW) } });
    for (let n = 0; n < 3; n += 1) {
      await call('POST', `/user/cart/${product(LOW)._id}`, {
        token,
        json: { action: { type: 'increment' } },
      });
    }
    await expectDbUnchanged(async () => {
      expectRefusal(
        await placeOrder(token, { addressId, idempotencyKey: 'four-of-three' }),
        409,
        stockMessages.notEnoughLeft(product(LOW).title, 3),
      );
    });
    await call('POST', `/user/cart/${product(LOW)._id}`, { token, json: { action: { type: 'decrement' } } });
    const placed = await placeOrder(token, { addressId, idempotencyKey: 'three-of-three' });
    expect(placed.status).toBe(201);
    // Paid, so its pairs are taken (an unpaid order holds none).
    expect((await pay(token, placed.body.order, 'pay_ThreeOfThree01')).status).toBe(200);
    await call('POST', '/user/cart', { token, json: { product: product(LOW) } });
    const again = await placeOrder(token, { addressId, idempotencyKey: 'none-left' });
    expectRefusal(again, 409, stockMessages.notEnoughLeft(product(LOW).title, 0));
  });
});

describe('unpaid online orders past their lifetime', () => {
  const MINUTE = 60 * 1000;
  const clockStart = Date.now();
  /** The backend's clock, moved; the test's own timers run as ever. */
  const setClock = (minutesLater: number) => {
    const moment = new Date(clockStart + minutesLater * MINUTE);
    contractBackend().setClock(() => moment);
  };
  afterEach(() => contractBackend().setClock(() => new Date()));

  const statusOf = async (owner: string, order: Order) =>
    (await call<{ order: Order }>('GET', `/user/orders/${order._id}`, { token: owner })).body.order;
  const available = async (index: number) =>
    (await call<{ product: { stock: number } }>('GET', `/products/${product(index)._id}`)).body.product.stock;
  /** Stock as shoppers read it, once it is fresh: answers may be shared for STOCK_MAX_AGE_SECONDS. */
  async function expectAvailable(index: number, pairs: number) {
    const deadline = Date.now() + (STOCK_MAX_AGE_SECONDS + 1) * 1000;
    while ((await available(index)) !== pairs && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await available(index)).toBe(pairs);
  }

  it(`expire ${UNPAID_ORDER_LIFETIME_MS / MINUTE} minutes after they were placed: kept as expired, their pairs released; paid and younger ones stay`, async () => {
    setClock(0);
    const before = await available(20);
    const paid = (await placeOrder(token, { addressId, idempotencyKey: 'paid-long-ago' })).body.order;
    expect((await pay(token, paid, 'pay_FFFFFFFFFFFFFF')).status).toBe(200);
    await call('POST', '/user/cart', { token, json: { product: product(20) } });
    const stale = (await placeOrder(token, { addressId, idempotencyKey: 'left-unpaid' })).body.order;
    setClock(1);
    // The paid order took its pair; the unpaid one holds none.
    await expectAvailable(20, before - 1);

    setClock(UNPAID_ORDER_LIFETIME_MS / MINUTE - 1);
    expect((await call('GET', '/products')).status).toBe(200);
    expect((await statusOf(token, stale)).status).toBe('created');

    setClock(UNPAID_ORDER_LIFETIME_MS / MINUTE + 1);
    // A fresh read of the products runs the sweep (answers may be shared for STOCK_MAX_AGE_SECONDS).
    const deadline = Date.now() + (STOCK_MAX_AGE_SECONDS + 1) * 1000;
    while ((await statusOf(token, stale)).status === 'created' && Date.now() < deadline) {
      await call('GET', '/products');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await expectAvailable(20, before - 1);
    const expired = await statusOf(token, stale);
    expect(expired).toMatchObject({ status: 'expired', paymentState: 'pending' });
    expect(expired.timeline.map((step) => step.status)).toEqual(['created', 'expired']);
    expect((await statusOf(token, paid)).status).toBe('confirmed');
    const { body } = await call<{ orders: Order[] }>('GET', '/user/orders', { token });
    expect(body.orders.map((order) => order._id)).toEqual([paid._id]);
  });

  it('a payment past the lifetime is refunded at once, though no sweep has run since', async () => {
    setClock(0);
    const stale = (await placeOrder(token, { addressId, idempotencyKey: 'no-sweep-yet' })).body.order;
    // Straight to the payment: nothing between reads the products, the orders or the stock.
    setClock(UNPAID_ORDER_LIFETIME_MS / MINUTE + 1);
    expectRefusal(await pay(token, stale, 'pay_NOSWEEPYET0001'), 409, lifecycleMessages.expiredRefunded);
    const order = await statusOf(token, stale);
    expect(order).toMatchObject({
      status: 'expired',
      paymentState: 'refunded',
      paymentId: 'pay_NOSWEEPYET0001',
    });
    expect(order.timeline.map((step) => step.status)).toEqual(['created', 'expired']);
    const page = await call<{ afterSales: OrderAfterSales }>('GET', `/user/orders/${stale._id}`, { token });
    expect(page.body.afterSales.refunds).toEqual([
      expect.objectContaining({ cause: 'late_payment', amountPaise: stale.amountPaise, state: 'processed' }),
    ]);
    // A minute younger it would have been paid.
    setClock(UNPAID_ORDER_LIFETIME_MS / MINUTE - 1);
    await fillCart(token, 20);
    const young = (await placeOrder(token, { addressId, idempotencyKey: 'young-enough' })).body.order;
    setClock(2 * (UNPAID_ORDER_LIFETIME_MS / MINUTE) - 2);
    expect((await pay(token, young, 'pay_YOUNGENOUGH001')).status).toBe(200);
  });

  it('a payment that arrives for an expired order does not confirm it: refunded, and the shopper gets a 409', async () => {
    setClock(0);
    const stale = (await placeOrder(token, { addressId, idempotencyKey: 'paid-too-late' })).body.order;
    setClock(UNPAID_ORDER_LIFETIME_MS / MINUTE + 1);
    await call('GET', '/products');

    expectRefusal(await pay(token, stale, 'pay_TOOLATE0000001'), 409, lifecycleMessages.expiredRefunded);
    expect(await statusOf(token, stale)).toMatchObject({
      status: 'expired',
      paymentState: 'refunded',
      paymentId: 'pay_TOOLATE0000001',
    });
    // The page reporting it again changes nothing.
    expectRefusal(await pay(token, stale, 'pay_TOOLATE0000001'), 409, lifecycleMessages.expiredRefunded);
    // One refund of it all, made by the test checkout at once; no credit note (it had no invoice).
    const page = await call<{ afterSales: OrderAfterSales }>('GET', `/user/orders/${stale._id}`, { token });
    expect(page.body.afterSales.refunds).toEqual([
      expect.objectContaining({ cause: 'late_payment', amountPaise: stale.amountPaise, state: 'processed' }),
    ]);
    expect(page.body.afterSales.creditNotes).toEqual([]);
  });
});

describe('caps per shopper', () => {
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;
  const IST_OFFSET = 5.5 * HOUR;
  /** The backend's clock, fixed at `ms`; the test's own timers run as ever. */
  const setClock = (ms: number) => {
    const moment = new Date(ms);
    contractBackend().setClock(() => moment);
  };
  afterEach(() => contractBackend().setClock(() => new Date()));

  const place = (json: Record<string, unknown>) => send('POST', '/user/orders', { token, json });
  async function expectCapped(answer: Response, retryAfterSeconds: number, message: string) {
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBe(retryAfterSeconds);
    expect(await answer.json()).toEqual({ message });
  }

  it(`at most ${MAX_UNPAID_ORDERS_PER_USER} online orders waiting for payment: the next is a 429 that makes nothing, until one is paid or lapses`, async () => {
    const start = Date.now();
    setClock(start);
    const placed: Order[] = [];
    for (let n = 1; n <= MAX_UNPAID_ORDERS_PER_USER; n += 1) {
      const answer = await placeOrder(token, { addressId, idempotencyKey: `unpaid-${n}` });
      expect(answer.status).toBe(201);
      placed.push(answer.body.order);
    }
    await expectDbUnchanged(async () => {
      await expectCapped(
        await place({ addressId, idempotencyKey: 'one-too-many' }),
        UNPAID_ORDER_LIFETIME_MS / 1000,
        orderMessages.tooManyUnpaid(MAX_UNPAID_ORDERS_PER_USER, UNPAID_ORDER_LIFETIME_MS / 60_000),
      );
    });
    // A repeat of a checkout already placed is no new order: it still answers.
    expect((await placeOrder(token, { addressId, idempotencyKey: 'unpaid-1' })).status).toBe(200);

    // Paying one makes room for one.
    const [first] = placed;
    if (!first) throw new Error('no order was placed');
    expect((await pay(token, first, 'pay_ROOMROOMROOM01')).status).toBe(200);
    await fillCart(token, 20);
    expect((await placeOrder(token, { addressId, idempotencyKey: 'after-paying' })).status).toBe(201);
    expect((await place({ addressId, idempotencyKey: 'full-again' })).status).toBe(429);

    // A lifetime after they were placed the unpaid orders expire, and make room.
    setClock(start + UNPAID_ORDER_LIFETIME_MS + 1000);
    expect((await placeOrder(token, { addressId, idempotencyKey: 'a-lifetime-later' })).status).toBe(201);
  });

  it('placements at once cannot pass the unpaid cap together', async () => {
    for (let n = 1; n < MAX_UNPAID_ORDERS_PER_USER; n += 1) {
      expect((await placeOrder(token, { addressId, idempotencyKey: `before-${n}` })).status).toBe(201);
    }
    const answers = await Promise.all(
      ['tab-a', 'tab-b', 'tab-c'].map((idempotencyKey) => place({ addressId, idempotencyKey })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429]);
  });

  it(`at most ${MAX_COD_ORDERS_PER_DAY} Cash on Delivery orders per India day: the next is a 429 until midnight IST; paying online still goes`, async () => {
    // Two hours before the next midnight in India.
    const midnightInIndia = Math.ceil((Date.now() + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
    setClock(midnightInIndia - 2 * HOUR);
    await call('DELETE', `/user/cart/${product(40)._id}`, { token });
    for (let n = 1; n <= MAX_COD_ORDERS_PER_DAY; n += 1) {
      await fillCart(token, 20);
      const answer = await placeOrder(token, { addressId, idempotencyKey: `cod-${n}`, paymentMethod: 'cod' });
      expect(answer.status).toBe(201);
      // Cancelled, so the cap on open Cash on Delivery orders is not the one met: the day's still counts it.
      const cancel = await call('POST', `/user/orders/${answer.body.order._id}/cancel`, {
        token,
        json: { reason: 'changed_mind' },
      });
      expect(cancel.status).toBe(200);
    }
    await fillCart(token, 20);
    await expectDbUnchanged(async () => {
      await expectCapped(
        await place({ addressId, idempotencyKey: 'cod-one-more', paymentMethod: 'cod' }),
        (2 * HOUR) / 1000,
        orderMessages.tooManyCodToday(MAX_COD_ORDERS_PER_DAY),
      );
    });
    expect((await placeOrder(token, { addressId, idempotencyKey: 'online-instead' })).status).toBe(201);

    // The day is India's: a minute past midnight IST is the next one.
    setClock(midnightInIndia + 60 * 1000);
    expect(
      (await placeOrder(token, { addressId, idempotencyKey: 'cod-next-day', paymentMethod: 'cod' })).status,
    ).toBe(201);
  });
});
