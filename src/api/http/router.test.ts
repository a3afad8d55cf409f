import { matchRequestUrl } from 'msw';
import { apiRoutes } from '@/api/every-route';
import { memoryBackend } from '@/mocks/memory-backend';
import { route, type ApiRoute } from './route';
import { createRouter } from './router';

const named = (path: string): ApiRoute =>
  route({ method: 'GET', path, access: 'anyone', answer: () => Response.json({ path }) });

describe('the router', () => {
  const routes = [
    named('/api/user/cart'),
    named('/api/user/cart/:productId'),
    named('/api/user/orders/:orderId/payment'),
    { ...named('/api/user/cart/:productId'), method: 'DELETE' as const },
  ];
  const find = createRouter(routes);
  const found = (method: string, path: string) => {
    const routed = find(method, path);
    return routed && { path: routed.route.path, method: routed.route.method, params: routed.params };
  };

  it.each([
    ['/api/user/cart', '/api/user/cart', {}],
    ['/api/user/cart/', '/api/user/cart', {}],
    ['/API/User/Cart', '/api/user/cart', {}],
    ['/api/user/cart/p%2F1', '/api/user/cart/:productId', { productId: 'p/1' }],
    ['/api/user/cart/caf%C3%A9', '/api/user/cart/:productId', { productId: 'café' }],
    ['/api/user/orders/o1/payment', '/api/user/orders/:orderId/payment', { orderId: 'o1' }],
  ])('%s → %s with its parameters decoded', (path, pattern, params) => {
    expect(found('GET', path)).toEqual({ path: pattern, method: 'GET', params });
  });

  it.each(['/api/user/cart/abc/def', '/api/user/orders//payment', '/shop/api/user/cart', '/api/nothing'])(
    '%s: no route',
    (path) => expect(found('GET', path)).toBeNull(),
  );

  it("tries only the request's method's routes, in their order", () => {
    expect(found('DELETE', '/api/user/cart/abc')).toEqual({
      path: '/api/user/cart/:productId',
      method: 'DELETE',
      params: { productId: 'abc' },
    });
    expect(found('POST', '/api/user/cart')).toBeNull();
  });
});

describe("every route of the contract, as msw's own matcher would match it", () => {
  // A test's `server.use(http.get('*/api/…'))` overrides a route: it must take the same requests.
  const contract = apiRoutes(memoryBackend);
  const find = createRouter(contract);
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
    '/api/user/addresses/a%20b',
    '/api/products/p1/reviews',
    '/api/pincodes/560001',
    '/api/auth/login',
    '/api/nothing',
    '/api',
  ];

  it.each(paths)('%s: the first route msw would match, with the same decoded parameters', (path) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const url = new URL(`http://127.0.0.1${path}`);
      const mswFirst = contract
        .filter((candidate) => candidate.method === method)
        .map((candidate) => ({ candidate, match: matchRequestUrl(url, `*${candidate.path}`) }))
        .find(({ match }) => match.matches);
      const ours = find(method, url.pathname);
      expect({ method, path: ours?.route.path }).toEqual({ method, path: mswFirst?.candidate.path });
      if (ours && mswFirst) {
        const mswParams = Object.fromEntries(
          Object.entries(mswFirst.match.params ?? {}).filter(([name]) => !/^\d+$/.test(name)),
        );
        expect(ours.params).toEqual(mswParams);
      }
    }
  });
});
