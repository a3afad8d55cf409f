import { clearDb, findUserByEmail, takeSnapshot } from '@/mocks/db';
import { startMockServer, worker } from '@/mocks/browser';
import { configureMockServer } from '@/mocks/memory-backend';
import { SNAPSHOT_KEY } from '@/mocks/persistence';
import { seedProducts } from '@/mocks/seed';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { call, loginGuest } from './api-client';

// A service worker cannot start in Jest; the same handlers answer through msw/node meanwhile.
jest.mock('msw/browser', () => ({
  setupWorker: () => ({ start: jest.fn(() => Promise.resolve()) }),
}));

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The page starts with an empty db; jest/setup seeded one for the other suites.
  clearDb();
});
afterEach(() => configureMockServer({ delayMs: 0, onChange: null }));

const start = () => startMockServer({ delayMs: 0, catalogueSize: 0 });

it('first visit: seeds catalogue and demo users, saves the snapshot, then starts the worker', async () => {
  await start();

  expect((await call<{ products: unknown[] }>('GET', '/products')).body.products).toHaveLength(
    seedProducts.length,
  );
  expect(findUserByEmail(GUEST_CREDENTIALS.email)).not.toBeNull();
  expect(localStorage.getItem(SNAPSHOT_KEY)).toBe(JSON.stringify(takeSnapshot()));
  expect(worker.start).toHaveBeenCalledTimes(1);
  expect(warn).not.toHaveBeenCalled();
});

it('every successful write is saved, so the next visit restores it instead of the seed', async () => {
  await start();
  const token = await loginGuest();
  await call('POST', '/user/cart', { token, json: { product: { _id: seedProducts[20]?._id } } });
  const saved = localStorage.getItem(SNAPSHOT_KEY);
  expect(saved).toBe(JSON.stringify(takeSnapshot()));

  clearDb();
  await start();

  expect(JSON.stringify(takeSnapshot())).toBe(saved);
  const cart = await call<{ cart: { _id: string }[] }>('GET', '/user/cart', { token: await loginGuest() });
  expect(cart.body.cart.map((item) => item._id)).toEqual([seedProducts[20]?._id]);
});

it('a corrupt snapshot: warns, seeds, saves a good one, and still starts', async () => {
  localStorage.setItem(SNAPSHOT_KEY, 'not json');

  await start();

  expect(warn).toHaveBeenCalledTimes(1);
  expect(findUserByEmail(GUEST_CREDENTIALS.email)).not.toBeNull();
  expect(localStorage.getItem(SNAPSHOT_KEY)).toBe(JSON.stringify(takeSnapshot()));
  expect(worker.start).toHaveBeenCalledTimes(1);
});

it('a browser that refuses localStorage still gets a working, unsaved shop', async () => {
  const refused = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });

  await start();

  expect(warn).toHaveBeenCalledTimes(1);
  expect(worker.start).toHaveBeenCalledTimes(1);
  expect((await call('POST', '/auth/login', { json: GUEST_CREDENTIALS })).status).toBe(200);
  refused.mockRestore();
});
