import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '@/api/http/route';
import { serverMessages } from '@/shared/messages';
import type { Backend } from '@/api/backend';
import { endpointWrappers } from '@/api/http/handle';
import { notFound } from '@/api/http/http-error';
import { addressHandlers } from '@/api/addresses/routes';
import { authHandlers } from '@/api/accounts/routes';
import { cartHandlers } from '@/api/cart/routes';
import { catalogueHandlers } from '@/api/catalogue/routes';
import { orderHandlers } from '@/api/orders/routes';
import { pincodeHandlers } from '@/api/pincodes/routes';
import { paymentHandlers } from '@/api/orders/payment-routes';
import { reviewHandlers } from '@/api/reviews/routes';
import { testTodoHandlers } from '@/api/test-todos/routes';
import { wishlistHandlers } from '@/api/wishlist/routes';

/** Every endpoint of the /api contract, answered from `backend`, then a readable 404 for the rest. */
export function createHandlers(backend: Backend): RequestHandler[] {
  const wrappers = endpointWrappers(backend);
  return [
    // msw decodes path parameters while it matches, and a percent-escape that is not UTF-8 (`%80`)
    // makes it throw, a 500 before any handler runs: answered here first, as the server's adapter
    // does. A RegExp path has no parameters to decode.
    http.all(/\/api\//, ({ request }) => {
      try {
        decodeURIComponent(new URL(request.url).pathname);
        return undefined;
      } catch {
        return HttpResponse.json({ message: serverMessages.malformedUrl }, { status: 400 });
      }
    }),
    ...authHandlers(backend, wrappers),
    ...catalogueHandlers(backend, wrappers),
    ...pincodeHandlers(backend, wrappers),
    ...reviewHandlers(backend, wrappers),
    ...cartHandlers(backend, wrappers),
    ...wishlistHandlers(backend, wrappers),
    ...addressHandlers(backend, wrappers),
    ...orderHandlers(backend, wrappers),
    ...paymentHandlers(backend, wrappers),
    ...testTodoHandlers(backend, wrappers),
    // Anything else under /api is a readable 404, never a fall-through to the page or the network.
    http.all(
      '*/api/*',
      wrappers.open(({ request }) => {
        throw notFound(`No endpoint answers ${request.method} ${new URL(request.url).pathname}.`);
      }),
    ),
  ];
}
