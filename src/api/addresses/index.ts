/** The shopper's saved addresses. What other resources and the server use of it. */
export { addressRoutes } from './routes';
