import { paymentSignature } from '@/api/razorpay/signature';
import { seedProducts } from '@/api/catalogue/seed/data';
import { demoUsers } from '@/api/accounts/demo-users';
import type { CartItem, Order } from '@/shared/types';
import { lifecycleMessages } from '@/shared/messages';
import type { OrderAfterSales } from '@/shared/orders';
import { newShopperCodPairs } from '@/api/orders/holding';
import type { StockLevel, StockPage } from '@/shared/staff';
import { call, loginGuest } from './api-client';
import { contractBackend } from './contract-backend';
import { newShopper } from './shoppers';
import { staffLogin } from './staff';

/** Two tabs, two clicks, a retry: the same request this many times at once. */
const AT_ONCE = 6;

const productId = (index: number) => seedProducts[index]?._id ?? '';
const addressId = demoUsers[0]?.addresses[0]?.id ?? '';

const together = <T>(request: () => Promise<T>) => Promise.all(Array.from({ length: AT_ONCE }, request));
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

let token: string;
beforeEach(async () => {
  token = await loginGuest();
});

it('signups with one email at once: exactly one account, the rest 422', async () => {
  const shopper = {
    firstName: 'Ira',
    lastName: 'Das',
    email: 'ira.das@example.in',
    password: 'ira-runs-daily',
  };
  const answers = await together(() => call('POST', '/auth/signup', { json: shopper }));
  expect(statuses(answers)).toEqual([201, ...Array<number>(AT_ONCE - 1).fill(422)]);
  expect((await call('POST', '/auth/login', { json: shopper })).status).toBe(200);
});

it('adding one sneaker at once: one line with qty 1, the rest 409', async () => {
  const answers = await together(() =>
    call('POST', '/user/cart', { token, json: { product: { _id: productId(20) } } }),
  );
  expect(statuses(answers)).toEqual([201, ...Array<number>(AT_ONCE - 1).fill(409)]);
  const { body } = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token });
  expect(body.cart.map(({ _id, qty }) => ({ _id, qty }))).toEqual([{ _id: productId(20), qty: 1 }]);
});

it('increments at once: none is lost', async () => {
  await call('POST', '/user/cart', { token, json: { product: { _id: productId(20) } } });
  const answers = await together(() =>
    call('POST', `/user/cart/${productId(20)}`, { token, json: { action: { type: 'increment' } } }),
  );
  expect(statuses(answers)).toEqual(Array<number>(AT_ONCE).fill(200));
  const { body } = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token });
  expect(body.cart[0]?.qty).toBe(1 + AT_ONCE);
});

it('one checkout submitted from two tabs at once: one order, never a 500', async () => {
  await call('POST', '/user/cart', { token, json: { product: { _id: productId(20) } } });
  const answers = await together(() =>
    call<{ order: Order }>('POST', '/user/orders', {
      token,
      json: { addressId, idempotencyKey: 'two-tabs' },
    }),
  );
  expect(statuses(answers)).toEqual([...Array<number>(AT_ONCE - 1).fill(200), 201]);
  expect(new Set(answers.map((answer) => answer.body.order._id)).size).toBe(1);
});

it('one payment confirmed from two tabs at once: paid once, the cart emptied once', async () => {
  await call('POST', '/user/cart', { token, json: { product: { _id: productId(20) } } });
  const placed = await call<{ order: Order }>('POST', '/user/orders', {
    token,
    json: { addressId, idempotencyKey: 'pay-twice' },
  });
  const { order } = placed.body;
  // Meanwhile another of the same sneaker goes in: only what the order bought may leave the cart.
  await call('POST', `/user/cart/${productId(20)}`, { token, json: { action: { type: 'increment' } } });
  const payment = {
    razorpay_payment_id: 'pay_TWOTABS0000000',
    razorpay_order_id: order.razorpayOrderId,
    razorpay_signature: await paymentSignature(
      contractBackend().secrets.razorpayKeySecret,
      order.razorpayOrderId,
      'pay_TWOTABS0000000',
    ),
  };

  const answers = await together(() =>
    call<{ order: Order; cart: CartItem[] }>('POST', `/user/orders/${order._id}/payment`, {
      token,
      json: payment,
    }),
  );

  expect(statuses(answers)).toEqual(Array<number>(AT_ONCE).fill(200));
  expect(new Set(answers.map((answer) => answer.body.order.paymentId))).toEqual(
    new Set([payment.razorpay_payment_id]),
  );
  const { body } = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token });
  expect(body.cart.map(({ _id, qty }) => ({ _id, qty }))).toEqual([{ _id: productId(20), qty: 1 }]);
  const orders = await call<{ orders: Order[] }>('GET', '/user/orders', { token });
  expect(orders.body.orders.map((paid) => paid._id)).toEqual([order._id]);
});

describe('the last pairs', () => {
  /** Pairs left of the sneaker, and shoppers who each want one of them at the same moment. */
  const LEFT = 5;
  const SHOPPERS = 50;
  const sneaker = seedProducts[20];

  const levelNow = async (staff: string): Promise<StockLevel | undefined> =>
    (await call<StockPage>('GET', '/staff/stock', { token: staff })).body.levels.find(
      (level) => level.productId === sneaker?._id,
    );

  /** Sets the sneaker's pairs on sale to `left`; the level before and after. */
  async function leaveOnSale(staff: string, left: number) {
    if (!sneaker) throw new Error('the seed has no sneaker 20');
    const start = await levelNow(staff);
    if (!start) throw new Error('no stock level for the sneaker');
    const adjusted = await call<{ level: StockLevel }>('POST', `/staff/products/${sneaker._id}/stock`, {
      token: staff,
      json: { change: left - start.available, reason: 'The last pairs' },
    });
    expect(adjusted.body.level.available).toBe(left);
    return { start, adjusted: adjusted.body.level };
  }

  /** `count` new shoppers (numbered from `first`), each with one pair of the sneaker in the cart. */
  async function shoppersWithOne(first: number, count: number) {
    const shoppers = [];
    for (let n = 0; n < count; n += 1) {
      const shopper = await newShopper(first + n);
      await call('POST', '/user/cart', { token: shopper.token, json: { product: { _id: sneaker?._id } } });
      shoppers.push(shopper);
    }
    return shoppers;
  }

  it(`${SHOPPERS} shoppers paying for one of ${LEFT} pairs at once: exactly ${LEFT} paid, the rest refunded at once, none left, never below 0`, async () => {
    const staff = await staffLogin();
    const { start, adjusted } = await leaveOnSale(staff, LEFT);
    const shoppers = await shoppersWithOne(100, SHOPPERS);
    // Placing takes no pairs: every order is placed while they are on sale.
    const orders: Order[] = [];
    for (const shopper of shoppers) {
      const placed = await call<{ order: Order }>('POST', '/user/orders', {
        token: shopper.token,
        json: { addressId: shopper.addressId, idempotencyKey: 'the-last-pairs' },
      });
      expect(placed.status).toBe(201);
      orders.push(placed.body.order);
    }

    const answers = await Promise.all(
      shoppers.map(async (shopper, n) => {
        const order = orders[n]!;
        const paymentId = `pay_LASTPAIRS${String(n).padStart(5, '0')}`;
        const payment = {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.razorpayOrderId,
          razorpay_signature: await paymentSignature(
            contractBackend().secrets.razorpayKeySecret,
            order.razorpayOrderId,
            paymentId,
          ),
        };
        return call<{ order?: Order; message?: string }>('POST', `/user/orders/${order._id}/payment`, {
          token: shopper.token,
          json: payment,
        });
      }),
    );

    expect(statuses(answers)).toEqual([
      ...Array<number>(LEFT).fill(200),
      ...Array<number>(SHOPPERS - LEFT).fill(409),
    ]);
    const refusals = answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message);
    expect(new Set(refusals)).toEqual(new Set([lifecycleMessages.soldOutRefunded]));
    expect(await levelNow(staff)).toEqual({
      productId: sneaker?._id,
      onHand: adjusted.onHand,
      reserved: start.reserved + LEFT,
      available: 0,
    });
    const refunded = shoppers.filter((_, n) => answers[n]?.status === 409);
    for (const shopper of refunded) {
      const { body } = await call<{ afterSales: OrderAfterSales; order: Order }>(
        'GET',
        `/user/orders/${orders[shoppers.indexOf(shopper)]?._id}`,
        { token: shopper.token },
      );
      expect(body.order).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
      expect(body.afterSales.refunds).toEqual([expect.objectContaining({ state: 'processed' })]);
    }
  });

  it('new shoppers placing Cash on Delivery at once hold no more than their share of the pairs', async () => {
    const staff = await staffLogin();
    const ON_SALE = 12;
    const { adjusted } = await leaveOnSale(staff, ON_SALE);
    const share = newShopperCodPairs(adjusted.onHand);
    const shoppers = await shoppersWithOne(200, share + 4);
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        call('POST', '/user/orders', {
          token: shopper.token,
          json: { addressId: shopper.addressId, idempotencyKey: 'cod-at-once', paymentMethod: 'cod' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array<number>(share).fill(201), ...Array<number>(4).fill(422)]);
    expect((await levelNow(staff))?.available).toBe(ON_SALE - share);
  });
});
