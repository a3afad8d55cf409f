import serverBackendMeta from './server-backend-meta.json';

/** Business constants of spec §9. */
export const DELIVERY_CHARGE = 50;
export const DISCOUNT = 499;
export const DEFAULT_PRICE_RANGE = 10000;
export const PRICE_MIN = 1000;
export const PRICE_MAX = 10000;
export const PRICE_STEP = 1000;
export const GRID_MIN_ID_EXCLUSIVE = 15;
export const LIST_LOADER_MS = 500;
export const PAGE_LOADER_MS = 1000;
export const CONFETTI_MS = 3000;
export const TOAST_MS = 1000;
export const STICKY_HEADER_PX = 30;
export const MOBILE_BREAKPOINT_PX = 991;
export const PAYMENT_THEME_COLOUR = '#392F5A';
export const SHOP_NAME = 'SneakerHub';
export const LOGIN_STORAGE_KEY = 'login';
/** A new password's least length; a password is never trimmed. */
export const MIN_PASSWORD_LENGTH = 8;
/** Pairs of one sneaker in one cart: the server refuses more, the cart's plus button stops there. */
export const MAX_QTY_PER_LINE = 10;
/** A review's title and text (the form stops there, the server refuses more). */
export const MAX_REVIEW_TITLE_LENGTH = 100;
export const MAX_REVIEW_TEXT_LENGTH = 2000;

/** Demo credentials the 'Login as Guest' button fills in (spec §1). */
export const GUEST_CREDENTIALS = {
  email: 'guest@sneakerhub.in',
  password: 'guest-sneakers-1',
} as const;

/** Spec §2: shown for display only, not selectable. */
export const SHOE_SIZES = [
  '5.5',
  '6 (EU 39)',
  'UK 6 (EU 40)',
  'UK 7',
  'UK 7.5',
  'UK 8',
  'UK 8.5',
  'UK 9',
  'UK 9.5',
  'UK 10',
  'UK 10.5',
  'UK 11',
] as const;

/** Razorpay Standard Checkout, test mode (spec §7 payment provider). */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_TEST_KEY_ID = 'rzp_test_sneakerhub01';

/** The element of a server-rendered page that carries its data as JSON (src/kernel/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The <meta name> the Node server adds to the page it serves: that origin answers /api itself, so
 * the embedded mock stays off. In JSON, so webpack.config.js's prefetch script reads the same name.
 */
export const SERVER_BACKEND_META = serverBackendMeta.name;

/**
 * The attribute of the build's inline scripts that only a static index.html needs (the embedded
 * mock's early start, the first screen's early preloads): the Node server takes them out of every
 * page it sends, which has no mock and its content or its own data already.
 */
export const STATIC_ONLY_SCRIPT = serverBackendMeta.staticOnlyScript;

/**
 * Cash on Delivery: the largest grand total, in rupees, a shopper may pay at the door
 * (docs/decisions.md says why this figure).
 */
export const COD_MAX_GRAND_TOTAL = 20000;
