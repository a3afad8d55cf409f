import { call, expectRefusal, loginGuest } from '@/api/testing/api-client';
import { seedProduct } from '@/api/testing/fixtures';
import { newShopper, orderOne } from '@/api/testing/shoppers';
import { staffLogin } from '@/api/testing/staff';
import { stockMessages } from '@/shared/messages';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import type { AuditPage, StockLevel, StockPage } from '@/shared/staff';
import { SEED_LOW_STOCK } from './starting-stock';

let staff: string;
beforeEach(async () => {
  staff = await staffLogin();
});

const stockPage = async (query = '') => {
  const answer = await call<StockPage>('GET', `/staff/stock${query}`, { token: staff });
  expect(answer.status).toBe(200);
  return answer.body.levels;
};
const levelOf = async (index: number) =>
  (await stockPage()).find((level) => level.productId === seedProduct(index)._id);
const adjust = (index: number, json: unknown, token = staff) =>
  call<{ level: StockLevel }>('POST', `/staff/products/${seedProduct(index)._id}/stock`, { token, json });
const shopperStock = async (index: number) =>
  (await call<{ product: { stock: number } }>('GET', `/products/${seedProduct(index)._id}`)).body.product
    .stock;

describe('GET /api/staff/stock', () => {
  it("every product's pairs on hand, reserved and available; low=1 those at LOW_STOCK or fewer", async () => {
    const { body } = await call<{ products: { _id: string }[] }>('GET', '/products');
    const levels = await stockPage();
    expect(levels.map((level) => level.productId).sort()).toEqual(body.products.map((p) => p._id).sort());
    for (const level of levels) expect(level.available).toBe(level.onHand - level.reserved);
    const low = await stockPage('?low=1');
    expect(low.map((level) => level.productId).sort()).toEqual(Object.keys(SEED_LOW_STOCK).sort());
    for (const level of low) expect(level.available).toBeLessThanOrEqual(LOW_STOCK);
  });

  it('low other than 1 or 0 is a 400; a shopper gets 403', async () => {
    expectRefusal(await call('GET', '/staff/stock?low=yes', { token: staff }), 400);
    expectRefusal(await call('GET', '/staff/stock', { token: await loginGuest() }), 403);
  });
});

describe('POST /api/staff/products/:productId/stock', () => {
  it('stocks a sneaker not on the shop yet: it is listed with 0 pairs and takes pairs before it is published', async () => {
    const draft = {
      title: 'Nike Quiet Draft',
      text: 'Not on the shop until its pairs arrive.',
      brand: 'nike',
      category: ['men'],
      price: 4999,
      mrp: 5999,
      countryOfOrigin: 'Vietnam',
      published: false,
    };
    const added = await call<{ product: { _id: string } }>('POST', '/staff/products', {
      token: staff,
      json: draft,
    });
    expect(added.status).toBe(201);
    const productId = added.body.product._id;
    expect((await stockPage()).find((level) => level.productId === productId)).toEqual({
      productId,
      onHand: 0,
      reserved: 0,
      available: 0,
    });
    const stocked = await call<{ level: StockLevel }>('POST', `/staff/products/${productId}/stock`, {
      token: staff,
      json: { change: 8, reason: 'First delivery' },
    });
    expect(stocked.status).toBe(200);
    expect(stocked.body.level).toEqual({ productId, onHand: 8, reserved: 0, available: 8 });
  });

  it('adds and takes away pairs on hand: the level after, what shoppers see, and an audit line', async () => {
    const start = await levelOf(20);
    if (!start) throw new Error('no level for the seed sneaker');
    const added = await adjust(20, { change: 12, reason: 'Delivery from the distributor' });
    expect(added.status).toBe(200);
    expect(added.body.level).toEqual({
      ...start,
      onHand: start.onHand + 12,
      available: start.available + 12,
    });
    const taken = await adjust(20, { change: -2, reason: '  Two pairs damaged  ' });
    expect(taken.body.level.onHand).toBe(start.onHand + 10);
    expect(await levelOf(20)).toEqual(taken.body.level);
    expect(await shopperStock(20)).toBe(start.available + 10);
    const { body } = await call<AuditPage>('GET', '/staff/audit', { token: staff });
    expect(body.entries.filter((entry) => entry.action === 'stock.adjust')).toEqual([
      expect.objectContaining({
        target: seedProduct(20)._id,
        before: { onHand: start.onHand + 12 },
        after: { onHand: start.onHand + 10, change: -2, reason: 'Two pairs damaged' },
      }),
      expect.objectContaining({
        before: { onHand: start.onHand },
        after: { onHand: start.onHand + 12, change: 12, reason: 'Delivery from the distributor' },
      }),
    ]);
  });

  it('never below what orders hold, nor below 0: 409 saying so, nothing changed', async () => {
    const shopper = await newShopper(5);
    await orderOne(shopper, 4, 'cod');
    const held = await levelOf(4);
    if (!held) throw new Error('no level for the seed sneaker');
    expect(held).toMatchObject({ reserved: 1 });
    expectRefusal(
      await adjust(4, { change: -held.onHand, reason: 'Stock count' }),
      409,
      stockMessages.adjustmentRefused(held.onHand, 1),
    );
    expect((await adjust(4, { change: -held.available, reason: 'Stock count' })).body.level).toEqual({
      productId: held.productId,
      onHand: 1,
      reserved: 1,
      available: 0,
    });
    const free = await levelOf(1);
    if (!free) throw new Error('no level for the seed sneaker');
    expectRefusal(
      await adjust(1, { change: -free.onHand - 1, reason: 'Stock count' }),
      409,
      stockMessages.belowZero(free.onHand),
    );
    expect(await levelOf(1)).toEqual(free);
  });

  it.each([
    ['a change of 0', { change: 0, reason: 'Count' }, stockMessages.changeInvalid],
    ['half a pair', { change: 1.5, reason: 'Count' }, stockMessages.changeInvalid],
    ['a change as text', { change: '3', reason: 'Count' }, stockMessages.changeInvalid],
    ['a million pairs', { change: 1_000_000, reason: 'Count' }, stockMessages.changeInvalid],
    ['no reason', { change: 3 }, stockMessages.reasonRequired],
    ['a blank reason', { change: 3, reason: '   ' }, stockMessages.reasonRequired],
    ['a reason of 201 characters', { change: 3, reason: 'x'.repeat(201) }, stockMessages.reasonRequired],
  ])('%s is a 400', async (_label, json, message) => {
    expectRefusal(await adjust(20, json), 400, message);
  });

  it('an unknown product is a 404; a shopper gets 403', async () => {
    expectRefusal(
      await call('POST', '/staff/products/no-such-sneaker/stock', {
        token: staff,
        json: { change: 1, reason: 'Count' },
      }),
      404,
    );
    expectRefusal(await adjust(20, { change: 1, reason: 'Count' }, await loginGuest()), 403);
  });
});
