const PRODUCT_LIST = '/productlist';
const ORDERS = '/orders';
const STAFF = '/staff';
const POLICIES = '/policies';

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
  about: '/about',
  policy: `${POLICIES}/:slug`,
  grievance: '/grievance',
  creditNote: `${ORDERS}/:orderId/credit-notes/:number`,
  updates: '/updates',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The embedded mock's test mailbox: the emails it would have sent (the mock sends none). */
  testMailbox: '/test-mailbox',
  notFound: '/404',
} as const;

/**
 * The staff console's screens (issue 29), all under `/staff`: one lazily loaded chunk that a
 * shopper's first load never carries.
 */
export const staffPaths = {
  console: `${STAFF}/*`,
  home: STAFF,
  login: `${STAFF}/login`,
  orders: `${STAFF}/orders`,
  order: `${STAFF}/orders/:orderId`,
  print: `${STAFF}/print`,
  products: `${STAFF}/products`,
  newProduct: `${STAFF}/products/new`,
  product: `${STAFF}/products/:productId`,
  stock: `${STAFF}/stock`,
  team: `${STAFF}/team`,
  audit: `${STAFF}/audit`,
  complaints: `${STAFF}/complaints`,
  returns: `${STAFF}/returns`,
  account: `${STAFF}/account`,
  failedEmails: `${STAFF}/emails`,
} as const;

/** An order's page in the console. */
export const staffOrderPath = (orderId: string) => `${STAFF}/orders/${encodeURIComponent(orderId)}`;

/** What the console prints: packing slips or tax invoices, on A4 sheets or 4 × 6 inch labels. */
export type PrintedDocument = 'slip' | 'invoice';
export type PaperSize = 'a4' | 'label';

/** The print screen of these orders' slips or invoices (their ids in the URL, so a reload prints the same). */
export const staffPrintPath = (
  document: PrintedDocument,
  orderIds: readonly string[],
  size: PaperSize = 'a4',
) => `${STAFF}/print?${new URLSearchParams({ doc: document, size, orders: orderIds.join(',') }).toString()}`;

/** A product's edit form in the console. */
export const staffProductPath = (productId: string) => `${STAFF}/products/${encodeURIComponent(productId)}`;

/** A product's page (spec §2: /productlist/{id}, the id being the product's `_id`). */
export const productPath = (productId: string) => `${PRODUCT_LIST}/${encodeURIComponent(productId)}`;

/** An order's page. */
export const orderPath = (orderId: string) => `${ORDERS}/${encodeURIComponent(orderId)}`;

/** One of the shop's policies (src/shared/policies.ts names them). */
export const policyPath = (slug: string) => `${POLICIES}/${encodeURIComponent(slug)}`;
/** A credit note's printable page (its number's slashes encoded). */
export const creditNotePath = (orderId: string, number: string) =>
  `${orderPath(orderId)}/credit-notes/${encodeURIComponent(number)}`;
