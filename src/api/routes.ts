import { accountRoutes } from './accounts/routes';
import { addressRoutes } from './addresses/routes';
import type { Backend } from './backend';
import { cartRoutes } from './cart/routes';
import { complaintRoutes } from './complaints/routes';
import { catalogueRoutes } from './catalogue/routes';
import { createApiAnswerer } from './http/handle';
import type { ApiRoute } from './http/route';
import { updateRoutes } from './messages/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './orders/payment-routes';
import { razorpayWebhookRoutes } from './orders/webhook-routes';
import { pincodeRoutes } from './pincodes/routes';
import { refundRoutes } from './refunds/routes';
import { returnRoutes } from './returns/routes';
import { reviewRoutes } from './reviews/routes';
import { sellerRoutes } from './seller/routes';
import { testTodoRoutes } from './test-todos/routes';
import { wishlistRoutes } from './wishlist/routes';

/** Where every staff console endpoint lives, and no shopper's. */
export const STAFF_API_PREFIX = '/api/staff/';

/**
 * Every endpoint a shopper's pages call, in one list: each resource's routes
 * (`<resource>/routes.ts`). A request goes to the first route of its method whose path matches;
 * any other path under /api is a readable 404.
 *
 * No `/api/staff/*` route here: those go in staffApiRoutes (./staff-api-routes.ts), which the
 * embedded mock loads only when the staff console first calls it. This list is in every shopper's
 * first load; src/api/routes.test.ts fails on a staff route in it.
 */
export function shopperApiRoutes(backend: Backend): ApiRoute[] {
  return [
    ...accountRoutes(backend),
    ...catalogueRoutes(backend),
    ...pincodeRoutes(backend),
    ...reviewRoutes(backend),
    ...cartRoutes(backend),
    ...wishlistRoutes(backend),
    ...addressRoutes(backend),
    ...orderRoutes(backend),
    ...refundRoutes(backend),
    ...returnRoutes(backend),
    ...updateRoutes(backend),
    ...paymentRoutes(backend),
    ...razorpayWebhookRoutes(backend),
    ...testTodoRoutes(backend),
    ...sellerRoutes(backend),
    ...complaintRoutes(backend),
  ];
}

/**
 * The embedded mock's answerer: the shoppers' routes at once, the staff console's loaded (their
 * own chunk, build/mock-chunk.js) when the first request under STAFF_API_PREFIX comes.
 */
export const answerApiLoadingStaffLater = (backend: Backend) =>
  createApiAnswerer(backend, shopperApiRoutes(backend), {
    prefix: STAFF_API_PREFIX,
    load: async () => (await import('./staff-api-routes')).staffApiRoutes(backend),
  });
