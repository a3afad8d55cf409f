import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { handlerRoutes } from './handler-routes';

const named = (name: string) => () => HttpResponse.json({ name });
const handlers = [
  http.get('*/api/user/cart', named('cart')),
  http.post('*/api/user/cart/:productId', named('step')),
  http.delete('*/api/user/cart/:productId', named('remove')),
  http.get('*/api/user/orders/:orderId/payment', named('payment')),
  http.get('https://checkout.example.com/v1/checkout.js', named('script')),
  http.all('*/api/*', named('any')),
];

/** Which handler msw picks from all of them, and from the ones handlerRoutes keeps. */
async function answeredBy(method: string, path: string, from: RequestHandler[]) {
  const answer = await getResponse(from, new Request(`http://127.0.0.1${path}`, { method }));
  return answer ? ((await answer.json()) as { name: string }).name : null;
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
  expect(await answeredBy(method, path, kept)).toBe(await answeredBy(method, path, handlers));
});

it('hands msw only the handlers of the method whose pattern may match', () => {
  const routes = handlerRoutes(handlers);
  expect(routes('GET', '/api/user/cart')).toEqual([handlers[0], handlers[5]]);
  expect(routes('DELETE', '/api/user/cart/abc')).toEqual([handlers[2], handlers[5]]);
});
