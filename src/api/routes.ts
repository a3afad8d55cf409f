import { accountRoutes } from './accounts';
import { addressRoutes } from './addresses';
import type { Backend } from './backend';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { createApiAnswerer, type LaterRoutes } from './http/handle';
import type { ApiRoute } from './http/route';
import { expireUnpaidOrdersOnRead } from './orders/expiry';
import { pincodeRoutes } from './pincodes';
import { reviewRoutes } from './reviews';
import { sellerRoutes } from './seller';
import { testTodoRoutes } from './test-todos';
import { wishlistRoutes } from './wishlist';

/** Where every staff console endpoint lives, and no shopper's. */
export const STAFF_API_PATH = '/api/staff';

/** Where every endpoint of orderApiRoutes (./order-api-routes.ts) lives, and no other. */
export const ORDER_API_PATHS = [
  '/api/user/orders',
  '/api/payments',
  '/api/test-checkout',
  '/api/webhooks/razorpay',
  '/api/user/updates',
  '/api/complaints',
  '/api/auth/password-reset',
  '/api/test-mailbox',
] as const;

/**
 * The endpoints a shopper's pages call before any order: each resource's routes
 * (`<resource>/routes.ts`). A request goes to the first route of its method whose path matches;
 * any other path under /api is a readable 404.
 *
 * This list is in every shopper's first load, with the embedded mock. The staff console's routes
 * (./staff-api-routes.ts) and those from placing an order on (./order-api-routes.ts) are lists of
 * their own, which the mock loads later (answerApiLoadingLater); src/api/routes.test.ts fails on a
 * route here under their paths.
 */
export function firstLoadApiRoutes(backend: Backend): ApiRoute[] {
  return [
    ...accountRoutes(backend),
    ...catalogueRoutes(backend, expireUnpaidOrdersOnRead),
    ...pincodeRoutes(backend),
    ...reviewRoutes(backend),
    ...cartRoutes(backend),
    ...wishlistRoutes(backend),
    ...addressRoutes(backend),
    ...testTodoRoutes(backend),
    // The footer asks for the seller's contacts on every page.
    ...sellerRoutes(backend),
  ];
}

/**
 * The route lists the embedded mock loads, each as its own chunk (build/mock-chunk.js), when the
 * first request under its paths comes.
 */
export const laterApiRoutes = (backend: Backend): LaterRoutes[] => [
  {
    under: [STAFF_API_PATH],
    load: async () => (await import('./staff-api-routes')).staffApiRoutes(backend),
  },
  {
    under: ORDER_API_PATHS,
    load: async () => (await import('./order-api-routes')).orderApiRoutes(backend),
  },
];

/** The embedded mock's answerer: firstLoadApiRoutes at once, laterApiRoutes when first called. */
export const answerApiLoadingLater = (backend: Backend) =>
  createApiAnswerer(backend, firstLoadApiRoutes(backend), laterApiRoutes(backend));
