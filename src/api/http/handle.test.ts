import { failingHandler } from '@/mocks/api-handler';
import { HttpError } from '@/api/http/http-error';
import { configureMockServer, memoryBackend } from '@/mocks/memory-backend';
import { server } from '@/mocks/node';
import { serverMessages } from '@/shared/messages';
import { QUEUED_MS_HEADER } from '@/shared/queued-request';
import { call } from '@/api/testing/api-client';
import { nextApiBase } from '@/api/testing/contract-backend';

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

it('counts the time a request waited for the mock to start into its delay (the page says how long)', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  configureMockServer({ delayMs: 400 });
  const answeredAfter = (queued: string) => {
    const state = { answered: false };
    const answer = fetch(`${nextApiBase()}/test-todos`, { headers: { [QUEUED_MS_HEADER]: queued } });
    void answer.finally(() => (state.answered = true));
    return { state, answer };
  };

  const waitedLong = answeredAfter('300');
  const waitedLonger = answeredAfter('1200');
  const saidNonsense = answeredAfter('soon');
  await jest.advanceTimersByTimeAsync(1);
  expect(waitedLonger.state.answered).toBe(true);
  await jest.advanceTimersByTimeAsync(98);
  expect(waitedLong.state.answered).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(waitedLong.state.answered).toBe(true);
  expect(saidNonsense.state.answered).toBe(false);
  await jest.advanceTimersByTimeAsync(300);
  expect(saidNonsense.state.answered).toBe(true);
  expect((await waitedLong.answer).status).toBe(200);
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
  const failing = () => failingHandler(memoryBackend, '/api/products', new TypeError('the disk is on fire'));

  it("becomes a 500 naming a request id, never the failure's own words, which go to the log under that id", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing());

    const answer = await call<{ error: string; requestId: string }>('GET', '/products');

    expect(answer.status).toBe(500);
    expect(answer.body.error).toBe(serverMessages.somethingWentWrong);
    expect(answer.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'requestId']);
    expect(logged).toHaveBeenCalledTimes(1);
    const entry = JSON.parse(String(logged.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'error', requestId: answer.body.requestId });
    expect(entry.error).toContain('the disk is on fire');
  });

  it('names the request id the server gave the request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing());

    const response = await fetch('http://localhost/api/products', { headers: { 'x-request-id': 'req-42' } });

    expect(await response.json()).toEqual({ error: serverMessages.somethingWentWrong, requestId: 'req-42' });
  });
});
