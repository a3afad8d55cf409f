import { http } from 'msw';
import { server } from '@/mocks/node';

/**
 * Holds every `method` request to `path` until `release()`; each then falls through to the real
 * handler. For asserting what the page shows while a request runs (recordRequests counts them).
 */
export function holdRequests(method: 'get' | 'post' | 'delete', path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](path, async () => {
      await gate;
    }),
  );
  return { release: () => release() };
}
