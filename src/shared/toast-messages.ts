/**
 * The spec's toasts that no screen takes from the catalogues (src/shared/i18n/catalogues), word for
 * word (src/shared/messages.ts says why, and re-exports them: import them from there): the English
 * the payment flow falls back on, the request tester's, and those tests read. No module of the
 * first load uses them, so they are a module of their own, out of the main chunk.
 */
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
