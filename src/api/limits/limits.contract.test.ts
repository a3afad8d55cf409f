import { MAX_ADDRESSES_PER_USER, MAX_QTY_PER_LINE, MAX_TEST_TODOS } from '@/api/limits/limits';
import { seedProducts } from '@/api/catalogue/seed/data';
import type { Address, CartItem, TestTodo } from '@/shared/types';
import { call, expectDbUnchanged, expectRefusal, loginGuest } from '@/api/testing/api-client';

let token: string;
beforeEach(async () => {
  token = await loginGuest();
});

it(`a cart line stops at ${MAX_QTY_PER_LINE} pairs with a readable 422`, async () => {
  const productId = seedProducts[20]?._id ?? '';
  await call('POST', '/user/cart', { token, json: { product: { _id: productId } } });
  const increment = () =>
    call('POST', `/user/cart/${productId}`, { token, json: { action: { type: 'increment' } } });
  for (let qty = 2; qty <= MAX_QTY_PER_LINE; qty += 1) expect((await increment()).status).toBe(200);

  await expectDbUnchanged(async () => {
    expectRefusal(await increment(), 422, `You can buy at most ${MAX_QTY_PER_LINE} pairs of one sneaker.`);
  });
  const { body } = await call<{ cart: CartItem[] }>('GET', '/user/cart', { token });
  expect(body.cart[0]?.qty).toBe(MAX_QTY_PER_LINE);
});

it(`an address book holds ${MAX_ADDRESSES_PER_USER} addresses, then says to delete one`, async () => {
  const add = (n: number) =>
    call<{ addresses: Address[] }>('POST', '/user/addresses', {
      token,
      json: {
        address: {
          name: `Address ${n}`,
          mobile: '9123456780',
          pincode: '560001',
          city: 'Bengaluru',
          residence: `${n} MG Road`,
          state: 'Karnataka',
        },
      },
    });
  // The guest starts with the sample address.
  for (let n = 2; n <= MAX_ADDRESSES_PER_USER; n += 1) expect((await add(n)).status).toBe(201);

  await expectDbUnchanged(async () => {
    expectRefusal(await add(MAX_ADDRESSES_PER_USER + 1), 422);
  });
});

it(`the request tester's todos stop at ${MAX_TEST_TODOS}`, async () => {
  const { body } = await call<{ todos: TestTodo[] }>('GET', '/test-todos');
  const add = (n: number) => call('POST', '/test-todos', { json: { todo: { title: `Todo ${n}` } } });
  for (let n = body.todos.length + 1; n <= MAX_TEST_TODOS; n += 1) expect((await add(n)).status).toBe(201);

  await expectDbUnchanged(async () => {
    expectRefusal(await add(MAX_TEST_TODOS + 1), 422);
  });
});
