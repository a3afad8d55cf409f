/** Who sells, and how to reach them. What other resources and the server use of it. */
export { sellerRoutes } from './routes';
