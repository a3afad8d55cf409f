import { http } from 'msw';
import { endpointWrappers } from '@/mocks/handle';
import { HttpError } from '@/mocks/http-error';
import { configureMockServer, memoryBackend } from '@/mocks/memory-backend';
import { server } from '@/mocks/node';
import { call } from './api-client';

afterEach(() => configureMockServer({ delayMs: 0, session: null }));

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

it("runs each request in the backend's session (the browser's tab session), GET as a read", async () => {
  const kinds: string[] = [];
  configureMockServer({
    session: async (kind, work) => {
      kinds.push(kind);
      return work();
    },
  });

  await call('GET', '/test-todos');
  const created = await call('POST', '/test-todos', { json: { todo: { title: 'Through the session' } } });
  await call('POST', '/test-todos', { json: {} });

  expect(created.status).toBe(201);
  expect(kinds).toEqual(['read', 'write', 'write']);
});

it('a session that refuses a write answers with its refusal', async () => {
  configureMockServer({
    session: () => Promise.reject(new HttpError(507, 'No room.')),
  });

  const answer = await call('POST', '/test-todos', { json: { todo: { title: 'No room for me' } } });

  expect(answer).toEqual({ status: 507, body: { message: 'No room.' } });
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
