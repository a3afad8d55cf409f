import type { Backend } from './backend';
import { createApiAnswerer } from './http/handle';
import type { ApiRoute } from './http/route';
import { orderApiRoutes } from './order-api-routes';
import { firstLoadApiRoutes } from './routes';
import { staffApiRoutes } from './staff-api-routes';

/** Every endpoint a shopper's pages call: those of the first load, then from an order on. */
export const shopperApiRoutes = (backend: Backend): ApiRoute[] => [
  ...firstLoadApiRoutes(backend),
  ...orderApiRoutes(backend),
];

/**
 * Every endpoint of the /api contract, registered up front: the shoppers' lists, then the staff
 * console's. What the Node server answers from (its edge reads each route's body kind before any
 * request), and what the tests that walk every route read.
 */
export const apiRoutes = (backend: Backend): ApiRoute[] => [
  ...shopperApiRoutes(backend),
  ...staffApiRoutes(backend),
];

/** Answers a Fetch request to /api from every route of the contract over `backend` (the Node server). */
export const answerApi = (backend: Backend) => createApiAnswerer(backend, apiRoutes(backend));
