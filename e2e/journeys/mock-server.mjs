import assert from 'node:assert/strict';
import { backendReady } from '../backend.mjs';

const SNAPSHOT_KEY = 'sneakerhub:mock-db:v1';
const GUEST = { email: 'guest@sneakerhub.in', password: 'guest-sneakers-1' };

/** Calls the embedded mock from inside the page (through the service worker), as the shop does. */
async function api(page, method, path, { token, json } = {}) {
  await backendReady(page);
  return page.evaluate(
    async ({ method, path, token, json }) => {
      const headers = {};
      if (token) headers.authorization = token;
      if (json !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, token, json },
  );
}

/** The shop, with its mock started (it starts after the first paint, and saves its first snapshot then). */
async function openShop(page, baseUrl) {
  await page.goto(baseUrl);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await backendReady(page);
}

async function guestToken(page) {
  const answer = await api(page, 'POST', '/auth/login', { json: GUEST });
  assert.equal(answer.status, 200);
  return answer.body.encodedToken;
}

export const journeys = [
  {
    name: 'accounts, carts, wishlists, addresses and orders survive a reload',
    async run({ page, baseUrl }) {
      await openShop(page, baseUrl);
      const signup = await api(page, 'POST', '/auth/signup', {
        json: {
          firstName: 'Asha',
          lastName: 'Verma',
          email: 'asha@example.in',
          password: 'kolkata-runner-7',
        },
      });
      assert.equal(signup.status, 201);
      const token = await guestToken(page);
      const { body: catalogue } = await api(page, 'GET', '/products');
      const [first, second] = catalogue.products.slice(20, 22);
      await api(page, 'POST', '/user/cart', { token, json: { product: first } });
      await api(page, 'POST', '/user/wishlist', { token, json: { product: second } });
      const { body: address } = await api(page, 'POST', '/user/addresses', {
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
      const placed = await api(page, 'POST', '/user/orders', {
        token,
        json: { addressId: address.address.id, idempotencyKey: 'e2e-reload' },
      });
      assert.equal(placed.status, 201);

      await page.reload();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();

      const again = await guestToken(page);
      const cart = await api(page, 'GET', '/user/cart', { token: again });
      assert.deepEqual(
        cart.body.cart.map((item) => item._id),
        [first._id],
      );
      const wishlist = await api(page, 'GET', '/user/wishlist', { token: again });
      assert.deepEqual(
        wishlist.body.wishlist.map((item) => item._id),
        [second._id],
      );
      const addresses = await api(page, 'GET', '/user/addresses', { token: again });
      assert.equal(addresses.body.addresses.length, 2);
      const replay = await api(page, 'POST', '/user/orders', {
        token: again,
        json: { addressId: address.address.id, idempotencyKey: 'e2e-reload' },
      });
      assert.equal(replay.status, 200, 'the order placed before the reload is still there');
      assert.equal(replay.body.order._id, placed.body.order._id);
      const asha = await api(page, 'POST', '/auth/login', {
        json: { email: 'asha@example.in', password: 'kolkata-runner-7' },
      });
      assert.equal(asha.status, 200);
    },
  },
  {
    name: 'a corrupt snapshot is replaced by the seed with a warning, and the shop still starts',
    async run({ page, baseUrl, shot }) {
      const warnings = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await openShop(page, baseUrl);
      await page.evaluate((key) => localStorage.setItem(key, '{"user": [ {"_id": '), SNAPSHOT_KEY);

      await page.reload();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await backendReady(page);

      assert.ok(
        warnings.some((text) => text.includes('the saved database was unreadable')),
        `expected the mock's warning, saw: ${warnings.join(' | ')}`,
      );
      await guestToken(page);
      const saved = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
        SNAPSHOT_KEY,
      );
      assert.ok(Array.isArray(saved?.user) && saved.user.length === 2, 'the seed was saved in its place');
      await shot('after-corrupt-snapshot');
    },
  },
  {
    name: 'two tabs share one database without reloading, and a writing tab never loses its data',
    async run({ page, context, baseUrl }) {
      await openShop(page, baseUrl);
      const other = await context.newPage();
      await openShop(other, baseUrl);

      const token = await guestToken(page);
      const { body: catalogue } = await api(page, 'GET', '/products');
      const products = catalogue.products.slice(20, 24);

      for (const product of products) {
        const added = await api(page, 'POST', '/user/cart', { token, json: { product } });
        assert.equal(added.status, 201);
        // The tab that wrote reads at once; the other tab's echo must not make the user vanish.
        const read = await api(page, 'GET', '/user/cart', { token });
        assert.equal(read.status, 200, JSON.stringify(read.body));
      }

      const seen = await api(other, 'GET', '/user/cart', { token });
      assert.deepEqual(
        seen.body.cart.map((item) => item._id),
        products.map((product) => product._id),
      );

      await api(other, 'DELETE', `/user/cart/${products[0]._id}`, { token });
      const back = await api(page, 'GET', '/user/cart', { token });
      assert.equal(back.body.cart.length, products.length - 1);
      await other.close();
    },
  },
];
