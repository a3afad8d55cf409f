/** What the refunds resource says to the shopper (its own module: the big messages.ts stays as it is). */
export const refundMessages = {
  upiIdRequired: 'A Cash on Delivery order is refunded to a UPI ID: please give one.',
  cancelReasonInvalid: 'Choose why you are cancelling from the reasons listed.',
  noteTooLong: (max: number) => `The note can be at most ${max} characters.`,
  noSuchCreditNote: 'This order has no credit note with that number.',
};
