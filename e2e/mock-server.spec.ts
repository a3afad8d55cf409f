import type { BrowserContext, Page } from '@playwright/test';
import { backendReady } from './backend.mjs';
import { SNAPSHOT_KEY } from '../src/mocks/persistence/snapshot-key';
import { ASHA_SIGNUP, GUEST_DELHI_ADDRESS } from '../src/testing/persistence-shopper';
import { expect, test } from './fixtures';

const GUEST = { email: 'guest@sneakerhub.in', password: 'guest-sneakers-1' };

interface Product {
  _id: string;
}
interface Answer<Body> {
  status: number;
  body: Body;
}

/** Calls the embedded mock from inside the page (through the service worker), as the shop does. */
async function api<Body>(
  page: Page,
  method: string,
  path: string,
  { token, json }: { token?: string; json?: unknown } = {},
): Promise<Answer<Body>> {
  await backendReady(page);
  return page.evaluate(
    async ({ method, path, token, json }) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = token;
      if (json !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: response.status, body: (await response.json()) as Body };
    },
    { method, path, token, json },
  );
}

/** The shop, with its mock started (it starts after the first paint, and saves its first snapshot then). */
async function openShop(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await backendReady(page);
}

async function guestToken(page: Page) {
  const answer = await api<{ encodedToken: string }>(page, 'POST', '/auth/login', { json: GUEST });
  expect(answer.status).toBe(200);
  return answer.body.encodedToken;
}

/** The shop open in this tab and in a second one, and a guest's token. */
async function twoTabsAsGuest(page: Page, context: BrowserContext) {
  await openShop(page);
  const other = await context.newPage();
  await openShop(other);
  return { other, token: await guestToken(page) };
}

async function someProducts(page: Page, count: number) {
  const { body } = await api<{ products: Product[] }>(page, 'GET', '/products');
  const products = body.products.slice(20, 20 + count);
  expect(products).toHaveLength(count);
  return products;
}

const ids = (items: Product[]) => items.map((item) => item._id);

test('accounts, carts, wishlists, addresses and orders survive a reload', async ({ page }) => {
  await openShop(page);
  const signup = await api(page, 'POST', '/auth/signup', { json: ASHA_SIGNUP });
  expect(signup.status).toBe(201);
  const token = await guestToken(page);
  const [first, second] = await someProducts(page, 2);
  await api(page, 'POST', '/user/cart', { token, json: { product: first } });
  await api(page, 'POST', '/user/wishlist', { token, json: { product: second } });
  const { body: added } = await api<{ address: { id: string } }>(page, 'POST', '/user/addresses', {
    token,
    json: { address: GUEST_DELHI_ADDRESS },
  });
  const order = { addressId: added.address.id, idempotencyKey: 'e2e-reload' };
  const placed = await api<{ order: { _id: string } }>(page, 'POST', '/user/orders', { token, json: order });
  expect(placed.status).toBe(201);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const again = await guestToken(page);
  const cart = await api<{ cart: Product[] }>(page, 'GET', '/user/cart', { token: again });
  expect(ids(cart.body.cart)).toEqual([first?._id]);
  const wishlist = await api<{ wishlist: Product[] }>(page, 'GET', '/user/wishlist', { token: again });
  expect(ids(wishlist.body.wishlist)).toEqual([second?._id]);
  const addresses = await api<{ addresses: unknown[] }>(page, 'GET', '/user/addresses', { token: again });
  expect(addresses.body.addresses).toHaveLength(2);
  const replay = await api<{ order: { _id: string } }>(page, 'POST', '/user/orders', {
    token: again,
    json: order,
  });
  expect(replay.status, 'the order placed before the reload is still there').toBe(200);
  expect(replay.body.order._id).toBe(placed.body.order._id);
  const asha = await api(page, 'POST', '/auth/login', {
    json: { email: ASHA_SIGNUP.email, password: ASHA_SIGNUP.password },
  });
  expect(asha.status).toBe(200);
});

test(
  'a corrupt snapshot is replaced by the seed with a warning, and the shop still starts',
  { tag: '@mock' },
  async ({ page, shot }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openShop(page);
    await page.evaluate((key) => localStorage.setItem(key, '{"user": [ {"_id": '), SNAPSHOT_KEY);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await backendReady(page);

    await expect
      .poll(() => warnings, { message: "the mock's warning" })
      .toContainEqual(expect.stringContaining('the saved database was unreadable'));
    await guestToken(page);
    const saved = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: unknown[] } | null,
      SNAPSHOT_KEY,
    );
    expect(saved?.user, 'the seed was saved in its place').toHaveLength(2);
    await shot('after-corrupt-snapshot');
  },
);

test(
  'two tabs share one database without reloading, and a writing tab never loses its data',
  { tag: '@mock' },
  async ({ page, context }) => {
    const { other, token } = await twoTabsAsGuest(page, context);
    const products = await someProducts(page, 4);

    for (const product of products) {
      const added = await api(page, 'POST', '/user/cart', { token, json: { product } });
      expect(added.status).toBe(201);
      // The tab that wrote reads at once; the other tab's echo must not make the user vanish.
      const read = await api(page, 'GET', '/user/cart', { token });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
    }

    const seen = await api<{ cart: Product[] }>(other, 'GET', '/user/cart', { token });
    expect(ids(seen.body.cart)).toEqual(ids(products));

    await api(other, 'DELETE', `/user/cart/${products[0]?._id ?? ''}`, { token });
    const back = await api<{ cart: Product[] }>(page, 'GET', '/user/cart', { token });
    expect(back.body.cart).toHaveLength(products.length - 1);
    await other.close();
  },
);

test(
  'two tabs raising one cart line at once lose no step: after a reload both show the sum',
  { tag: '@mock' },
  async ({ page, context }) => {
    const { other, token } = await twoTabsAsGuest(page, context);
    const [product] = await someProducts(page, 1);
    expect((await api(page, 'POST', '/user/cart', { token, json: { product } })).status).toBe(201);
    // Each tab's steps, from 1, stay within the cap of 10 on a line.
    const steps = 4;

    // Both tabs send all their steps at once, at the same moment, so the steps of one tab meet
    // the other's while they run.
    const startAt = Date.now() + 1000;
    const raise = (tab: Page) =>
      tab.evaluate(
        async ({ id, token, steps, startAt }) => {
          await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()));
          const step = () =>
            fetch(`/api/user/cart/${id}`, {
              method: 'POST',
              headers: { authorization: token, 'content-type': 'application/json' },
              body: JSON.stringify({ action: { type: 'increment' } }),
            });
          const responses = await Promise.all(Array.from({ length: steps }, step));
          return responses.map((response) => response.status);
        },
        { id: product?._id ?? '', token, steps, startAt },
      );
    const answers = await Promise.all([raise(page), raise(other)]);

    expect(answers.flat()).toEqual(Array.from({ length: 2 * steps }, () => 200));
    const sum = 1 + 2 * steps;
    for (const tab of [page, other]) {
      await tab.reload();
      await expect(tab.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const cart = await api<{ cart: (Product & { qty: number })[] }>(tab, 'GET', '/user/cart', { token });
      expect(
        cart.body.cart.map((line) => line.qty),
        'the line after a reload',
      ).toEqual([sum]);
    }
    await other.close();
  },
);

async function todoTitles(page: Page) {
  const answer = await api<{ todos: { title: string }[] }>(page, 'GET', '/test-todos');
  expect(answer.status).toBe(200);
  return answer.body.todos.map((todo) => todo.title).sort();
}

/**
 * Writers that run side by side, each keeping only its latest todo: the mock answers after a
 * delay, and the backend caps how many todos there can be.
 */
const WRITERS = 30;

interface Writes {
  made: number;
  kept: string[];
  failed: string[];
}

declare global {
  interface Window {
    stopWriting?: () => Promise<Writes>;
  }
}

test(
  'tabs that open while another writes lose nothing, in any tab or on disk',
  { tag: '@mock' },
  async ({ page, context }) => {
    await openShop(page);
    // A steady stream of creates and deletes, so some land while a new tab is joining the tabs'
    // sync and restoring the saved snapshot, the moment at which it can miss them.
    await page.evaluate((writers) => {
      const kept: string[] = [];
      const failed: string[] = [];
      let made = 0;
      let stop = false;
      const send = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) failed.push(`${method} ${path}: ${response.status}`);
        return (await response.json()) as { todos?: { _id: string; title: string }[] };
      };
      const write = async (writer: number) => {
        let latest: { _id: string; title: string } | undefined;
        for (let n = 0; !stop; n += 1) {
          const title = `Written while a tab opens ${writer}.${n}`;
          const { todos = [] } = await send('POST', '/test-todos', { todo: { title } });
          made += 1;
          if (latest) await send('DELETE', `/test-todos/${latest._id}`);
          latest = todos.find((todo) => todo.title === title);
        }
        if (latest) kept.push(latest.title);
      };
      const writing = Promise.all(Array.from({ length: writers }, (_, writer) => write(writer)));
      window.stopWriting = async () => {
        stop = true;
        await writing;
        return { made, kept: kept.sort(), failed };
      };
    }, WRITERS);

    // Each tab that opens is one more chance to open in that moment.
    const others: Page[] = [];
    for (let n = 0; n < 3; n += 1) {
      const other = await context.newPage();
      await openShop(other);
      others.push(other);
    }
    await page.waitForTimeout(500);
    const writes = await page.evaluate(() => window.stopWriting?.());

    expect(writes?.made, 'writes made while the tabs opened').toBeGreaterThanOrEqual(2 * WRITERS);
    expect(writes?.failed).toEqual([]);
    const expected = await todoTitles(page);
    expect(
      expected.filter((title) => title.startsWith('Written while')),
      "the writer's todos, in the tab that wrote them",
    ).toEqual(writes?.kept);
    for (const [n, tab] of [page, ...others].entries()) {
      await expect(async () => {
        expect(await todoTitles(tab), `the todos tab ${n} holds`).toEqual(expected);
      }).toPass({ timeout: 5_000 });
      await guestToken(tab);
    }
    await expect(async () => {
      const saved = await page.evaluate(
        (key) =>
          JSON.parse(localStorage.getItem(key) ?? 'null') as {
            user: unknown[];
            testTodo: { title: string }[];
          } | null,
        SNAPSHOT_KEY,
      );
      expect(saved?.user).toHaveLength(2);
      expect(saved?.testTodo.map((todo) => todo.title).sort(), 'the todos on disk').toEqual(expected);
    }).toPass({ timeout: 5_000 });
    await Promise.all(others.map((other) => other.close()));
  },
);
