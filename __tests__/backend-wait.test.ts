import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { QUEUED_MS_HEADER } from '@/shared/queued-request';
import { baseApi } from '@/kernel/api';
import { setBackendReady } from '@/kernel/backend';
import { makeStore } from '@/app/store';

const probeApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    probe: builder.query<unknown, number>({ query: (attempt) => `/test-todos?attempt=${attempt}` }),
  }),
});

/**
 * What the shop sent as QUEUED_MS_HEADER on one request, with the backend starting `startsAfterMs`
 * after the request was made (on fake timers, so the wait is exact).
 */
async function queuedHeaderSent(embeddedMock: boolean, startsAfterMs: number, attempt: number) {
  let sent: string | null | undefined;
  server.use(
    http.get('*/api/test-todos', ({ request }) => {
      sent = request.headers.get(QUEUED_MS_HEADER);
      return HttpResponse.json({ todos: [] });
    }),
  );
  const store = makeStore();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const starting =
      startsAfterMs > 0
        ? new Promise<void>((resolve) => setTimeout(resolve, startsAfterMs))
        : Promise.resolve();
    setBackendReady(starting, { embeddedMock });
    const answered = store.dispatch(probeApi.endpoints.probe.initiate(attempt));
    await jest.advanceTimersByTimeAsync(startsAfterMs);
    await answered;
  } finally {
    jest.useRealTimers();
  }
  return sent;
}

afterEach(() => setBackendReady(Promise.resolve(), { embeddedMock: false }));

it('tells the embedded mock how long a request waited for it to start, so the wait counts into its delay', async () => {
  expect(await queuedHeaderSent(true, 60, 1)).toBe('60');
});

it('sends nothing extra when the mock was ready, or to a real API however long the page took', async () => {
  expect(await queuedHeaderSent(true, 0, 2)).toBeNull();
  expect(await queuedHeaderSent(false, 60, 3)).toBeNull();
});
