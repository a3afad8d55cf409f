import { accountRoutes } from './accounts/routes';
import { addressRoutes } from './addresses/routes';
import type { Backend } from './backend';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { staffCatalogueRoutes } from './catalogue/staff-routes';
import { createApiAnswerer } from './http/handle';
import type { ApiRoute } from './http/route';
import { updateRoutes } from './messages/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './orders/payment-routes';
import { razorpayWebhookRoutes } from './orders/webhook-routes';
import { staffOrderRoutes } from './orders/staff-routes';
import { pincodeRoutes } from './pincodes/routes';
import { reviewRoutes } from './reviews/routes';
import { staffRoutes } from './staff/routes';
import { stockRoutes } from './stock/routes';
import { testTodoRoutes } from './test-todos/routes';
import { wishlistRoutes } from './wishlist/routes';

/**
 * Every endpoint of the /api contract over `backend`, in one list: each resource's routes
 * (`<resource>/routes.ts`). A request goes to the first route of its method whose path matches;
 * any other path under /api is a readable 404.
 */
export function apiRoutes(backend: Backend): ApiRoute[] {
  return [
    ...accountRoutes(backend),
    ...catalogueRoutes(backend),
    ...pincodeRoutes(backend),
    ...reviewRoutes(backend),
    ...cartRoutes(backend),
    ...wishlistRoutes(backend),
    ...addressRoutes(backend),
    ...orderRoutes(backend),
    ...updateRoutes(backend),
    ...paymentRoutes(backend),
    ...razorpayWebhookRoutes(backend),
    ...testTodoRoutes(backend),
    ...staffRoutes(backend),
    ...staffCatalogueRoutes(backend),
    ...staffOrderRoutes(backend),
    ...stockRoutes(backend),
  ];
}

/** Answers a Fetch request to /api from every route of the contract over `backend`. */
export const answerApi = (backend: Backend) => createApiAnswerer(backend, apiRoutes(backend));
