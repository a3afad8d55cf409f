/**
 * The spec's messages of orders, payments, delivery, reviews, stock and an order's moves, word for
 * word (src/shared/messages.ts says why, and re-exports them: import them from there). No module
 * of the first load uses them, so they are a module of their own, out of the main chunk.
 */
import { COD_MAX_GRAND_TOTAL } from './constants';
import { formatRupees } from './format-rupees';
import { inMinutes } from './wait-words';

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
