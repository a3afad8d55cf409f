import { http } from 'msw';
import { endpointWrappers } from '@/mocks/handle';
import { configureMockServer, memoryBackend } from '@/mocks/memory-backend';
import { server } from '@/mocks/node';
import { seedProducts } from '@/mocks/seed';
import { call, loginGuest } from './api-client';

afterEach(() => configureMockServer({ delayMs: 0, onChange: null }));

it('answers after the configured delay (the browser: 400 ms), and with none set at once', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  configureMockServer({ delayMs: 400 });
  let answered = false;
  const answer = call('GET', '/test-todos').finally(() => (answered = true));

  await jest.advanceTimersByTimeAsync(399);
  expect(answered).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect((await answer).status).toBe(200);

  configureMockServer({ delayMs: 0 });
  // No timer stands between a request and its answer now: none needs to run for it to arrive.
  expect((await call('GET', '/test-todos')).status).toBe(200);
  expect(jest.getTimerCount()).toBe(0);
  jest.useRealTimers();
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

describe('an unexpected failure', () => {
  it('becomes a 500 with an error field', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        '*/api/products',
        endpointWrappers(memoryBackend).open(() => {
          throw new TypeError('the disk is on fire');
        }),
      ),
    );

    const answer = await call<{ error: string }>('GET', '/products');

    expect(answer).toEqual({ status: 500, body: { error: 'the disk is on fire' } });
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
