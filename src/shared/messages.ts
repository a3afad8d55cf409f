/**
 * Every user-visible message of the spec (§2, §8), word for word — typos included, because shoppers
 * and tests know them. A copy edit is a change here and nowhere else.
 */
import { MIN_PASSWORD_LENGTH } from './constants';
import { BACKEND_DID_NOT_START, NETWORK_ERROR, SESSION_EXPIRED } from './request-words';

// Those no module of the first load uses are in modules of their own, so the main chunk does not
// carry them (docs/performance.md); imported from here as the others.
export { serverMessages } from './server-messages';
export { toastMessages } from './toast-messages';
export {
  lifecycleMessages,
  orderMessages,
  pincodeMessages,
  reviewMessages,
  stockMessages,
  tooManyReviewsToday,
} from './later-messages';

export const inlineMessages = {
  passwordsMismatch: "Passwords doesn't match",
  jsonFormat: 'Error in JSON format',
  responseUndefined: 'Response is undefined.',
  noProducts: 'No Products Found',
  noAddress: 'No address found.',
  wishlistEmptyTitle: 'There is Nothing to show in your Wishlist.',
  wishlistEmptyText: 'Add some cool Sneakers to Your Wishlist.',
  notFound: "Oops, We're unable to find this page.",
  goHome: 'Go to home page',
  unexpectedError: 'Unexpected Application Error!',
  /** Not in the spec: a screen's chunk is gone (a deploy since the page loaded) or unreachable. */
  newVersion: 'A new version is available — reload',
  newVersionWhy:
    'Part of the shop could not be loaded: it was updated since this page opened, or the connection dropped. Your cart and account are safe.',
  reload: 'Reload',
  /** Not in the spec: the request tester's Cancel. */
  requestCancelled: 'Request cancelled.',
  requestCancelledWhy:
    'The page stopped waiting for the answer. The server may still have acted on the request.',
  removeProductQuestion: 'Are you sure you want to remove this product?',
  confirmRemove: "Yes, I'm sure",
  cancelRemove: 'No, cancel',
  orderSuccessful: 'Order Successful',
  orderThanks: 'Thank you for Ordering with us :)',
  continueShopping: 'Continue Shopping',
  clearCartFailed: 'error in clear cart service',
  backendDidNotStart: BACKEND_DID_NOT_START,
  networkError: NETWORK_ERROR,
  sessionExpired: SESSION_EXPIRED,
  /** Not in the spec: signup's password is shorter than MIN_PASSWORD_LENGTH. */
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;
