/** Returns: the shopper asks, staff move them. What other resources and the server use of it. */
export { returnRoutes } from './routes';
export { staffReturnRoutes } from './staff-routes';
