import type { CartItem } from '@/shared/types';
import {
  call,
  expectDbUnchanged,
  expectRefusal,
  loginGuest,
  loginPriya,
  send,
} from '@/api/testing/api-client';
import { RATE_LIMITS } from '@/api/limits/limits';
import { seedProduct } from '@/api/testing/fixtures';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

const product = seedProduct;

type CartAnswer = { cart: CartItem[] };

const getCart = (token: string) => call<CartAnswer>('GET', '/user/cart', { token });
const addToCart = (token: string, item: unknown) =>
  call<CartAnswer>('POST', '/user/cart', { token, json: { product: item } });
const changeQty = (token: string, productId: string, type: unknown) =>
  call<CartAnswer>('POST', `/user/cart/${productId}`, { token, json: { action: { type } } });

let token: string;
beforeEach(async () => {
  token = await loginGuest();
});

describe('GET /api/user/cart', () => {
  it('starts empty', async () => {
    expect(await getCart(token)).toEqual({ status: 200, body: { cart: [] } });
  });
});

describe('POST /api/user/cart', () => {
  it('adds the product with qty 1 and timestamps: 201 with the whole cart', async () => {
    const sneaker = product(20);
    const { status, body } = await addToCart(token, sneaker);

    expect(status).toBe(201);
    expect(body.cart).toHaveLength(1);
    expect(body.cart[0]).toMatchObject({ ...sneaker, qty: 1 });
    expect(body.cart[0]?.createdAt).toMatch(TIMESTAMP);
    expect(body.cart[0]?.updatedAt).toMatch(TIMESTAMP);
    expect((await getCart(token)).body).toEqual(body);
  });

  it("stores the catalogue's price, not the one the client sends", async () => {
    const sneaker = product(21);
    const { body } = await addToCart(token, { ...sneaker, price: 1, title: 'Free shoes', qty: 40 });
    expect(body.cart[0]).toMatchObject({ price: sneaker.price, title: sneaker.title, qty: 1 });
  });

  it('keeps the cart in the order things were added', async () => {
    await addToCart(token, product(30));
    await addToCart(token, product(18));
    const { body } = await addToCart(token, product(25));
    expect(body.cart.map((item) => item._id)).toEqual(
      [product(30), product(18), product(25)].map((p) => p._id),
    );
  });

  it('refuses the same product twice with 409 and leaves the cart alone', async () => {
    await addToCart(token, product(20));
    await expectDbUnchanged(async () => {
      expectRefusal(await addToCart(token, product(20)), 409);
    });
    expect((await getCart(token)).body.cart).toHaveLength(1);
  });

  it.each<[string, unknown]>([
    ['no product', undefined],
    ['a product without _id', { title: 'Nameless' }],
    ['a product whose _id is not a string', { _id: 20 }],
    ['an unknown product id', { _id: 'no-such-sneaker' }],
  ])('refuses %s with a 4xx and changes nothing', async (_label, item) => {
    await expectDbUnchanged(async () => {
      const answer =
        item === undefined
          ? await call('POST', '/user/cart', { token, json: {} })
          : await addToCart(token, item);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectRefusal(answer, answer.status);
    });
  });

  it('an unknown product id is a 404', async () => {
    expectRefusal(await addToCart(token, { _id: 'no-such-sneaker' }), 404);
  });
});

describe('POST /api/user/cart/:productId', () => {
  beforeEach(async () => {
    await addToCart(token, product(20));
  });

  it('increments: 200 with qty 2 and a fresh updatedAt', async () => {
    const { status, body } = await changeQty(token, product(20)._id, 'increment');
    expect(status).toBe(200);
    expect(body.cart[0]?.qty).toBe(2);
    expect(body.cart[0]?.updatedAt).toMatch(TIMESTAMP);
  });

  it('decrements from 2 to 1', async () => {
    await changeQty(token, product(20)._id, 'increment');
    const { status, body } = await changeQty(token, product(20)._id, 'decrement');
    expect(status).toBe(200);
    expect(body.cart[0]?.qty).toBe(1);
  });

  it('refuses a decrement at qty 1 with 400: the quantity stays 1', async () => {
    await expectDbUnchanged(async () => {
      expectRefusal(await changeQty(token, product(20)._id, 'decrement'), 400);
    });
    expect((await getCart(token)).body.cart[0]?.qty).toBe(1);
  });

  it.each([['double'], [''], [7], [null]])('refuses the action type %p with 400', async (type) => {
    await expectDbUnchanged(async () => {
      expectRefusal(await changeQty(token, product(20)._id, type), 400);
    });
  });

  it('refuses a body without an action with 400', async () => {
    await expectDbUnchanged(async () => {
      expectRefusal(
        await call('POST', `/user/cart/${product(20)._id}`, { token, json: { type: 'increment' } }),
        400,
      );
    });
  });

  it('answers 404 for a product that is not in the cart', async () => {
    await expectDbUnchanged(async () => {
      expectRefusal(await changeQty(token, product(21)._id, 'increment'), 404);
    });
  });
});

describe('DELETE /api/user/cart/:productId', () => {
  it('removes the line: 200 with the rest of the cart', async () => {
    await addToCart(token, product(20));
    await addToCart(token, product(21));
    const { status, body } = await call<CartAnswer>('DELETE', `/user/cart/${product(20)._id}`, { token });
    expect(status).toBe(200);
    expect(body.cart.map((item) => item._id)).toEqual([product(21)._id]);
  });

  it('answers 404 for a product that is not in the cart', async () => {
    await expectDbUnchanged(async () => {
      expectRefusal(await call('DELETE', `/user/cart/${product(20)._id}`, { token }), 404);
    });
  });
});

describe('carts are per user', () => {
  it("another shopper neither sees nor changes the guest's cart", async () => {
    await addToCart(token, product(20));
    const priya = await loginPriya();
    expect((await getCart(priya)).body.cart).toEqual([]);
    await expectDbUnchanged(async () => {
      expectRefusal(await changeQty(priya, product(20)._id, 'increment'), 404);
      expectRefusal(await call('DELETE', `/user/cart/${product(20)._id}`, { token: priya }), 404);
    });
    expect((await getCart(token)).body.cart).toHaveLength(1);
  });
});

describe('cart writes are rate-limited', () => {
  const { points } = RATE_LIMITS.cartWritesPerAccount;

  it(`${points} writes an hour per account: the next is a 429 with Retry-After that changes nothing; reads still go`, async () => {
    const sneaker = product(20);
    // Add and remove one line in turn: every write counts, whichever it is.
    for (let n = 0; n < points; n += 1) {
      const answer =
        n % 2 === 0
          ? await addToCart(token, sneaker)
          : await call('DELETE', `/user/cart/${sneaker._id}`, { token });
      expect(answer.status).toBeLessThan(300);
    }
    await expectDbUnchanged(async () => {
      const refused = await send('POST', '/user/cart', { token, json: { product: sneaker } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const { message } = (await refused.json()) as { message: string };
      expect(message).toMatch(/^Too many changes were made to carts in a short time/);
      expectRefusal(await changeQty(token, sneaker._id, 'increment'), 429);
      expectRefusal(await call('DELETE', `/user/cart/${sneaker._id}`, { token }), 429);
    });
    expect((await getCart(token)).status).toBe(200);
    // Another shopper's writes are their own.
    expect((await addToCart(await loginPriya(), sneaker)).status).toBe(201);
  });
});
