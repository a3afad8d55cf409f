const PRODUCT_LIST = '/productlist';
const ORDERS = '/orders';

/**
 * Every screen's path (spec §2's route table), written once: the route table, every link and
 * redirect, and the Node server's pages read them here. `:name` is a path parameter.
 */
export const paths = {
  home: '/',
  productList: PRODUCT_LIST,
  product: `${PRODUCT_LIST}/:productId`,
  login: '/login',
  signup: '/signup',
  mockman: '/mockman',
  cart: '/cart',
  checkout: '/checkout',
  wishlist: '/wishlist',
  profile: '/profile',
  order: '/order',
  orderDetail: `${ORDERS}/:orderId`,
  notFound: '/404',
} as const;

/** A product's page (spec §2: /productlist/{id}, the id being the product's `_id`). */
export const productPath = (productId: string) => `${PRODUCT_LIST}/${encodeURIComponent(productId)}`;

/** An order's page. */
export const orderPath = (orderId: string) => `${ORDERS}/${encodeURIComponent(orderId)}`;
