/** The shopper's wishlist. What other resources and the server use of it. */
export { wishlistRoutes } from './routes';
