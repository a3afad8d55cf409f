import { call, loginGuest } from '@/api/testing/api-client';
import { findUserByEmail } from '@/mocks/db';
import { clearShopperData, revisionHeld } from '@/mocks/persistence/held-revision';
import { snapshotMigrations, type SnapshotMigration } from '@/mocks/persistence/migrations';
import {
  SNAPSHOT_KEY,
  SNAPSHOT_VERSION,
  loadSnapshot,
  writeSnapshot,
  catchUpWithSaved,
  savedRevision,
} from '@/mocks/persistence/saved-snapshot';
import { takeSnapshot, type DbSnapshot } from '@/mocks/persistence/snapshot';
import { seedProducts } from '@/api/catalogue/seed/data';
import { demoUsers } from '@/api/accounts/demo-users';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { DEMO_STAFF_CREDENTIALS } from '@/shared/staff';
import type { Order } from '@/shared/types';
import { ASHA_SIGNUP, GUEST_DELHI_ADDRESS } from '@/testing/persistence-shopper';

/** What a shopper leaves behind: an account, a cart, a wishlist, an address and a paid-for order. */
async function shopAround() {
  await call('POST', '/auth/signup', { json: ASHA_SIGNUP });
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
  await call('POST', '/user/addresses', { token, json: { address: GUEST_DELHI_ADDRESS } });
  return token;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const savedKeys = () => Object.keys(localStorage).sort();

/**
 * The rows with the staff's password hashes left out: a migrated snapshot's demo owner has the
 * hash the migration carries, the seed's one of its own salt (both of the same public password).
 */
const withoutStaffHashes = (snapshot: DbSnapshot) => ({
  ...snapshot,
  staffMember: snapshot.staffMember.map(({ passwordHash: _hash, ...member }) => member),
});

/** Saves `saved` under an older version's key, starts from nothing and loads it: the rows restored. */
async function restoredFrom(key: string, saved: object): Promise<DbSnapshot> {
  localStorage.setItem(key, JSON.stringify(saved));
  clearShopperData();
  expect(await loadSnapshot(localStorage)).toBe('restored');
  return takeSnapshot();
}

const emptyDb: DbSnapshot = {
  product: [],
  user: [],
  revokedSession: [],
  cartLine: [],
  wishlistLine: [],
  address: [],
  order: [],
  refund: [],
  creditNote: [],
  stock: [],
  testTodo: [],
  review: [],
  reviewWrite: [],
  orderReturn: [],
  staffMember: [],
  staffRevokedSession: [],
  shopperUpdate: [],
  staffAudit: [],
  complaint: [],
  passwordReset: [],
};

it('save, empty the db, load: users, carts, wishlists, addresses and orders are back', async () => {
  await shopAround();
  const before = takeSnapshot();
  expect(before.order).toHaveLength(1);

  writeSnapshot(localStorage);
  clearShopperData();
  expect(findUserByEmail(GUEST_CREDENTIALS.email)).toBeNull();

  expect(await loadSnapshot(localStorage)).toBe('restored');
  expect(takeSnapshot()).toEqual(before);
  expect(warn).not.toHaveBeenCalled();
});

it('the restored db answers the API as before: login, cart in order, orders', async () => {
  const token = await shopAround();
  const cartBefore = await call('GET', '/user/cart', { token });
  writeSnapshot(localStorage);
  clearShopperData();
  await loadSnapshot(localStorage);

  const again = await loginGuest();
  expect(await call('GET', '/user/cart', { token: again })).toEqual(cartBefore);
  const asha = await call('POST', '/auth/login', {
    json: { email: ASHA_SIGNUP.email, password: ASHA_SIGNUP.password },
  });
  expect(asha.status).toBe(200);
  const orders = await call<{ orders: Order[] }>('GET', '/user/orders', { token: again });
  expect(orders.status).toBe(200);
});

it('a restore keeps the rows already here when they are newer than the saved copy', async () => {
  const token = await shopAround();
  writeSnapshot(localStorage);
  const second = seedProducts[21]?._id;
  await call('POST', `/user/cart/${second}`, { token, json: { action: { type: 'increment' } } });
  const newer = takeSnapshot();

  expect(await loadSnapshot(localStorage)).toBe('restored');

  expect(takeSnapshot()).toEqual(newer);
  expect(warn).not.toHaveBeenCalled();
});

it('nothing is saved by the server in Jest: no snapshot appears after a change', async () => {
  await shopAround();
  expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
});

it('answers "seed" without a warning when nothing was saved', async () => {
  expect(await loadSnapshot(localStorage)).toBe('seed');
  expect(warn).not.toHaveBeenCalled();
});

describe('an unreadable snapshot is kept under a backup key with a warning; nothing is cleared', () => {
  const validRows = () => takeSnapshot();

  it.each<[string, () => string]>([
    ['corrupt JSON', () => '{"user": [ {"_id": '],
    ['JSON that is not an object', () => '"hello"'],
    ['a model missing', () => JSON.stringify({ ...validRows(), order: undefined })],
    [
      'another shape (users nested with their carts)',
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
      'two rows with the same key',
      () => {
        const snapshot = validRows();
        return JSON.stringify({ ...snapshot, testTodo: [...snapshot.testTodo, ...snapshot.testTodo] });
      },
    ],
  ])('%s', async (_label, saved) => {
    const text = saved();
    localStorage.setItem(SNAPSHOT_KEY, text);
    const before = takeSnapshot();

    expect(await loadSnapshot(localStorage)).toBe('seed');

    expect(warn).toHaveBeenCalledTimes(1);
    const [backupKey] = savedKeys().filter((key) => key.startsWith(`${SNAPSHOT_KEY}:unreadable:`));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`kept as ${backupKey}`), expect.anything());
    expect(backupKey && localStorage.getItem(backupKey)).toBe(text);
    // The rows this tab had are all still here (their deletes would reach every tab).
    expect(takeSnapshot()).toEqual(before);
  });

  it('without room for the backup, nothing may be saved over it', async () => {
    localStorage.setItem(SNAPSHOT_KEY, 'not json');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });

    expect(await loadSnapshot(localStorage)).toBe('seed-unsaved');

    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBe('not json');
  });
});

describe('snapshots of other versions', () => {
  const V0_KEY = 'sneakerhub:mock-db:v0';
  const V1_KEY = 'sneakerhub:mock-db:v1';
  const V2_KEY = 'sneakerhub:mock-db:v2';
  const V3_KEY = 'sneakerhub:mock-db:v3';
  const V4_KEY = 'sneakerhub:mock-db:v4';
  const V5_KEY = 'sneakerhub:mock-db:v5';
  const V6_KEY = 'sneakerhub:mock-db:v6';
  const NEWER_KEY = `sneakerhub:mock-db:v${SNAPSHOT_VERSION + 1}`;

  /** A made-up v0 shape: users with their carts nested, and no other models. */
  function savedV0(): string {
    const { user, cartLine } = takeSnapshot();
    return JSON.stringify({
      users: user.map(({ _id, ...rest }) => ({
        id: _id,
        ...rest,
        cart: cartLine.filter((line) => line.userId === _id).map(({ userId: _user, ...line }) => line),
      })),
    });
  }
  type UserV0 = Omit<DbSnapshot['user'][number], '_id'> & {
    id: string;
    cart: Omit<DbSnapshot['cartLine'][number], 'userId'>[];
  };
  const v0ToV1: SnapshotMigration = (older) => {
    const { users } = older as { users: UserV0[] };
    return {
      ...emptyDb,
      user: users.map(({ id, cart: _cart, ...rest }) => ({ _id: id, ...rest })),
      cartLine: users.flatMap(({ id, cart }) => cart.map((line) => ({ ...line, userId: id }))),
    };
  };

  it('a v1 snapshot (orders without payment method, promised date or invoice) is brought up to date', async () => {
    const token = await shopAround();
    const current = takeSnapshot();
    const v1Orders = current.order.map(
      ({ paymentMethod: _method, deliverBy: _date, invoiceNumber: _number, ...row }) => row,
    );
    const [order] = (await restoredFrom(V1_KEY, { revision: 3, ...current, order: v1Orders })).order;
    expect(order).toMatchObject({ paymentMethod: 'online', deliverBy: '', invoiceNumber: '' });
    expect(takeSnapshot().order.map((row) => row._id)).toEqual(current.order.map((row) => row._id));
    expect((await call<{ orders: Order[] }>('GET', '/user/orders', { token })).status).toBe(200);
    expect(localStorage.getItem(V1_KEY)).toBeNull();
  });

  it('an older snapshot is migrated step by step, restored, saved as the current version, then removed', async () => {
    const token = await shopAround();
    const cartBefore = await call('GET', '/user/cart', { token });
    const { product, user, cartLine, staffMember: seededStaff } = takeSnapshot();
    localStorage.setItem(V0_KEY, savedV0());
    clearShopperData();

    expect(await loadSnapshot(localStorage, { ...snapshotMigrations, 0: v0ToV1 })).toBe('restored');

    expect(withoutStaffHashes(takeSnapshot())).toEqual(
      withoutStaffHashes({ ...emptyDb, product, user, cartLine, staffMember: seededStaff }),
    );
    expect(await call('GET', '/user/cart', { token: await loginGuest() })).toEqual(cartBefore);
    expect(JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null')).toEqual({
      revision: revisionHeld(),
      ...(JSON.parse(JSON.stringify(takeSnapshot())) as object),
    });
    expect(localStorage.getItem(V0_KEY)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, Record<number, SnapshotMigration>]>([
    ['without a migration', {}],
    ['whose migration gives another shape', { 0: () => ({ user: [] }) }],
    [
      'whose migration throws',
      {
        0: () => {
          throw new Error('no');
        },
      },
    ],
  ])('an older snapshot %s is left as it is, with a warning', async (_label, migrations) => {
    const older = savedV0();
    localStorage.setItem(V0_KEY, older);
    localStorage.setItem('login', 'kept');

    expect(await loadSnapshot(localStorage, migrations)).toBe('seed');

    expect(localStorage.getItem(V0_KEY)).toBe(older);
    expect(savedKeys()).toEqual(['login', V0_KEY]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  /** The rows as v6 saved them: no products (the seed's, reseeded at every start). */
  function v6Rows(snapshot: DbSnapshot) {
    const { product: _products, ...rows } = snapshot;
    return rows;
  }

  /** The rows as v5 saved them: orders 'paid', without payment state or timeline, no stock. */
  function v5Rows(snapshot: DbSnapshot) {
    const { stock: _stock, order, ...rows } = v6Rows(snapshot);
    return {
      ...rows,
      order: order.map(({ paymentState, timelineJson: _timeline, stockHeld: _held, ...row }) => ({
        ...row,
        status: paymentState === 'paid' ? 'paid' : row.status,
      })),
    };
  }

  /** What migrating the v5 rows of `snapshot` gives: no stock rows, orders that reserved no pairs. */
  const migratedFromV5 = (snapshot: DbSnapshot): DbSnapshot => ({
    ...snapshot,
    stock: [],
    order: snapshot.order.map((row) => ({ ...row, stockHeld: false })),
  });

  /** The rows as v4 saved them: no staff. */
  function v4Rows(snapshot: DbSnapshot) {
    const {
      staffMember: _members,
      staffRevokedSession: _staffSessions,
      staffAudit: _audit,
      ...rows
    } = v5Rows(snapshot);
    return rows;
  }

  /** The rows as v3 saved them: users without a token version, no logged-out sessions. */
  function v3Rows(snapshot: DbSnapshot) {
    const { revokedSession: _sessions, user, ...rows } = v4Rows(snapshot);
    return { ...rows, user: user.map(({ tokenVersion: _version, ...row }) => row) };
  }

  it('a v2 snapshot (before reviews) is migrated: restored, saved as the current version, v2 removed', async () => {
    await shopAround();
    const before = takeSnapshot();
    const { review: _review, reviewWrite: _reviewWrite, ...v2Rows } = v3Rows(before);
    localStorage.setItem(V2_KEY, JSON.stringify({ revision: 7, ...v2Rows }));
    clearShopperData();

    expect(await loadSnapshot(localStorage)).toBe('restored');

    expect(withoutStaffHashes(takeSnapshot())).toEqual(
      withoutStaffHashes({ ...migratedFromV5(before), review: [], reviewWrite: [] }),
    );
    expect(savedKeys()).toEqual([SNAPSHOT_KEY]);
    expect(savedRevision(localStorage.getItem(SNAPSHOT_KEY) ?? '')).toBe(revisionHeld());
    expect(warn).not.toHaveBeenCalled();
  });

  it('a v3 snapshot (before sessions could end) is migrated: every account at token version 0, its tokens still good', async () => {
    const token = await shopAround();
    const before = takeSnapshot();
    localStorage.setItem(V3_KEY, JSON.stringify({ revision: 9, ...v3Rows(before) }));
    clearShopperData();

    expect(await loadSnapshot(localStorage)).toBe('restored');

    const after = takeSnapshot();
    expect(withoutStaffHashes(after)).toEqual(
      withoutStaffHashes({ ...migratedFromV5(before), revokedSession: [] }),
    );
    expect(after.user.map((row) => row.tokenVersion)).toEqual(before.user.map(() => 0));
    expect(savedKeys()).toEqual([SNAPSHOT_KEY]);
    expect(savedRevision(localStorage.getItem(SNAPSHOT_KEY) ?? '')).toBe(revisionHeld());
    expect((await call('GET', '/user/cart', { token })).status).toBe(200);
    // Sessions end from now on: a logout is saved with the rest.
    expect((await call('POST', '/auth/logout', { token })).status).toBe(204);
    expect(takeSnapshot().revokedSession).toHaveLength(1);
    expect((await call('GET', '/user/cart', { token })).status).toBe(401);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a v4 snapshot (before staff accounts) is migrated: the demo owner is there and signs in, the shoppers kept', async () => {
    await shopAround();
    const before = takeSnapshot();
    localStorage.setItem(V4_KEY, JSON.stringify({ revision: 11, ...v4Rows(before) }));
    clearShopperData();

    expect(await loadSnapshot(localStorage)).toBe('restored');

    const after = takeSnapshot();
    expect(v4Rows(after)).toEqual(v4Rows(before));
    expect(after.staffMember.map(({ email, role, disabled }) => ({ email, role, disabled }))).toEqual([
      { email: DEMO_STAFF_CREDENTIALS.email, role: 'owner', disabled: false },
    ]);
    expect(after.staffAudit).toEqual([]);
    expect(savedKeys()).toEqual([SNAPSHOT_KEY]);
    const signIn = await call('POST', '/staff/login', { json: DEMO_STAFF_CREDENTIALS });
    expect(signIn.status).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a v5 snapshot (before the order lifecycle) is migrated: paid orders confirmed, each with its payment state and timeline', async () => {
    const token = await shopAround();
    const [placed] = takeSnapshot().order;
    if (!placed) throw new Error('shopAround placed no order');
    // The v5 shop had paid online orders: this one paid, as v5 saved it.
    const paidAt = '2026-05-02T09:30:00Z';
    const before = takeSnapshot();
    const v5 = v5Rows(before);
    v5.order = v5.order.map((row) => ({ ...row, status: 'paid', paymentId: 'pay_V4PAID00000001', paidAt }));
    const [order] = (await restoredFrom(V5_KEY, { revision: 13, ...v5 })).order;
    expect(order).toMatchObject({ status: 'confirmed', paymentState: 'paid', stockHeld: false });
    expect(JSON.parse(order?.timelineJson ?? '[]')).toEqual([
      { status: 'created', at: placed.createdAt },
      { status: 'confirmed', at: paidAt },
    ]);
    expect(takeSnapshot().stock).toEqual([]);
    const answer = await call<{ orders: { _id: string; status: string }[] }>('GET', '/user/orders', {
      token,
    });
    expect(answer.body.orders.map(({ _id, status }) => ({ _id, status }))).toEqual([
      { _id: placed._id, status: 'confirmed' },
    ]);
    expect(savedKeys()).toEqual([SNAPSHOT_KEY]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a v6 snapshot (before products were saved) is migrated: the seed products, published, and the rest as it was', async () => {
    const token = await shopAround();
    const before = takeSnapshot();
    const after = await restoredFrom(V6_KEY, { revision: 15, ...v6Rows(before) });
    expect(after).toEqual(before);
    expect(after.product.map((row) => row._id)).toEqual(seedProducts.map((product) => product._id));
    expect(after.product.every((row) => row.published)).toBe(true);
    expect(savedKeys()).toEqual([SNAPSHOT_KEY]);
    expect((await call('GET', '/user/cart', { token })).status).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a v10 snapshot (before complaints) is migrated: no complaint yet, every other row as it was', async () => {
    await shopAround();
    const { complaint: _none, ...v10Rows } = takeSnapshot();
    localStorage.setItem('sneakerhub:mock-db:v10', JSON.stringify({ revision: 21, ...v10Rows }));
    clearShopperData();
    expect(await loadSnapshot(localStorage)).toBe('restored');
    expect(takeSnapshot()).toEqual({ ...v10Rows, complaint: [] });
    expect(localStorage.getItem('sneakerhub:mock-db:v10')).toBeNull();
  });

  it('a v11 snapshot (before order numbers) is migrated: its orders numbered in the order they were placed', async () => {
    const token = await shopAround();
    await call('POST', '/user/orders', {
      token,
      json: { addressId: demoUsers[0]?.addresses[0]?.id, idempotencyKey: 'persist-2' },
    });
    const { order, ...rest } = takeSnapshot();
    const [older, newer] = [...order].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (!older || !newer) throw new Error('shopAround and this test placed two orders');
    // Saved newest first, both in one second: the saved order breaks the tie (the newer saved first).
    const v11Orders = [newer, older].map(({ number: _number, ...row }) => ({
      ...row,
      createdAt: older.createdAt,
    }));
    const after = await restoredFrom('sneakerhub:mock-db:v11', { revision: 23, ...rest, order: v11Orders });
    expect(after.order.map(({ _id, number }) => ({ _id, number }))).toEqual([
      { _id: newer._id, number: 100001 },
      { _id: older._id, number: 100002 },
    ]);
    const read = await call<{ order: Order }>('GET', `/user/orders/${older._id}`, { token });
    expect(read.body.order.number).toBe('SH-100002');
    expect(localStorage.getItem('sneakerhub:mock-db:v11')).toBeNull();
  });

  it('a v13 snapshot (before the morning note) is migrated: every member gets the note, every other row as it was', async () => {
    await shopAround();
    const current = takeSnapshot();
    const v13Members = current.staffMember.map(({ morningNote: _note, ...member }) => member);
    expect(v13Members.length).toBeGreaterThan(0);
    localStorage.setItem(
      'sneakerhub:mock-db:v13',
      JSON.stringify({ revision: 25, ...current, staffMember: v13Members }),
    );
    clearShopperData();
    expect(await loadSnapshot(localStorage)).toBe('restored');
    expect(takeSnapshot()).toEqual({
      ...current,
      staffMember: v13Members.map((member) => ({ ...member, morningNote: true })),
    });
    expect(localStorage.getItem('sneakerhub:mock-db:v13')).toBeNull();
  });

  it('a v15 snapshot (before products in Hindi) is migrated: a seed product still under its English gets its Hindi, a retitled one none', async () => {
    await shopAround();
    const current = takeSnapshot();
    const [kept, retitled] = current.product.filter((row) => row.titleHi && row.textHi);
    if (!kept || !retitled) throw new Error('the seed has products in Hindi');
    const v15Products = current.product.map(({ titleHi: _title, textHi: _text, ...row }) =>
      row._id === retitled._id ? { ...row, title: 'Renamed by staff' } : row,
    );
    const after = await restoredFrom('sneakerhub:mock-db:v15', {
      revision: 27,
      ...current,
      product: v15Products,
    });
    const byId = new Map(after.product.map((row) => [row._id, row]));
    expect(byId.get(kept._id)).toEqual(kept);
    expect(byId.get(retitled._id)).toMatchObject({ title: 'Renamed by staff', titleHi: '', textHi: '' });
    expect(after.product.filter((row) => row._id !== retitled._id)).toEqual(
      current.product.filter((row) => row._id !== retitled._id),
    );
    expect(localStorage.getItem('sneakerhub:mock-db:v15')).toBeNull();
  });

  it('a v2 snapshot that cannot be read is left as it is: the shop starts from the seed and says so', async () => {
    localStorage.setItem(V2_KEY, '{"user": [ {"_id": ');

    expect(await loadSnapshot(localStorage)).toBe('seed');

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`cannot be brought up to v${SNAPSHOT_VERSION}`),
      expect.anything(),
    );
    expect(savedKeys()).toEqual([V2_KEY]);
  });

  it('a newer snapshot is left as it is: the shop starts from the seed and says so once', async () => {
    const newer = JSON.stringify({ everything: 'else' });
    localStorage.setItem(NEWER_KEY, newer);

    expect(await loadSnapshot(localStorage)).toBe('seed');

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('newer version'));
    expect(localStorage.getItem(NEWER_KEY)).toBe(newer);
    expect(savedKeys()).toEqual([NEWER_KEY]);
  });

  it('the current snapshot wins over the others, silently', async () => {
    await shopAround();
    const before = takeSnapshot();
    writeSnapshot(localStorage);
    localStorage.setItem(V0_KEY, '{}');
    localStorage.setItem(NEWER_KEY, '{}');
    clearShopperData();

    expect(await loadSnapshot(localStorage)).toBe('restored');

    expect(takeSnapshot()).toEqual(before);
    expect(savedKeys()).toEqual([V0_KEY, SNAPSHOT_KEY, NEWER_KEY].sort());
    expect(warn).not.toHaveBeenCalled();
  });
});

it('a storage that refuses to save throws, and the revision held stays as it was', () => {
  const full = {
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  } as unknown as Storage;
  const held = revisionHeld();

  expect(() => writeSnapshot(full)).toThrow('quota');
  expect(revisionHeld()).toBe(held);
});

describe('revisions', () => {
  const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
  const savedRevisionOnDisk = () => savedRevision(localStorage.getItem(SNAPSHOT_KEY) ?? '');

  it('each save is numbered one higher than the copy the tab held', () => {
    writeSnapshot(localStorage);
    const first = savedRevisionOnDisk();
    writeSnapshot(localStorage);

    expect(first).toBe(revisionHeld() - 1);
    expect(savedRevisionOnDisk()).toBe(revisionHeld());
  });

  it('a tab takes on a saved copy only when it is newer than its own', async () => {
    writeSnapshot(localStorage);
    const saved = takeSnapshot();
    await call('POST', '/test-todos', { json: { todo: { title: 'Not saved' } } });
    const unsaved = takeSnapshot();

    expect(catchUpWithSaved(localStorage)).toBe(false);
    expect(takeSnapshot()).toEqual(unsaved);

    // Another tab saves the next revision, without this todo.
    const { revision: _revision, ...rows } = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? '') as {
      revision: number;
    };
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ revision: revisionHeld() + 1, ...rows }));

    expect(catchUpWithSaved(localStorage)).toBe(true);
    expect(asJson(takeSnapshot())).toEqual(asJson(saved));
    expect(catchUpWithSaved(localStorage)).toBe(false);
  });

  it('a snapshot saved before revisions existed loads as revision 0', async () => {
    const rows = takeSnapshot();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(rows));
    clearShopperData();

    expect(await loadSnapshot(localStorage)).toBe('restored');

    expect(revisionHeld()).toBe(0);
    expect(asJson(takeSnapshot())).toEqual(asJson(rows));
  });
});
