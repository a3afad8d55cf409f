import { http, type RequestHandler } from 'msw';
import type { Backend } from '@/api/backend';
import { createApiAnswerer, type ApiAnswerer } from '@/api/http/handle';
import { route, type ApiRoute } from '@/api/http/route';
import { createRouter } from '@/api/http/router';

/**
 * A RegExp, because msw decodes a string pattern's parameters as it matches, and a path that does
 * not decode (`%80`) would make it throw before the answerer could say 400.
 */
const API_URL = /^[a-z]+:\/\/[^/]+\/api\//i;

/**
 * The msw adapter of the /api contract: one handler that hands every request under /api to the
 * contract's answerer, which finds the route (src/api/http/router.ts) exactly as the Node server
 * does. A handler a test adds with `server.use` still comes first.
 */
export function apiHandler(answer: ApiAnswerer): RequestHandler {
  return http.all(API_URL, async ({ request }) => (await answer(request)).response);
}

/**
 * A handler that answers only `routes`, through the same steps as every route (for a test's
 * `server.use`); any other request goes on to the next handler.
 */
export function routesHandler(backend: Backend, ...routes: ApiRoute[]): RequestHandler {
  const answer = createApiAnswerer(backend, routes);
  const find = createRouter(routes);
  return http.all(API_URL, async ({ request }) =>
    find(request.method, new URL(request.url).pathname) ? (await answer(request)).response : undefined,
  );
}

/** For a test's `server.use`: GET `path` fails unexpectedly with `error` (the answer a 500). */
export const failingHandler = (backend: Backend, path: string, error: Error): RequestHandler =>
  routesHandler(
    backend,
    route({
      method: 'GET',
      path,
      access: 'anyone',
      answer: () => {
        throw error;
      },
    }),
  );
