import type { OrderAfterSales } from '@/shared/orders';
import type { ShopperUpdate } from '@/shared/updates';
import type { Order, PublicUser } from '@/shared/types';
import type { StockPage } from '@/shared/staff';
import { lifecycleMessages, orderMessages } from '@/shared/messages';
import { demoUsers } from '@/api/accounts/demo-users';
import { MAX_OPEN_COD_ORDERS_PER_USER, MAX_OPEN_COD_PAIRS_PER_USER } from '@/api/limits/limits';
import { call, expectDbUnchanged, expectRefusal, loginGuest, loginPriya } from '@/api/testing/api-client';
import { contractBackend } from '@/api/testing/contract-backend';
import { fillCart, getCart, pay, placeOrder, seedProduct } from '@/api/testing/fixtures';
import { newShopper, type TestShopper } from '@/api/testing/shoppers';
import { deliverAsStaff, staffLogin } from '@/api/testing/staff';
import { newShopperCodPairs } from './holding';

/** The second seed sneaker starts with 3 pairs (src/api/stock/starting-stock.ts). */
const LOW = 1;
const product = seedProduct;
/** Seed sneakers of ₹999 and ₹1,499: several pairs stay under Cash on Delivery's ₹20,000. */
const [CHEAP_A, CHEAP_B] = [15, 16];
const guestAddressId = demoUsers[0]?.addresses[0]?.id ?? '';

/** Pairs on sale, read fresh (shoppers' product answers may be shared for a moment). */
async function available(index: number): Promise<number> {
  const { body } = await call<StockPage>('GET', '/staff/stock', { token: await staffLogin() });
  const level = body.levels.find((one) => one.productId === product(index)._id);
  if (!level) throw new Error(`no stock level for sneaker ${index}`);
  return level.available;
}

/** `qty` pairs of the seed sneaker at `index` in the shopper's cart (added or raised). */
async function cartWith(token: string, index: number, qty: number) {
  await fillCart(token, index);
  for (let n = 1; n < qty; n += 1) {
    await call('POST', `/user/cart/${product(index)._id}`, {
      token,
      json: { action: { type: 'increment' } },
    });
  }
}

/** Staff take the order through to delivered. */
const deliver = async (order: Order) => deliverAsStaff(await staffLogin(), order._id);

const placeCod = (shopper: TestShopper, idempotencyKey: string) =>
  placeOrder(shopper.token, { addressId: shopper.addressId, idempotencyKey, paymentMethod: 'cod' });

describe('an online order takes its pairs when its payment is confirmed', () => {
  it('placing holds none; when the pairs are bought first, its payment is refunded at once and the order cancelled', async () => {
    const guest = await loginGuest();
    await cartWith(guest, LOW, 3);
    const placed = await placeOrder(guest, { addressId: guestAddressId, idempotencyKey: 'slow-payer' });
    const unpaid = placed.body.order;
    expect(await available(LOW)).toBe(3);

    // Another shopper buys all three and pays first.
    const priya = await loginPriya();
    const { id: _id, ...home } = demoUsers[0]!.addresses[0]!;
    const address = await call<{ address: { id: string } }>('POST', '/user/addresses', {
      token: priya,
      json: { address: home },
    });
    await cartWith(priya, LOW, 3);
    const bought = await placeOrder(priya, { addressId: address.body.address.id, idempotencyKey: 'quick' });
    expect((await pay(priya, bought.body.order, 'pay_QUICKPAYER0001')).status).toBe(200);
    expect(await available(LOW)).toBe(0);

    expectRefusal(await pay(guest, unpaid, 'pay_SLOWPAYER00001'), 409, lifecycleMessages.soldOutRefunded);
    const page = await call<{ order: Order; afterSales: OrderAfterSales }>(
      'GET',
      `/user/orders/${unpaid._id}`,
      { token: guest },
    );
    expect(page.body.order).toMatchObject({
      status: 'cancelled',
      paymentState: 'refunded',
      paymentId: 'pay_SLOWPAYER00001',
    });
    expect(page.body.order.timeline.map(({ status, note }) => ({ status, note }))).toEqual([
      { status: 'created', note: undefined },
      { status: 'cancelled', note: lifecycleMessages.soldOutNote },
    ]);
    expect(page.body.afterSales.refunds).toEqual([
      expect.objectContaining({ cause: 'cancelled', amountPaise: unpaid.amountPaise, state: 'processed' }),
    ]);
    const updates = await call<{ updates: ShopperUpdate[] }>('GET', '/user/updates', { token: guest });
    expect(updates.body.updates.map((update) => [update.kind, update.title])).toEqual(
      expect.arrayContaining([
        [
          'cancelled',
          `Your order ${unpaid.number} (${product(LOW).title}) sold out before your payment arrived`,
        ],
        ['refund_issued', `Your refund for order ${unpaid.number} is in progress`],
      ]),
    );
    // Nothing left the guest's cart, and no pair was taken for them.
    expect((await getCart(guest)).find((line) => line._id === product(LOW)._id)?.qty).toBe(3);
    expect(await available(LOW)).toBe(0);

    // Reported again (the webhook, a reload): the same answer, still one refund.
    await expectDbUnchanged(async () => {
      expectRefusal(await pay(guest, unpaid, 'pay_SLOWPAYER00001'), 409, lifecycleMessages.soldOutRefunded);
    });
  });
});

describe('Cash on Delivery holds pairs without a payment, so it is bounded', () => {
  it("is not for an account 'Login as Guest' made for one visitor", async () => {
    const made = await call<{ email: string; password: string }>('POST', '/auth/guest');
    const login = await call<{ encodedToken: string; foundUser: PublicUser }>('POST', '/auth/login', {
      json: made.body,
    });
    const token = login.body.encodedToken;
    const [address] = (await call<{ addresses: { id: string }[] }>('GET', '/user/addresses', { token })).body
      .addresses;
    await fillCart(token, 20);
    const cod = { addressId: address?.id ?? '', idempotencyKey: 'guest-cod', paymentMethod: 'cod' };
    if (contractBackend().guests === 'per-visitor') {
      expect(login.body.foundUser.guest).toBe(true);
      await expectDbUnchanged(async () => {
        expectRefusal(await placeOrder(token, cod), 403, orderMessages.codNotForGuests);
      });
      expect((await placeOrder(token, { ...cod, paymentMethod: 'online' })).status).toBe(201);
    } else {
      // The embedded mock's guest is its one demo account, the only shopper of that page.
      expect(login.body.foundUser.guest).toBeUndefined();
      expect((await placeOrder(token, cod)).status).toBe(201);
    }
  });

  it(`at most ${MAX_OPEN_COD_ORDERS_PER_USER} orders with ${MAX_OPEN_COD_PAIRS_PER_USER} pairs on their way per shopper; a delivery makes room`, async () => {
    const shopper = await newShopper(301);
    const capped = orderMessages.tooManyOpenCod(MAX_OPEN_COD_ORDERS_PER_USER, MAX_OPEN_COD_PAIRS_PER_USER);
    await cartWith(shopper.token, CHEAP_A, 1);
    const first = await placeCod(shopper, 'first');
    expect(first.status).toBe(201);

    await cartWith(shopper.token, CHEAP_B, MAX_OPEN_COD_PAIRS_PER_USER);
    await expectDbUnchanged(async () => {
      expectRefusal(await placeCod(shopper, 'too-many-pairs'), 422, capped);
    });
    await call('POST', `/user/cart/${product(CHEAP_B)._id}`, {
      token: shopper.token,
      json: { action: { type: 'decrement' } },
    });
    expect((await placeCod(shopper, 'up-to-the-pairs')).status).toBe(201);

    await cartWith(shopper.token, CHEAP_A, 1);
    await expectDbUnchanged(async () => {
      expectRefusal(await placeCod(shopper, 'one-order-too-many'), 422, capped);
    });
    // Paying online is never held back by it.
    const online = { addressId: shopper.addressId, idempotencyKey: 'online' };
    expect((await placeOrder(shopper.token, online)).status).toBe(201);

    await deliver(first.body.order);
    expect((await placeCod(shopper, 'after-a-delivery')).status).toBe(201);
  });

  it("new shoppers' orders together hold at most their share of a product; a shopper with a delivery is not counted", async () => {
    const onHand = await available(20);
    const share = newShopperCodPairs(onHand);
    expect(share).toBeGreaterThan(1);
    const [first, second, regular] = [await newShopper(311), await newShopper(312), await newShopper(313)];

    // The regular shopper has had an order delivered (of another sneaker).
    await cartWith(regular.token, 30, 1);
    await deliver((await placeCod(regular, 'long-ago')).body.order);

    await cartWith(first.token, 20, share - 1);
    expect((await placeCod(first, 'most-of-the-share')).status).toBe(201);
    await cartWith(second.token, 20, 2);
    await expectDbUnchanged(async () => {
      expectRefusal(
        await placeCod(second, 'past-the-share'),
        422,
        orderMessages.codShareTaken(product(20).title),
      );
    });
    // Paying online still goes, and the regular shopper's Cash on Delivery is not counted.
    expect(
      (await placeOrder(second.token, { addressId: second.addressId, idempotencyKey: 'online' })).status,
    ).toBe(201);
    await cartWith(regular.token, 20, 2);
    expect((await placeCod(regular, 'a-regular')).status).toBe(201);
    expect(await available(20)).toBe(onHand - (share - 1) - 2);
  });
});
