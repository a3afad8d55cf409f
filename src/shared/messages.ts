/**
 * Every user-visible message of the spec (§2, §8), word for word — typos included, because shoppers
 * and tests know them. A copy edit is a change here and nowhere else.
 */
import { COD_MAX_GRAND_TOTAL, MIN_PASSWORD_LENGTH } from './constants';
import { formatRupees } from './format-rupees';

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
const inSeconds = (seconds: number) =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : inMinutes(Math.ceil(seconds / 60));

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

/** Not in the spec: paying by Cash on Delivery or UPI, the order page and its tax invoice. */
export const orderMessages = {
  paymentMethodInvalid: "Payment method must be 'online' or 'cod'.",
  codTooLarge: `Cash on Delivery is available for orders up to ${formatRupees(COD_MAX_GRAND_TOTAL)}. Pay online, or take something out of the cart.`,
  codUndeliverable: (pincode: string) =>
    `Cash on Delivery needs a pincode the shop delivers to, and ${pincode} is not one. Pay online instead.`,
  otherPaymentMethod:
    'This checkout was already placed with another payment method. Reload the page to start again.',
  /** Not in the spec: the caps of src/api/limits/limits.ts (429, with Retry-After). */
  tooManyUnpaid: (max: number, minutes: number) =>
    `You already have ${max} orders waiting for payment. Please try again in ${inMinutes(minutes)}, when the oldest expires.`,
  tooManyCodToday: (max: number) =>
    `You can place at most ${max} Cash on Delivery orders a day. Pay online, or try again tomorrow.`,
  /** Not in the spec (issue 35): who may choose Cash on Delivery, and how much it may hold. */
  codNotForGuests:
    'Cash on Delivery needs an account of your own: sign up (it takes a minute), or pay online.',
  tooManyOpenCod: (orders: number, pairs: number) =>
    `You can have at most ${orders} Cash on Delivery orders with ${pairs} pairs on their way at once. Pay online, or wait until one is delivered.`,
  codShareTaken: (title: string) =>
    `Cash on Delivery for ${title} is open for now only to shoppers who have had an order delivered. Pay online to buy it now.`,
  totalNotPositive:
    'This order would cost nothing after the discount, so it cannot be placed. Add another sneaker to the cart.',
  orderNotFound: 'No order has that id.',
  alreadyPaid: 'This order has already been paid.',
  /** Not in the spec: staff unpublished a product after it was put in the cart (issue 29). */
  noLongerAvailable: 'No longer available',
  unavailableInCart: (titles: readonly string[]) =>
    `${titles.join(', ')} ${titles.length === 1 ? 'is' : 'are'} no longer available. Remove ${titles.length === 1 ? 'it' : 'them'} from your cart to place the order.`,
  razorpayUnreachableOrder:
    'The shop could not reach Razorpay to start the payment. Nothing was charged: try again in a moment.',
  razorpayUnreachablePayment:
    'The shop could not reach Razorpay to check the payment, so the order is not marked paid yet. Do not pay again: it is marked paid once Razorpay confirms the payment.',
  paymentMismatch:
    'The payment does not match this order (its amount, currency or order at Razorpay). It was not recorded.',
  paymentNotCaptured: (status: string) =>
    `Razorpay has not completed this payment (it is ${status}), so the order was not paid.`,
  paymentForAnotherOrder:
    'This payment has already been recorded for another order, so it cannot pay this one. Nothing was recorded.',
  notAwaitingPayment: 'This order is not waiting for a payment.',
  testAmountRequired: "amount must be the order's amount in paise, a whole number.",
  testAmountMismatch: (paise: number) =>
    `The amount does not match the order: it is ${paise} paise. The test checkout signs only the order's own amount.`,
  codPlaced: 'Order placed: pay in cash when it is delivered.',
  upiInvalid: 'Enter a UPI ID like name@bank.',
  upiUnknown: (vpa: string) =>
    `No UPI app answers to ${vpa}. In test mode use success@razorpay or failure@razorpay.`,
  upiDeclined: 'The UPI payment was declined in the UPI app (test mode)',
  upiUnreachable: 'The test checkout could not reach the shop (test mode). Try again.',
};

/** Not in the spec: pincodes, delivery dates and the address form's pincode check. */
export const pincodeMessages = {
  malformed: 'Pincode must be 6 digits and cannot start with 0.',
  unknown: (pincode: string) =>
    `We do not know the pincode ${pincode}, so we cannot promise a delivery date there. Check it and try again.`,
  inOtherState: (state: string) =>
    `This pincode is in ${state}. Choose ${state} as the state, or check the pincode.`,
  tableUnavailable: 'The pincode list could not be loaded just now. Try again in a moment.',
  enterPincode: 'Enter your pincode to see when your sneakers arrive.',
  checking: (pincode: string) => `Checking delivery to ${pincode}…`,
} as const;

/** Not in the spec: ratings and reviews by verified buyers (the product page and its endpoints). */
export const reviewMessages = {
  heading: 'Ratings & reviews',
  verifiedBuyer: 'Verified buyer',
  noReviews: 'No reviews yet.',
  write: 'Write a review',
  edit: 'Edit your review',
  submit: 'Submit review',
  cancel: 'Cancel',
  saved: 'Thank you! Your review is saved.',
  loginToReview: 'Log in to review this sneaker.',
  buyToReview: 'Only shoppers who have paid for this sneaker can review it.',
  /** A Cash on Delivery order is paid once delivered: then it counts (OrderRepository.hasBought). */
  notBought: 'Only shoppers who have paid for this sneaker can review it.',
} as const;

/** Not in the spec: the daily cap on review writes (src/api/limits/limits.ts). */
export const tooManyReviewsToday = (max: number) =>
  `You can write or change at most ${max} reviews a day. Try again tomorrow.`;

/** Not in the spec: stock (issue 29), as shoppers and staff read it. */
export const stockMessages = {
  /** The 409 of an order asking for more pairs than are left (POST /api/user/orders). */
  notEnoughLeft: (title: string, left: number) =>
    left === 0
      ? `No pairs of ${title} are left: take it out of the cart to place the order.`
      : `Only ${left} ${left === 1 ? 'pair' : 'pairs'} of ${title} ${left === 1 ? 'is' : 'are'} left. Lower the quantity in the cart to place the order.`,
  /** On a card, the product page and a cart line, at LOW_STOCK pairs or fewer. */
  onlyLeft: (left: number) => `Only ${left} left`,
  outOfStock: 'Out of stock',
  adjustmentRefused: (onHand: number, reserved: number) =>
    `That would leave fewer pairs on hand than orders hold: ${onHand} on hand, ${reserved} reserved.`,
  belowZero: (onHand: number) =>
    `That would leave fewer than 0 pairs on hand: ${onHand} ${onHand === 1 ? 'is' : 'are'} on hand.`,
  changeInvalid: 'Change must be a whole number of pairs, not 0.',
  reasonRequired: 'Say why the stock changes (a reason of up to 200 characters).',
} as const;

/** Not in the spec: an order's moves (issue 29), refused with these. */
export const lifecycleMessages = {
  courierRequired: 'Shipping needs the courier: its name, up to 60 characters.',
  awbInvalid: 'Shipping needs the AWB number: 6 to 24 letters, digits or hyphens.',
  noteTooLong: 'A note is at most 500 characters.',
  reasonRequired: (label: string) =>
    `Say why the order is ${label.toLowerCase()}: \`reason\` is required, up to 500 characters.`,
  reasonTooLong: 'A reason is at most 500 characters.',
  statusInvalid: 'to must be one of the order statuses.',
  changedMeanwhile: (label: string) =>
    `The order changed meanwhile: it is now ${label.toLowerCase()}. Reload it to see what it allows.`,
  soldOutRefunded:
    'The last pairs were bought while you paid, so the order was cancelled: your payment is refunded in full. Your cart is unchanged.',
  /** The cancelled step's note on such an order's timeline. */
  soldOutNote: 'Sold out before the payment arrived: the payment is refunded.',
  expiredRefunded:
    'This order expired before its payment arrived, so it was not placed: the payment is refunded. Place the order again from your cart.',
} as const;
