import { getResponse, http, HttpResponse, matchRequestUrl, type RequestHandler } from 'msw';
import { createHandlers } from '@/api/routes';
import { routeOf } from '@/api/http/route';
import { memoryBackend } from '@/mocks/memory-backend';
import { handlerRoutes, type Candidate } from '../../../server/http/handler-routes';

const named = (name: string) => () => HttpResponse.json({ name });
const handlers = [
  http.get('*/api/user/cart', named('cart')),
  http.post('*/api/user/cart/:productId', named('step')),
  http.delete('*/api/user/cart/:productId', named('remove')),
  http.get('*/api/user/orders/:orderId/payment', named('payment')),
  http.get('https://checkout.example.com/v1/checkout.js', named('script')),
  http.all('*/api/*', named('any')),
];

/** Which handler msw picks from all of them. */
async function answeredBy(method: string, path: string, from: RequestHandler[]) {
  const answer = await getResponse(from, new Request(`http://127.0.0.1${path}`, { method }));
  return answer ? ((await answer.json()) as { name: string }).name : null;
}

/** Which handler answers first among the candidates handlerRoutes keeps. */
async function candidateAnswering(method: string, path: string, candidates: Candidate[]) {
  for (const { answer } of candidates) {
    const response = await answer(new Request(`http://127.0.0.1${path}`, { method }), 'test');
    if (response) return ((await response.json()) as { name: string }).name;
  }
  return null;
}

it.each([
  ['GET', '/api/user/cart'],
  ['GET', '/api/user/cart/'],
  ['GET', '/API/User/Cart'],
  ['POST', '/api/user/cart/p%2F1'],
  ['DELETE', '/api/user/cart/abc'],
  ['GET', '/api/user/cart/abc'],
  ['GET', '/api/user/orders/o1/payment'],
  ['GET', '/api/user/orders//payment'],
  ['PATCH', '/api/nothing'],
  ['GET', '/v1/checkout.js'],
  ['GET', '/elsewhere'],
])('%s %s: the same handler answers as when msw tries them all', async (method, path) => {
  const routes = handlerRoutes(handlers);
  const kept = routes(method, new URL(path, 'http://127.0.0.1').pathname);
  expect(await candidateAnswering(method, path, kept)).toBe(await answeredBy(method, path, handlers));
});

it('keeps only the handlers of the method whose pattern may match', () => {
  const routes = handlerRoutes(handlers);
  const kept = (method: string, path: string) => routes(method, path).map(({ handler }) => handler);
  expect(kept('GET', '/api/user/cart')).toEqual([handlers[0], handlers[5]]);
  expect(kept('DELETE', '/api/user/cart/abc')).toEqual([handlers[2], handlers[5]]);
});

describe("the contract's own handlers, whose resolvers the server calls itself", () => {
  const contract = createHandlers(memoryBackend);
  const routes = handlerRoutes(contract);
  const paths = [
    '/api/user/cart',
    '/api/user/cart/',
    '/API/User/Cart',
    '/api/user/cart/abc',
    '/api/user/cart/p%2F1',
    '/api/user/cart/caf%C3%A9',
    '/api/user/cart/abc/def',
    '/api/user/orders/o1',
    '/api/user/orders//payment',
    '/api/user/address/a%20b',
    '/api/products/p1/reviews',
    '/api/pincodes/560001',
    '/api/auth/login',
    '/shop/api/user/cart',
    '/api/nothing',
    '/api',
  ];
  const named = (params: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(params).filter(([name]) => !/^\d+$/.test(name)));

  it('are all declared, so msw runs none of them per request', () => {
    expect(contract.filter((handler) => !routeOf(handler))).toEqual([]);
  });

  it.each(paths)('%s: matched, with the same decoded parameters, exactly as msw matches it', (path) => {
    for (const handler of contract) {
      const route = routeOf(handler)!;
      if (typeof route.path !== 'string') continue;
      const method = route.method === 'ALL' ? 'GET' : route.method;
      const msw = matchRequestUrl(new URL(`http://127.0.0.1${path}`), route.path);
      const ours = routes(method, path).find((candidate) => candidate.handler === handler);
      expect({ route: route.path, matches: ours !== undefined }).toEqual({
        route: route.path,
        matches: msw.matches,
      });
      if (ours) expect(ours.params).toEqual(named(msw.params ?? {}));
    }
  });
});
