import { http } from 'msw';
import { server } from '@/mocks/node';

/**
 * Holds every `method` request to `path` until `release()`; each then falls through to the real
 * handler. For asserting what the page shows while a request runs (recordRequests counts them);
 * `held` keeps each request, so a test can see, say, that the page aborted it.
 */
export function holdRequests(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: Request[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      held.push(request);
      await gate;
    }),
  );
  return { held, release: () => release() };
}
