/** Verified buyers' reviews. What other resources and the server use of it. */
export { reviewRoutes } from './routes';
