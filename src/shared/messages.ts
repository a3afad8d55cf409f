/**
 * Every user-visible message of the spec (§2, §8), word for word — typos included, because shoppers
 * and tests know them. A copy edit is a change here and nowhere else.
 */
import { MIN_PASSWORD_LENGTH } from './constants';
import { inMinutes, inSeconds } from './wait-words';

// Those no module of the first load uses are in a module of their own, so the main chunk does not
// carry them (docs/performance.md); imported from here as the others.
export {
  lifecycleMessages,
  orderMessages,
  pincodeMessages,
  reviewMessages,
  stockMessages,
  tooManyReviewsToday,
} from './later-messages';

export const toastMessages = {
  addedToCart: 'Successfully added to Cart',
  addedToWishlist: 'Successfully added to Wishlist',
  wishlistAdded: 'Added to Wishlist',
  loggedIn: 'Successfully Logged In',
  signedIn: 'Successfully Signed In',
  paymentSucceeded: 'Payment succesfull',
  removedFromWishlist: 'Removed from Wishlist',
  removedFromCart: 'Sneaker Removed from Cart',
  loginFirst: 'Please login first',
  selectAddress: 'Please select or add new adress',
  loggedOut: 'Logged Out',
  razorpayFailed: 'Razorpay SDK failed to load, check you connection',
  /** Not in the spec: the request tester's "Copy as cURL". */
  curlCopied: 'Copied the request as a cURL command',
  /** Not in the spec: the browser refused the clipboard (or has none outside https). */
  curlCopyFailed: 'Could not copy: the browser did not allow the clipboard.',
  /** Not in the spec: the endpoint is not a URL or a header name is malformed. */
  curlInvalidRequest: 'Could not copy: the endpoint or a header name is not valid.',
} as const;

export const serverMessages = {
  emailExists: 'Unprocessable Entity. Email Already Exists.',
  emailNotRegistered: 'The email you entered is not Registered. Not Found error',
  invalidCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  /** Not in the spec: the browser's mock could not save a change (507), and undid it. */
  storageFull:
    "Your browser's storage for this site is full, so this change was not saved. Free some space and try again.",
  /** Not in the spec: another tab's save never reached this one, so a write here would drop it (503). */
  tabsOutOfStep:
    'Another tab of the shop is still saving, so this change was not made. Try again in a moment.',
  /** Spec §8's 500 `error` field: never the database's or the runtime's own words. */
  somethingWentWrong: 'Something went wrong',
  /** Not in the spec: text PostgreSQL cannot store (400). */
  unstorableText:
    'The request contains a character that cannot be saved (a NUL character or half of a surrogate pair). Remove it and try again.',
  unstorableField: 'This contains a character that cannot be saved. Remove it and try again.',
  /** Not in the spec: a percent-escape in the URL that is not UTF-8 (`%80`). */
  malformedUrl: 'The address is malformed.',
  unstorablePath:
    "The request's address contains a character that cannot be saved (a NUL character). Check the link.",
  /** Not in the spec: a NUL or other control character in the query string (400). */
  uncleanQuery:
    "The request's address has a query parameter with a character that cannot be used (a NUL or other control character). Check the link.",
  uncleanQueryParameter: 'This parameter contains a NUL or other control character.',
  /** Not in the spec: the limits of src/api/limits/limits.ts (429, with Retry-After). */
  tooManyLogins: (minutes: number) =>
    `Too many failed login attempts. Please wait ${inMinutes(minutes)} and try again.`,
  tooManySignups: (minutes: number) =>
    `Too many accounts were created from your network. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyGuests: (minutes: number) =>
    `Too many guest accounts were made from your network. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyOrders: (minutes: number) =>
    `Too many orders were placed in a short time. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyCartWrites: (minutes: number) =>
    `Too many changes were made to carts in a short time. Please wait ${inMinutes(minutes)} and try again.`,
  tooManyReviews: (minutes: number) =>
    `Too many reviews were sent in a short time. Please wait ${inMinutes(minutes)} and try again.`,
  /** Not in the spec: the growing wait between tries at one account's password (LOGIN_DELAYS). */
  loginSlowed: (seconds: number) =>
    `Too many wrong passwords for this account. Please wait ${inSeconds(seconds)} and try again.`,
  /** Not in the spec: POST /api/auth/password with a current password that is not the account's. */
  currentPasswordWrong: 'The current password is not correct.',
  /** Not in the spec: the new password is the one the account has. */
  samePassword: 'The new password must be different from the current one.',
  /** Not in the spec: another request changed the password between the check and the change. */
  passwordChangedMeanwhile: 'The password was changed meanwhile. Log in again with the new password.',
} as const;

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
  /** Not in the spec: the embedded backend could not start (e.g. the browser refuses its service worker). */
  backendDidNotStart:
    "The shop could not start in this browser. If this site's data or service workers are blocked, allow them and reload.",
  /** Not in the spec: shown when a request fails for a reason the server did not explain. */
  networkError: 'Could not reach the shop. Check your connection and try again.',
  /** Not in the spec: the session's token was refused by the server. */
  sessionExpired: 'Your session has expired. Please log in again.',
  /** Not in the spec: signup's password is shorter than MIN_PASSWORD_LENGTH. */
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;
