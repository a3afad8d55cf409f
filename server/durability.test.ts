import { randomBytes } from 'node:crypto';
import { api, builtServerEachTest } from './testing/built-server';

// The built server on PGlite in a DATA_DIR of each test's own, as `npm run serve` runs it.
const { start } = builtServerEachTest('durability');

interface Shopper {
  email: string;
  password: string;
  token: string;
}

async function signUp(base: string, name: string): Promise<Shopper> {
  const email = `${name}-${randomBytes(4).toString('hex')}@durability.example`;
  const password = 'a durable password';
  const { status, body } = await api(base, '/auth/signup', {
    method: 'POST',
    body: { firstName: 'Durable', lastName: name, email, password },
  });
  expect(status).toBe(201);
  return { email, password, token: body.encodedToken as string };
}

async function logIn(base: string, { email, password }: Shopper): Promise<string> {
  const { status, body } = await api(base, '/auth/login', { method: 'POST', body: { email, password } });
  expect(status).toBe(200);
  return body.encodedToken as string;
}

async function cartIds(base: string, token: string): Promise<string[]> {
  const { status, body } = await api(base, '/user/cart', { token });
  expect(status).toBe(200);
  return (body.cart as { _id: string }[]).map((line) => line._id);
}

async function productIds(base: string): Promise<string[]> {
  const { body } = await api(base, '/products');
  return (body.products as { _id: string }[]).map((product) => product._id);
}

test('a shopper and their cart survive a SIGTERM and a start on the same DATA_DIR', async () => {
  const first = await start();
  const [productId] = await productIds(first.url);
  const shopper = await signUp(first.url, 'restart');
  expect(
    (
      await api(first.url, '/user/cart', {
        method: 'POST',
        token: shopper.token,
        body: { product: { _id: productId } },
      })
    ).status,
  ).toBe(201);

  first.child.kill('SIGTERM');
  expect(await first.exited).toMatchObject({ code: 0 });

  const second = await start();
  const token = await logIn(second.url, shopper);
  expect(await cartIds(second.url, token)).toEqual([productId]);
}, 90_000);

test('kill -9 in the middle of a burst of writes loses no write that was answered 2xx', async () => {
  const first = await start();
  const products = await productIds(first.url);
  const shoppers = await Promise.all(
    ['burst-a', 'burst-b', 'burst-c'].map((name) => signUp(first.url, name)),
  );
  // Every (shopper, product) pair is its own cart line: no two writes touch the same row.
  const writes = shoppers.flatMap((shopper) => products.map((productId) => ({ shopper, productId })));
  const acknowledged: typeof writes = [];
  let failed = 0;
  let killed = false;
  const killAfter = Math.floor(writes.length / 4);

  // A fixed number of writes in flight at any moment until the process dies under them.
  const queue = [...writes];
  const worker = async () => {
    for (let write = queue.shift(); write; write = queue.shift()) {
      try {
        const { status } = await api(first.url, '/user/cart', {
          method: 'POST',
          token: write.shopper.token,
          body: { product: { _id: write.productId } },
        });
        if (status >= 200 && status < 300) acknowledged.push(write);
        else failed += 1;
      } catch {
        failed += 1;
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
  // The kill really came mid-burst: some writes were answered, some never were.
  expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
  expect(failed).toBeGreaterThan(0);

  const second = await start();
  for (const shopper of shoppers) {
    const token = await logIn(second.url, shopper);
    const kept = new Set(await cartIds(second.url, token));
    const lost = acknowledged
      .filter((write) => write.shopper === shopper && !kept.has(write.productId))
      .map((write) => write.productId);
    expect(lost).toEqual([]);
  }
}, 120_000);
