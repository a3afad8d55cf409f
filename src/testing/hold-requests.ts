import { http } from 'msw';
import { server } from '@/mocks/node';

/**
 * Holds every `method` request to `path` until `release()`, counting them; each then falls through
 * to the real handler. For asserting what the page shows while a request runs.
 */
export function holdRequests(method: 'get' | 'post' | 'delete', path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = { count: 0 };
  server.use(
    http[method](path, async () => {
      calls.count += 1;
      await gate;
    }),
  );
  return { calls, release: () => release() };
}
