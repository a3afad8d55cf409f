import { configureMockServer } from '@/mocks/handle';
import { seedProducts } from '@/mocks/seed';
import { call, loginGuest } from './api-client';

afterEach(() => configureMockServer({ delayMs: 0, onChange: null }));

it('answers at once in Jest, and after the configured delay when one is set (the browser: 400 ms)', async () => {
  let started = performance.now();
  await call('GET', '/test-todos');
  expect(performance.now() - started).toBeLessThan(150);

  configureMockServer({ delayMs: 200 });
  started = performance.now();
  const answer = await call('GET', '/test-todos');
  expect(answer.status).toBe(200);
  expect(performance.now() - started).toBeGreaterThanOrEqual(195);
});

it('reports a change (what the browser saves on) only after a successful write', async () => {
  const token = await loginGuest();
  const onChange = jest.fn();
  configureMockServer({ onChange });
  const product = { _id: seedProducts[20]?._id };

  await call('GET', '/user/cart', { token });
  await call('POST', '/user/cart', { token, json: { product: { _id: 'no-such-sneaker' } } });
  await call('POST', '/user/cart', { json: { product } });
  expect(onChange).not.toHaveBeenCalled();

  await call('POST', '/user/cart', { token, json: { product } });
  expect(onChange).toHaveBeenCalledTimes(1);
  await call('DELETE', `/user/cart/${product._id}`, { token });
  expect(onChange).toHaveBeenCalledTimes(2);
});
