import { startMockServer, worker } from '@/mocks/browser';
import { findUserByEmail } from '@/mocks/db';
import { configureMockServer } from '@/mocks/memory-backend';
import { clearDb, SNAPSHOT_KEY, SNAPSHOT_VERSION, takeSnapshot, type DbSnapshot } from '@/mocks/persistence';
import { seedProducts } from '@/api/catalogue/seed/data';
import { GUEST_CREDENTIALS, MAX_QTY_PER_LINE } from '@/shared/constants';
import { serverMessages } from '@/shared/messages';
import { call, loginGuest } from '@/api/testing/api-client';
import { eventually } from '@/api/testing/eventually';

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
afterEach(() => configureMockServer({ delayMs: 0, session: null }));

const start = () => startMockServer({ delayMs: 0, catalogueSize: 0 });

/** The shopper rows saved on disk, without their revision. */
function savedRows(): unknown {
  const { revision: _revision, ...rows } = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? '{}') as {
    revision?: number;
  };
  return rows;
}
/** This tab's shopper rows as JSON carries them. */
const heldRows = (): unknown => JSON.parse(JSON.stringify(takeSnapshot()));

it('first visit: seeds catalogue and demo users, saves the snapshot, then starts the worker', async () => {
  await start();

  expect((await call<{ products: unknown[] }>('GET', '/products')).body.products).toHaveLength(
    seedProducts.length,
  );
  expect(findUserByEmail(GUEST_CREDENTIALS.email)).not.toBeNull();
  expect(savedRows()).toEqual(heldRows());
  expect(worker.start).toHaveBeenCalledTimes(1);
  expect(warn).not.toHaveBeenCalled();
});

it('every successful write is saved, so the next visit restores it instead of the seed', async () => {
  await start();
  const token = await loginGuest();
  await call('POST', '/user/cart', { token, json: { product: { _id: seedProducts[20]?._id } } });
  const saved = savedRows();
  expect(saved).toEqual(heldRows());

  clearDb();
  await start();

  expect(heldRows()).toEqual(saved);
  const cart = await call<{ cart: { _id: string }[] }>('GET', '/user/cart', { token: await loginGuest() });
  expect(cart.body.cart.map((item) => item._id)).toEqual([seedProducts[20]?._id]);
});

it('a corrupt snapshot: warns, keeps it under a backup key, seeds, saves a good one, and still starts', async () => {
  localStorage.setItem(SNAPSHOT_KEY, 'not json');

  await start();

  expect(warn).toHaveBeenCalledTimes(1);
  const backups = Object.keys(localStorage).filter((key) => key.startsWith(`${SNAPSHOT_KEY}:unreadable:`));
  expect(backups.map((key) => localStorage.getItem(key))).toEqual(['not json']);
  expect(findUserByEmail(GUEST_CREDENTIALS.email)).not.toBeNull();
  expect(savedRows()).toEqual(heldRows());
  expect(worker.start).toHaveBeenCalledTimes(1);
});

it("a newer version's snapshot is left alone: the shop runs from the seed, saved as its own version", async () => {
  const newer = JSON.stringify({ shape: 'of the future' });
  const newerKey = `sneakerhub:mock-db:v${SNAPSHOT_VERSION + 1}`;
  localStorage.setItem(newerKey, newer);

  await start();

  expect(warn).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(newerKey)).toBe(newer);
  expect(savedRows()).toEqual(heldRows());
  expect(findUserByEmail(GUEST_CREDENTIALS.email)).not.toBeNull();
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

describe('two tabs', () => {
  interface Tab {
    start: () => Promise<void>;
    send: (
      method: string,
      path: string,
      json?: unknown,
      token?: string,
    ) => Promise<{ status: number; body: unknown }>;
    snapshot: () => DbSnapshot;
  }

  /** One tab's copy of the mock: its own modules, db and BroadcastChannel, as a page would have. */
  async function loadTab(): Promise<Tab> {
    const [browser, { mockHandlers }, { getResponse }, persistence] = await Promise.all([
      import('@/mocks/browser'),
      import('@/mocks/memory-backend'),
      import('msw'),
      import('@/mocks/persistence'),
    ]);
    return {
      start: () => browser.startMockServer({ delayMs: 0, catalogueSize: 0 }),
      async send(method, path, json, token) {
        const headers: Record<string, string> = token ? { authorization: token } : {};
        if (json !== undefined) headers['content-type'] = 'application/json';
        const request = new Request(`http://localhost/api${path}`, {
          method,
          headers,
          body: json === undefined ? undefined : JSON.stringify(json),
        });
        const response = await getResponse(mockHandlers, request);
        if (!response) throw new Error(`${method} ${path} was not answered`);
        return { status: response.status, body: await response.json() };
      },
      snapshot: persistence.takeSnapshot,
    };
  }

  /**
   * A tab of the shop as `build` built it. @mswjs/data names its db after the line of the bundle
   * that created it, so two builds (another chunk hash, another line) name theirs differently.
   */
  async function openTab({ build = 'the same build' } = {}): Promise<Tab> {
    const opened: Tab[] = [];
    await jest.isolateModulesAsync(async () => {
      const { Database } = await import('@mswjs/data/lib/db/Database');
      const named = Database.prototype as unknown as { generateId: () => string };
      jest.spyOn(named, 'generateId').mockReturnValue(build);
      opened.push(await loadTab());
    });
    const [tab] = opened;
    if (!tab) throw new Error('the tab did not load');
    return tab;
  }

  /**
   * Web Locks as the browser grants them: one holder per name, the others in turn; a shared lock
   * (the one a running tab holds) to every asker at once, and listed by query().
   */
  function fakeLockManager() {
    const queues = new Map<string, Promise<unknown>>();
    const held: { name: string; mode: 'shared' }[] = [];
    return {
      request(name: string, ...args: [() => unknown] | [{ mode: 'shared' }, () => unknown]) {
        if (args.length === 2) {
          held.push({ name, mode: 'shared' });
          return Promise.resolve().then(args[1]);
        }
        const [callback] = args;
        const granted = (queues.get(name) ?? Promise.resolve()).then(() => callback());
        queues.set(
          name,
          granted.catch(() => undefined),
        );
        return granted;
      },
      query: () => Promise.resolve({ held: [...held], pending: [] }),
    };
  }

  const withoutWebLocks = () => delete (navigator as { locks?: unknown }).locks;
  // Tabs of one test are closed after it, so that they neither answer nor send to the next test's.
  const channels: BroadcastChannel[] = [];
  const NativeBroadcastChannel = BroadcastChannel;
  /** How much later than sent a message between tabs leaves (see readSavesLate). */
  let messageLagMs = 0;
  beforeEach(() => {
    messageLagMs = 0;
    Object.defineProperty(navigator, 'locks', { value: fakeLockManager(), configurable: true });
    global.BroadcastChannel = class extends NativeBroadcastChannel {
      constructor(name: string) {
        super(name);
        channels.push(this);
      }
      private open = true;
      override postMessage(message: unknown) {
        if (messageLagMs === 0) super.postMessage(message);
        else setTimeout(() => this.open && super.postMessage(message), messageLagMs);
      }
      override close() {
        this.open = false;
        super.close();
      }
    };
  });
  afterEach(() => {
    withoutWebLocks();
    global.BroadcastChannel = NativeBroadcastChannel;
    for (const channel of channels.splice(0)) channel.close();
  });

  /**
   * The rows as saved, sorted: a tab keeps rows in the order they reached it, which differs between
   * tabs, and a row another tab sent carries @mswjs/data's internal symbols differently.
   */
  const byKey = (snapshot: DbSnapshot) =>
    Object.fromEntries(
      Object.entries(snapshot).map(([model, rows]) => [
        model,
        (rows as object[]).map((row) => JSON.stringify(row)).sort(),
      ]),
    );
  const onDisk = () => savedRows() as DbSnapshot;

  it.each(['with', 'without'])(
    'a tab that starts while another writes loses nothing, in either tab or on disk (%s Web Locks)',
    async (locks) => {
      if (locks === 'without') withoutWebLocks();
      const first = await openTab();
      await first.start();
      // The second tab's db joins the channel when its modules load, a task before it restores.
      const second = await openTab();
      const titles = ['Lace up', 'Check the sole', 'Pick a colour', 'Try them on'];
      const writing = (async () => {
        for (const title of titles) {
          expect((await first.send('POST', '/test-todos', { todo: { title } })).status).toBe(201);
        }
      })();
      await eventually(() => expect(second.snapshot().testTodo.length).toBeGreaterThan(2));
      await Promise.all([second.start(), writing]);

      await eventually(() => expect(byKey(second.snapshot())).toEqual(byKey(first.snapshot())));
      const everything = first.snapshot();
      expect(everything.user.map((user) => user.email)).toContain(GUEST_CREDENTIALS.email);
      expect(everything.user).toHaveLength(2);
      expect(everything.testTodo.map((todo) => todo.title)).toEqual(expect.arrayContaining(titles));
      expect(everything.testTodo).toHaveLength(2 + titles.length);
      await eventually(() => expect(byKey(onDisk())).toEqual(byKey(everything)));
      expect(await second.send('POST', '/auth/login', GUEST_CREDENTIALS)).toMatchObject({ status: 200 });
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it("a tab that reads a snapshot older than a running tab's changes takes on that tab's rows", async () => {
    const first = await openTab();
    await first.start();
    const stale = localStorage.getItem(SNAPSHOT_KEY) ?? '';
    const added = await first.send('POST', '/test-todos', { todo: { title: 'Lace up' } });
    const [gone] = first.snapshot().testTodo;
    await first.send('DELETE', `/test-todos/${gone?._id ?? ''}`);
    expect(added.status).toBe(201);
    await eventually(() => expect(onDisk().testTodo.map((todo) => todo.title)).toContain('Lace up'));
    // As a renderer that has not yet been handed the other tab's latest save reads it.
    jest
      .spyOn(Storage.prototype, 'getItem')
      .mockImplementation((key) => (key === SNAPSHOT_KEY ? stale : null));

    const second = await openTab();
    await second.start();

    expect(byKey(second.snapshot())).toEqual(byKey(first.snapshot()));
    expect(warn).not.toHaveBeenCalled();
  });

  it('a delete a tab hears before it restores stays done, though the snapshot it reads still has the row', async () => {
    const first = await openTab();
    await first.start();
    const stale = localStorage.getItem(SNAPSHOT_KEY) ?? '';
    const second = await openTab();
    const [gone] = first.snapshot().testTodo;
    await first.send('DELETE', `/test-todos/${gone?._id ?? ''}`);
    await eventually(() => expect(onDisk().testTodo).toHaveLength(1));
    // The channel hands the delete to the second tab a task later: it must arrive before the restore.
    await new Promise((resolve) => setTimeout(resolve, 50));
    jest
      .spyOn(Storage.prototype, 'getItem')
      .mockImplementation((key) => (key === SNAPSHOT_KEY ? stale : null));
    // What the second tab heard must hold on its own: it does not find the first running, so it
    // cannot ask it for its copy instead.
    const { query } = navigator.locks;
    jest.spyOn(navigator.locks, 'query').mockImplementation(async () => {
      const { held = [], pending = [] } = await query();
      return { held: held.filter((lock) => lock.name !== 'sneakerhub:mock-db:running'), pending };
    });

    await second.start();

    expect(byKey(second.snapshot())).toEqual(byKey(first.snapshot()));
  });

  it('two tabs opened together on a first visit both start, from one seed', async () => {
    const first = await openTab();
    const second = await openTab();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');

    await Promise.all([first.start(), second.start()]);

    // The second tab waited for the first one's seed and loaded it instead of seeding again.
    expect(setItem.mock.calls.filter(([key]) => key === SNAPSHOT_KEY)).toHaveLength(1);
    await eventually(() => expect(byKey(second.snapshot())).toEqual(byKey(first.snapshot())));
    expect(first.snapshot().user).toHaveLength(2);
    expect(byKey(onDisk())).toEqual(byKey(first.snapshot()));
    expect(warn).not.toHaveBeenCalled();
  });

  async function guestToken(tab: Tab): Promise<string> {
    const { status, body } = await tab.send('POST', '/auth/login', GUEST_CREDENTIALS);
    expect(status).toBe(200);
    return (body as { encodedToken: string }).encodedToken;
  }

  async function cartOf(tab: Tab, token: string) {
    const { status, body } = await tab.send('GET', '/user/cart', undefined, token);
    expect(status).toBe(200);
    return (body as { cart: { _id: string; qty: number }[] }).cart;
  }

  /**
   * localStorage and messages as Chromium hands them to the renderers of other tabs: a save is
   * read there as it was before, and a message arrives, only a moment later. Returns the
   * function that ends it.
   */
  function readSavesLate(lagMs: number): () => void {
    messageLagMs = lagMs;
    let visible = localStorage.getItem(SNAPSHOT_KEY);
    const { getItem, setItem } = Storage.prototype;
    const writes = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      setItem.call(this, key, value);
      if (key === SNAPSHOT_KEY) setTimeout(() => (visible = value), lagMs);
    });
    const reads = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key) {
      return key === SNAPSHOT_KEY ? visible : getItem.call(this, key);
    });
    return () => {
      messageLagMs = 0;
      writes.mockRestore();
      reads.mockRestore();
    };
  }

  it.each([
    ['as jsdom hands it out', 0],
    ['read a moment late in the other tab, as Chromium hands it out', 20],
  ])(
    'two tabs raising one cart line at once lose no step: on disk and in both tabs it is the sum (localStorage %s)',
    async (_how, lagMs) => {
      const first = await openTab();
      const second = await openTab();
      await Promise.all([first.start(), second.start()]);
      const token = await guestToken(first);
      const productId = seedProducts[20]?._id ?? '';
      const added = await first.send('POST', '/user/cart', { product: { _id: productId } }, token);
      expect(added.status).toBe(201);
      const readOnTime = lagMs > 0 ? readSavesLate(lagMs) : () => undefined;
      // Each tab's steps, from 1, stay within the cap on a line.
      const steps = Math.floor((MAX_QTY_PER_LINE - 1) / 2);
      const raise = async (tab: Tab) => {
        for (let n = 0; n < steps; n += 1) {
          const raised = await tab.send(
            'POST',
            `/user/cart/${productId}`,
            { action: { type: 'increment' } },
            token,
          );
          expect(raised.status).toBe(200);
        }
      };

      await Promise.all([raise(first), raise(second)]);
      readOnTime();

      const sum = 1 + 2 * steps;
      expect(onDisk().cartLine.map((line) => line.qty)).toEqual([sum]);
      for (const tab of [first, second]) {
        expect((await cartOf(tab, token)).map((line) => line.qty)).toEqual([sum]);
      }
    },
  );

  it('tabs of two builds with one snapshot format share one database', async () => {
    const first = await openTab({ build: 'build a1b2' });
    await first.start();
    const second = await openTab({ build: 'build c3d4' });
    await second.start();

    const titles = ['From build a1b2', 'From build c3d4'];
    for (const [tab, title] of [
      [first, titles[0]],
      [second, titles[1]],
    ] as const) {
      expect((await tab.send('POST', '/test-todos', { todo: { title } })).status).toBe(201);
    }

    for (const tab of [first, second]) {
      const { body } = await tab.send('GET', '/test-todos');
      const held = (body as { todos: { title: string }[] }).todos.map((todo) => todo.title);
      expect(held).toEqual(expect.arrayContaining(titles));
    }
    expect(onDisk().testTodo.map((todo) => todo.title)).toEqual(expect.arrayContaining(titles));
  });

  it('a change that does not fit in storage is refused with 507 and undone, in the tab and after a reload', async () => {
    const tab = await openTab();
    await tab.start();
    const token = await guestToken(tab);
    const [kept, refused] = seedProducts.slice(20, 22).map((product) => product._id);
    expect((await tab.send('POST', '/user/cart', { product: { _id: kept } }, token)).status).toBe(201);
    const saved = localStorage.getItem(SNAPSHOT_KEY);
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    const answer = await tab.send('POST', '/user/cart', { product: { _id: refused } }, token);

    expect(answer).toEqual({ status: 507, body: { message: serverMessages.storageFull } });
    expect((await cartOf(tab, token)).map((line) => line._id)).toEqual([kept]);
    full.mockRestore();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBe(saved);
    const reloaded = await openTab();
    await reloaded.start();
    expect((await cartOf(reloaded, token)).map((line) => line._id)).toEqual([kept]);
  });
});
