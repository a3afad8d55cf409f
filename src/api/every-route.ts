import type { Backend } from './backend';
import { createApiAnswerer } from './http/handle';
import type { ApiRoute } from './http/route';
import { shopperApiRoutes } from './routes';
import { staffApiRoutes } from './staff-api-routes';

/**
 * Every endpoint of the /api contract, registered up front: the shoppers' list, then the staff
 * console's. What the Node server answers from (its edge reads each route's body kind before any
 * request), and what the tests that walk every route read.
 */
export const apiRoutes = (backend: Backend): ApiRoute[] => [
  ...shopperApiRoutes(backend),
  ...staffApiRoutes(backend),
];

/** Answers a Fetch request to /api from every route of the contract over `backend` (the Node server). */
export const answerApi = (backend: Backend) => createApiAnswerer(backend, apiRoutes(backend));
