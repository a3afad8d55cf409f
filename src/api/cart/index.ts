/** The shopper's cart. What other resources and the server use of it. */
export { cartRoutes } from './routes';
