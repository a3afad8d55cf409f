/**
 * The API's refusals a shopper meets that were written in their routes, word for word as before
 * (issue 37 moved them here so their Hindi, src/api/words/hindi-refusals.ts, can name them). The
 * spec's and the shared ones stay in src/shared (messages.ts and its neighbours).
 */
import { MAX_QTY_PER_LINE } from '@/shared/constants';
import { checkOrderMove, type MoveActor, type OrderStatus } from '@/shared/order-lifecycle';
import { MAX_ADDRESSES_PER_USER } from '@/api/limits/limits';

export const shopperRefusals = {
  noSuchSneaker: (productId: string) => `No sneaker has the id ${productId}.`,
  notInCart: (productId: string) => `The sneaker ${productId} is not in your cart.`,
  alreadyInCart: 'This sneaker is already in your cart.',
  actionInvalid: "The action type must be 'increment' or 'decrement'.",
  belowOne: 'The quantity cannot go below 1. Remove the sneaker from the cart instead.',
  atMostPerLine: `You can buy at most ${MAX_QTY_PER_LINE} pairs of one sneaker.`,
  alreadyInWishlist: 'This sneaker is already in your wishlist.',
  notInWishlist: (productId: string) => `The sneaker ${productId} is not in your wishlist.`,
  noSuchAddress: 'No saved address has that id.',
  tooManyAddresses: `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
  cartEmpty: 'Your cart is empty.',
  otherAddress: 'This checkout was already placed for another address. Reload the page to start again.',
  /** Why an order may not move (the 409 of a cancel that came too late): the lifecycle's one check. */
  orderMoveRefused: (from: OrderStatus, to: OrderStatus, actor: MoveActor) =>
    checkOrderMove(from, to, actor) ?? '',
} as const;

/** What the refunds resource says to the shopper (here, below every resource, beside its Hindi). */
export const refundMessages = {
  upiIdRequired: 'A Cash on Delivery order is refunded to a UPI ID: please give one.',
  cancelReasonInvalid: 'Choose why you are cancelling from the reasons listed.',
  noteTooLong: (max: number) => `The note can be at most ${max} characters.`,
  noSuchCreditNote: 'This order has no credit note with that number.',
};
