import { clearShopperData, findUserByEmail, takeSnapshot } from '@/mocks/db';
import { SNAPSHOT_KEY, loadSnapshot, saveSnapshot } from '@/mocks/persistence';
import { seedProducts } from '@/mocks/seed';
import { demoUsers } from '@/mocks/seed/users';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import type { Order } from '@/shared/types';
import { call, loginGuest } from './api-client';

/** What a shopper leaves behind: an account, a cart, a wishlist, an address and a paid-for order. */
async function shopAround() {
  await call('POST', '/auth/signup', {
    json: { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', password: 'kolkata-runner-7' },
  });
  const token = await loginGuest();
  const [first, second] = [seedProducts[20]?._id, seedProducts[21]?._id];
  await call('POST', '/user/cart', { token, json: { product: { _id: first } } });
  await call('POST', '/user/orders', {
    token,
    json: { addressId: demoUsers[0]?.addresses[0]?.id, idempotencyKey: 'persist-1' },
  });
  await call('POST', '/user/cart', { token, json: { product: { _id: second } } });
  await call('POST', `/user/cart/${second}`, { token, json: { action: { type: 'increment' } } });
  await call('POST', '/user/wishlist', { token, json: { product: { _id: first } } });
  await call('POST', '/user/addresses', {
    token,
    json: {
      address: {
        name: 'Guest',
        mobile: '9123456780',
        pincode: '110001',
        city: 'New Delhi',
        residence: '1 Janpath',
        state: 'Delhi',
      },
    },
  });
  return token;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('save, empty the db, load: users, carts, wishlists, addresses and orders are back', async () => {
  await shopAround();
  const before = takeSnapshot();
  expect(before.order).toHaveLength(1);

  saveSnapshot(localStorage);
  clearShopperData();
  expect(findUserByEmail(GUEST_CREDENTIALS.email)).toBeNull();

  expect(loadSnapshot(localStorage)).toBe(true);
  expect(takeSnapshot()).toEqual(before);
  expect(warn).not.toHaveBeenCalled();
});

it('the restored db answers the API as before: login, cart in order, orders', async () => {
  const token = await shopAround();
  const cartBefore = await call('GET', '/user/cart', { token });
  saveSnapshot(localStorage);
  clearShopperData();
  loadSnapshot(localStorage);

  const again = await loginGuest();
  expect(await call('GET', '/user/cart', { token: again })).toEqual(cartBefore);
  const asha = await call('POST', '/auth/login', {
    json: { email: 'asha@example.in', password: 'kolkata-runner-7' },
  });
  expect(asha.status).toBe(200);
  const orders = await call<{ orders: Order[] }>('GET', '/user/orders', { token: again });
  expect(orders.status).toBe(200);
});

it('nothing is saved by the server in Jest: no snapshot appears after a change', async () => {
  await shopAround();
  expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
});

it('answers false without a warning when nothing was saved', () => {
  expect(loadSnapshot(localStorage)).toBe(false);
  expect(warn).not.toHaveBeenCalled();
});

describe('a snapshot that cannot be used is dropped with a warning, never a crash', () => {
  const validRows = () => takeSnapshot();

  it.each<[string, () => string]>([
    ['corrupt JSON', () => '{"user": [ {"_id": '],
    ['JSON that is not an object', () => '"hello"'],
    ['a model missing', () => JSON.stringify({ ...validRows(), order: undefined })],
    [
      'another shape (an older version: users nested with their carts)',
      () => JSON.stringify({ users: [{ email: 'guest@sneakerhub.in', password: 'x', cart: [] }] }),
    ],
    [
      'a row missing a field',
      () => {
        const snapshot = validRows();
        return JSON.stringify({
          ...snapshot,
          user: snapshot.user.map(({ passwordHash: _gone, ...rest }) => rest),
        });
      },
    ],
    [
      'a row with a field of the wrong type',
      () => {
        const snapshot = validRows();
        return JSON.stringify({
          ...snapshot,
          address: snapshot.address.map((row) => ({ ...row, isSelected: 'yes' })),
        });
      },
    ],
    [
      'a row with a field the models do not have',
      () => {
        const snapshot = validRows();
        return JSON.stringify({
          ...snapshot,
          user: snapshot.user.map((row) => ({ ...row, password: 'plain' })),
        });
      },
    ],
    [
      'two rows with the same key (fails half-way)',
      () => {
        const snapshot = validRows();
        return JSON.stringify({ ...snapshot, testTodo: [...snapshot.testTodo, ...snapshot.testTodo] });
      },
    ],
  ])('%s', (_label, saved) => {
    localStorage.setItem(SNAPSHOT_KEY, saved());
    clearShopperData();

    expect(loadSnapshot(localStorage)).toBe(false);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    // Nothing half-restored: the caller seeds into an empty db.
    expect(takeSnapshot()).toEqual({
      user: [],
      cartLine: [],
      wishlistLine: [],
      address: [],
      order: [],
      testTodo: [],
    });
  });
});

it("removes an older version's snapshot with a warning", () => {
  localStorage.setItem('sneakerhub:mock-db:v0', JSON.stringify({ users: [] }));
  localStorage.setItem('login', 'kept');

  expect(loadSnapshot(localStorage)).toBe(false);

  expect(localStorage.getItem('sneakerhub:mock-db:v0')).toBeNull();
  expect(localStorage.getItem('login')).toBe('kept');
  expect(warn).toHaveBeenCalledTimes(1);
});

it('a storage that refuses to save warns instead of throwing', () => {
  const full = {
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  } as unknown as Storage;
  expect(() => saveSnapshot(full)).not.toThrow();
  expect(warn).toHaveBeenCalledTimes(1);
});
