import { seedProducts } from '@/api/catalogue/seed/data';
import { demoUsers } from '@/api/accounts/demo-users';
import type { Order } from '@/shared/types';
import { serverMessages } from '@/shared/messages';
import { call, expectDbUnchanged, expectRefusal, loginGuest, type Answer } from './api-client';
import { concretePath, declaredRoutes } from './declared-routes';
import { staffLogin } from './staff';

const productId = seedProducts[20]?._id ?? '';
const addressId = demoUsers[0]?.addresses[0]?.id ?? '';

interface Fixture {
  token: string;
  orderId: string;
}

/** Every endpoint that reads a body, with what it needs to exist (a cart line, an order). */
const endpoints: [method: string, path: (fixture: Fixture) => string, needsToken: boolean][] = [
  ['POST', () => '/auth/signup', false],
  ['POST', () => '/auth/login', false],
  ['POST', () => '/user/cart', true],
  ['POST', () => `/user/cart/${productId}`, true],
  ['POST', () => '/user/wishlist', true],
  ['POST', () => '/user/addresses', true],
  ['PUT', () => `/user/addresses/${addressId}`, true],
  ['POST', () => '/user/orders', true],
  ['POST', ({ orderId }) => `/user/orders/${orderId}/payment`, true],
  ['POST', () => '/test-todos', false],
  ['PUT', () => `/products/${productId}/reviews`, true],
];

const huge = 'x'.repeat(150 * 1024);
const long = 'y'.repeat(5000);
const everyField = (value: unknown) => ({
  firstName: value,
  lastName: value,
  email: value,
  password: value,
  product: { _id: value, price: value },
  action: { type: value },
  address: {
    name: value,
    mobile: value,
    pincode: value,
    city: value,
    residence: value,
    state: value,
    alternatemobile: value,
  },
  addressId: value,
  idempotencyKey: value,
  razorpay_payment_id: value,
  razorpay_order_id: value,
  razorpay_signature: value,
  todo: { title: value },
  rating: value,
  title: value,
  text: value,
});

/** Bodies no endpoint may accept; `raw` ones are sent as they are. */
const badBodies: [label: string, body: { json: unknown } | { raw: string }][] = [
  ['null', { json: null }],
  ['an array', { json: [] }],
  ['a string', { json: 'x' }],
  ['a number', { json: 0 }],
  ['true', { json: true }],
  ['an empty object', { json: {} }],
  ['nested values of the wrong type', { json: everyField({ nested: [1, 2] }) }],
  ['numbers everywhere', { json: everyField(12) }],
  ['arrays where objects belong', { json: everyField([]) }],
  ['null everywhere', { json: everyField(null) }],
  [
    'wrapper values that are not objects',
    { json: { product: 'x', action: 'increment', address: [], todo: 'x' } },
  ],
  ['5,000-character strings', { json: everyField(long) }],
  [
    'a 150 KB string',
    { json: { email: huge, password: huge, todo: { title: huge }, product: { _id: huge } } },
  ],
  ['malformed JSON', { raw: '{"product": {' }],
  ['text that is not JSON', { raw: 'product=1' }],
  ['deeply nested arrays', { raw: `${'['.repeat(20000)}${']'.repeat(20000)}` }],
];

function expectClientError(answer: Answer<unknown>) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  const body = answer.body as { message?: unknown };
  expect(typeof body.message).toBe('string');
}

describe.each(endpoints)('%s %s', (method, path, needsToken) => {
  let fixture: Fixture;
  beforeEach(async () => {
    const token = await loginGuest();
    await call('POST', '/user/cart', { token, json: { product: { _id: productId } } });
    const placed = await call<{ order: Order }>('POST', '/user/orders', {
      token,
      json: { addressId, idempotencyKey: 'bad-input-fixture' },
    });
    fixture = { token, orderId: placed.body.order._id };
  });

  it.each(badBodies)('answers %s with a 4xx and a message, and changes nothing', async (_label, body) => {
    await expectDbUnchanged(async () => {
      const answer = await call(method, path(fixture), {
        ...body,
        ...(needsToken ? { token: fixture.token } : {}),
      });
      expectClientError(answer);
    });
  });
});

describe('query strings are checked as bodies and paths are, on every route', () => {
  it('GET /api/staff/orders?q=a%00b: a 400 naming the parameter, not a 500', async () => {
    const answer = await call('GET', '/staff/orders?q=a%00b', { token: await staffLogin() });
    expectRefusal(answer, 400, serverMessages.uncleanQuery);
    expect((answer.body as { errors?: unknown }).errors).toEqual({ q: serverMessages.uncleanQueryParameter });
  });

  it('a harmless query string still passes', async () => {
    expect((await call('GET', '/staff/orders?q=ab', { token: await staffLogin() })).status).toBe(200);
  });

  it.each(['%00', '%01', '%0A', '%1F', '%7F'])(
    'every route answers a parameter holding %s with a readable 400, before the caller is asked for',
    async (escape) => {
      await expectDbUnchanged(async () => {
        for (const { method, path } of declaredRoutes) {
          const answer = await call(method, `${concretePath(path)}?q=a${escape}b&after=1`);
          const what = `${method} ${path}`;
          expect({ what, status: answer.status }).toEqual({ what, status: 400 });
          expectRefusal(answer, 400, serverMessages.uncleanQuery);
        }
      });
    },
  );
});
